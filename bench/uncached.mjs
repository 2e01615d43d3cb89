#!/usr/bin/env node
// Throughput of the pages rendered per request because of their query string (issue 18, point 5):
// `/search?q=…` and `/artworks?…` (the explorer with a filter), in both languages, with autocannon
// on loopback. Two ways of asking:
//   - "same":     one address again and again (a popular search, a shared filter link), as the
//                 outside measurement did; the page cache answers all but the first;
//   - "distinct": a different question with every request (words from the site's own titles and
//                 names, filter and sort combinations, pages), so that every answer is rendered.
// Then the pages that used to miss the front cache (issue 33 point 5): the home page and an artwork,
// in both languages, for a signed-in editor (whose session cookie sent every request to Next; the
// front cache answers editors now) and with a new query string each time (`?ref=n`, which no page
// reads, so the server drops it before the cache key), beside the floor's text page (a bare
// Next.js page with no cache in front, bench/floorServer.mjs) in the same run, the two alternating
// round by round; medians of the rounds.
// Start the site first (`npm start`, or `SEED_ARTWORKS=10000 npm start` for the bench seed), then:
//   BENCH_EMAIL=… BENCH_PASSWORD=… node bench/uncached.mjs [baseUrl] [connections=20] [seconds=10] [rounds=3]
// (an editor's or admin's sign-in; without it the signed-in rows are left out).
// UNCACHED_PARTS=query or =missed runs one part only.
import autocannon from 'autocannon'

import { serveFloor } from './floorServer.mjs'
import { median } from './stats.mjs'

const base = process.argv[2] || process.env.BASE_URL || 'http://localhost:3000'
const connections = Number(process.argv[3] || 20)
const duration = Number(process.argv[4] || 10)
const rounds = Number(process.argv[5] || 3)
const parts = (process.env.UNCACHED_PARTS || 'query,missed').split(',')

/** Words to search for, taken from the explorer's own list of works (titles and artists). */
async function searchWords(locale) {
  const words = new Set()
  for (let page = 1; page <= 5 && words.size < 400; page++) {
    const response = await fetch(`${base}/explorer?page=${page}&locale=${locale}`, { headers: { accept: 'application/json' } })
    if (!response.ok) break
    const chunk = await response.json()
    for (const item of chunk.items ?? []) {
      for (const text of [item.title, item.artist?.name, item.artistName]) {
        for (const word of String(text ?? '').split(/[^\p{L}]+/u)) if (word.length >= 4) words.add(word.toLowerCase())
      }
    }
    if (!chunk.pageCount || page >= chunk.pageCount) break
  }
  return [...words]
}

/** Filter and sort combinations of the explorer, from the options its first page offers. */
async function explorerQueries(prefix) {
  const html = await (await fetch(`${base}${prefix}/artworks`)).text()
  const options = [...html.matchAll(/name="(color|medium|style|tag|category|year|availability)"[^>]*value="([^"]+)"/g)].map(
    (match) => `${match[1]}=${encodeURIComponent(match[2])}`,
  )
  const sorts = ['', 'sort=price-asc', 'sort=price-desc', 'sort=artist']
  const queries = []
  for (const option of options.length ? options : ['availability=sold']) for (const sort of sorts) queries.push([option, sort].filter(Boolean).join('&'))
  return queries
}

/** One autocannon run over `paths` (in turn), from `origin`, with extra request headers. */
async function run(paths, { origin = base, headers = {} } = {}) {
  let next = 0
  return autocannon({
    url: origin + paths[0],
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip', 'accept-language': 'de', ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  })
}

async function measure(name, paths) {
  const result = await run(paths)
  const failed = result.non2xx + result.errors + result.timeouts
  console.log(
    `${name.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms` +
      `${failed ? `   ${failed} failed` : ''}   (${paths.length === 1 ? paths[0] : `${paths.length} addresses`})`,
  )
}

/** The session cookie of an editor (BENCH_EMAIL, BENCH_PASSWORD), or null without one. */
async function editorCookie() {
  if (!process.env.BENCH_EMAIL) return null
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD }),
  })
  const token = (await response.json()).token
  if (!token) throw new Error(`signing in as ${process.env.BENCH_EMAIL} failed (${response.status})`)
  return `payload-token=${token}`
}

async function queryPages() {
  const [wordsDe, wordsEn, filtersDe, filtersEn] = await Promise.all([searchWords('de'), searchWords('en'), explorerQueries(''), explorerQueries('/en')])
  if (wordsDe.length === 0) throw new Error(`no words found at ${base}/explorer`)
  // A run of a few seconds must never repeat itself: each word comes with a counter the engine ignores.
  const distinctSearch = (prefix, words) => Array.from({ length: 20_000 }, (_, i) => `${prefix}/search?q=${encodeURIComponent(words[i % words.length])}&n=${i}`)
  const distinctFilter = (prefix, queries) => Array.from({ length: 20_000 }, (_, i) => `${prefix}/artworks?${queries[i % queries.length]}&n=${i}`)

  console.log(`autocannon, ${connections} connections, ${duration} s each, against ${base}\n`)
  await measure('search, same question (de)', [`/search?q=${encodeURIComponent(wordsDe[0])}`])
  await measure('search, same question (en)', [`/en/search?q=${encodeURIComponent(wordsEn[0] ?? wordsDe[0])}`])
  await measure('explorer filter, same address (de)', [`/artworks?${filtersDe[0]}`])
  await measure('explorer filter, same address (en)', [`/en/artworks?${filtersEn[0] ?? filtersDe[0]}`])
  await measure('search, a new question each time (de)', distinctSearch('', wordsDe))
  await measure('search, a new question each time (en)', distinctSearch('/en', wordsEn.length ? wordsEn : wordsDe))
  await measure('explorer, a new filter each time (de)', distinctFilter('', filtersDe))
  await measure('explorer, a new filter each time (en)', distinctFilter('/en', filtersEn.length ? filtersEn : filtersDe))
}

async function missedPages() {
  const published = async (locale) => (await (await fetch(`${base}/api/artworks?limit=1&depth=0&locale=${locale}&where[_status][equals]=published`)).json()).docs?.[0]
  const works = { de: await published('de'), en: await published('en') }
  if (!works.de || !works.en) throw new Error('no published artwork to measure')
  const cookie = await editorCookie()
  const counted = (prefix) => Array.from({ length: 50_000 }, (_, i) => `${prefix}?ref=${i}`)
  const cases = []
  for (const [locale, prefix] of [
    ['de', ''],
    ['en', '/en'],
  ]) {
    const home = prefix || '/'
    const artwork = `${prefix}/artworks/${works[locale].slug}`
    const language = { 'accept-language': locale }
    if (cookie) {
      cases.push([`home, signed-in editor (${locale})`, [home], { ...language, cookie }])
      cases.push([`artwork, signed-in editor (${locale})`, [artwork], { ...language, cookie }])
    }
    cases.push([`home, a new query string each time (${locale})`, counted(home), language])
    cases.push([`artwork, a new query string each time (${locale})`, counted(artwork), language])
  }
  const floor = await serveFloor('/text')
  try {
    const figures = new Map([['floor', []], ...cases.map(([name]) => [name, []])])
    for (let round = 1; round <= rounds; round++) {
      console.error(`round ${round} of ${rounds} …`)
      figures.get('floor').push(await run(['/text'], { origin: floor.url }))
      for (const [name, paths, headers] of cases) figures.get(name).push(await run(paths, { headers }))
    }
    console.log(
      `\nPages that used to miss the front cache (an editor, a new query string): autocannon, ${connections} connections, ${duration} s each, ${rounds} rounds alternating, medians; against ${base}\n`,
    )
    const floorRate = median(figures.get('floor').map((result) => result.requests.average))
    for (const [name, results] of figures) {
      const rate = median(results.map((result) => result.requests.average))
      const p99 = median(results.map((result) => result.latency.p99))
      const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0)
      const label = name === 'floor' ? "the floor's /text (bare Next.js, no cache in front)" : name
      console.log(
        `${label.padEnd(52)} ${String(Math.round(rate)).padStart(6)} req/s   p99 ${String(p99).padStart(5)} ms   ${(rate / floorRate).toFixed(2)}× the floor` +
          `${failed ? `   ${failed} failed` : ''}`,
      )
    }
  } finally {
    floor.stop()
  }
}

if (parts.includes('query')) await queryPages()
if (parts.includes('missed')) await missedPages()

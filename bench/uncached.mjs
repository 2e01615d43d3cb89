#!/usr/bin/env node
// Throughput of the pages rendered per request because of their query string (issue 18, point 5):
// `/search?q=…` and `/artworks?…` (the explorer with a filter), in both languages, with autocannon
// on loopback. Two ways of asking:
//   - "same":     one address again and again (a popular search, a shared filter link), as the
//                 outside measurement did; the page cache answers all but the first;
//   - "distinct": a different question with every request (words from the site's own titles and
//                 names, filter and sort combinations, pages), so that every answer is rendered.
// Start the site first (`npm start`, or `SEED_ARTWORKS=10000 npm start` for the bench seed), then:
//   node bench/uncached.mjs [baseUrl] [connections=20] [seconds=10]
import autocannon from 'autocannon'

const base = process.argv[2] || process.env.BASE_URL || 'http://localhost:3000'
const connections = Number(process.argv[3] || 20)
const duration = Number(process.argv[4] || 10)

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

async function measure(name, paths) {
  let next = 0
  const result = await autocannon({
    url: base + paths[0],
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip', 'accept-language': 'de' },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  })
  const failed = result.non2xx + result.errors + result.timeouts
  console.log(
    `${name.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms` +
      `${failed ? `   ${failed} failed` : ''}   (${paths.length === 1 ? paths[0] : `${paths.length} addresses`})`,
  )
}

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

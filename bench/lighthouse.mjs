#!/usr/bin/env node
// Lighthouse (mobile, default simulated throttling) with Debian's Chromium on the key pages, in
// German and English, dark theme (the default), consent banner showing (no choice stored), each
// measured beside the floor: a bare Next.js app of the same next, react and react-dom
// (bench/floor/), built here when its build is missing or older than its sources and served with
// `next start` on a free port for the length of the run. The two alternate run by run (a floor run,
// then the page's run, and again), so a machine whose speed drifts drifts for both; Lighthouse's
// `benchmarkIndex` (the machine's speed as Lighthouse measured it) is printed with every run.
//
// One line per page, each column the median of its runs: the four scores, FCP, LCP, TBT, CLS, the
// first view's JavaScript and CSS bytes (transferred) and the benchmarkIndex; then the difference to
// the floor's median score and FCP and whether the page is within reach of the floor (issue 33
// point 1): a score at most 3 points below the floor's, an FCP at most 150 ms after it,
// accessibility, best practices and SEO at 100 (a results page says `noindex` on purpose, in its
// metadata: the search pages' SEO counts as 100 when `is-crawlable` is the only audit they fail).
//
// Each page is loaded as a visitor of its language would (Accept-Language de or en):
// docs/behaviour.md#locale-choice sends a browser asking for English from `/…` to `/en/…`, so a
// German page fetched with Chromium's default en-US would measure that redirect instead of the page.
// A benchmark, not a test: start the site first (`npm start`), then
//   node bench/lighthouse.mjs [baseUrl] [runs per page, default 3]
// LIGHTHOUSE_PAGES=home,search measures only those pages (`floor` alone: only the floor);
// FLOOR_PATH=/images measures the floor's image page instead of its text page.

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { serveFloor } from './floorServer.mjs'
import { median } from './stats.mjs'

const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const runs = Number(process.argv[3] || 3)
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const floorPath = process.env.FLOOR_PATH || '/text'
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim())

// Within reach of the floor (issue 33 point 1).
const reach = { points: 3, fcpMs: 150 }

async function first(collection, locale, where = '') {
  const response = await fetch(`${base}/api/${collection}?limit=1&depth=0&locale=${locale}&where[_status][equals]=published${where}`)
  const doc = (await response.json()).docs?.[0]
  if (!doc) throw new Error(`no published ${collection} to measure`)
  return doc
}

async function pages() {
  const list = []
  for (const locale of ['de', 'en']) {
    const prefix = locale === 'de' ? '' : '/en'
    const [work, artist, article] = await Promise.all([first('artworks', locale), first('artists', locale), first('magazine', locale)])
    const word =
      String(work.title)
        .split(/\s+/)
        .find((part) => part.length > 3) ?? work.title
    list.push(
      ['home', `${prefix}/`, locale],
      ['artworks', `${prefix}/artworks`, locale],
      ['artwork', `${prefix}/artworks/${work.slug}`, locale],
      ['artist', `${prefix}/artists/${artist.slug}`, locale],
      ['exhibitions', `${prefix}/exhibitions`, locale],
      ['magazine article', `${prefix}/magazine/${article.slug}`, locale],
      ['search', `${prefix}/search?q=${encodeURIComponent(word)}`, locale],
    )
  }
  return list.map(([name, path, locale]) => ({ name, locale, path: path === '/en/' ? '/en' : path })).filter(({ name }) => !only || only.includes(name))
}

/** The search pages' SEO counts as 100 when `noindex` (is-crawlable) is all it fails. */
function seoButNoindex(lhr) {
  const refs = lhr.categories.seo?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable')
    .every((ref) => lhr.audits[ref.id]?.score === 1 || ['notApplicable', 'manual', 'informative'].includes(lhr.audits[ref.id]?.scoreDisplayMode))
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const bytes = (type) => requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    seoButNoindex: seoButNoindex(lhr),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    error: lhr.runtimeError?.code,
  }
}

const acceptLanguage = { de: 'de-DE,de;q=0.9', en: 'en-US,en;q=0.9' }

async function measure(chrome, url, locale) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    maxWaitForLoad: 45_000,
    extraHeaders: { 'Accept-Language': acceptLanguage[locale] },
  })
  return summary(result.lhr)
}

/** Each column the median of its runs. */
function medians(results) {
  const m = {}
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'js', 'css', 'benchmarkIndex']) m[key] = median(results.map((r) => r[key]))
  m.seoButNoindex = results.every((r) => r.seoButNoindex)
  m.error = results.find((r) => r.error)?.error
  return m
}

const kb = (bytes) => value(bytes, (n) => String(Math.round(n / 1024)))
/** A metric Lighthouse could not measure (the page did not finish loading) prints as "—". */
const value = (number, format = (n) => String(Math.round(n))) => (typeof number === 'number' && Number.isFinite(number) ? format(number) : '—')
const signed = (n, unit = '') => value(n, (x) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(Math.round(x))}${unit}`)

/** What keeps a page from being within reach of the floor; empty when it is. */
function misses(page, m, floor) {
  const list = []
  if (m.error) list.push(m.error)
  if (!(m.performance >= floor.performance - reach.points)) list.push(`perf ${signed(m.performance - floor.performance)}`)
  if (!(m.fcp <= floor.fcp + reach.fcpMs)) list.push(`FCP ${signed(m.fcp - floor.fcp, ' ms')}`)
  if (m.accessibility !== 100) list.push(`a11y ${value(m.accessibility)}`)
  if (m.bestPractices !== 100) list.push(`best pr. ${value(m.bestPractices)}`)
  if (m.seo !== 100 && !(page.name === 'search' && m.seoButNoindex)) list.push(`SEO ${value(m.seo)}`)
  return list
}

function row(name, pagePath, m, floor, page) {
  const delta = floor ? [signed(m.performance - floor.performance), signed(m.fcp - floor.fcp)] : ['', '']
  const seo = page?.name === 'search' && m.seo !== 100 && m.seoButNoindex ? `${m.seo} (noindex)` : value(m.seo)
  const verdict = floor ? misses(page, m, floor).join(', ') || 'yes' : ''
  return `| ${name} | ${pagePath} | ${value(m.performance)} | ${delta[0]} | ${value(m.fcp)} | ${delta[1]} | ${value(m.accessibility)} | ${value(m.bestPractices)} | ${seo} | ${value(m.lcp)} | ${value(m.tbt)} | ${value(m.cls, (n) => n.toFixed(3))} | ${kb(m.js)} | ${kb(m.css)} | ${value(m.benchmarkIndex)} | ${verdict} |${m.error && !floor ? ` ${m.error}` : ''}`
}

const list = only && only.every((name) => name === 'floor') ? [] : await pages()
const floorServer = await serveFloor(floorPath)
let chrome
// Interrupted, the run still stops what it started: the floor's server and Chromium.
const stopOnSignal = async () => {
  floorServer.stop()
  await chrome?.kill()
  process.exit(130)
}
process.once('SIGINT', stopOnSignal)
process.once('SIGTERM', stopOnSignal)
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'], handleSIGINT: false })
  const floorRuns = []
  const floorRun = async (label) => {
    const result = await measure(chrome, `${floorServer.url}${floorPath}`, 'en')
    floorRuns.push(result)
    console.error(`  floor ${floorPath}: perf ${result.performance}, FCP ${value(result.fcp)} ms, benchmarkIndex ${value(result.benchmarkIndex)}${label}`)
  }
  if (list.length === 0) for (let run = 0; run < runs; run++) await floorRun('')
  for (const page of list) {
    page.runs = []
    for (let run = 0; run < runs; run++) {
      await floorRun(` (before ${page.path})`)
      const result = await measure(chrome, `${base}${page.path}`, page.locale)
      page.runs.push(result)
      console.error(
        `  ${page.path}: perf ${result.performance}, FCP ${value(result.fcp)} ms, benchmarkIndex ${value(result.benchmarkIndex)}${result.error ? `, ${result.error}` : ''}`,
      )
    }
  }

  const floor = medians(floorRuns)
  const indices = [...floorRuns, ...list.flatMap((page) => page.runs)].map((r) => r.benchmarkIndex).filter(Number.isFinite)
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version
  const next = (await import('next/package.json', { with: { type: 'json' } })).default.version
  console.log(
    `\nLighthouse ${version}, mobile, simulated throttling; ${runs} run(s) per page, each column the median of its runs; ` +
      `the floor (bench/floor, Next ${next}) at ${floorPath}, ${list.length ? `run before every run of a page (${floorRuns.length} runs); the site at ${base}` : 'alone'}. ` +
      `benchmarkIndex ${value(Math.min(...indices))}–${value(Math.max(...indices))} over the ${indices.length} runs.\n`,
  )
  console.log('| page | path | perf | Δ perf | FCP ms | Δ FCP | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB | CSS KB | benchmarkIndex | within reach |')
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
  console.log(row('floor', floorPath, floor))
  let within = 0
  for (const page of list) {
    const m = medians(page.runs)
    if (misses(page, m, floor).length === 0) within++
    console.log(row(page.name, page.path, m, floor, page))
  }
  if (list.length > 0) {
    console.log(
      `\n${within} of ${list.length} pages within reach of the floor (perf at most ${reach.points} points below ${value(floor.performance)}, ` +
        `FCP at most ${reach.fcpMs} ms after ${value(floor.fcp)} ms, accessibility, best practices and SEO 100).`,
    )
  }
} finally {
  await chrome?.kill()
  floorServer.stop()
}

#!/usr/bin/env node
// Lighthouse (mobile, default simulated throttling) with Debian's Chromium on the key pages, in
// German and English, dark theme (the default), consent banner showing (no choice stored):
// three runs per page, the median by performance score. One line per page with the four scores,
// LCP, TBT, CLS and the first view's JavaScript and CSS bytes (transferred). Each page is loaded as
// a visitor of its language would (Accept-Language de or en): docs/behaviour.md#locale-choice sends a browser asking for
// English from `/…` to `/en/…`, so a German page fetched with Chromium's default en-US would measure
// that redirect instead of the page. A benchmark, not a test: start the site first (`npm start`), then
//   node bench/lighthouse.mjs [baseUrl] [runs per page, default 3]
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const runs = Number(process.argv[3] || 3)
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

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
  // LIGHTHOUSE_PAGES=home,search measures only those.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim())
  return list.map(([name, path, locale]) => ({ name, locale, path: path === '/en/' ? '/en' : path })).filter(({ name }) => !only || only.includes(name))
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
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    error: lhr.runtimeError?.code,
  }
}

const kb = (bytes) => `${Math.round(bytes / 1024)}`
/** A metric Lighthouse could not measure (the page did not finish loading) prints as "—". */
const value = (number, format = (n) => String(Math.round(n))) => (typeof number === 'number' && Number.isFinite(number) ? format(number) : '—')
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
try {
  const list = await pages()
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, ${runs} runs per page (median by performance), against ${base}\n`,
  )
  console.log('| page | path | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB | CSS KB |')
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  const acceptLanguage = { de: 'de-DE,de;q=0.9', en: 'en-US,en;q=0.9' }
  for (const { name, path, locale } of list) {
    const results = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        maxWaitForLoad: 45_000,
        extraHeaders: { 'Accept-Language': acceptLanguage[locale] },
      })
      results.push(summary(result.lhr))
    }
    results.sort((a, b) => a.performance - b.performance)
    const m = results[Math.floor(results.length / 2)]
    const error = results.find((r) => r.error)?.error
    console.log(
      `| ${name} | ${path} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${value(m.lcp)} | ${value(m.tbt)} | ${value(m.cls, (n) => n.toFixed(3))} | ${kb(m.js)} | ${kb(m.css)} |${error ? ` ${error}` : ''}`,
    )
  }
} finally {
  await chrome.kill()
}

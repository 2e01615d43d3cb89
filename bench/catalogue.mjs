#!/usr/bin/env node
// Issue 4's speed targets, against a running site seeded with the 10,000-artwork bench seed
// (`SEED_ARTWORKS=10000 npm start`, or see docs/performance.md):
//   1. the explorer with filter combinations, one request at a time (its own cost): p50/p95;
//   2. a cached artwork page, autocannon with 10 connections: requests/s and latency;
//   3. a publish through the admin's REST API until the artwork page and the explorer show it.
// Usage: node bench/catalogue.mjs [baseUrl]   (ADMIN_EMAIL / ADMIN_PASSWORD for point 3)
import autocannon from 'autocannon'

const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const email = process.env.ADMIN_EMAIL
const password = process.env.ADMIN_PASSWORD

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function json(path, init) {
  const response = await fetch(base + path, init)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/** Pseudo-random picks; a new seed per run (BENCH_SEED to repeat one), so remembered selections do not flatter a second run. */
let state = Number(process.env.BENCH_SEED || Date.now() % 2 ** 31)
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = (list) => list[Math.floor(random() * list.length)]

async function explorerUrls(count) {
  const vocab = {}
  for (const [facet, collection] of [
    ['color', 'colors'],
    ['medium', 'mediums'],
    ['style', 'styles'],
    ['tag', 'tags'],
    ['category', 'categories'],
  ]) {
    vocab[facet] = (await json(`/api/${collection}?limit=200&depth=0`)).docs.map((doc) => doc.slug)
  }
  const years = Array.from({ length: 60 }, (_, i) => String(1965 + i))
  const prices = ['-1000', '1000-5000', '5000-10000', '10000-25000', '25000-50000', '50000-']
  const availability = ['for-sale', 'sold', 'leasing']
  const sorts = ['newest', 'price-asc', 'price-desc', 'artist']
  const urls = ['/artworks', '/en/artworks']
  while (urls.length < count) {
    const params = new URLSearchParams()
    const filters = 1 + Math.floor(random() * 4)
    for (let i = 0; i < filters; i++) {
      const kind = pick(['color', 'medium', 'style', 'tag', 'category', 'year', 'price', 'availability'])
      if (kind === 'year') params.append('year', pick(years))
      else if (kind === 'price') params.set('price', pick(prices))
      else if (kind === 'availability') params.append('availability', pick(availability))
      else if (vocab[kind].length) params.append(kind, pick(vocab[kind]))
    }
    params.set('sort', pick(sorts))
    if (random() < 0.3) params.set('page', String(2 + Math.floor(random() * 3)))
    urls.push(`${random() < 0.5 ? '' : '/en'}/artworks?${params}`)
  }
  return urls
}

async function timeRequest(path) {
  const started = performance.now()
  const response = await fetch(base + path, { headers: { 'user-agent': 'vernissage-bench' } })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

async function benchExplorer() {
  const urls = await explorerUrls(300)
  for (const url of urls.slice(0, 20)) await timeRequest(url) // warm-up: the first request builds the lists
  const times = []
  const statuses = {}
  for (const url of urls) {
    const { ms, status } = await timeRequest(url)
    times.push(ms)
    statuses[status] = (statuses[status] || 0) + 1
  }
  times.sort((a, b) => a - b)
  console.log(
    `| explorer, ${urls.length} filter combinations, 1 connection | p50 ${percentile(times, 50).toFixed(1)} ms | p95 ${percentile(times, 95).toFixed(1)} ms | max ${times.at(-1).toFixed(1)} ms | statuses ${JSON.stringify(statuses)} |`,
  )
}

async function firstArtworkSlug() {
  return (await json('/api/artworks?limit=1&depth=0&sort=-publishedAt&where[_status][equals]=published')).docs[0]
}

async function benchArtworkPage(slug) {
  const path = `/artworks/${slug}`
  await fetch(base + path) // the first request renders and caches it
  await fetch(base + path)
  const result = await autocannon({ url: base + path, connections: 10, duration: 10 })
  console.log(
    `| cached artwork page, 10 connections | ${Math.round(result.requests.average)} requests/s | p50 ${result.latency.p50} ms | p90 ${result.latency.p90} ms | p97.5 ${result.latency.p97_5} ms | p99 ${result.latency.p99} ms | non-2xx ${result.non2xx} |`,
  )
}

async function benchPublish(artwork) {
  if (!email || !password) {
    console.log('| publish to page | skipped: set ADMIN_EMAIL and ADMIN_PASSWORD |')
    return
  }
  const { token } = await json('/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const original = (await json(`/api/artworks/${artwork.id}?locale=de&depth=0`, { headers })).title
  const marker = `Bench ${Date.now().toString(36)}`
  const started = performance.now()
  await json(`/api/artworks/${artwork.id}?locale=de`, { method: 'PATCH', headers, body: JSON.stringify({ title: marker, _status: 'published' }) })
  const saved = performance.now() - started
  const seen = async (path) => {
    for (;;) {
      const html = await (await fetch(base + path)).text()
      if (html.includes(marker)) return performance.now() - started
      if (performance.now() - started > 30_000) return Infinity
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const [page, explorer] = await Promise.all([seen(`/artworks/${artwork.slug}`), seen('/artworks')])
  await json(`/api/artworks/${artwork.id}?locale=de`, { method: 'PATCH', headers, body: JSON.stringify({ title: original, _status: 'published' }) })
  console.log(
    `| publish through the admin API | saved in ${saved.toFixed(0)} ms | on the artwork page after ${page.toFixed(0)} ms | in the explorer after ${explorer.toFixed(0)} ms |`,
  )
}

const artwork = await firstArtworkSlug()
const total = (await json('/api/artworks?limit=1&depth=0&where[_status][equals]=published')).totalDocs
console.log(`Catalogue bench against ${base} (${total} published artworks)\n`)
await benchExplorer()
await benchArtworkPage(artwork.slug)
await benchPublish(artwork)

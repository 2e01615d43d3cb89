#!/usr/bin/env node
// Issue 8's speed target: the search on the 10,000-artwork bench seed, one request at a time.
// Against a running site (`SEED_ARTWORKS=10000 npm start`, as bench/catalogue.mjs):
//   1. the first search of each language (it builds that language's engine);
//   2. 300 one-word and 300 three-word queries to GET /search-suggest, taken from real titles and
//      names (a third with one typo, a third cut short as while typing), both languages:
//      p50/p95 of the search itself and of the route handler (its Server-Timing), and round trip;
//   3. 60 one-word and 60 three-word queries to the page /search?q=… (rendered per request);
//   4. a publish and an unpublish through the admin's REST API until the suggestions follow.
// Usage: node bench/search.mjs [baseUrl]   (ADMIN_EMAIL / ADMIN_PASSWORD for point 4)
const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const email = process.env.ADMIN_EMAIL
const password = process.env.ADMIN_PASSWORD

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

/** Pseudo-random picks; a new seed per run (BENCH_SEED to repeat one). */
let state = Number(process.env.BENCH_SEED || Date.now() % 2 ** 31)
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = (list) => list[Math.floor(random() * list.length)]

async function json(path) {
  const response = await fetch(base + path)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

const words = (text) => (String(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 3 && !/^\d+$/.test(word))

/** Phrases of real documents in a language: a work's title words and its artist's name. */
async function phrases(locale) {
  const artists = new Map((await json(`/api/artists?limit=200&depth=0&locale=${locale}`)).docs.map((doc) => [doc.id, doc.name]))
  const works = []
  for (let page = 1 + Math.floor(random() * 20), n = 0; n < 3; n++, page++) {
    works.push(...(await json(`/api/artworks?limit=100&page=${page}&depth=0&locale=${locale}&where[_status][equals]=published`)).docs)
  }
  return works.map((work) => [...words(work.title), ...words(artists.get(work.artist) ?? '')]).filter((list) => list.length >= 3)
}

/** One typo (a letter replaced) or cut short (typing), each a third of the time. */
function vary(word) {
  const roll = random()
  if (roll < 1 / 3 && word.length >= 5) {
    const i = 1 + Math.floor(random() * (word.length - 2))
    return word.slice(0, i) + (word[i] === 'x' ? 'y' : 'x') + word.slice(i + 1)
  }
  if (roll < 2 / 3 && word.length >= 5) return word.slice(0, Math.max(3, word.length - 2))
  return word
}

function queries(list, count, size) {
  const out = []
  while (out.length < count) {
    const { locale, phrase } = pick(list)
    const start = Math.floor(random() * (phrase.length - size + 1))
    const chosen = phrase.slice(start, start + size)
    out.push({ locale, q: [...chosen.slice(0, -1), vary(chosen.at(-1))].join(' ') })
  }
  return out
}

function timing(header, name) {
  const match = new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? '')
  return match ? Number(match[1]) : NaN
}

async function timeSuggest({ locale, q }) {
  const started = performance.now()
  const response = await fetch(`${base}/search-suggest?${new URLSearchParams({ q, locale })}`)
  const body = await response.json()
  const roundTrip = performance.now() - started
  const header = response.headers.get('server-timing')
  return { status: response.status, total: body.total ?? 0, search: timing(header, 'search'), handler: timing(header, 'handler'), roundTrip }
}

async function timePage({ locale, q }) {
  const started = performance.now()
  const response = await fetch(`${base}${locale === 'en' ? '/en' : ''}/search?${new URLSearchParams({ q })}`, { headers: { 'user-agent': 'vernissage-bench' } })
  await response.arrayBuffer()
  return { status: response.status, roundTrip: performance.now() - started }
}

const row = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`
}

const total = (await json('/api/artworks?limit=1&depth=0&where[_status][equals]=published')).totalDocs
console.log(`Search bench against ${base} (${total} published artworks)\n`)

for (const locale of ['de', 'en']) {
  const { roundTrip, status } = await timeSuggest({ locale, q: 'warm' })
  console.log(`| first search in ${locale} (builds the engine unless built already) | ${roundTrip.toFixed(0)} ms | status ${status} |`)
}

const all = [...(await phrases('de')).map((phrase) => ({ locale: 'de', phrase })), ...(await phrases('en')).map((phrase) => ({ locale: 'en', phrase }))]
for (const size of [1, 3]) {
  const list = queries(all, 300, size)
  for (const query of list.slice(0, 20)) await timeSuggest(query) // warm-up
  const results = []
  for (const query of list) results.push(await timeSuggest(query))
  const statuses = {}
  for (const { status } of results) statuses[status] = (statuses[status] || 0) + 1
  const found = results.filter((result) => result.total > 0).length
  console.log(
    `| /search-suggest, ${size}-word queries (${list.length}, ${found} with results) | search: ${row(results.map((r) => r.search))} | handler: ${row(results.map((r) => r.handler))} | round trip: ${row(results.map((r) => r.roundTrip))} | statuses ${JSON.stringify(statuses)} |`,
  )
}
for (const size of [1, 3]) {
  const list = queries(all, 60, size)
  for (const query of list.slice(0, 5)) await timePage(query)
  const results = []
  for (const query of list) results.push(await timePage(query))
  const statuses = {}
  for (const { status } of results) statuses[status] = (statuses[status] || 0) + 1
  console.log(`| /search?q=… page, ${size}-word queries (${list.length}) | round trip: ${row(results.map((r) => r.roundTrip))} | statuses ${JSON.stringify(statuses)} |`)
}

async function benchFreshness() {
  if (!email || !password) {
    console.log('| publish to search | skipped: set ADMIN_EMAIL and ADMIN_PASSWORD |')
    return
  }
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  const { token } = await login.json()
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const work = (await json('/api/artworks?limit=1&depth=0&locale=de&where[_status][equals]=published')).docs[0]
  const marker = `Bench${Date.now().toString(36)}`
  const seen = async (started, wanted) => {
    for (;;) {
      const { total } = await timeSuggest({ locale: 'de', q: marker })
      if (total > 0 === wanted) return performance.now() - started
      if (performance.now() - started > 30_000) return Infinity
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const patch = (data) => fetch(`${base}/api/artworks/${work.id}?locale=de`, { method: 'PATCH', headers, body: JSON.stringify(data) })
  let started = performance.now()
  await patch({ title: `${work.title} ${marker}`, _status: 'published' })
  const publishSaved = performance.now() - started
  const published = await seen(started, true)
  started = performance.now()
  await patch({ _status: 'draft' })
  const unpublishSaved = performance.now() - started
  const unpublished = await seen(started, false)
  await patch({ title: work.title, _status: 'published' })
  console.log(
    `| publish through the admin API | saved in ${publishSaved.toFixed(0)} ms | in the suggestions after ${published.toFixed(0)} ms | unpublish: saved in ${unpublishSaved.toFixed(0)} ms, gone after ${unpublished.toFixed(0)} ms |`,
  )
}

await benchFreshness()

#!/usr/bin/env node
// Whether anonymous requests can stall the site (issue 30 point 5): the latency of a front-cached
// page (one visitor, one request after another) alone, then while anonymous clients send what an
// attack run sent: bursts of 100 parallel sign-ins (from one address, then from 100), `like`
// filters of 3,000 words over REST, the method-override POST and GraphQL, and lists of 100
// documents over REST and GraphQL, 16 at a time. Prints p50/p99/max side by side and the attack's
// answers by status. Target: p99 of the cached page under 100 ms.
// The attack runs in a worker thread, so its own work does not delay the probe's timing. Start the
// site with TRUST_PROXY=loopback (as tests/e2e/run.mjs does), so bursts "from 100 addresses" are.
//   node bench/anonymous-load.mjs [baseUrl] [page] [seconds]
// ATTACK=signin,like,lists (any of them) runs only those parts of the attack.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'

const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const page = process.argv[3] || '/'
const seconds = Number(process.argv[4] || 20)

const words = Array.from({ length: 3000 }, (_, i) => `wort${i}`).join(' ')

async function attack({ base, seconds, only }) {
  const until = Date.now() + seconds * 1000
  const counts = {}
  const count = (kind, status) => {
    const key = `${kind} ${status}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  let address = 0
  const nextAddress = () => {
    address += 1
    return `198.18.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`
  }
  async function send(kind, path, init = {}, forwardedFor = nextAddress()) {
    try {
      const response = await fetch(base + path, { ...init, headers: { 'x-forwarded-for': forwardedFor, ...init.headers }, signal: AbortSignal.timeout(60_000) })
      await response.arrayBuffer()
      count(kind, response.status)
    } catch (error) {
      count(kind, error?.name === 'TimeoutError' ? 'timeout' : 'network error')
    }
  }
  const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const like = new URLSearchParams({ 'where[title][like]': words, limit: '100', depth: '1' }).toString()
  const queries = [
    ['REST like 3,000 words', () => send('REST like 3,000 words', `/api/artworks?${like}`)],
    [
      'method-override like',
      () =>
        send('method-override like', '/api/artworks', {
          method: 'POST',
          headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
          body: like,
        }),
    ],
    [
      'GraphQL like',
      () => send('GraphQL like', '/graphql', json({ query: `{ Artworks(limit: 100, where: { title: { like: ${JSON.stringify(words)} } }) { docs { id title } } }` })),
    ],
    ['REST list of 100', () => send('REST list of 100', '/api/artworks?limit=100&depth=2')],
    ['GraphQL list of 100', () => send('GraphQL list of 100', '/graphql', json({ query: '{ Artworks(limit: 100) { docs { id title slug } totalDocs } }' }))],
  ]
  const signIn = (forwardedFor) => send('sign-in burst', '/api/users/login', json({ email: `nobody-${Math.random()}@galerie.test`, password: 'guess-guess-guess' }), forwardedFor)
  const runs = (part) => !only || only.split(',').includes(part)
  const bursts = (async () => {
    for (let round = 0; runs('signin') && Date.now() < until; round++) {
      // One address (the per-address limit answers), then 100 (only the hashing gate does).
      const one = nextAddress()
      await Promise.all(Array.from({ length: 100 }, () => signIn(round % 2 ? nextAddress() : one)))
    }
  })()
  const chosen = queries.filter(([label]) => runs(label.includes('like') ? 'like' : 'lists'))
  const readers = Array.from({ length: chosen.length ? 16 : 0 }, async (_, i) => {
    for (let n = i; Date.now() < until; n++) await chosen[n % chosen.length][1]()
  })
  await Promise.all([bursts, ...readers])
  return counts
}

if (!isMainThread) {
  parentPort.postMessage(await attack(workerData))
} else {
  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  }
  async function probe(durationMs) {
    const times = []
    const statuses = new Set()
    const until = Date.now() + durationMs
    while (Date.now() < until) {
      const started = performance.now()
      const response = await fetch(base + page, { headers: { 'accept-encoding': 'gzip', 'accept-language': 'de' } })
      await response.arrayBuffer()
      times.push(performance.now() - started)
      statuses.add(`${response.status}${response.headers.get('x-vernissage-cache') === 'HIT' ? ' HIT' : ''}`)
      // One visitor: a short pause between requests, as a browser between pages.
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return { times, statuses }
  }
  const summary = ({ times }) => ({ n: times.length, p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times) })

  // Warm: the page is in the front cache before anything is measured.
  await probe(1_000)
  const alone = await probe(seconds * 1000)
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, seconds, only: process.env.ATTACK } })
  const attacked = new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  // The attack starts a moment before the probe, and the probe ends before the attack does.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const underAttack = await probe((seconds - 1) * 1000)
  const counts = await attacked
  const a = summary(alone)
  const b = summary(underAttack)
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(10)
  console.log(`${base}${page}, ${seconds} s each; answers alone: ${[...alone.statuses].join(', ')}; under attack: ${[...underAttack.statuses].join(', ')}`)
  console.log('|          |      alone | under attack |')
  console.log('|----------|-----------:|-------------:|')
  console.log(`| requests | ${String(a.n).padStart(10)} | ${String(b.n).padStart(12)} |`)
  console.log(`| p50      | ${ms(a.p50)} | ${ms(b.p50).padStart(12)} |`)
  console.log(`| p99      | ${ms(a.p99)} | ${ms(b.p99).padStart(12)} |`)
  console.log(`| max      | ${ms(a.max)} | ${ms(b.max).padStart(12)} |`)
  console.log(`\nThe attack's answers:`)
  for (const [key, n] of Object.entries(counts).sort()) console.log(`  ${key}: ${n}`)
  console.log(`\np99 under attack ${b.p99 < 100 ? '<' : '≥'} 100 ms: ${b.p99 < 100 ? 'target met' : 'target missed'}`)
}

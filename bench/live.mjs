#!/usr/bin/env node
// Live updates at scale (issue 10): 1,000 concurrent subscribers on one instance, a production
// build on SQLite. Half subscribe to `artworkUpdated(slug)` of one work, half to
// `artworksChanged`, in both languages. The work is then published 20 times through Payload's
// REST API as staff; for each publish the time until each subscriber has the event is taken from
// just before the request. Prints p50/p95/max of that time, the memory the server holds per
// subscriber (RSS with the subscribers open minus RSS before, divided by their number), and how
// long a SIGTERM takes to end every stream and the process.
//
//   node bench/live.mjs                 builds (if the sources changed) and starts its own server
//   SUBSCRIBERS=2000 PUBLISHES=50 node bench/live.mjs
//
// Its own database and build folder (tmp/bench-live, .next-bench-live), port BENCH_PORT (3415).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { buildFingerprint, buildIsCurrent, markBuild, nextBin, root, run, runScript, waitForHttp } from '../scripts/lib.mjs'

const subscribers = Number(process.env.SUBSCRIBERS || 1000)
const publishes = Number(process.env.PUBLISHES || 20)
const port = Number(process.env.BENCH_PORT || 3415)
const base = `http://localhost:${port}`
const tmp = path.join(root, 'tmp', 'bench-live')
const distDir = '.next-bench-live'
const email = 'bench-admin@vernissage.test'
const password = 'bench-admin-password-1234'
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-0123456789abcdef0123456789abcdef',
  DATABASE_URL: `file:${path.join(tmp, 'bench.db')}`,
  MEDIA_DIR: path.join(tmp, 'media'),
  MEDIA_CACHE_DIR: path.join(tmp, 'media-cache'),
  NEXT_DIST_DIR: distDir,
  SEED_ARTWORKS: process.env.SEED_ARTWORKS || '60',
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: password,
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  // Every subscriber comes from 127.0.0.1: lift the per-address cap (20) for the bench.
  LIVE_MAX_PER_ADDRESS: String(subscribers + 100),
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function rssBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024
}

/** The median of a few RSS readings, a second apart (RSS moves with the garbage collector). */
async function steadyRss(pid) {
  const readings = []
  for (let i = 0; i < 5; i++) {
    readings.push(rssBytes(pid))
    await sleep(1000)
  }
  return readings.sort((a, b) => a - b)[2]
}

async function json(pathname, init) {
  const response = await fetch(base + pathname, init)
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
  return response.json()
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })

/** One subscriber over a plain HTTP connection: records when each event arrives. */
function subscriber(index, slugs) {
  const updated = index % 2 === 0
  const language = index % 4 < 2 ? 'de' : 'en'
  const body = JSON.stringify(
    updated
      ? {
          operationName: 'ArtworkUpdated',
          variables: { slug: slugs[language] },
          query: 'subscription ArtworkUpdated($slug: String!) { artworkUpdated(slug: $slug) { slug title sold price priceOnRequest } }',
        }
      : { operationName: 'ArtworksChanged', variables: {}, query: 'subscription ArtworksChanged { artworksChanged { slug change } }' },
  )
  const state = { arrivals: [], open: false, ended: false, request: null }
  state.ready = new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/graphql`,
      { method: 'POST', agent, headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'x-language': language, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`subscriber ${index}: status ${response.statusCode}`))
        response.setEncoding('utf8')
        let pending = ''
        response.on('data', (chunk) => {
          const now = performance.now()
          if (!state.open) {
            state.open = true
            resolve()
          }
          pending += chunk
          let end
          while ((end = pending.indexOf('\n\n')) !== -1) {
            const event = pending.slice(0, end)
            pending = pending.slice(end + 2)
            if (event.startsWith('event: next')) state.arrivals.push(now)
          }
        })
        // 'end': the server finished the stream properly (not a reset connection).
        response.on('end', () => (state.ended = true))
        response.on('error', () => {})
      },
    )
    request.on('error', reject)
    request.end(body)
    state.request = request
  })
  return state
}

async function prepareServer() {
  const fingerprint = buildFingerprint(env)
  const current = buildIsCurrent(distDir, fingerprint) && fs.existsSync(path.join(tmp, 'bench.db'))
  if (!current) fs.rmSync(tmp, { recursive: true, force: true })
  fs.mkdirSync(tmp, { recursive: true })
  console.log('▸ Preparing a seeded SQLite database')
  if ((await runScript('scripts/prepare.ts', { env })) !== 0) throw new Error('prepare failed')
  if (!current) {
    console.log('▸ Production build (a few minutes)')
    if ((await run(nextBin, ['build'], { env })) !== 0) throw new Error('build failed')
    markBuild(distDir, fingerprint)
  }
  const server = spawn(process.execPath, ['src/server/server.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitForHttp(`${base}/`, 90_000)
  return server
}

const server = await prepareServer()
try {
  const { token } = await json('/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  const staff = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const work = (await json('/api/artworks?limit=1&depth=0&sort=-publishedAt&where[_status][equals]=published&locale=all', { headers: staff })).docs[0]
  const slugs = { de: work.slug.de, en: work.slug.en || work.slug.de }
  const publish = (price) => json(`/api/artworks/${work.id}?locale=de`, { method: 'PATCH', headers: staff, body: JSON.stringify({ price, _status: 'published' }) })

  // Warm-up: the route, the schema and the hooks loaded once, before the baseline is read.
  const warm = subscriber(0, slugs)
  await warm.ready
  await publish(work.price.de ?? work.price)
  await sleep(500)
  warm.request.destroy()
  await sleep(1000)
  const before = await steadyRss(server.pid)

  console.log(`▸ Opening ${subscribers} subscriptions`)
  const openStarted = performance.now()
  const all = Array.from({ length: subscribers }, (_, i) => subscriber(i, slugs))
  await Promise.all(all.map((s) => s.ready))
  const openMs = performance.now() - openStarted
  await sleep(2000)
  const during = await steadyRss(server.pid)

  console.log(`▸ Publishing ${publishes} times`)
  const latencies = []
  const saves = []
  const spreads = []
  const original = typeof work.price === 'object' ? work.price.de : work.price
  for (let k = 0; k < publishes; k++) {
    const started = performance.now()
    await publish((original ?? 5000) + k + 1)
    saves.push(performance.now() - started)
    const deadline = performance.now() + 10_000
    while (all.some((s) => s.arrivals.length <= k) && performance.now() < deadline) await sleep(5)
    const arrivals = all.map((s) => s.arrivals[k]).filter((time) => time !== undefined)
    for (const time of arrivals) latencies.push(time - started)
    spreads.push(Math.max(...arrivals) - Math.min(...arrivals))
    await sleep(200)
  }
  await publish(original)
  const missing = all.reduce((sum, s) => sum + Math.max(0, publishes - s.arrivals.length), 0)
  latencies.sort((a, b) => a - b)
  saves.sort((a, b) => a - b)
  spreads.sort((a, b) => a - b)

  // Shutdown with every stream open: each must end, and the process exit promptly.
  const stopStarted = performance.now()
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
  const stopMs = performance.now() - stopStarted
  await sleep(200)
  const ended = all.filter((s) => s.ended).length

  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)
  console.log(`\nLive bench: ${subscribers} subscribers on one instance (production build, SQLite), ${publishes} publishes through the REST API\n`)
  console.log('| what | figure |')
  console.log('|---|---|')
  console.log(`| opening ${subscribers} subscriptions at once | ${(openMs / 1000).toFixed(1)} s |`)
  console.log(
    `| publish → event at each subscriber (${latencies.length} deliveries) | p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms |`,
  )
  console.log(`| of which the REST save itself | p50 ${percentile(saves, 50).toFixed(0)} ms, p95 ${percentile(saves, 95).toFixed(0)} ms |`)
  console.log(`| fan-out: first to last of the ${subscribers} subscribers, per publish | p50 ${percentile(spreads, 50).toFixed(0)} ms, max ${spreads.at(-1).toFixed(0)} ms |`)
  console.log(`| events missed | ${missing} |`)
  console.log(`| server RSS before → with ${subscribers} subscribers | ${mb(before)} MB → ${mb(during)} MB |`)
  console.log(`| memory per subscriber (RSS delta / ${subscribers}) | ${((during - before) / subscribers / 1024).toFixed(1)} KB |`)
  console.log(`| SIGTERM with ${subscribers} open streams until the process exited | ${stopMs.toFixed(0)} ms (${ended} of ${subscribers} streams ended cleanly) |`)
} finally {
  if (server.exitCode === null) server.kill('SIGKILL')
  agent.destroy()
}

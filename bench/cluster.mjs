#!/usr/bin/env node
// Several instances, measured (issue 17 point 7). Starts its own small cluster on this machine
// from an existing production build: PostgreSQL (a database of its own), Redis, two instances
// started as `npm run serve` starts them, and the load balancer of the cluster test (nginx with
// deploy/nginx.conf, or the Node proxy). Prints:
//   1. publish → visible on the other instance: a title saved through A, polled on B's cached page (p50, max);
//   2. requests/s of a cached page through the balancer with two instances and with one;
//   3. the added latency of the shared Redis cache against the in-process one: one instance with
//      its front cache off (so every request reads Next's cache), without and with REDIS_URL.
//
//   node bench/cluster.mjs [seconds per load run, default 10] [rounds of publish, default 15]
// Needs a build: `npm run build` (.next), or the one `npm test` made (.next-test); BENCH_DIST_DIR picks one.
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { startInstance, startLoadBalancer, stopInstance as stop } from '../scripts/cluster.mjs'
import { root, runScript, waitForHttp } from '../scripts/lib.mjs'

const seconds = Number(process.argv[2] || 10)
const rounds = Number(process.argv[3] || 15)
const connections = 20
const builtDir = path.join(root, process.env.BENCH_DIST_DIR || (fs.existsSync(path.join(root, '.next', 'BUILD_ID')) ? '.next' : '.next-test'))
if (!fs.existsSync(path.join(builtDir, 'BUILD_ID'))) {
  console.error(`✗ No production build in ${builtDir}: run \`npm run build\` first (or set BENCH_DIST_DIR).`)
  process.exit(1)
}
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const work = path.join(root, 'tmp', 'bench-cluster')
const database = 'vernissage_bench_cluster'
const email = 'bench-admin@vernissage.test'
const password = 'bench-admin-password-1234'
const [portA, portB, portC, both, onlyA] = [3701, 3702, 3703, 3711, 3712]

/** fetch with a deadline: an instance that stopped answering ends the bench with an error, not a hang. */
function get(url, init = {}) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString()
fs.rmSync(work, { recursive: true, force: true })
fs.mkdirSync(work, { recursive: true })
await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
await admin(`CREATE DATABASE ${database}`)
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-0123456789abcdef0123456789abcdef',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  MEDIA_DIR: path.join(work, 'media'),
  MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
  TRUST_PROXY: '1',
  // The address visitors use: the balancer of both instances (production refuses to start without it).
  PUBLIC_URL: `http://localhost:${both}`,
  SEED_ARTWORKS: '60',
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: password,
  SMTP_URL: '',
}
console.log(`▸ Preparing ${database} (migrate, seed 60 works) …`)
if ((await runScript('scripts/prepare.ts', { env })) !== 0) process.exit(1)

const children = []
const quiet = () => {}
function instance(index, port, extra = {}) {
  const child = startInstance({ index, port, builtDir, workDir: work, env: { ...env, ...extra }, onOutput: quiet })
  children.push(child)
  return child
}

async function load(url) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-language': 'de', 'accept-encoding': 'gzip' } })
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors }
}

const percentile = (values, p) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]

try {
  const a = instance(0, portA)
  const b = instance(1, portB)
  await Promise.all([portA, portB].map((port) => waitForHttp(`http://localhost:${port}/`, 120_000)))
  const lbBoth = await startLoadBalancer({ port: both, upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], dir: path.join(work, 'lb-both') })
  const lbOne = await startLoadBalancer({ port: onlyA, upstreams: [`127.0.0.1:${portA}`], dir: path.join(work, 'lb-one') })
  console.log(
    `▸ Two instances (PostgreSQL, Redis) behind ${lbBoth.kind === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'the Node proxy'}; ${connections} connections, ${seconds} s per run\n`,
  )

  // 1. Publish → visible on the other instance.
  const login = await (
    await get(`http://localhost:${portA}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  ).json()
  const auth = { authorization: `JWT ${login.token}`, 'content-type': 'application/json' }
  const work0 = (await (await get(`http://localhost:${portA}/api/artworks?limit=1&depth=0&locale=de&where[_status][equals]=published`, { headers: auth })).json()).docs[0]
  const pageOnB = `http://localhost:${portB}/artworks/${work0.slug}`
  for (let i = 0; i < 3; i++) await get(pageOnB)
  const delays = []
  for (let round = 0; round < rounds; round++) {
    const title = `Bench ${Date.now().toString(36)} ${round}`
    const saved = await get(`http://localhost:${portA}/api/artworks/${work0.id}?locale=de`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title }) })
    if (!saved.ok) throw new Error(`saving answered ${saved.status}`)
    const savedAt = Date.now()
    while (!(await (await get(pageOnB)).text()).includes(title)) {
      if (Date.now() - savedAt > 30_000) throw new Error('not visible on B within 30 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    delays.push(Date.now() - savedAt)
  }
  console.log('| publish → visible on the other instance | p50 ms | max ms | rounds |')
  console.log('|---|---|---|---|')
  console.log(`| title saved through A, B's cached German page | ${percentile(delays, 50)} | ${Math.max(...delays)} | ${rounds} |\n`)

  // 2. A cached page through the balancer: two instances, then one.
  const rows = []
  for (const pathname of ['/', '/artworks']) {
    for (const port of [both, onlyA]) for (let i = 0; i < 4; i++) await get(`http://localhost:${port}${pathname}`, { headers: { 'accept-encoding': 'gzip' } })
    rows.push([pathname, 'two instances', await load(`http://localhost:${both}${pathname}`)])
    rows.push([pathname, 'one instance', await load(`http://localhost:${onlyA}${pathname}`)])
  }
  console.log('| cached page through the balancer | instances | requests/s | p50 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|---|')
  for (const [pathname, label, r] of rows) console.log(`| GET ${pathname} | ${label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`)
  console.log('')
  await lbBoth.stop()
  await lbOne.stop()
  await Promise.all([stop(a), stop(b)])

  // 3. Next's cache read on every request (front cache off): in-process only, then through Redis.
  const results = []
  for (const [label, extra] of [
    ['in-process (no REDIS_URL)', { REDIS_URL: '' }],
    ['shared in Redis (REDIS_URL)', {}],
  ]) {
    const c = instance(2, portC, { FRONT_CACHE: 'off', ...extra })
    await waitForHttp(`http://localhost:${portC}/`, 120_000)
    for (let i = 0; i < 5; i++) await get(`http://localhost:${portC}/artworks/${work0.slug}`)
    results.push([label, await load(`http://localhost:${portC}/artworks/${work0.slug}`)])
    await stop(c)
  }
  console.log("| Next's cache on every request (front cache off), an artwork page | requests/s | p50 ms | p99 ms | errors |")
  console.log('|---|---|---|---|---|')
  for (const [label, r] of results) console.log(`| ${label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`)
  const [local, shared] = results.map(([, r]) => r)
  console.log(`\nRedis adds ${shared.p50 - local.p50} ms at p50 and ${shared.p99 - local.p99} ms at p99 to a read of Next's cache; the front cache answers before either.`)
} finally {
  await Promise.all(children.map(stop))
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {})
  fs.rmSync(work, { recursive: true, force: true })
}

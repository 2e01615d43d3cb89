#!/usr/bin/env node
// The request path of the production server (issue 31 points 3 and 7), side by side with references
// in one run:
//   - a cached artwork page through the server against nginx serving the very same bytes from a
//     file, and against a bare Node.js server (node:http, one process) answering with the very same
//     bytes and headers: what Node itself allows on this machine (autocannon, 10 connections, gzip);
//   - a new search and a new explorer filter each time (every answer rendered): requests/s, and
//     time to first byte against time to last byte, one request at a time (a page that streams
//     sends its first byte before its render ends);
// for one server, or for two (say the previous commit's build and this one's) alternating.
//   node bench/pipeline.mjs <base> [<base to compare>] [seconds=5]
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { median } from './stats.mjs'

const bases = process.argv.slice(2).filter((arg) => /^https?:/.test(arg))
const duration = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5)
if (bases.length === 0) throw new Error('usage: node bench/pipeline.mjs <base> [<base to compare>] [seconds]')
const headers = { 'accept-encoding': 'gzip', 'accept-language': 'de', cookie: 'i18n_redirected=de' }

async function firstArtwork(base) {
  const html = await (await fetch(`${base}/artworks`, { headers })).text()
  const href = /href="(\/artworks\/[a-z0-9-]+)"/.exec(html)?.[1]
  if (!href) throw new Error(`no artwork link on ${base}/artworks`)
  return href
}

async function words(base) {
  const found = new Set()
  const response = await fetch(`${base}/explorer?page=1&locale=de`, { headers: { accept: 'application/json' } })
  for (const item of (await response.json()).items ?? []) for (const word of String(item.title ?? '').split(/[^\p{L}]+/u)) if (word.length >= 4) found.add(word.toLowerCase())
  return [...found]
}

/** The processes listening on the port of `url` and their children (nginx's worker under its master). */
function processesOf(url) {
  const port = new URL(url).port
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pids = new Set([...listening.matchAll(/pid=(\d+)/g)].map((match) => match[1]))
  for (const pid of [...pids]) {
    for (const task of fs.readdirSync(`/proc/${pid}/task`))
      for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) pids.add(child)
  }
  return [...pids]
}

/** CPU seconds (user and system) the processes have used so far. */
function cpuSeconds(pids) {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // Gone since.
    }
  }
  return ticks / 100
}

/** Requests/s and p99 through autocannon, with the CPU the serving processes spent per request (steadier than requests/s on a shared machine). */
async function run(url, paths, connections = 10) {
  let next = 0
  const pids = processesOf(url)
  const cpuBefore = cpuSeconds(pids)
  const result = await autocannon({
    url: url + paths[0],
    connections,
    duration,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  })
  const failed = result.non2xx + result.errors + result.timeouts
  const perRequest = ((cpuSeconds(pids) - cpuBefore) * 1e6) / Math.max(1, result.requests.total)
  return `${String(Math.round(result.requests.average)).padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  CPU ${Math.round(perRequest).toString().padStart(4)} µs/request${failed ? `  ${failed} failed` : ''}`
}

/** Time to first byte and to last byte of one GET, in ms. */
function timing(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    let first = null
    const request = http.get(url, { headers }, (response) => {
      response.on('data', () => (first ??= process.hrtime.bigint()))
      response.on('end', () => resolve({ first: Number(first - started) / 1e6, last: Number(process.hrtime.bigint() - started) / 1e6 }))
    })
    request.on('error', reject)
  })
}

async function firstAndLast(base, paths) {
  const samples = []
  for (const item of paths.slice(0, 15)) samples.push(await timing(base + item))
  return `first byte ${median(samples.map((s) => s.first)).toFixed(1)} ms, last byte ${median(samples.map((s) => s.last)).toFixed(1)} ms (medians of ${samples.length})`
}

/** Waits up to 5 s for `url` to answer. */
async function answering(url) {
  for (let i = 0; i < 50; i++) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** nginx serving `bytes` as a gzip-encoded HTML file on a free port; returns its base and a stop. */
async function nginxWith(bytes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-nginx-'))
  fs.writeFileSync(path.join(dir, 'page.html'), bytes)
  const port = 30000 + Math.floor(Math.random() * 20000)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/pid; error_log ${dir}/error.log; events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; location / { root ${dir}; default_type text/html; add_header Content-Encoding gzip; try_files /page.html =404; } } }`,
  )
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' })
  await answering(`http://127.0.0.1:${port}/`)
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

/** A bare node:http server in its own process answering every request with `bytes` and `head`. */
async function bareNodeWith(bytes, head) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-node-'))
  fs.writeFileSync(path.join(dir, 'page'), bytes)
  fs.writeFileSync(path.join(dir, 'head.json'), JSON.stringify(head))
  const port = 30000 + Math.floor(Math.random() * 20000)
  const script = `const fs = require('node:fs'); const body = fs.readFileSync(${JSON.stringify(path.join(dir, 'page'))}); const head = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, 'head.json'))}, 'utf8'));
require('node:http').createServer((request, response) => { response.writeHead(200, head); response.end(body) }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' })
  await answering(`http://127.0.0.1:${port}/`)
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

const i36 = () => Math.floor(Math.random() * 36 ** 4).toString(36)

console.log(`autocannon ${duration} s each; ${bases.join(' vs ')}; ${os.cpus().length} cores\n`)
for (const base of bases) {
  const artwork = await firstArtwork(base)
  for (let i = 0; i < 3; i++) await fetch(base + artwork, { headers }).then((r) => r.arrayBuffer())
  const bytes = Buffer.from(await (await fetch(base + artwork, { headers })).arrayBuffer())
  const { raw, head } = await new Promise((resolve) =>
    http.get(base + artwork, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const kept = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)))
        resolve({ raw: Buffer.concat(chunks), head: kept })
      })
    }),
  )
  head['content-length'] = String(raw.length)
  const nginx = await nginxWith(raw)
  const bare = await bareNodeWith(raw, head)
  try {
    const server = await run(base, [artwork])
    const reference = await run(nginx.base, ['/'])
    const node = await run(bare.base, ['/'])
    console.log(
      `${base}\n  cached artwork page (${raw.length} B gzip, ${bytes.length} B)   server ${server}\n  the same bytes from nginx                            ${reference}\n  the same bytes and headers from bare node:http       ${node}`,
    )
  } finally {
    nginx.stop()
    bare.stop()
  }
  const list = await words(base)
  // New in every run too: a run must not find the previous run's answers in the page cache.
  const run36 = `${Date.now().toString(36)}${i36()}`
  const searches = Array.from({ length: 20_000 }, (_, i) => `/search?q=${encodeURIComponent(list[i % list.length])}+${run36}${i.toString(36)}`)
  const filters = Array.from({ length: 20_000 }, (_, i) => `/artworks?sort=${['price-asc', 'price-desc', 'artist'][i % 3]}&page=${1 + (i % 3)}&n=${run36}${i}`)
  console.log(`  a new search each time       ${await run(base, searches)}   ${await firstAndLast(base, searches.slice(-20).reverse())}`)
  console.log(`  a new explorer filter        ${await run(base, filters)}   ${await firstAndLast(base, filters.slice(-20).reverse())}\n`)
}

#!/usr/bin/env node
// Memory under mixed load (issue 16 point 6): autocannon at 50 connections for N minutes over
// every kind of answer — cached pages in both languages, the explorer's filters, search, GraphQL,
// image variants, unknown addresses and odd headers, each request with its own path or header so
// every cache meets more keys than it may hold — while the server's resident memory is sampled.
// Then an idle minute. Prints the samples and exits 1 when the peak passes the ceiling.
// Start the site first (`npm start`, or `node src/server/server.mjs` on a build), then:
//   node bench/memory.mjs [baseUrl] [minutes] [ceilingMB]
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import autocannon from 'autocannon'

const base = process.argv[2] || process.env.BASE_URL || 'http://localhost:3000'
const minutes = Number(process.argv[3] || 15)
const ceilingMb = Number(process.argv[4] || process.env.MEMORY_CEILING_MB || 900)
const connections = 50
const port = new URL(base).port || '80'

/** The server process and its children (Next may start workers): their resident memory in MB. */
function serverPid() {
  if (process.env.SERVER_PID) return Number(process.env.SERVER_PID)
  const pids = execFileSync('lsof', ['-t', '-i', `:${port}`, '-sTCP:LISTEN'])
    .toString()
    .trim()
    .split('\n')
  return Number(pids[0])
}
function treeOf(pid) {
  const children = fs.existsSync(`/proc/${pid}/task/${pid}/children`)
    ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : []
  return [pid, ...children.flatMap(treeOf)]
}
function rssMb(pid) {
  let kb = 0
  for (const one of treeOf(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${one}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // a worker that just ended
    }
  }
  return Math.round(kb / 1024)
}

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const word = () =>
  Math.random()
    .toString(36)
    .slice(2, 2 + 3 + Math.floor(Math.random() * 8))

// What the site has: page addresses from its sitemap, image variants from the home page.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
const nested = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
const pages = []
for (const url of nested) {
  if (!url.endsWith('.xml')) pages.push(new URL(url).pathname)
  else pages.push(...[...(await (await fetch(base + new URL(url).pathname)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname))
}
const home = await (await fetch(`${base}/`)).text()
const variants = [...new Set([...home.matchAll(/\/media\/[^"\s,]+-\d+w\.(?:webp|avif|jpg)/g)].map((match) => match[0]))]
if (pages.length === 0) throw new Error(`no pages in ${base}/sitemap.xml`)

const languages = ['de', 'en', 'de-DE,de;q=0.9', 'en-GB,en;q=0.8', 'fr-FR,fr;q=0.9,en;q=0.5', 'it', '']
const filters = ['color=blau', 'color=rot', 'availability=sold', 'availability=available', 'sort=price-asc', 'sort=artist', 'page=2', 'price=1000-5000', 'year=2020']
const graphQL = () =>
  JSON.stringify({ query: `query { Artworks(limit: ${1 + Math.floor(Math.random() * 20)}, where: { title: { like: "${word()}" } }) { docs { title slug artist { name } } } }` })

/** One request of the mix, with its own path or headers. */
function nextRequest(request) {
  const roll = Math.random()
  const headers = {
    'accept-language': pick(languages),
    'accept-encoding': pick(['gzip', 'gzip, deflate, br', '']),
    'user-agent': pick(['Mozilla/5.0 bench', 'Googlebot/2.1', `client-${word()}`]),
  }
  if (roll < 0.35) return { ...request, method: 'GET', path: pick(pages), headers, body: undefined }
  if (roll < 0.5) return { ...request, method: 'GET', path: `${pick(['', '/en'])}/artworks?${pick(filters)}&${pick(filters)}`, headers, body: undefined }
  if (roll < 0.62) return { ...request, method: 'GET', path: `${pick(['', '/en'])}/search?q=${word()}`, headers, body: undefined }
  if (roll < 0.7) return { ...request, method: 'POST', path: '/graphql', headers: { ...headers, 'content-type': 'application/json' }, body: graphQL() }
  if (roll < 0.8 && variants.length) return { ...request, method: 'GET', path: pick(variants), headers, body: undefined }
  if (roll < 0.9) return { ...request, method: 'GET', path: `${pick(['', '/en', '/artworks', '/en/exhibitions'])}/${word()}-${word()}`, headers, body: undefined }
  return { ...request, method: 'GET', path: `/api/artworks?depth=1&limit=${1 + Math.floor(Math.random() * 50)}&where[title][like]=${word()}`, headers, body: undefined }
}

const pid = serverPid()
const samples = [{ at: 0, mb: rssMb(pid), phase: 'before' }]
console.log(
  `Memory under mixed load: ${connections} connections for ${minutes} min against ${base} (server pid ${pid}), ${pages.length} pages, ${variants.length} image variants\n`,
)
console.log(`before: ${samples[0].mb} MB`)

const started = Date.now()
const sampler = setInterval(() => {
  const sample = { at: Math.round((Date.now() - started) / 1000), mb: rssMb(pid), phase: 'load' }
  samples.push(sample)
  console.log(`${String(sample.at).padStart(5)} s  ${sample.mb} MB`)
}, 30_000)

const result = await autocannon({ url: base, connections, duration: minutes * 60, requests: [{ setupRequest: nextRequest }], timeout: 30 })
clearInterval(sampler)
const afterLoad = rssMb(pid)
console.log(
  `\nload done: ${Math.round(result.requests.average)} requests/s, ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']}`,
)
console.log(`after load: ${afterLoad} MB; idling 60 s …`)
await new Promise((resolve) => setTimeout(resolve, 60_000))
const idle = rssMb(pid)
const peak = Math.max(...samples.map((sample) => sample.mb), afterLoad)
console.log(`after idle: ${idle} MB`)
console.log(`\n| before | peak under load | after load | after 60 s idle | ceiling |`)
console.log(`|---|---|---|---|---|`)
console.log(`| ${samples[0].mb} MB | ${peak} MB | ${afterLoad} MB | ${idle} MB | ${ceilingMb} MB |`)
if (peak > ceilingMb) {
  console.log(`\n✗ peak ${peak} MB is above the ceiling of ${ceilingMb} MB`)
  process.exit(1)
}
if (result['5xx'] > 0) {
  console.log(`\n✗ ${result['5xx']} answers were 5xx`)
  process.exit(1)
}
console.log(`\n✓ within ${ceilingMb} MB, no 5xx`)

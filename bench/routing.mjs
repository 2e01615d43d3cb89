#!/usr/bin/env node
// What the route resolver costs and how fast its answers are (src/features/routing): autocannon on
// loopback against a running site (`npm start`), 20 connections, for a page the front cache
// answers, the same page through Next and the locale proxy (a query string bypasses the front
// cache), a 404, an editor's redirect and a case redirect.
//   node bench/routing.mjs [baseUrl] [seconds]
import autocannon from 'autocannon'

const base = process.argv[2] || process.env.BASE_URL || 'http://localhost:3000'
const duration = Number(process.argv[3] || 10)

const targets = [
  { name: 'GET /crew (front cache)', path: '/crew' },
  { name: 'GET /crew?via=next (proxy + resolver + ISR)', path: '/crew?via=next' },
  { name: 'GET /gibt-es-nicht (404 page)', path: '/gibt-es-nicht' },
  { name: 'GET /team?utm_source=x (editor redirect)', path: '/team?utm_source=x' },
  { name: 'GET /Crew (case redirect)', path: '/Crew' },
]

console.log(`${base}, ${duration} s each, 20 connections\n`)
console.log('| what | requests/s | p50 | p99 | non-2xx/3xx/404 |')
console.log('|---|---|---|---|---|')
for (const target of targets) {
  await fetch(base + target.path, { redirect: 'manual' })
  const result = await autocannon({ url: base + target.path, connections: 20, duration, headers: { 'user-agent': 'bench', 'accept-language': 'de' } })
  const odd = result.non2xx - (result['3xx'] ?? 0) - (result['4xx'] ?? 0)
  console.log(`| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${Math.max(0, odd) + (result.errors ?? 0)} |`)
}

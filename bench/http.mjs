#!/usr/bin/env node
// Throughput of the public site on loopback with autocannon: the cached home pages, a GraphQL
// query and a cached image variant. Start the site first (`npm start`), then:
//   node bench/http.mjs [baseUrl] [seconds]
import autocannon from 'autocannon'

const base = process.argv[2] || process.env.BASE_URL || 'http://localhost:3000'
const duration = Number(process.argv[3] || 10)
const connections = 20

async function firstVariant() {
  const html = await (await fetch(`${base}/`)).text()
  const match = /\/media\/[^"\s,]+-640w\.webp/.exec(html)
  if (!match) throw new Error('no image variant found on the home page')
  await fetch(base + match[0]) // made on the first request, cached after
  return match[0]
}

const graphQLBody = JSON.stringify({
  operationName: 'Newest',
  variables: {},
  query: 'query Newest { Artworks(limit: 5, sort: "-publishedAt") { docs { title slug publicPrice sold artist { name } images { filename } } } }',
})

const targets = [
  { name: 'GET / (German home, cached)', path: '/' },
  { name: 'GET /en (English home, cached)', path: '/en' },
  { name: 'POST /graphql (5 artworks)', path: '/graphql', method: 'POST', body: graphQLBody, headers: { 'content-type': 'application/json', 'x-language': 'en' } },
  { name: 'GET image variant (640w.webp, cached)', path: await firstVariant() },
]

console.log(`autocannon, ${connections} connections, ${duration} s each, against ${base}\n`)
console.log('| what | requests/s | p50 ms | p99 ms | non-2xx |')
console.log('|---|---|---|---|---|')
for (const target of targets) {
  const result = await autocannon({ url: base + target.path, method: target.method || 'GET', body: target.body, headers: target.headers, connections, duration })
  console.log(`| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`)
}

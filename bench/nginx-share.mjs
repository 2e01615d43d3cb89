#!/usr/bin/env node
// How much of anonymous visitors' page traffic nginx with the shipped deploy/nginx.conf answers from
// its cache (issue 50 point 1). Starts nginx in front of a running production server and sends
// visitors through it: each with a language of its own (half German, half English by
// Accept-Language), a cookie jar, and a walk of key pages in its language, redirects followed as a
// browser does. Prints nginx's X-Cache-Status per kind of request after a warm-up, and how many
// loads carried a stored language: nginx keys a page by the stored language, and without one by the
// request's Accept-Language (issue 50 point 1), so first visits share pages too.
//
//   node bench/nginx-share.mjs BASE_URL [visitors, default 60] [pages per visit, default 6]
// BASE_URL: a production server, e.g. the one `E2E_PORT=3200 node tests/e2e/run.mjs --serve` starts.
import path from 'node:path'

import { nginxAvailable, startLoadBalancer } from '../scripts/cluster.mjs'
import { root } from '../scripts/lib.mjs'

const base = new URL(process.argv[2] || 'http://localhost:3200')
const visitors = Number(process.argv[3] || 60)
const pagesPerVisit = Number(process.argv[4] || 6)
const warmUp = 10
const port = 3790
const pages = ['/', '/artworks', '/artists', '/exhibitions', '/magazine', '/crew', '/faq', '/contact', '/leasing', '/werkstattpalast']

if (!nginxAvailable()) {
  console.error('✗ nginx is not installed (apt-get install nginx-light): this bench measures its cache.')
  process.exit(1)
}
const balancer = await startLoadBalancer({ port, upstreams: [base.host], dir: path.join(root, 'tmp', 'bench-nginx-share') })
const front = `http://127.0.0.1:${port}`
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

/** The cookies a browser would send, from the Set-Cookie lines it was given. */
function remember(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';')
    const [name, ...value] = pair.split('=')
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
    if (expired) jar.delete(name.trim())
    else jar.set(name.trim(), value.join('='))
  }
}

/** One page load as a browser makes it: redirects followed, cookies kept; nginx's verdict on the final answer. */
async function load(jar, language, pathname) {
  let url = new URL(pathname, front)
  for (let hop = 0; hop < 5; hop++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      redirect: 'manual',
      headers: {
        'user-agent': browser,
        'sec-fetch-dest': 'document',
        'accept-language': language === 'en' ? 'en-GB,en;q=0.9' : 'de-DE,de;q=0.9',
        'accept-encoding': 'gzip',
        ...(cookie ? { cookie } : {}),
      },
    })
    remember(jar, response)
    await response.arrayBuffer()
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      continue
    }
    return { status: response.status, cache: response.headers.get('x-cache-status') ?? 'none' }
  }
  return { status: 0, cache: 'none' }
}

const counts = { first: new Map(), later: new Map() }
let withStoredLanguage = 0
const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1)
let failed = 0
try {
  for (let visitor = 0; visitor < warmUp + visitors; visitor++) {
    const language = visitor % 2 ? 'en' : 'de'
    const jar = new Map()
    for (let step = 0; step < pagesPerVisit; step++) {
      const page = pages[(visitor * 3 + step * 7) % pages.length]
      const stored = jar.has('i18n_redirected')
      const answer = await load(jar, language, language === 'en' ? `/en${page === '/' ? '' : page}` : page)
      if (visitor < warmUp) continue
      if (stored) withStoredLanguage += 1
      if (answer.status !== 200) failed += 1
      add(step === 0 ? counts.first : counts.later, answer.cache)
    }
  }
} finally {
  await balancer.stop()
}

const total = (map) => [...map.values()].reduce((sum, count) => sum + count, 0)
const share = (map, key) => `${(((map.get(key) ?? 0) / Math.max(1, total(map))) * 100).toFixed(1)} %`
const all = new Map([...counts.first])
for (const [key, count] of counts.later) all.set(key, (all.get(key) ?? 0) + count)
console.log(`nginx (${balancer.kind}) in front of ${base.origin}: ${visitors} visitors after ${warmUp} to warm up, ${pagesPerVisit} pages each, half German, half English`)
console.log(`| requests | count | from nginx's cache (HIT) | passed on (MISS / BYPASS / EXPIRED / none) |`)
console.log(`|---|---|---|---|`)
for (const [label, map] of [
  ["a visit's first page", counts.first],
  ['the pages after it', counts.later],
  ['all page loads', all],
]) {
  const passed = [...map].filter(([key]) => key !== 'HIT' && key !== 'STALE' && key !== 'UPDATING')
  console.log(`| ${label} | ${total(map)} | ${share(map, 'HIT')} | ${passed.map(([key, count]) => `${key} ${count}`).join(', ')} |`)
}
console.log(`page loads that carried a stored language: ${withStoredLanguage} of ${total(all)}`)
if (failed) console.log(`✗ ${failed} page loads did not end in 200`)

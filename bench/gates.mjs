#!/usr/bin/env node
// Whether one client can take away another's service (issue 46 points 1 and 2), against a running
// production server started with TRUST_PROXY=loopback (as tests/e2e/run.mjs does), so the
// X-Forwarded-For this script sends names the client:
//   1. aborted bursts: 33 anonymous REST lists (33 addresses) and 9 sign-ins (9 addresses),
//      opened and aborted; then the seconds until another address is answered again;
//   2. floods from one address, and from one IPv6 /64, of anonymous REST lists, GraphQL lists and
//      wrong sign-ins (48 requests kept in flight), while a visitor on another address adds a work
//      to the inquiry list, runs the live catch-up query, an anonymous REST and GraphQL list, and
//      staff sign in: each feature's success rate and p50/p99;
//   3. live streams: 55 addresses × 20 streams, then one stream of a new address.
//   node bench/gates.mjs [baseUrl] [floodSeconds]
// ADMIN_EMAIL / ADMIN_PASSWORD: a staff account (the e2e build's by default). PARTS=abort,flood,live.
import http from 'node:http'

const base = (process.argv[2] || process.env.BASE_URL || 'http://localhost:3204').replace(/\/$/, '')
const floodSeconds = Number(process.argv[3] || 20)
const email = process.env.ADMIN_EMAIL || 'e2e-admin@vernissage.test'
const password = process.env.ADMIN_PASSWORD || 'e2e-admin-password-1234'
const parts = new Set((process.env.PARTS || 'abort,flood,live').split(','))
const capSeconds = Number(process.env.CAP_SECONDS || 400)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN)
const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function send(path, init = {}, address = '198.18.200.1', timeoutMs = 15_000) {
  const started = performance.now()
  try {
    const response = await fetch(base + path, {
      redirect: 'manual',
      ...init,
      headers: { 'x-forwarded-for': address, 'accept-language': 'en', ...init.headers },
      signal: init.signal ?? AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    return { status: response.status, text, ms: performance.now() - started }
  } catch (error) {
    return { status: error?.name === 'TimeoutError' ? 'timeout' : error?.name === 'AbortError' ? 'aborted' : 'network error', text: '', ms: performance.now() - started }
  }
}

const restList = '/api/artworks?limit=100&depth=2'
const graphQLList = json({ query: '{ Artworks(limit: 100) { docs { id title slug artist { name } } totalDocs } }' })
const signIn = (who, secret) => json({ email: who, password: secret })
const catchUpQuery = 'query LiveArtwork($slug: String!) { getArtworkBySlug(slug: $slug) { slug sold price: publicPrice priceOnRequest leasingDisabled reservedUntil updatedAt } }'

const slug = JSON.parse((await send('/api/artworks?limit=1&depth=0&where[sold][equals]=false', {}, '198.18.250.1')).text).docs[0].slug

/** The visitor's features, each a request and what counts as success. */
const features = {
  // In German: an English first visit is sent on to /en/… first.
  'inquiry list: add a work': () =>
    send(`/addtocart/add?artwork=${encodeURIComponent(slug)}`, { headers: { 'accept-language': 'de' } }, visitor).then((r) => ({ ...r, ok: r.status === 303 })),
  'live catch-up query': () =>
    send(
      '/graphql',
      {
        ...json({ operationName: 'LiveArtwork', query: catchUpQuery, variables: { slug } }),
        headers: { 'content-type': 'application/json', 'x-language': 'de', 'x-vernissage-query': 'site' },
      },
      visitor,
    ).then((r) => ({ ...r, ok: r.status === 200 && r.text.includes('"getArtworkBySlug":{') })),
  'anonymous REST list': () => send('/api/artworks?limit=10&depth=0', {}, visitor).then((r) => ({ ...r, ok: r.status === 200 })),
  'anonymous GraphQL list': () => send('/graphql', json({ query: '{ Artworks(limit: 10) { docs { slug } } }' }), visitor).then((r) => ({ ...r, ok: r.status === 200 })),
  'staff sign-in': () => send('/api/users/login', signIn(email, password), visitor).then((r) => ({ ...r, ok: r.status === 200 })),
}
let visitor = '198.18.100.1'

/** Seconds until `probe` succeeds, trying again while refused at once. */
async function untilServed(probe) {
  const started = Date.now()
  const refusals = {}
  while (Date.now() - started < capSeconds * 1000) {
    const answer = await probe()
    if (answer.ok) return { seconds: (Date.now() - started) / 1000, refusals }
    refusals[answer.status] = (refusals[answer.status] ?? 0) + 1
    await sleep(250)
  }
  return { seconds: Infinity, refusals }
}

async function abortedBurst(label, count, request, probe) {
  const controllers = Array.from({ length: count }, () => new AbortController())
  const sent = controllers.map((controller, i) => request(controller.signal, `198.18.${10 + Math.floor(i / 200)}.${(i % 200) + 1}`))
  await sleep(400)
  for (const controller of controllers) controller.abort()
  await Promise.all(sent)
  const { seconds, refusals } = await untilServed(probe)
  console.log(`| ${label} | ${Number.isFinite(seconds) ? seconds.toFixed(1) : `> ${capSeconds}`} | ${JSON.stringify(refusals)} |`)
}

if (parts.has('abort')) {
  console.log(`\n## Aborted bursts against ${base}\n\n| burst | seconds until another address is served | answers before that |\n|---|---|---|`)
  visitor = '198.18.101.1'
  await abortedBurst(
    '33 anonymous REST lists, aborted',
    33,
    (signal, address) => send(restList, { signal }, address),
    () => features['anonymous REST list'](),
  )
  await abortedBurst(
    '9 sign-ins, aborted',
    9,
    (signal, address) => send('/api/users/login', { ...signIn(`nobody-${address}@galerie.test`, 'guess'), signal }, address),
    () => features['staff sign-in'](),
  )
}

/** One flooder: `inFlight` requests kept going for the flood's length, each from `addressOf()`. */
async function flood(request, addressOf, until, inFlight = 48) {
  const statuses = {}
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < until) {
        const { status } = await request(addressOf())
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  return statuses
}

const floods = {
  'anonymous REST': (address) => send(restList, {}, address, 60_000),
  GraphQL: (address) => send('/graphql', graphQLList, address, 60_000),
  'sign-ins': (address) => send('/api/users/login', signIn('nobody-flood@galerie.test', 'guess'), address, 60_000),
}
const sources = {
  'one address': () => '198.18.66.6',
  'one /64': () => `2001:db8:46:1:${Math.floor(Math.random() * 65536).toString(16)}::${Math.floor(Math.random() * 65536).toString(16)}`,
}

if (parts.has('flood')) {
  console.log(`\n## Floods of ${floodSeconds} s (48 requests in flight) and a visitor on another address\n`)
  console.log('| flood | from | visitor feature | succeeded | p50 ms | p99 ms |\n|---|---|---|---|---|---|')
  let round = 0
  for (const [kind, request] of Object.entries(floods)) {
    for (const [from, addressOf] of Object.entries(sources)) {
      round += 1
      visitor = `198.18.102.${round}`
      const until = Date.now() + floodSeconds * 1000
      const flooding = flood(request, addressOf, until)
      await sleep(1000)
      const results = Object.fromEntries(Object.keys(features).map((name) => [name, []]))
      while (Date.now() < until) {
        for (const [name, feature] of Object.entries(features)) results[name].push(await feature())
      }
      const statuses = await flooding
      for (const [name, answers] of Object.entries(results)) {
        const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
        const ok = answers.filter((answer) => answer.ok).length
        console.log(`| ${kind} | ${from} | ${name} | ${ok}/${answers.length} | ${Math.round(percentile(times, 50))} | ${Math.round(percentile(times, 99))} |`)
      }
      console.log(`| ${kind} | ${from} | (the flood's answers) | ${JSON.stringify(statuses)} | | |`)
      await sleep(2000)
    }
  }
}

if (parts.has('live')) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const body = JSON.stringify({ operationName: 'ArtworksChanged', query: 'subscription ArtworksChanged { artworksChanged { slug change } }' })
  const requests = []
  const open = (address) =>
    new Promise((resolve) => {
      const request = http.request(
        base + '/graphql',
        { method: 'POST', agent, headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-forwarded-for': address, 'x-language': 'en' } },
        (response) => {
          resolve(response.statusCode)
          response.resume()
        },
      )
      request.on('error', () => resolve('network error'))
      request.end(body)
      requests.push(request)
    })
  const statuses = {}
  for (let a = 0; a < 55; a++) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(`198.18.150.${a + 1}`)))
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1
  }
  const visitorStream = await open('198.18.151.1')
  console.log(`\n## Live streams\n\n55 addresses × 20 streams: ${JSON.stringify(statuses)}; then a new address's stream: ${visitorStream}`)
  for (const request of requests) request.destroy()
}
process.exit(0)

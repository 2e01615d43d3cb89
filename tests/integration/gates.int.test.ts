/**
 * The gates under attack (issue 46 points 1 and 2), over HTTP against a real Payload: a Node HTTP
 * server with the production server's door (src/features/security/admission.mjs `atTheDoor`, as
 * src/server/server.mjs calls it) in front of the real routes — Payload's REST handler behind
 * `withGates` and the sign-in limit (as src/app/(payload)/api/[...slug]/route.ts composes them),
 * the public GraphQL route, the inquiry list's add route — each handed a Request whose signal
 * aborts when the client leaves, as Next hands it. Next's own rendering is the one part left out.
 * 1. A place is given back however the request ends: 33 anonymous lists, GraphQL queries or live
 *    catch-ups, and 9 sign-ins, opened and aborted while they wait, leave the gate at once, and
 *    another address is answered within seconds (before: up to 10 s per aborted request).
 * 2. One client cannot take away another's service: while one address, or one IPv6 /64, floods a
 *    gate, a visitor elsewhere adds a work to the inquiry list, catches up, lists works over REST
 *    and GraphQL, and staff sign in, each in seconds; and live streams keep room for a new address.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@/payload.config'
import { artworkNow } from '@/features/live/catchUp'
import { addToCartRoute } from '@/features/cart/addRoute'
import { atTheDoor, doorHeader, gate, withGates, type GateName } from '@/features/security/admission.mjs'
import { clientAddressHeader } from '@/features/security/clientAddress.mjs'
import { loginRefusal } from '@/features/security/login'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let graphqlRoute: typeof import('@/app/graphql/route')
let server: http.Server
let base = ''
let slug = ''
const staff = { role: 'administrator' as const, email: `gates-${Date.now()}@galerie.test`, password: 'correct horse battery staple' }

/** A Request for the route, whose signal aborts when the client leaves before its answer (as Next's). */
function toRequest(incoming: http.IncomingMessage, outgoing: http.ServerResponse): Request {
  const gone = new AbortController()
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) gone.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>)
  return new Request(`http://localhost${incoming.url}`, { method: incoming.method, headers, body, signal: gone.signal, duplex: 'half' } as RequestInit)
}

async function signedIn(request: Request): Promise<boolean> {
  return Boolean((await payload.auth({ headers: request.headers })).user)
}

// Composed as src/app/(payload)/api/[...slug]/route.ts composes it.
const rest = withGates(
  (request: Request) => handleEndpoints({ config, request }),
  signedIn,
  async (request: Request) => (/\/login\/?$/.test(new URL(request.url).pathname) ? loginRefusal(request) : null),
)

async function route(incoming: http.IncomingMessage, outgoing: http.ServerResponse) {
  // Next reaches a route handler through I/O of its own (and PostgreSQL answers over the network).
  // SQLite's queries run on the event loop, and Node accepts one connection per turn of the loop:
  // without a pause like Next's, each request would run whole before the server read the next one,
  // and no request would ever wait at a gate.
  await new Promise((resolve) => setTimeout(resolve, 20))
  const request = toRequest(incoming, outgoing)
  const { pathname } = new URL(request.url)
  const response =
    pathname === '/graphql'
      ? await graphqlRoute.POST(request)
      : pathname === '/addtocart/add'
        ? await addToCartRoute(request, { params: Promise.resolve({ locale: 'de' }) })
        : await rest(request)
  const body = Buffer.from(await response.arrayBuffer())
  if (outgoing.destroyed) return
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => (headers[name] = value))
  outgoing.writeHead(response.status, headers)
  outgoing.end(body)
}

beforeAll(async () => {
  payload = await testPayload()
  graphqlRoute = await import('@/app/graphql/route')
  await payload.create({ collection: 'users', data: staff, overrideAccess: true })
  // Enough works that a list of 100 at depth 2 takes a while: requests queue behind each other.
  for (let i = 0; i < 40; i++) {
    const created = await payload.create({
      collection: 'artworks',
      data: { title: `Tor ${i}`, slug: uniqueSlug('gate'), price: 1000 + i, _status: 'published' },
      overrideAccess: true,
    })
    slug ||= created.slug as string
  }
  server = http.createServer((incoming, outgoing) => {
    // What src/server/server.mjs does first: only it admits, and it names the client (here the test does).
    delete incoming.headers[doorHeader]
    incoming.headers[clientAddressHeader] = String(incoming.headers['x-forwarded-for'] ?? 'unknown')
    atTheDoor(
      incoming,
      outgoing,
      () =>
        void route(incoming, outgoing).catch(() => {
          if (!outgoing.headersSent && !outgoing.destroyed) outgoing.writeHead(500).end()
        }),
      (answer) => outgoing.writeHead(answer.status, answer.headers).end(answer.body),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Each door once, so the first burst does not meet a cold route.
  for (const ask of Object.values(visitorFeatures)) await ask('198.18.199.1')
}, 300_000)

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

type Answer = { status: number | string; text: string; ms: number; retryAfter?: string }

// Node's own HTTP client, every request on a connection of its own: the process's fetch keeps a
// pool that sent a flood one request after another.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })

function send(path: string, address: string, init: RequestInit = {}, timeoutMs = 30_000): Promise<Answer> {
  const started = performance.now()
  const signal = init.signal ?? AbortSignal.timeout(timeoutMs)
  return new Promise((resolve) => {
    const done = (status: number | string, text = '', retryAfter?: string) => resolve({ status, text, ms: performance.now() - started, retryAfter })
    const request = http.request(
      base + path,
      { method: init.method ?? 'GET', agent, signal, headers: { 'x-forwarded-for': address, 'accept-language': 'en', ...(init.headers as Record<string, string>) } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), response.headers['retry-after']))
        response.on('error', () => done(signal.aborted ? 'AbortError' : 'network error'))
      },
    )
    request.on('error', () => done(signal.aborted ? 'AbortError' : 'network error'))
    request.end(init.body as string | undefined)
  })
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

const requests = {
  restList: (address: string, signal?: AbortSignal) => send('/api/artworks?limit=100&depth=2', address, { signal }),
  graphQLList: (address: string, signal?: AbortSignal) =>
    send('/graphql', address, { ...json({ query: '{ Artworks(limit: 100) { docs { id title slug } totalDocs } }' }), signal }),
  catchUp: (address: string, signal?: AbortSignal) =>
    send('/graphql', address, { ...json({ operationName: 'LiveArtwork', query: artworkNow, variables: { slug } }, { 'x-vernissage-query': 'site' }), signal }),
  wrongSignIn: (address: string, signal?: AbortSignal) => send('/api/users/login', address, { ...json({ email: `nobody-${address}@galerie.test`, password: 'guess' }), signal }),
}

/** The visitor's features, each with what counts as served. */
const visitorFeatures = {
  'adds a work to the inquiry list': (address: string) =>
    send(`/addtocart/add?artwork=${encodeURIComponent(slug)}`, address).then((answer) => [answer, answer.status === 303] as const),
  'catches up with the live state': (address: string) =>
    requests.catchUp(address).then((answer) => [answer, answer.status === 200 && answer.text.includes('"getArtworkBySlug":{')] as const),
  'lists works over REST': (address: string) => send('/api/artworks?limit=10&depth=0', address).then((answer) => [answer, answer.status === 200] as const),
  'lists works over GraphQL': (address: string) =>
    send('/graphql', address, json({ query: '{ Artworks(limit: 10) { docs { slug } } }' })).then((answer) => [answer, answer.status === 200] as const),
  'signs in as staff': (address: string) => send('/api/users/login', address, json(staff)).then((answer) => [answer, answer.status === 200] as const),
}

const until = async (condition: () => boolean, ms = 10_000) => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('the condition did not come true')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

let round = 0
const address = (block: number) => `198.18.${block}.${(round % 250) + 1}`

describe('a place at a gate is given back however the request ends', () => {
  const bursts: Array<{ label: string; gate: GateName; count: number; send: (address: string, signal?: AbortSignal) => Promise<Answer>; probe: keyof typeof visitorFeatures }> = [
    { label: '33 anonymous REST lists', gate: 'anonymousQueries', count: 33, send: requests.restList, probe: 'lists works over REST' },
    { label: '33 anonymous GraphQL lists', gate: 'anonymousQueries', count: 33, send: requests.graphQLList, probe: 'lists works over GraphQL' },
    { label: '33 live catch-ups', gate: 'siteQueries', count: 33, send: requests.catchUp, probe: 'catches up with the live state' },
    { label: '9 sign-ins', gate: 'hashing', count: 9, send: requests.wrongSignIn, probe: 'signs in as staff' },
  ]

  it.each(bursts)(
    '$label from as many addresses, aborted while they wait, leave the gate at once; another address is served within seconds',
    async (burst) => {
      round += 1
      const controllers = Array.from({ length: burst.count }, () => new AbortController())
      const sent = controllers.map((controller, i) => burst.send(`198.19.${round}.${i + 1}`, controller.signal))
      // Aborted while most of them wait for their place.
      await until(() => gate(burst.gate).load().waiting >= Math.min(4, burst.count - 2))
      for (const controller of controllers) controller.abort()
      const answers = await Promise.all(sent)
      // The first few may have been answered before the abort; the rest were waiting.
      expect(answers.filter((answer) => answer.status === 'AbortError').length).toBeGreaterThanOrEqual(Math.min(4, burst.count - 2))
      // Once the connections are closed, nothing of the burst waits for a place, and the few let in
      // before the abort give theirs back when their work ends (on a loaded machine, beside the
      // end-to-end tests, a list let in took over 3 s to finish).
      await until(() => gate(burst.gate).load().waiting === 0, 3_000)
      await until(() => gate(burst.gate).load().active === 0, 15_000)
      const started = performance.now()
      const [answer, served] = await visitorFeatures[burst.probe](address(200))
      expect({ status: answer.status, served }).toEqual({ status: expect.any(Number), served: true })
      expect(performance.now() - started).toBeLessThan(5_000)
    },
    60_000,
  )

  it('a finished request, and one its route answered with an error, give their places back', async () => {
    round += 1
    expect((await requests.restList(address(201))).status).toBe(200)
    // A query Payload refuses (an unknown field) ends in an error answer.
    expect((await send('/api/artworks?where[nothing][equals]=1', address(201))).status).toBeGreaterThanOrEqual(400)
    expect((await requests.wrongSignIn(address(201))).status).toBe(401)
    for (const name of ['anonymousQueries', 'siteQueries', 'hashing'] as const) expect(gate(name).load()).toEqual({ active: 0, waiting: 0 })
  })
})

/** Keeps `inFlight` requests going from `from()` until `stop` says so; counts the answers. */
function flood(request: (address: string) => Promise<Answer>, from: () => string, inFlight = 48) {
  let stopped = false
  const statuses: Record<string, number> = {}
  const running = Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (!stopped) {
        const { status } = await request(from())
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  return {
    statuses,
    stop: async () => {
      stopped = true
      await running
    },
  }
}

describe('one client cannot take away another’s service', () => {
  const floods = {
    'anonymous REST lists': requests.restList,
    'GraphQL lists': requests.graphQLList,
    'wrong sign-ins': requests.wrongSignIn,
  }
  const sources = {
    'one address': () => () => `198.18.66.${(round % 250) + 1}`,
    'one IPv6 /64': () => () => `2001:db8:46:${round}:${Math.floor(Math.random() * 0xffff).toString(16)}::${Math.floor(Math.random() * 0xffff).toString(16)}`,
  }
  const cases = Object.keys(floods).flatMap((kind) => Object.keys(sources).map((source) => ({ kind: kind as keyof typeof floods, source: source as keyof typeof sources })))

  it.each(cases)(
    'while $source floods with $kind, a visitor elsewhere is served in every feature, each within seconds',
    async ({ kind, source }) => {
      round += 1
      const attack = flood(floods[kind], sources[source]())
      try {
        // The flood holds whatever it can get first.
        await new Promise((resolve) => setTimeout(resolve, 500))
        const visitor = address(210)
        for (const [feature, ask] of Object.entries(visitorFeatures)) {
          const [answer, served] = await ask(visitor)
          expect({ feature, status: answer.status, served }).toEqual({ feature, status: expect.any(Number), served: true })
          expect({ feature, withinSeconds: answer.ms < (feature === 'signs in as staff' ? 5_000 : 3_000) }).toEqual({ feature, withinSeconds: true })
        }
      } finally {
        await attack.stop()
      }
      // The flood was refused past its share, at once, with Retry-After: it got answers, not a queue.
      expect(Object.keys(attack.statuses).some((status) => status === '429')).toBe(true)
    },
    120_000,
  )

  it('the flooder is told in its language, with Retry-After, that it asks too much at once', async () => {
    round += 1
    const from = `198.18.77.${round}`
    const held = Array.from({ length: 4 }, () => requests.restList(from))
    const refused = await send('/api/artworks?limit=100&depth=2', from, { headers: { 'accept-language': 'de' } })
    await Promise.all(held)
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe('5')
    expect(JSON.parse(refused.text).errors[0].message).toBe('Zu viele gleichzeitige Anfragen von Ihrer Adresse. Bitte versuchen Sie es in 5 Sekunden erneut.')
  })
})

describe('live streams keep room for a new address', () => {
  const subscription = JSON.stringify({ operationName: 'ArtworksChanged', query: 'subscription ArtworksChanged { artworksChanged { slug change } }' })
  const open: AbortController[] = []
  const stream = async (address: string) => {
    const abort = new AbortController()
    open.push(abort)
    const response = await graphqlRoute.POST(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-language': 'en', [clientAddressHeader]: address },
        body: subscription,
        signal: abort.signal,
      }),
    )
    if (response.status !== 200) open.pop()
    return response.status
  }
  const closeAll = async () => {
    for (const abort of open.splice(0)) abort.abort()
    const { openLiveStreams } = await import('@/features/live/server')
    await until(() => openLiveStreams() === 0)
  }

  it('addresses that each open all the streams they may leave the last fifth of the instance’s streams to newcomers', async () => {
    const saved = process.env.LIVE_MAX_STREAMS
    process.env.LIVE_MAX_STREAMS = '100'
    try {
      const statuses: number[] = []
      // Six addresses × 20 streams would take 120; the instance holds 100.
      for (let a = 0; a < 6; a++) statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => stream(`198.18.150.${a + 1}`)))))
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(84)
      // A visitor from a new address still gets its stream, and a second one.
      expect(await stream('198.18.151.1')).toBe(200)
      expect(await stream('198.18.151.1')).toBe(200)
    } finally {
      if (saved === undefined) delete process.env.LIVE_MAX_STREAMS
      else process.env.LIVE_MAX_STREAMS = saved
      await closeAll()
    }
  }, 60_000)

  it('the addresses of one IPv6 /64 share one address’s streams', async () => {
    const statuses = await Promise.all(Array.from({ length: 25 }, (_, i) => stream(`2001:db8:46:99::${(i + 1).toString(16)}`)))
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    await closeAll()
  }, 60_000)
})

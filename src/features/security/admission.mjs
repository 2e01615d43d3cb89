// How much work anonymous clients may have running at once in one instance (issue 30 point 5), and
// how much of it one client may hold (issue 46 point 2).
// A password hash (600,000 rounds of PBKDF2) takes a core for a fifth of a second and runs on
// Node's small thread pool: 100 parallel sign-ins took both cores for 20 seconds, and a cached page
// waited up to 51.8 s behind them. Anonymous API lists cost tens of milliseconds of the event loop
// each, so a hundred at once stalled every page too. Each kind of work passes a gate that lets a few
// run and a few wait; past that a request is answered 503 with Retry-After at once, instead of
// queueing without end while the site stops answering.
//
// One client (an address, an IPv6 /64: ./clientAddress.mjs clientShareOf) holds at most a small
// share of a gate's places, running and waiting together; past its share it is answered 429 with
// Retry-After at once, so one address flooding a gate cannot fill it for everyone else. A freed
// place goes to the waiting client that has the fewest places running, so a visitor waits behind
// a flood for at most one of its requests, not its whole queue.
//
// A place is given back however the request ends: its work finished or failed, its client left
// (a waiting request leaves the queue at once), or `holdMs` passed. p-limit, used before, has no
// way to leave its queue: an aborted request kept waiting, and at the door of the production
// server it only noticed the closed connection when its turn came and the 'close' had long gone
// by, so it held its place for the whole 10 s (33 aborted requests: 310 s without service).
//
// Three gates: sign-ins (hashing), anonymous REST reads and GraphQL queries (anonymousQueries),
// and the site's own small queries — the live catch-up of src/features/live/catchUp.ts — which
// have their own places (siteQueries) so they never wait behind anonymous API traffic.
//
// Two doors use the gates: the routes (Payload's REST and GraphQL handlers, through withGates and
// src/features/graphql/endpoint.ts) take a place; the production server (src/server/server.mjs,
// through `atTheDoor`) answers a request whose gate is full or whose client's share is used before
// it reaches Next, and takes the place of an anonymous query there. Sign-ins take theirs in the
// route, after the per-address sign-in limit (src/features/security/login.ts) had its say, so a
// refused guesser never holds a hashing place. The gates live in a process slot
// (src/base/processState.mjs): Next bundles the REST routes and the GraphQL routes apart from each
// other and from the server, and all share one gate per process.
// Plain JavaScript, so the server can use it outside Next; types in ./admission.d.mts.
import { randomBytes } from 'node:crypto'

import { hasCookie } from './cookies.mjs'
import { clientAddress, clientShareOf } from './clientAddress.mjs'
import { config } from '../../config/env.mjs'
import { slot } from '../../base/processState.mjs'

// The limits are read when a gate is made, not when this module loads: the production server
// checks the configuration first (src/config/checkAtStart.mjs).
export const gateSettings = {
  /** Sign-ins, password resets and first registrations: each hashes a password. */
  hashing: {
    get concurrency() {
      return config().PASSWORD_HASHES_AT_ONCE
    },
    maxWaiting: 8,
    // One running and one waiting: a visitor signs in, and a second tab may too.
    perClient: 2,
  },
  /** Anonymous REST reads and GraphQL queries (lists of up to 100 documents). */
  anonymousQueries: {
    get concurrency() {
      return config().ANONYMOUS_QUERIES_AT_ONCE
    },
    maxWaiting: 32,
    // A page of the site asks for a handful at most; an API client one after another.
    perClient: 4,
  },
  /** The site's own small queries (the live catch-up after a gap): never behind anonymous API traffic. */
  siteQueries: {
    concurrency: 1,
    maxWaiting: 32,
    perClient: 4,
  },
}

/** The longest a place is held, whatever its work does: a request that never ends holds it no longer. */
export const maxHoldMs = 10_000

const gates = slot('gates', () => new Map())

/**
 * A gate: `concurrency` places running, `maxWaiting` waiting, at most `perClient` of them (running
 * and waiting) for one client. `enter` resolves to a `release` function, or to the reason of a
 * refusal: 'share' (the client's share is used), 'full', or 'gone' (the client left while waiting).
 */
function createGate({ concurrency, maxWaiting, perClient = Infinity }) {
  let active = 0
  /** @type {Array<{ client: string, grant: () => void }>} */
  const waiting = []
  /** Places per client: [running, waiting]. */
  const held = new Map()
  const of = (client) => held.get(client) ?? [0, 0]
  const count = (client, running, queued) => {
    const [r, q] = of(client)
    const next = [r + running, q + queued]
    if (next[0] === 0 && next[1] === 0) held.delete(client)
    else held.set(client, next)
  }
  const refusal = (client) => {
    const [running, queued] = of(client)
    // Outside the production server (`next dev`, scripts) no request has an address to share by.
    if (client !== 'unknown' && running + queued >= perClient) return 'share'
    if (active + waiting.length >= concurrency + maxWaiting) return 'full'
    return null
  }
  /** Hands free places to waiters: the one whose client has the fewest places running first, then first come. */
  const grantNext = () => {
    while (active < concurrency && waiting.length > 0) {
      let best = 0
      for (let i = 1; i < waiting.length; i++) if (of(waiting[i].client)[0] < of(waiting[best].client)[0]) best = i
      const [entry] = waiting.splice(best, 1)
      entry.grant()
    }
  }
  const placeFor = (client) => {
    active += 1
    count(client, 1, 0)
    let given = false
    return () => {
      if (given) return
      given = true
      active -= 1
      count(client, -1, 0)
      grantNext()
    }
  }
  return {
    refusal,
    load: () => ({ active, waiting: waiting.length }),
    held: (client) => of(client)[0] + of(client)[1],
    enter(client, signal) {
      const refused = signal?.aborted ? 'gone' : refusal(client)
      if (refused) return Promise.resolve({ refused })
      if (active < concurrency && waiting.length === 0) return Promise.resolve({ release: placeFor(client) })
      return new Promise((resolve) => {
        const entry = {
          client,
          grant: () => {
            signal?.removeEventListener('abort', leave)
            count(client, 0, -1)
            resolve({ release: placeFor(client) })
          },
        }
        // A client that leaves while waiting leaves the queue at once.
        const leave = () => {
          const at = waiting.indexOf(entry)
          if (at < 0) return
          waiting.splice(at, 1)
          count(client, 0, -1)
          resolve({ refused: 'gone' })
        }
        waiting.push(entry)
        count(client, 0, 1)
        signal?.addEventListener('abort', leave, { once: true })
      })
    },
  }
}

/** The gate's core and settings, made once per name (the first caller's settings hold). */
function coreOf(name, settings) {
  let entry = gates.get(name)
  if (!entry) {
    // A copy: the limits as they are when the gate is made.
    const fixed = { concurrency: settings.concurrency, maxWaiting: settings.maxWaiting, perClient: settings.perClient ?? Infinity }
    entry = { core: createGate(fixed), settings: fixed }
    gates.set(name, entry)
  }
  return entry
}

/** The client a request counts for: its address, an IPv6 address by its /64. */
export function clientOf(headers) {
  return clientShareOf(clientAddress(headers))
}

/** The process's gate of that name (a name of gateSettings, or another one with its settings given). */
export function gate(name, given = gateSettings[name]) {
  const { core } = coreOf(name, given)
  return {
    /**
     * Runs the work once a place is free: `{ value }`, or `{ refused }` ('share', 'full', 'gone').
     * The place is given back when the work settles, when `signal` aborts (the client left), or
     * after `holdMs`, whichever comes first.
     */
    async run(work, { client = 'unknown', signal, holdMs = maxHoldMs } = {}) {
      const place = await core.enter(client, signal)
      if (!place.release) return { refused: place.refused }
      const { release } = place
      // The client may have left between the grant and now: an abort already past fires no event.
      if (signal?.aborted) {
        release()
        return { refused: 'gone' }
      }
      signal?.addEventListener('abort', release, { once: true })
      const timer = setTimeout(release, holdMs)
      timer.unref?.()
      try {
        return { value: await work() }
      } finally {
        clearTimeout(timer)
        signal?.removeEventListener('abort', release)
        release()
      }
    },
    /** Why a request of this client would be refused now ('share' or 'full'), or null. */
    refusal: (client = 'unknown') => core.refusal(client),
    /** Whether every place, running and waiting, is taken now. */
    full: () => core.refusal(undefined) === 'full',
    load: () => core.load(),
    /** Places one client holds now, running and waiting. */
    held: (client) => core.held(client),
  }
}

/** Seconds a refused client is told to wait. */
export const busyRetryAfterSeconds = 5

export function busyMessage(language) {
  return language === 'de'
    ? `Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ${busyRetryAfterSeconds} Sekunden erneut.`
    : `The server is busy right now. Please try again in ${busyRetryAfterSeconds} seconds.`
}

export function shareMessage(language) {
  return language === 'de'
    ? `Zu viele gleichzeitige Anfragen von Ihrer Adresse. Bitte versuchen Sie es in ${busyRetryAfterSeconds} Sekunden erneut.`
    : `Too many requests at once from your address. Please try again in ${busyRetryAfterSeconds} seconds.`
}

/**
 * The body and headers of a refusal: JSON in Payload's error format, 503 for a full gate, 429 for a
 * client past its share. Neither is an instance failing: deploy/nginx.conf retries and counts
 * neither (issue 46 point 10).
 */
export function busyAnswer(language, refused = 'full') {
  const share = refused === 'share'
  return {
    status: share ? 429 : 503,
    headers: { 'content-type': 'application/json', 'retry-after': String(busyRetryAfterSeconds), 'cache-control': 'no-store' },
    body: JSON.stringify({
      errors: [{ message: share ? shareMessage(language) : busyMessage(language), extensions: { statusCode: share ? 429 : 503, code: share ? 'TOO_MANY_AT_ONCE' : 'BUSY' } }],
    }),
  }
}

export function busyResponse(language, refused = 'full') {
  const { status, headers, body } = busyAnswer(language, refused)
  return new Response(body, { status, headers })
}

/** The REST operations that hash a password: `/api/<collection>/login` and the like. */
const hashingPath = /^\/api\/[^/]+\/(login|reset-password|first-register)\/?$/

const header = (headers, name) => (typeof headers?.get === 'function' ? headers.get(name) : headers?.[name]) ?? null

/** Whether a request carries a session cookie or an Authorization header (which may be invalid). */
export function hasCredentials(headers) {
  return Boolean(hasCookie(header(headers, 'cookie'), 'payload-token') || header(headers, 'authorization'))
}

/**
 * Which gate a REST request passes, from its method, path and headers: the hashing gate for the
 * operations that hash a password, the anonymous-queries gate for reads (GET, or POST with
 * `X-HTTP-Method-Override: GET`) without credentials, `maybeStaff` for reads with credentials
 * (the session decides), null for the rest (other writes, and files, which stream from disk).
 */
export function restGateOf(method, pathname, headers) {
  if (method === 'POST' && hashingPath.test(pathname)) return 'hashing'
  const override = header(headers, 'x-http-method-override') ?? header(headers, 'x-payload-http-method-override')
  const read = method === 'GET' || (method === 'POST' && override === 'GET')
  if (!read || !pathname.startsWith('/api/') || pathname.includes('/file/')) return null
  return hasCredentials(headers) ? 'maybeStaff' : 'anonymousQueries'
}

/** The same for a route handler's Request, asking `signedIn` only for a read with credentials. */
export async function restGate(request, signedIn) {
  const kind = restGateOf(request.method, new URL(request.url).pathname, request.headers)
  if (kind !== 'maybeStaff') return kind
  return (await signedIn()) ? null : 'anonymousQueries'
}

/**
 * A REST handler behind the gates (src/app/(payload)/api/[...slug]/route.ts). `beforeHashing`
 * answers a sign-in the per-address limit refuses before it takes a hashing place (or null).
 * The place is tied to the request's signal: a client that leaves gives it back at once.
 */
export function withGates(handler, signedIn, beforeHashing = async () => null) {
  return async (request, ...rest) => {
    if (admittedAtTheDoor(request.headers)) return handler(request, ...rest)
    const name = await restGate(request, () => signedIn(request))
    if (!name) return handler(request, ...rest)
    if (name === 'hashing') {
      const refused = await beforeHashing(request)
      if (refused) return refused
    }
    const passed = await gate(name).run(() => handler(request, ...rest), { client: clientOf(request.headers), signal: request.signal })
    return 'value' in passed ? passed.value : busyResponse(languageOfRequest(request), passed.refused)
  }
}

/** The client's language for a refusal: Accept-Language (de or en), German by default. */
export function languageOf(acceptLanguage) {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'de'
}

export function languageOfRequest(request) {
  return languageOf(request.headers.get('accept-language'))
}

/**
 * The header by which the site's own pages mark their small queries (src/features/live/client.ts
 * queryGraphQL): the door lets them pass the site's gate. A client may send it with any query; the
 * GraphQL route then takes an anonymous-queries place for a query that is not the site's own.
 */
export const siteQueryHeader = 'x-vernissage-query'

/**
 * For the production server, before Next: the answer to a request whose gate is full now, or
 * whose client holds its share already (a sign-in, an anonymous REST read or GraphQL query), or null.
 */
export function refusedAtTheDoor(method, url, headers) {
  const name = doorGateOf(method, url, headers)
  if (!name || !gates.has(name)) return null
  const refused = gate(name).refusal(clientOf(headers))
  return refused ? busyAnswer(languageOf(header(headers, 'accept-language')), refused) : null
}

/** The gate a request passes at the production server's door: sign-ins, anonymous REST reads and GraphQL queries, the site's own queries. */
export function doorGateOf(method, url, headers) {
  // A live-update stream (src/app/graphql/route.ts) stays open as long as the page does: holding a
  // place for it would shut every other anonymous query out. Streams have caps of their own
  // (LIVE_MAX_STREAMS, LIVE_MAX_PER_ADDRESS, src/features/live/server.ts).
  if (String(header(headers, 'accept') ?? '').includes('text/event-stream')) return null
  const pathname = String(url ?? '/').split('?')[0]
  const graphQL = method === 'POST' && (pathname === '/graphql' || pathname === '/api/graphql') && !hasCredentials(headers)
  if (graphQL && pathname === '/graphql' && header(headers, siteQueryHeader) === 'site') return 'siteQueries'
  const name = graphQL ? 'anonymousQueries' : restGateOf(method, pathname, headers)
  return name === 'hashing' || name === 'anonymousQueries' ? name : null
}

/**
 * The request header by which the production server tells the routes it has admitted a request
 * through a gate, and which: a secret of this process, so no client can claim it (the server also
 * removes any it was sent). Measured reason for admitting at the door (bench/anonymous-load.mjs, SQLite):
 * with the place taken only inside the route, 16 anonymous lists of 100 in parallel still ran
 * Next's own handling of every waiting request, and a cached page took 580 ms at p50 meanwhile.
 */
export const doorHeader = 'x-vernissage-admitted'
const doorMark = slot('doorMark', () => randomBytes(16).toString('hex'))

/** The gate the production server admitted this request through (the routes take no second place), or null. */
export function admittedAtTheDoor(headers) {
  const value = String(header(headers, doorHeader) ?? '')
  const [mark, name] = value.split(' ')
  return mark === doorMark && name ? name : null
}

/** The longest a request keeps its place at the door: a client that reads its answer slowly holds it no longer. */
export const doorHoldMs = maxHoldMs

/**
 * Runs `pass` (handing the request to Next) once the gate has a place, and keeps the place until
 * the answer is handed on whole, the connection closes, or `holdMs` have passed. A request whose
 * client leaves while it waits leaves the queue then, and is never passed on. Resolves to null
 * when passed, else to the refusal ('share', 'full', 'gone').
 */
export async function admitAtTheDoor(name, request, response, pass, holdMs = doorHoldMs) {
  request.headers[doorHeader] = `${doorMark} ${name}`
  // Listened to from the start: a 'close' while the request waits is not missed.
  const gone = new AbortController()
  const ended = () => gone.abort()
  response.once('close', ended)
  if (request.socket?.destroyed || response.closed) gone.abort()
  const passed = await gate(name).run(
    () =>
      new Promise((resolve) => {
        if (gone.signal.aborted) return resolve()
        response.once('finish', resolve)
        gone.signal.addEventListener('abort', resolve, { once: true })
        setTimeout(resolve, holdMs).unref?.()
        pass()
      }),
    { client: clientOf(request.headers), signal: gone.signal, holdMs },
  )
  response.removeListener('close', ended)
  return 'value' in passed ? null : passed.refused
}

/**
 * The production server's door (src/server/server.mjs): a sign-in, an anonymous API read or query
 * whose gate is full or whose client's share is used is answered at once (`refuse` gets the
 * answer); an anonymous query waits here for its place, so Next handles one at a time; a sign-in
 * goes on to its route, which asks the sign-in limit before taking a hashing place. Everything
 * else passes at once. `pass` is called at most once.
 */
export function atTheDoor(request, response, pass, refuse) {
  const answerFor = (refused) => busyAnswer(languageOf(request.headers['accept-language']), refused)
  const busy = refusedAtTheDoor(request.method, request.url, request.headers)
  if (busy) return refuse(busy)
  const name = doorGateOf(request.method, request.url, request.headers)
  if (!name || name === 'hashing') return pass()
  admitAtTheDoor(name, request, response, pass).then((refused) => {
    // Nobody listens to an answer for a client that left.
    if (refused && refused !== 'gone') refuse(answerFor(refused))
  })
}

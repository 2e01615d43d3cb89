// How much work anonymous clients may have running at once in one instance (issue 30 point 5).
// A password hash (600,000 rounds of PBKDF2) takes a core for a fifth of a second and runs on
// Node's small thread pool: 100 parallel sign-ins took both cores for 20 seconds, and a cached page
// waited up to 51.8 s behind them. Anonymous API lists cost tens of milliseconds of the event loop
// each, so a hundred at once stalled every page too. Each kind of work passes a gate (p-limit) that
// lets a few run and a few wait; past that a request is answered 503 with Retry-After at once,
// instead of queueing without end while the site stops answering.
//
// Two doors use the gates: the routes (Payload's REST and GraphQL handlers, through withGates and
// src/features/graphql/endpoint.ts) take a place; the production server (src/server/server.mjs)
// answers a request whose gate is full already before it reaches Next, which a refusal would
// otherwise cost a few milliseconds of the event loop each (a burst of 100 sign-ins: a stall of
// 200 ms for every cached page). The gates live in a process slot (src/base/processState.mjs): Next bundles the REST routes and
// the GraphQL routes apart from each other and from the server, and all share one gate per process.
// Plain JavaScript, so the server can use it outside Next; types in ./admission.d.mts.
import { randomBytes } from 'node:crypto'

import { hasCookie } from './cookies.mjs'
import pLimit from 'p-limit'
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
  },
  /** Anonymous REST reads and GraphQL queries (lists of up to 100 documents). */
  anonymousQueries: {
    get concurrency() {
      return config().ANONYMOUS_QUERIES_AT_ONCE
    },
    maxWaiting: 32,
  },
}

const gates = slot('gates', () => new Map())

/** The gate's limit and settings, made once per name (the first caller's settings hold). */
function limitOf(name, settings) {
  let entry = gates.get(name)
  if (!entry) {
    // A copy: the limits as they are when the gate is made.
    const fixed = { ...settings }
    entry = { limit: pLimit(fixed.concurrency), settings: fixed }
    gates.set(name, entry)
  }
  return entry
}

/** The process's gate of that name (a name of gateSettings, or another one with its settings given). */
export function gate(name, given = gateSettings[name]) {
  const { limit, settings } = limitOf(name, given)
  // p-limit counts a job as waiting until its turn is taken on the next microtask: both together
  // are what the gate holds.
  const full = () => limit.activeCount + limit.pendingCount >= settings.concurrency + settings.maxWaiting
  return {
    async run(work) {
      if (full()) return null
      return { value: await limit(work) }
    },
    full,
    load: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  }
}

/** Seconds a refused client is told to wait. */
export const busyRetryAfterSeconds = 5

export function busyMessage(language) {
  return language === 'de'
    ? `Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ${busyRetryAfterSeconds} Sekunden erneut.`
    : `The server is busy right now. Please try again in ${busyRetryAfterSeconds} seconds.`
}

/** The body and headers of a full gate's answer: JSON in Payload's error format, 503. */
export function busyAnswer(language) {
  return {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': String(busyRetryAfterSeconds), 'cache-control': 'no-store' },
    body: JSON.stringify({ errors: [{ message: busyMessage(language), extensions: { statusCode: 503, code: 'BUSY' } }] }),
  }
}

export function busyResponse(language) {
  const { status, headers, body } = busyAnswer(language)
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

/** A REST handler behind the gates (src/app/(payload)/api/[...slug]/route.ts). */
export function withGates(handler, signedIn) {
  return async (request, ...rest) => {
    if (admittedAtTheDoor(request.headers)) return handler(request, ...rest)
    const name = await restGate(request, () => signedIn(request))
    if (!name) return handler(request, ...rest)
    const passed = await gate(name).run(() => handler(request, ...rest))
    return passed ? passed.value : busyResponse(languageOfRequest(request))
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
 * For the production server, before Next: the answer to a request whose gate is full now (a
 * sign-in, an anonymous REST read or GraphQL query), or null. Only a fast path: the routes take
 * the actual place, and decide for requests with credentials.
 */
export function refusedAtTheDoor(method, url, headers) {
  const name = doorGateOf(method, url, headers)
  return name && gates.has(name) && gate(name).full() ? busyAnswer(languageOf(header(headers, 'accept-language'))) : null
}

/** The gate a request takes at the production server's door: sign-ins, anonymous REST reads and GraphQL queries. */
export function doorGateOf(method, url, headers) {
  // A live-update stream (src/app/graphql/route.ts) stays open as long as the page does: holding a
  // place for it would shut every other anonymous query out. Streams have caps of their own
  // (LIVE_MAX_STREAMS, LIVE_MAX_PER_ADDRESS).
  if (String(header(headers, 'accept') ?? '').includes('text/event-stream')) return null
  const pathname = String(url ?? '/').split('?')[0]
  const graphQL = method === 'POST' && (pathname === '/graphql' || pathname === '/api/graphql') && !hasCredentials(headers)
  const name = graphQL ? 'anonymousQueries' : restGateOf(method, pathname, headers)
  return name === 'hashing' || name === 'anonymousQueries' ? name : null
}

/**
 * The request header by which the production server tells the routes it has admitted a request
 * through its gate: a secret of this process, so no client can claim it (the server also removes
 * any it was sent). Measured reason for admitting at the door (bench/anonymous-load.mjs, SQLite):
 * with the place taken only inside the route, 16 anonymous lists of 100 in parallel still ran
 * Next's own handling of every waiting request, and a cached page took 580 ms at p50 meanwhile.
 */
export const doorHeader = 'x-vernissage-admitted'
const doorMark = slot('doorMark', () => randomBytes(16).toString('hex'))

/** Whether the production server admitted this request through its gate (the routes take no second place). */
export function admittedAtTheDoor(headers) {
  return header(headers, doorHeader) === doorMark
}

/** The longest a request keeps its place at the door: a client that reads its answer slowly holds it no longer. */
export const doorHoldMs = 10_000

/**
 * Runs `pass` (handing the request to Next) once the gate has a place, and keeps the place until
 * the answer is handed on whole, the connection closes, or `doorHoldMs` have passed. False when
 * the gate is full.
 */
export async function admitAtTheDoor(name, request, response, pass, holdMs = doorHoldMs) {
  request.headers[doorHeader] = doorMark
  const passed = await gate(name).run(
    () =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, holdMs)
        timer.unref?.()
        const done = () => {
          clearTimeout(timer)
          resolve()
        }
        response.once('finish', done)
        response.once('close', done)
        pass()
      }),
  )
  return passed !== null
}

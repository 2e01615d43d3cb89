/**
 * How much work anonymous clients may have running at once in one instance (issue 30 point 5).
 * A password hash (600,000 rounds of PBKDF2) takes a core for a fifth of a second and runs on
 * Node's small thread pool: 100 parallel sign-ins took both cores for 20 seconds, and a cached page
 * waited up to 51.8 s behind them. Anonymous API lists cost a few tens of milliseconds of the
 * event loop each, so a hundred at once stalled every page too. Here each kind of work passes a
 * gate (p-limit) that lets a few run and a few wait; past that a request is answered 503 with
 * Retry-After at once, instead of queueing without end while the site stops answering.
 *
 * The gates live on globalThis: Next bundles the REST routes and the GraphQL routes apart, and
 * they must share one gate per process.
 */
import pLimit, { type LimitFunction } from 'p-limit'

export type GateSettings = { concurrency: number; maxWaiting: number }

export const gateSettings = {
  /** Sign-ins, password resets and first registrations: each hashes a password. */
  hashing: { concurrency: 1, maxWaiting: 8 },
  /** Anonymous REST and GraphQL reads (lists of up to 100 documents). */
  anonymousQueries: { concurrency: 4, maxWaiting: 32 },
} satisfies Record<string, GateSettings>

export type GateName = keyof typeof gateSettings

export type Gate = {
  /** Runs the work when a place is free or one may wait for it; null when the gate is full. */
  run<T>(work: () => Promise<T>): Promise<{ value: T } | null>
  /** Work running and waiting now. */
  load(): { active: number; waiting: number }
}

const gates = ((globalThis as Record<symbol, unknown>)[Symbol.for('vernissage.gates')] ??= new Map()) as Map<string, LimitFunction>

/** The process's gate of that name (a name of gateSettings, or another one with its settings given). */
export function gate(name: string, settings: GateSettings = gateSettings[name as GateName]): Gate {
  let limit = gates.get(name)
  if (!limit) {
    limit = pLimit(settings.concurrency)
    gates.set(name, limit)
  }
  const own = limit
  return {
    async run(work) {
      // p-limit counts a job as waiting until its turn is taken on the next microtask: both together
      // are what the gate holds.
      if (own.activeCount + own.pendingCount >= settings.concurrency + settings.maxWaiting) return null
      return { value: await own(work) }
    },
    load: () => ({ active: own.activeCount, waiting: own.pendingCount }),
  }
}

/** Seconds a refused client is told to wait. */
export const busyRetryAfterSeconds = 5

export function busyMessage(language: string | undefined): string {
  return language === 'de'
    ? `Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ${busyRetryAfterSeconds} Sekunden erneut.`
    : `The server is busy right now. Please try again in ${busyRetryAfterSeconds} seconds.`
}

/** The 503 answer of a full gate, as JSON in Payload's error format. */
export function busyResponse(language: string | undefined): Response {
  return Response.json(
    { errors: [{ message: busyMessage(language), extensions: { statusCode: 503, code: 'BUSY' } }] },
    { status: 503, headers: { 'retry-after': String(busyRetryAfterSeconds), 'cache-control': 'no-store' } },
  )
}

/** The REST operations that hash a password: `/api/<collection>/login` and the like. */
const hashingPath = /^\/api\/[^/]+\/(login|reset-password|first-register)\/?$/

/**
 * Which gate a REST request passes: the hashing gate for the operations that hash a password,
 * the anonymous-queries gate for reads (GET, or POST with `X-HTTP-Method-Override: GET`) by a
 * client that is not signed in, none for the rest (staff, and files, which stream from disk).
 * `signedIn` is asked only for a read that carries credentials.
 */
export async function restGate(request: Request, signedIn: () => Promise<boolean>): Promise<GateName | null> {
  const { pathname } = new URL(request.url)
  if (request.method === 'POST' && hashingPath.test(pathname)) return 'hashing'
  const override = request.headers.get('x-http-method-override') ?? request.headers.get('x-payload-http-method-override')
  const read = request.method === 'GET' || (request.method === 'POST' && override === 'GET')
  if (!read || pathname.includes('/file/')) return null
  if (hasCredentials(request.headers) && (await signedIn())) return null
  return 'anonymousQueries'
}

/** Whether a request carries a session cookie or an Authorization header (which may be invalid). */
export function hasCredentials(headers: Headers): boolean {
  return Boolean(headers.get('cookie')?.includes('payload-token') || headers.get('authorization'))
}

/** The client's language for a refusal: Accept-Language (de or en), German by default. */
export function languageOfRequest(request: Request): string {
  return /^\s*en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'de'
}

/** A REST handler behind the gates (src/app/(payload)/api/[...slug]/route.ts). */
export function withGates<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
  signedIn: (request: Request) => Promise<boolean>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const name = await restGate(request, () => signedIn(request))
    if (!name) return handler(request, ...rest)
    const passed = await gate(name).run(() => handler(request, ...rest))
    return passed ? passed.value : busyResponse(languageOfRequest(request))
  }
}

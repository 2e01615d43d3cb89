/**
 * Subscriptions over GraphQL over Server-Sent Events (graphql-sse, distinct connections mode): a
 * `POST /graphql` with `Accept: text/event-stream` and {operationName, variables, query} gets an
 * event stream of the subscription's results. Limits: a small, shallow document; at most
 * LIVE_MAX_PER_ADDRESS (20) open streams per client address (an IPv6 /64 counts as one), counted across all instances
 * (src/features/security/gauges.ts: in Redis with REDIS_URL, else in this process); at most
 * LIVE_MAX_STREAMS (1,000) open streams on this instance whatever their addresses (each costs
 * memory however many addresses share them: 5,000 from 250 addresses took 516 MB), the last fifth of
 * them only for clients that hold fewer than 2 here (`reservedStreams`), past which a
 * stream is refused with 503 and Retry-After and the client's retry schedule tries again; a heartbeat
 * comment every 12 s (graphql-sse's own) so proxies keep idle streams open; every stream is
 * ended when the server shuts down (src/server/server.mjs calls `closeLiveStreams`).
 */
import { peek, slot } from '@/base/processState.mjs'
import { execute, subscribe, validate } from 'graphql'
import { createHandler } from 'graphql-sse/lib/use/fetch'

import { clientAddress, clientShareOf } from '@/features/security/clientAddress.mjs'
import { createGauge, type Gauge } from '@/features/security/gauges'
import { toLocale } from '@/base/locales'

import { checkSubscription } from './limits'
import { liveSchema, type LiveContext } from './schema'
import { config } from '../../config/env.mjs'

export type LiveRegistry = {
  /** Open streams per client address, across instances. */
  open: Gauge
  /** How to end each open stream. */
  streams: Set<AbortController>
  /** Streams taken on this instance (open, or being opened): the per-instance cap counts these. */
  taken: number
  /** The same per client (an address, an IPv6 /64): the last streams go to newcomers only. */
  byClient: Map<string, number>
  closing: boolean
  close: () => Promise<void>
  count: () => number
}

/** One per process (src/base/processState.mjs): src/server/server.mjs ends the streams on SIGTERM, and Next may load this module twice. */
function registry(): LiveRegistry {
  return slot('live', () => ({
    open: createGauge('live-streams'),
    streams: new Set(),
    taken: 0,
    byClient: new Map(),
    closing: false,
    close: closeLiveStreams,
    count: () => peek('live')?.streams.size ?? 0,
  }))
}

export function maxPerAddress(): number {
  return config().LIVE_MAX_PER_ADDRESS
}

/** Open streams one instance holds at most (LIVE_MAX_STREAMS; docs/security.md). */
export function maxStreams(): number {
  return config().LIVE_MAX_STREAMS
}

/**
 * Of the instance's streams, the last fifth goes only to a client holding fewer than
 * `newcomerStreams` on this instance: 55 addresses × 20 streams used to fill all 1,000, and a
 * visitor's stream got 503; now those addresses fill 800, and the remaining 200 serve at least 100
 * more clients with a page or two open each (issue 46 point 2).
 */
export function reservedStreams(): number {
  return Math.ceil(maxStreams() / 5)
}
export const newcomerStreams = 2

/** Seconds a client refused for the instance's cap is asked to wait (its own schedule retries sooner, up to 8 s). */
export const fullRetryAfterSeconds = 10

const fullMessages = {
  de: 'Dieser Server hält gerade so viele Live-Verbindungen, wie er kann; bitte versuchen Sie es gleich noch einmal.',
  en: 'This server holds as many live connections as it can just now; please try again in a moment.',
}

function graphQLError(message: string, status: number, code: string, extra: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message, extensions: { code, statusCode: status } }] }, { status, headers: extra })
}

const handler = createHandler<LiveContext>({
  schema: liveSchema,
  validate,
  execute,
  subscribe,
  // Distinct connections mode only: one stream per subscription, nothing reserved with PUT.
  authenticate: () => null,
  onSubscribe: (request, params) => {
    const checked = checkSubscription(params.query, params.operationName)
    if ('error' in checked) {
      return [
        JSON.stringify({ errors: [{ message: checked.error, extensions: { code: 'BAD_REQUEST' } }] }),
        { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
      ]
    }
    return {
      schema: liveSchema,
      document: checked.document,
      operationName: checked.operation.name?.value ?? null,
      variableValues: params.variables ?? null,
      contextValue: { locale: toLocale(request.headers.get('x-language')) },
    }
  },
})

/**
 * Passes the body on and calls `release` once, when the stream ends for any reason. When `gone`
 * aborts (the client left), the handler's stream is cancelled here, not only told through the
 * signal of the Request made for it: a Request follows its signal through a weak reference, so a
 * Request nobody holds any more (collected under load) would never hear of it, and the stream and
 * its slots would stay open.
 */
function tracked(body: ReadableStream<Uint8Array>, release: () => void, gone: AbortSignal): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  const stop = () => {
    release()
    reader.cancel(gone.reason).catch(() => {})
  }
  if (gone.aborted) stop()
  else gone.addEventListener('abort', stop, { once: true })
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          release()
          controller.close()
        } else {
          controller.enqueue(value)
        }
      } catch (error) {
        release()
        controller.error(error)
      }
    },
    async cancel(reason) {
      gone.removeEventListener('abort', stop)
      release()
      await reader.cancel(reason).catch(() => {})
    },
  })
}

/** Answers a subscription request (the route has checked size, content type and JSON). */
export async function handleSubscription(request: Request, body: string): Promise<Response> {
  const live = registry()
  if (live.closing) return graphQLError('The server is restarting; subscribe again in a moment', 503, 'SHUTTING_DOWN', { 'retry-after': '1' })
  // The instance's own cap, taken synchronously (before any await) so that a burst cannot pass it
  // together; past its last fifth only for a client that holds few streams here.
  const locale = toLocale(request.headers.get('x-language'))
  const client = clientShareOf(clientAddress(request.headers))
  const heldHere = live.byClient.get(client) ?? 0
  if (live.taken >= maxStreams() || (live.taken >= maxStreams() - reservedStreams() && heldHere >= newcomerStreams)) {
    return graphQLError(fullMessages[locale], 503, 'TOO_MANY_STREAMS', { 'retry-after': String(fullRetryAfterSeconds), 'cache-control': 'no-store' })
  }
  live.taken += 1
  live.byClient.set(client, heldHere + 1)
  let slotHeld = true
  const freeSlot = () => {
    if (!slotHeld) return
    slotHeld = false
    live.taken -= 1
    const left = (live.byClient.get(client) ?? 1) - 1
    if (left > 0) live.byClient.set(client, left)
    else live.byClient.delete(client)
  }
  const limit = maxPerAddress()
  // Taken before the handler runs, so a burst of requests cannot all pass the check. Counted per
  // client: an IPv6 /64 is one, however many of its addresses it uses.
  const giveBack = await live.open.acquire(client, limit).catch((error: unknown) => {
    freeSlot()
    throw error
  })
  if (!giveBack) {
    freeSlot()
    return graphQLError(`Too many open subscriptions from this address (at most ${limit})`, 429, 'TOO_MANY_SUBSCRIPTIONS')
  }
  const abort = new AbortController()
  let released = false
  // Also holds the client's request while the stream is open: its signal, which tells that the
  // client left, lives only as long as the Request does (see `tracked`).
  const release = () => {
    if (released) return
    released = true
    request.signal?.removeEventListener('abort', onClientGone)
    live.streams.delete(abort)
    freeSlot()
    giveBack()
  }
  const onClientGone = () => abort.abort()
  request.signal?.addEventListener('abort', onClientGone, { once: true })
  try {
    const headers = new Headers(request.headers)
    // graphql-sse recognises the event stream by this exact value.
    headers.set('accept', 'text/event-stream')
    headers.delete('content-length')
    const response = await handler(new Request(request.url, { method: 'POST', headers, body, signal: abort.signal }))
    const type = response.headers.get('content-type') || ''
    if (!response.body || !type.startsWith('text/event-stream')) {
      release()
      return response
    }
    live.streams.add(abort)
    const streamHeaders = new Headers(response.headers)
    // No compression or proxy buffering of the stream: each event and heartbeat goes out at once.
    streamHeaders.set('cache-control', 'no-cache, no-transform')
    streamHeaders.set('x-accel-buffering', 'no')
    return new Response(tracked(response.body, release, abort.signal), { status: response.status, headers: streamHeaders })
  } catch (error) {
    release()
    console.error('[live] subscription failed:', error instanceof Error ? error.message : error)
    return graphQLError('The subscription could not be started', 500, 'INTERNAL_SERVER_ERROR')
  }
}

/** Open streams on this instance (the bench and tests read it). */
export function openLiveStreams(): number {
  return registry().streams.size
}

/**
 * Ends every open stream (the clients see the stream end and reconnect, to this instance once it
 * is back or to another) and refuses new ones; resolves when they are closed, at most after 2 s.
 */
export async function closeLiveStreams(): Promise<void> {
  const live = registry()
  live.closing = true
  for (const abort of live.streams) abort.abort()
  const started = Date.now()
  while (live.streams.size > 0 && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 20))
}

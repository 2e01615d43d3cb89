/**
 * The "at most 5 at once" of docs/behaviour.md#prefetch, held at the network: Next's router may send several requests for
 * one route (its tree, then segments) and replays a redirected one, so counting routes is not
 * enough. The gate wraps fetch; requests carrying Next's prefetch header wait for one of `limit`
 * slots, and a slot is given back when the response body has arrived in full (or the request
 * failed or was aborted). Every other request passes straight through.
 */
import { maxConcurrentPrefetches } from './constants'

/** The header Next's router puts on every prefetch request. */
export const prefetchHeader = 'next-router-prefetch'

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/** Whether a fetch call is one of the router's prefetches. */
export function isPrefetchFetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  if (init?.headers && new Headers(init.headers).has(prefetchHeader)) return true
  return typeof Request === 'function' && input instanceof Request && input.headers.has(prefetchHeader)
}

/** Resolves once the body has been read to its end on a copy, or failed; never rejects. */
function bodyDone(response: Response): Promise<void> {
  if (!response.body) return Promise.resolve()
  let reader: ReadableStreamDefaultReader<Uint8Array>
  try {
    reader = (response.clone().body as ReadableStream<Uint8Array>).getReader()
  } catch {
    return Promise.resolve()
  }
  const pump = (): Promise<void> => reader.read().then(({ done }) => (done ? undefined : pump()))
  return pump().catch(() => undefined)
}

export type FetchGate = Fetch & {
  /** Prefetch requests in flight. */
  readonly running: number
  /** Prefetch requests waiting for a slot. */
  readonly waiting: number
}

export function createFetchGate(base: Fetch, limit = maxConcurrentPrefetches): FetchGate {
  let running = 0
  const queue: Array<() => void> = []

  const release = () => {
    running -= 1
    queue.shift()?.()
  }

  const acquire = (signal: AbortSignal | null | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const start = () => {
        signal?.removeEventListener('abort', onAbort)
        running += 1
        resolve()
      }
      const onAbort = () => {
        const index = queue.indexOf(start)
        if (index >= 0) queue.splice(index, 1)
        reject(signal?.reason)
      }
      if (running < limit) return start()
      queue.push(start)
      signal?.addEventListener('abort', onAbort, { once: true })
    })

  const gate = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isPrefetchFetch(input, init)) return base(input, init)
    await acquire(init?.signal ?? (typeof Request === 'function' && input instanceof Request ? input.signal : undefined))
    let response: Response
    try {
      response = await base(input, init)
    } catch (error) {
      release()
      throw error
    }
    void bodyDone(response).then(release)
    return response
  }) as FetchGate
  Object.defineProperties(gate, {
    running: { get: () => running },
    waiting: { get: () => queue.length },
  })
  return gate
}

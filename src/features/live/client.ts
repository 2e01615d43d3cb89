/**
 * The browser's side of a live subscription: graphql-sse's own client, in its distinct connections
 * mode (POST /graphql with `Accept: text/event-stream`, one stream per subscription), which reads
 * the stream and tries again after a lost connection on the schedule of ./retry.ts. Ours around
 * it: no connection in a hidden tab, a fresh start when the tab is shown or the browser is back
 * online, and an end to retrying when the server refuses the subscription itself.
 */
import type { GraphQLLikeError } from '@/features/errors/mapApiError'
import { lazyPart } from '@/ui/lazyPart'

import { browserEnvironment, GaveUpError, RefusedError, retryDelays, retrySchedule, type ConnectionState, type LiveEnvironment } from './retry'

export const graphqlUrl = '/graphql'

// graphql-sse's client (2.7 KB gzipped) comes with the first stream, not with the page: a page's
// stream starts at the visitor's first touch or after 8 s (LiveArtworks, whenEngaged). Through
// lazyPart's warm(): a chunk that cannot be loaded ends the stream as a lost one ('stopped'), and
// the page the visitor is reading is not reloaded under them for a stream they never asked for.
const library = lazyPart(() => import('./sseClient'))

type Operation = { operationName: string; query: string; variables?: Record<string, unknown> }
type Result<T> = { data?: T | null; errors?: ReadonlyArray<{ message: string }> }

export type LiveSubscription = { close: () => void; readonly state: ConnectionState }

export type LiveOptions = {
  /** A stream was accepted; `first` is false after any earlier one (the caller may have missed events). */
  onOpen?: (first: boolean) => void
  onState?: (state: ConnectionState) => void
  /** GraphQL errors in a result (the subscription itself is wrong, or its work is gone): no retry. */
  onError?: (error: GraphQLLikeError) => void
  /** The tab and the network (the browser's by default). */
  environment?: LiveEnvironment
  /** How to reach the server (the browser's fetch by default). */
  fetchFn?: typeof fetch
  url?: string
  delays?: readonly number[]
}

/** Subscribes until `close()`; `onOpen(false)` tells the caller events may have been missed. */
export function subscribeLive<T>(operation: Operation, locale: string, onData: (data: T) => void, options: LiveOptions = {}): LiveSubscription {
  const { onOpen, onState, onError, environment = browserEnvironment(), fetchFn = (input, init) => fetch(input, init), url = graphqlUrl, delays = retryDelays } = options
  let state: ConnectionState = 'closed'
  let opens = 0
  // The subscription of the moment: a new one after the tab was hidden or the browser offline.
  let current: { stop: () => void; schedule: ReturnType<typeof retrySchedule> } | null = null
  const stop = () => {
    current?.stop()
    current = null
  }

  const setState = (next: ConnectionState) => {
    if (state === next) return
    state = next
    onState?.(next)
  }

  const start = () => {
    stop()
    if (environment.isHidden()) return setState('hidden')
    // One graphql-sse client per start, with its own count of retries.
    const schedule = retrySchedule({ delays })
    const mine = { stop: () => {}, schedule }
    const live = () => current === mine
    current = mine
    setState('connecting')
    void library.warm().then((part) => {
      if (!live()) return
      if (!part) {
        // The client's code could not be loaded (offline since the page came): as a lost stream.
        current = null
        setState('stopped')
        return
      }
      const { createClient, NetworkError } = part
      const client = createClient({
        url,
        headers: { 'x-language': locale },
        // Only our schedule ends the retrying (GaveUpError, RefusedError).
        retryAttempts: Infinity,
        retry: () => schedule.wait(() => live() && setState('waiting')),
        fetchFn: async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await fetchFn(input, { ...init, cache: 'no-store' })
          schedule.answered(response.status)
          return response
        },
      })
      mine.stop = () => client.dispose()
      client.subscribe<T>(
        { ...operation, variables: operation.variables ?? {} },
        {
          next(result: Result<T>) {
            if (!live()) return
            schedule.result()
            if (result.errors?.length) {
              onError?.({ graphQLErrors: [...result.errors] })
              stop()
              setState('fatal')
            } else if (result.data) onData(result.data)
          },
          error(error: unknown) {
            if (!live()) return
            current = null
            // A refusal, or GraphQL's own errors: trying again cannot help. Lost for good: 'stopped'.
            setState(error instanceof RefusedError || !(error instanceof GaveUpError || error instanceof NetworkError) ? 'fatal' : 'stopped')
          },
          complete() {
            if (!live()) return
            // The server ended the subscription: nothing more will come until the page asks again.
            current = null
            setState('stopped')
          },
        },
        {
          connecting: () => live() && setState('connecting'),
          connected: () => {
            if (!live()) return
            schedule.connected()
            opens += 1
            setState('open')
            onOpen?.(opens === 1)
          },
        },
      )
    })
  }

  /** Visible again or back online: a fresh start, unless a stream is open or being opened. */
  const resume = () => {
    if (state === 'closed' || state === 'fatal' || environment.isHidden()) return
    if (state === 'open' || state === 'connecting') return
    start()
  }

  const stopVisibility = environment.onVisibilityChange(() => {
    if (state === 'closed' || state === 'fatal') return
    if (environment.isHidden()) {
      stop()
      setState('hidden')
    } else {
      resume()
    }
  })
  const stopOnline = environment.onOnline(resume)

  start()

  return {
    get state() {
      return state
    },
    close() {
      stop()
      stopVisibility()
      stopOnline()
      setState('closed')
    },
  }
}

export type QueryResult<T> = { data: T | null; error: GraphQLLikeError | null }

/**
 * What a GraphQL answer says, in the shape docs/behaviour.md#api-errors reads (src/features/errors/mapApiError.ts):
 * the GraphQL errors when there are any (whatever the status), else for a status of 300 or more,
 * an unreadable body or an answer with neither data nor errors a transport failure (§8's last row).
 */
export function readGraphQLAnswer<T>(status: number, statusText: string, text: string): QueryResult<T> {
  let result: Result<T> | null = null
  try {
    result = JSON.parse(text) as Result<T>
  } catch {
    result = null
  }
  if (result && Array.isArray(result.errors) && result.errors.length > 0) {
    return { data: result.data ?? null, error: { graphQLErrors: result.errors, networkError: status >= 300 ? { status, statusText } : null } }
  }
  if (status >= 300) return { data: null, error: { networkError: { status, statusText }, message: `GraphQL transport failure: status ${status}` } }
  if (!result || typeof result !== 'object') return { data: null, error: { message: 'GraphQL transport failure: unreadable answer' } }
  if (!result.data) return { data: null, error: { message: 'GraphQL transport failure: neither data nor errors' } }
  return { data: result.data, error: null }
}

/**
 * A plain GraphQL query through Payload's schema (docs/behaviour.md#graphql), for catching up after a gap. Never
 * throws: a failure comes back as `error` for the caller to hand to applyApiError (docs/behaviour.md#api-errors).
 */
export async function queryGraphQL<T>(operation: Operation, locale: string): Promise<QueryResult<T>> {
  let response: Response
  let text: string
  try {
    response = await fetch(graphqlUrl, {
      method: 'POST',
      // The site's own query: it passes the site's gate, not the anonymous API's (src/features/security/admission.mjs).
      headers: { 'content-type': 'application/json', 'x-language': locale, 'x-vernissage-query': 'site' },
      body: JSON.stringify({ variables: {}, ...operation }),
      cache: 'no-store',
    })
    text = await response.text()
  } catch (error) {
    // fetch rejects only when no answer came: §8's "network" row (logged only).
    return { data: null, error: { message: `Network error: ${error instanceof Error ? error.message : String(error)}` } }
  }
  return readGraphQLAnswer<T>(response.status, response.statusText, text)
}

/**
 * The browser's side of a live subscription: POST /graphql with `Accept: text/event-stream`
 * (graphql-sse's distinct connections mode), read with fetch and a ReadableStream, kept
 * connected by the rules of ./retry.ts.
 */
import { browserEnvironment, keepConnected, type Attempt, type ConnectionState } from './retry'
import { createSseParser } from './sse'

export const graphqlUrl = '/graphql'

type Operation = { operationName: string; query: string; variables?: Record<string, unknown> }
type Result<T> = { data?: T | null; errors?: Array<{ message: string }> }

/** One stream: resolves when it ends, `fatal` when the server refuses the subscription itself. */
export function streamAttempt<T>(operation: Operation, locale: string, onData: (data: T) => void): Attempt {
  return async (signal, opened) => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'x-language': locale },
      body: JSON.stringify({ variables: {}, ...operation }),
      cache: 'no-store',
      signal,
    })
    // Too many streams from this address, or the server restarting: try again later. Any other
    // refusal (a malformed subscription) would be refused again.
    if (!response.ok) return response.status === 429 || response.status >= 500 ? 'retry' : 'fatal'
    if (!response.body || !(response.headers.get('content-type') || '').startsWith('text/event-stream')) return 'fatal'
    let fatal = false
    let isOpen = false
    const markOpen = () => {
      if (isOpen) return
      isOpen = true
      opened()
    }
    const feed = createSseParser((event) => {
      markOpen()
      if (event.event !== 'next') return
      let result: Result<T>
      try {
        result = JSON.parse(event.data)
      } catch {
        return
      }
      if (result.errors?.length) fatal = true
      else if (result.data) onData(result.data)
    }, markOpen)
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      feed(decoder.decode(value, { stream: true }))
    }
    return fatal ? 'fatal' : 'retry'
  }
}

export type LiveSubscription = { close: () => void; readonly state: ConnectionState }

/** Subscribes until `close()`; `onOpen(false)` tells the caller events may have been missed. */
export function subscribeLive<T>(
  operation: Operation,
  locale: string,
  onData: (data: T) => void,
  options: { onOpen?: (first: boolean) => void; onState?: (state: ConnectionState) => void } = {},
): LiveSubscription {
  return keepConnected(streamAttempt(operation, locale, onData), browserEnvironment(), options)
}

/** A plain GraphQL query through Payload's schema (SPEC §7), for catching up after a gap. */
export async function queryGraphQL<T>(operation: Operation, locale: string): Promise<T | null> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': locale },
    body: JSON.stringify({ variables: {}, ...operation }),
    cache: 'no-store',
  })
  if (response.status >= 300) return null
  const result = (await response.json().catch(() => null)) as Result<T> | null
  return result?.data ?? null
}

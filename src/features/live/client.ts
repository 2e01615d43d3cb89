/**
 * The browser's side of a live subscription: POST /graphql with `Accept: text/event-stream`
 * (graphql-sse's distinct connections mode), read with fetch and a ReadableStream, kept
 * connected by the rules of ./retry.ts.
 */
import type { GraphQLLikeError } from '@/features/errors/mapApiError'

import { browserEnvironment, keepConnected, type Attempt, type ConnectionState } from './retry'
import { createSseParser } from './sse'

export const graphqlUrl = '/graphql'

type Operation = { operationName: string; query: string; variables?: Record<string, unknown> }
type Result<T> = { data?: T | null; errors?: Array<{ message: string }> }

/** One stream: resolves when it ends, `fatal` when the server refuses the subscription itself. */
export function streamAttempt<T>(operation: Operation, locale: string, onData: (data: T) => void, onError?: (error: GraphQLLikeError) => void): Attempt {
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
      if (result.errors?.length) {
        fatal = true
        onError?.({ graphQLErrors: result.errors })
      } else if (result.data) onData(result.data)
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
  options: { onOpen?: (first: boolean) => void; onState?: (state: ConnectionState) => void; onError?: (error: GraphQLLikeError) => void } = {},
): LiveSubscription {
  const { onError, ...connection } = options
  return keepConnected(streamAttempt(operation, locale, onData, onError), browserEnvironment(), connection)
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
      headers: { 'content-type': 'application/json', 'x-language': locale },
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

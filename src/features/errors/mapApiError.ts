/**
 * The error catalogue of docs/behaviour.md#api-errors as one rule: what the browser does with a failed GraphQL call.
 * `applyApiError` (./applyApiError.ts) performs the action; the one GraphQL client in the browser,
 * `queryGraphQL` (src/features/live/client.ts), hands it every failure. Server pages never see
 * these errors: they read through the Local API, and their unknown slugs lead to the lists or to
 * 404 by the routes themselves.
 */

/** The shape of a GraphQL client error (Apollo-like): the parts docs/behaviour.md#api-errors reads the message from. */
export type GraphQLLikeError = {
  graphQLErrors?: ReadonlyArray<{ message?: string | null }> | null
  networkError?: { statusText?: string | null; status?: number | null } | null
  message?: string | null
}

export type ApiErrorInput = GraphQLLikeError | Error | string | null | undefined

export type ApiErrorAction =
  | { action: 'redirect'; to: '/artworks'; replace: true }
  | { action: 'redirect'; to: '/artists' }
  | { action: 'notFound' }
  | { action: 'ignore'; log: 'warn' | 'error'; message: string }
  | { action: 'ignore'; log: 'none' }
  | { action: 'error'; status: 500; message: string }

// Apollo prefixes server messages with this; the catalogue matches on what follows.
const graphQLPrefix = /^\s*GraphQL error:\s*/i

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * The message docs/behaviour.md#api-errors matches on: the first GraphQL error's message, else the network error's
 * status text, else the error's own message; without a leading "GraphQL error:". Never throws.
 */
export function errorMessageOf(input: ApiErrorInput): string {
  let raw = ''
  if (typeof input === 'string') raw = input
  else if (input && typeof input === 'object') {
    const error = input as GraphQLLikeError
    const first = error.graphQLErrors?.[0]?.message
    const statusText = error.networkError?.statusText
    if (nonEmpty(first)) raw = first
    else if (nonEmpty(statusText)) raw = statusText
    else if (nonEmpty(error.message)) raw = error.message
  }
  return raw.replace(graphQLPrefix, '').trim()
}

// Harmless storage and metadata misses (a missing image key, say): they must not become a 404,
// so they are checked before the generic "does not exist".
const ignoredWithWarning = ['failed to fetch metadata', 'the specified key does not exist']

function isNotFoundMessage(lower: string): boolean {
  return lower.includes('not found') || lower.includes('does not exist')
}

/** Maps an API error to the action of docs/behaviour.md#api-errors. Rows are checked in the order of the table. */
export function mapApiError(input: ApiErrorInput): ApiErrorAction {
  const message = errorMessageOf(input)
  if (message === '') return { action: 'ignore', log: 'none' }

  const lower = message.toLowerCase()
  if (ignoredWithWarning.some((needle) => lower.includes(needle))) {
    return { action: 'ignore', log: 'warn', message }
  }
  if (lower.includes('artworkdoesnotexist')) {
    // replace: the broken artwork URL should not stay in the history.
    return { action: 'redirect', to: '/artworks', replace: true }
  }
  if (lower.includes('artist not found')) {
    return { action: 'redirect', to: '/artists' }
  }
  if (isNotFoundMessage(lower)) return { action: 'notFound' }
  if (lower.includes('network')) return { action: 'ignore', log: 'error', message }
  return { action: 'error', status: 500, message }
}

/**
 * What a subscription may cost: a subscription is held open for as long as the page is, so the
 * document is kept small and shallow. A real one is a few hundred bytes, depth 3, under 12 fields.
 */
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql'

export const subscriptionLimits = {
  /** Bytes of the query text. */
  maxQueryBytes: 4 * 1024,
  /** Tokens the parser reads before giving up (graphql's own guard against huge documents). */
  maxTokens: 400,
  /** Nesting of selections, counting the root field as 1. */
  maxDepth: 4,
  /** Fields selected in total, fragments counted where they are spread. */
  maxFields: 40,
}

export type Checked = { document: DocumentNode; operation: OperationDefinitionNode } | { error: string }

/**
 * Parses a subscription and checks it against the limits. Returns the parsed document and the
 * chosen operation, or the message of a GraphQL error for the client.
 */
export function checkSubscription(query: unknown, operationName: unknown, limits = subscriptionLimits): Checked {
  if (typeof query !== 'string' || !query.trim()) return { error: 'Missing query: send {operationName, variables, query}' }
  if (Buffer.byteLength(query) > limits.maxQueryBytes) return { error: `Subscription too large (at most ${limits.maxQueryBytes} bytes)` }
  if (operationName != null && typeof operationName !== 'string') return { error: 'operationName must be a string' }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: limits.maxTokens, noLocation: false })
  } catch (error) {
    // graphql's syntax messages name the position and the token, nothing of the server.
    return { error: error instanceof Error ? error.message : 'Syntax error' }
  }
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined
  if (!operation) return { error: operationName ? `Unknown operation "${operationName}"` : 'Send exactly one operation or name one in operationName' }
  if (operation.operation !== 'subscription') {
    return { error: 'Only subscriptions are served as an event stream; send queries and mutations without Accept: text/event-stream' }
  }
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  )
  let fields = 0
  let tooDeep = false
  const walk = (selectionSet: SelectionSetNode, depth: number, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (fields > limits.maxFields || tooDeep) return
      if (selection.kind === Kind.FIELD) {
        fields += 1
        if (selection.selectionSet) {
          if (depth + 1 > limits.maxDepth) tooDeep = true
          else walk(selection.selectionSet, depth + 1, seen)
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, seen)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        // Unknown and cyclic fragments are left to GraphQL's validation, which names them.
        if (fragment && !seen.has(name)) walk(fragment.selectionSet, depth, new Set([...seen, name]))
      }
    }
  }
  walk(operation.selectionSet, 1, new Set())
  if (tooDeep) return { error: `Subscription too deep (at most ${limits.maxDepth} levels)` }
  if (fields > limits.maxFields) return { error: `Subscription too complex (at most ${limits.maxFields} fields)` }
  return { document, operation }
}

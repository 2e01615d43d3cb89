/**
 * The work an anonymous REST or GraphQL query may start in the database, bounded before it runs
 * (issue 30 point 5). Payload turns a `like` filter into one ILIKE per word (its database adapter
 * splits the value at each space), so one request with a `like` of thousands of words, through
 * `?where=`, the method-override POST (`X-HTTP-Method-Override: GET`) or a GraphQL `where`, kept
 * the database and the server busy for seconds while cached pages waited. Every text filter
 * (`like`, `not_like`, `contains`) counts here, whichever way the query came; staff (signed in)
 * and the site's own reads (Local API) are not bounded.
 *
 * `textFilterProblem` is pure and also used by the GraphQL guard (src/features/graphql/guard.ts),
 * which refuses such a query before Payload parses its arguments.
 */
import type { CollectionBeforeOperationHook, CollectionConfig, PayloadRequest } from 'payload'

import { publicError } from '../errors'

export const textFilterLimits = {
  /** Words (space-separated parts, each one ILIKE) in all text filters of one query together. */
  maxWords: 10,
  /** Characters of one text filter's value. */
  maxLength: 200,
  /** Objects looked at in one `where` before giving up (a guard against huge filters). */
  maxNodes: 1000,
}

const textOperators = new Set(['like', 'not_like', 'contains'])

export type TextFilterProblem = { kind: 'words' | 'length' | 'size'; max: number }

/** What is wrong with the text filters of a `where`, or null when it is within the limits. */
export function textFilterProblem(where: unknown, limits = textFilterLimits): TextFilterProblem | null {
  let words = 0
  let nodes = 0
  const values = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value])
  const visit = (node: unknown): TextFilterProblem | null => {
    if (!node || typeof node !== 'object') return null
    nodes += 1
    if (nodes > limits.maxNodes) return { kind: 'size', max: limits.maxNodes }
    for (const [key, value] of Object.entries(node)) {
      if (textOperators.has(key)) {
        for (const text of values(value)) {
          if (typeof text !== 'string') continue
          if (text.length > limits.maxLength) return { kind: 'length', max: limits.maxLength }
          words += text.split(' ').length
          if (words > limits.maxWords) return { kind: 'words', max: limits.maxWords }
        }
        continue
      }
      for (const inner of values(value)) {
        const problem = visit(inner)
        if (problem) return problem
      }
    }
    return null
  }
  return visit(where)
}

export function textFilterMessage(problem: TextFilterProblem, language: string | undefined): string {
  const de = language === 'de'
  switch (problem.kind) {
    case 'words':
      return de
        ? `Ein Textfilter (like, contains) darf insgesamt höchstens ${problem.max} Wörter enthalten.`
        : `Text filters (like, contains) may hold at most ${problem.max} words in all.`
    case 'length':
      return de
        ? `Ein Textfilter (like, contains) darf höchstens ${problem.max} Zeichen lang sein.`
        : `A text filter (like, contains) may be at most ${problem.max} characters long.`
    default:
      return de ? `Der Filter ist zu groß (höchstens ${problem.max} Bedingungen).` : `The filter is too large (at most ${problem.max} conditions).`
  }
}

/** Whether a request is an anonymous client's over REST or GraphQL (not the site's own reads). */
function anonymousClient(req: PayloadRequest): boolean {
  return (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL') && !req.user
}

export const boundTextFilters: CollectionBeforeOperationHook = ({ args, req }) => {
  const where = (args as { where?: unknown }).where
  if (where && anonymousClient(req)) {
    const problem = textFilterProblem(where)
    if (problem) throw publicError(textFilterMessage(problem, req.i18n?.language), 400, 'FilterTooLarge', { reason: problem.kind, max: problem.max })
  }
  return args
}

export function withQueryBounds(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [boundTextFilters, ...(collection.hooks?.beforeOperation ?? [])] } }
}

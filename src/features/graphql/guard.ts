/**
 * What a GraphQL query may cost, decided before Payload runs it. Payload's own complexity limit
 * counts a list as 10 whatever its `limit`, so 240 aliases of a 100-document list passed it and
 * kept the server busy for minutes. Here the cost counts what a list returns: every field inside
 * a list is counted once per document the list may hold.
 *
 * Pure: the query text and variables in, a verdict out. The endpoint (./endpoint.ts) turns a
 * refusal into a 4xx answer in the client's language.
 */
import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  valueFromASTUntyped,
  type GraphQLNamedType,
  type GraphQLSchema,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'

import { textFilterProblem, type TextFilterProblem } from '@/cms/hooks/queryBounds'

export const queryLimits = {
  /** Tokens the parser reads before giving up (graphql's own guard against huge documents). */
  maxTokens: 5000,
  /** Nesting of selections, counting the root field as 1 (a list's `docs` is a level). */
  maxDepth: 10,
  /** Aliased fields in the whole document. */
  maxAliases: 30,
  /** Selections visited, fragments counted where they are spread (a guard against fragment bombs). */
  maxSelections: 2000,
  /** The most documents one list may ask for. */
  maxListLimit: 100,
  /** Payload's page size when a list names no limit. */
  defaultListLimit: 10,
  /** Entries assumed in a relation to many documents (it has no limit of its own). */
  assumedRelationLength: 10,
  /** Objects (list documents and the related documents inside them) one anonymous query may return. */
  maxObjects: 500,
  /** Field values one anonymous query may return. */
  maxCost: 5000,
}

export type Refusal =
  | { kind: 'syntax'; detail: string }
  | { kind: 'noOperation' }
  | { kind: 'subscription' }
  | { kind: 'fragmentCycle'; name: string }
  | { kind: 'tooDeep'; max: number }
  | { kind: 'tooManyAliases'; max: number }
  | { kind: 'tooComplex'; max: number }
  | { kind: 'tooBig'; max: number }
  | { kind: 'unboundedList'; field: string }
  | { kind: 'listTooLong'; field: string; max: number }
  | { kind: 'tooManyObjects'; max: number }
  | { kind: 'textFilter'; problem: TextFilterProblem }

/** Whether a refusal holds for staff too, or only for anonymous clients. */
export function refusesStaff(refusal: Refusal): boolean {
  return !['unboundedList', 'listTooLong', 'tooManyObjects', 'tooComplex', 'textFilter'].includes(refusal.kind)
}

export type Verdict = { ok: true; document: DocumentNode; cost: number; objects: number } | { ok: false; refusal: Refusal }

type Variables = Record<string, unknown>

function argumentValue(field: FieldNode, name: string, variables: Variables): unknown {
  const argument = field.arguments?.find((candidate) => candidate.name.value === name)
  if (!argument) return undefined
  return literal(argument.value, variables)
}

function literal(value: ValueNode, variables: Variables): unknown {
  switch (value.kind) {
    case Kind.VARIABLE:
      return variables[value.name.value]
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value)
    case Kind.BOOLEAN:
      return value.value
    case Kind.NULL:
      return null
    default:
      return 'value' in value ? value.value : undefined
  }
}

/**
 * Whether the selection (through fragments) asks for `docs`: a Payload paginated list. Each
 * fragment is looked at once (`known`), so a fragment spread many times costs nothing more.
 */
function selectsDocs(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, known: Map<string, boolean>): boolean {
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === 'docs'
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsDocs(selection.selectionSet, fragments, known)
    const name = selection.name.value
    const fragment = fragments.get(name)
    if (!fragment) return false
    if (!known.has(name)) {
      known.set(name, false)
      known.set(name, selectsDocs(fragment.selectionSet, fragments, known))
    }
    return known.get(name) === true
  })
}

/** The name of a fragment that spreads itself, directly or through others, if any. */
function fragmentCycle(fragments: Map<string, FragmentDefinitionNode>): string | null {
  const state = new Map<string, 'open' | 'done'>()
  const spreads = (selectionSet: SelectionSetNode, out: string[] = []): string[] => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) out.push(selection.name.value)
      else if (selection.selectionSet) spreads(selection.selectionSet, out)
    }
    return out
  }
  const visit = (name: string): string | null => {
    if (state.get(name) === 'open') return name
    if (state.get(name) === 'done') return null
    const fragment = fragments.get(name)
    if (!fragment) return null
    state.set(name, 'open')
    for (const next of spreads(fragment.selectionSet)) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    state.set(name, 'done')
    return null
  }
  for (const name of fragments.keys()) {
    const cycle = visit(name)
    if (cycle) return cycle
  }
  return null
}

/**
 * Parses a query or mutation and checks it against the limits. `anonymous` adds the limits on
 * what a query may return (staff read larger lists in the admin's own way, never through here by
 * accident); the limits on shape (depth, aliases, cycles) hold for everyone.
 */
export function checkQuery(query: unknown, variables: unknown, schema?: GraphQLSchema, limits = queryLimits): Verdict {
  if (typeof query !== 'string' || !query.trim()) return { ok: false, refusal: { kind: 'noOperation' } }
  const vars: Variables = variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Variables) : {}
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: limits.maxTokens, noLocation: true })
  } catch (error) {
    return { ok: false, refusal: { kind: 'syntax', detail: error instanceof Error ? error.message : 'Syntax error' } }
  }
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
  if (operations.length === 0) return { ok: false, refusal: { kind: 'noOperation' } }
  // Subscriptions are served as an event stream only (src/features/live/server.ts); over a plain
  // POST Payload's schema has no subscription type to run them on.
  if (operations.some((operation) => operation.operation === 'subscription')) return { ok: false, refusal: { kind: 'subscription' } }
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  )
  const cycle = fragmentCycle(fragments)
  if (cycle) return { ok: false, refusal: { kind: 'fragmentCycle', name: cycle } }

  const docsFragments = new Map<string, boolean>()
  // Every `where` of the document, for the bound on text filters over all of them together.
  const wheres: unknown[] = []
  let aliases = 0
  let selections = 0
  let cost = 0
  let objects = 0
  const found: { refusal: Refusal | null } = { refusal: null }
  const refuse = (refusal: Refusal) => {
    // A shape refusal (for everyone) wins over a size refusal (anonymous only).
    if (!found.refusal || (refusesStaff(refusal) && !refusesStaff(found.refusal))) found.refusal = refusal
  }

  /** The type a field returns, when the schema is known: a list of it multiplies what is inside. */
  const fieldType = (parent: GraphQLNamedType | undefined, name: string) => {
    if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined
    return parent.getFields()[name]?.type
  }
  const typeNamed = (name: string | undefined) => (name && schema ? (schema.getType(name) ?? undefined) : undefined)

  const walk = (selectionSet: SelectionSetNode, depth: number, multiplier: number, parent: GraphQLNamedType | undefined) => {
    for (const selection of selectionSet.selections) {
      selections += 1
      if (selections > limits.maxSelections) return refuse({ kind: 'tooBig', max: limits.maxSelections })
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, multiplier, typeNamed(selection.typeCondition?.name.value) ?? parent)
        continue
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)
        // Unknown fragments are left to GraphQL's validation, which names them.
        if (fragment) walk(fragment.selectionSet, depth, multiplier, typeNamed(fragment.typeCondition.name.value) ?? parent)
        continue
      }
      if (selection.alias) aliases += 1
      cost += multiplier
      const where = selection.arguments?.find((argument) => argument.name.value === 'where')
      if (where) wheres.push(valueFromASTUntyped(where.value, vars))
      if (!selection.selectionSet) continue
      if (depth + 1 > limits.maxDepth) return refuse({ kind: 'tooDeep', max: limits.maxDepth })
      let inner = multiplier
      const name = selection.name.value
      const type = fieldType(parent, name)
      if (name === 'docs') {
        // `docs` holds the list's documents; the list itself set the multiplier.
      } else if (selectsDocs(selection.selectionSet, fragments, docsFragments)) {
        const limit = argumentValue(selection, 'limit', vars)
        const pagination = argumentValue(selection, 'pagination', vars)
        const atRoot = depth === 1
        if (pagination === false) refuse({ kind: 'unboundedList', field: name })
        else if (limit === undefined || limit === null) {
          // Payload pages a root list by 10 and returns every entry of a nested (join) list.
          if (atRoot) inner = multiplier * limits.defaultListLimit
          else refuse({ kind: 'unboundedList', field: name })
        } else if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) refuse({ kind: 'unboundedList', field: name })
        else if (limit > limits.maxListLimit) refuse({ kind: 'listTooLong', field: name, max: limits.maxListLimit })
        else inner = multiplier * Math.ceil(limit)
      } else if (type && isListType(getNullableType(type))) {
        // A relation to many documents: as long as the editor made it.
        inner = multiplier * limits.assumedRelationLength
        objects += inner
      } else {
        objects += multiplier
      }
      if (name === 'docs') objects += multiplier
      walk(selection.selectionSet, depth + 1, inner, type ? getNamedType(type) : undefined)
    }
  }
  for (const operation of operations) {
    const root = operation.operation === 'mutation' ? schema?.getMutationType() : operation.operation === 'query' ? schema?.getQueryType() : undefined
    walk(operation.selectionSet, 1, 1, root ?? undefined)
  }

  if (aliases > limits.maxAliases) refuse({ kind: 'tooManyAliases', max: limits.maxAliases })
  const textProblem = textFilterProblem(wheres)
  if (textProblem) refuse({ kind: 'textFilter', problem: textProblem })
  if (objects > limits.maxObjects) refuse({ kind: 'tooManyObjects', max: limits.maxObjects })
  if (cost > limits.maxCost) refuse({ kind: 'tooComplex', max: limits.maxCost })
  if (found.refusal) return { ok: false, refusal: found.refusal }
  return { ok: true, document, cost, objects }
}

/**
 * What a GraphQL query may cost, decided before Payload runs it. Payload's own complexity limit
 * counts a list as 10 whatever its `limit`, so 240 aliases of a 100-document list passed it and
 * kept the server busy for minutes. Here the cost counts what a list returns: every field inside
 * a list is counted once per document the list may hold.
 *
 * The rules are GraphQL validation rules. Depth and aliases are graphql-armor's (max-depth,
 * max-aliases); the values and the objects a query returns are graphql-query-complexity's, with our
 * estimators (a list's `limit`, Payload's page of 10, a relation to many as 10, the dearest member
 * of a union); fragment cycles are graphql's own NoFragmentCyclesRule. `guardRules` go to Payload
 * through the config's `graphQL.validationRules` (src/payload.config.ts) and run in its one
 * validation of each request. A refusal is reported as a `RefusalError` carrying the refusal; the
 * endpoint (./endpoint.ts) finds it in Payload's answer and answers a 4xx in the client's language
 * (./messages.ts). Reported, not thrown: graphql-http, under Payload's handler, turns anything
 * thrown out of validation (as armor does by default) into an empty 500.
 *
 * Kept ours, with the measured reason:
 * - `shapeRules` (cycles, and the selections a document makes once its fragments are spread; with
 *   armor's depth and aliases again) run in the endpoint before Payload's handler: Payload puts its
 *   own complexity rule (a copy of graphql-query-complexity without its cycle and node guards)
 *   before any rule of the config, and it ran out of stack on a fragment cycle (RangeError, a 500) and took 3 s on a fragment bomb of
 *   22 levels (each fragment spreading the next twice), about 24 s on 25, measured here. The checks
 *   are graphql's NoFragmentCyclesRule and graphql-query-complexity's `maxQueryNodes`.
 * - The token limit is graphql's own parser option (`maxTokens`), in `parseQuery`: armor's
 *   max-tokens is a parser for Envelop and Apollo hooks, not a validation rule, and validation only
 *   starts once a document is parsed. The endpoint parses once before Payload does.
 * - The cost is graphql-query-complexity's, not armor's cost-limit: that one multiplies a list only
 *   by a literal `first` or `last`, never by Payload's `limit` nor by a variable.
 * - Which lists need a `limit` (and at most 100), and how many words text filters hold, are about
 *   Payload's schema and database (src/cms/hooks/queryBounds.ts): no library knows them.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  isListType,
  isObjectType,
  Kind,
  KnownArgumentNamesRule,
  KnownDirectivesRule,
  NoFragmentCyclesRule,
  NoUndefinedVariablesRule,
  parse,
  ProvidedRequiredArgumentsRule,
  validate,
  ValuesOfCorrectTypeRule,
  VariablesAreInputTypesRule,
  VariablesInAllowedPositionRule,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'
import { createComplexityRule, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity'

import { textFilterProblem, type TextFilterProblem } from '@/cms/hooks/queryBounds'

import { refusalMessage } from './messages'

export const queryLimits = {
  /** Tokens the parser reads before giving up (graphql's own guard against huge documents). */
  maxTokens: 5000,
  /** Nesting of selections, counting the root field as 1 (a list's `docs` is a level). */
  maxDepth: 10,
  /** Aliased fields in an operation (fragments counted where they are spread). */
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

export type QueryLimits = typeof queryLimits

export type Refusal =
  | { kind: 'syntax'; detail: string }
  | { kind: 'variables'; detail: string }
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

/** A refusal reported by a rule: the endpoint answers it in the client's language. */
export class RefusalError extends GraphQLError {
  readonly refusal: Refusal
  constructor(refusal: Refusal) {
    super(refusalMessage(refusal, 'en'), { extensions: { code: refusal.kind, refusal } })
    this.refusal = refusal
  }
}

/**
 * The refusal that answers for a list of GraphQL errors (our RefusalErrors or their JSON as
 * Payload sends them), if any: one that holds for staff too wins over one for anonymous clients
 * only; else the first reported.
 */
export function refusalIn(errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }> | null | undefined): Refusal | null {
  const refusals = (errors ?? []).map((error) => error.extensions?.refusal as Refusal | undefined).filter((refusal): refusal is Refusal => Boolean(refusal?.kind))
  return refusals.find(refusesStaff) ?? refusals[0] ?? null
}

/** GraphQL's own rules about variables, directives and argument values (a subset of specifiedRules). */
const variableRules = [
  NoUndefinedVariablesRule,
  VariablesAreInputTypesRule,
  VariablesInAllowedPositionRule,
  KnownDirectivesRule,
  KnownArgumentNamesRule,
  ProvidedRequiredArgumentsRule,
  ValuesOfCorrectTypeRule,
]

/**
 * A variable the query uses without defining it, a directive without its argument or with one of
 * the wrong type, or a variable whose value is missing or does not fit its type (`@include(if:
 * $show)` without `show`): refused here, before Payload's validation, whose complexity rule reads
 * directive arguments first and threw on them out of validation (graphql-http answered an empty 500).
 */
export function variablesRefusal(schema: GraphQLSchema, document: DocumentNode, operationName: unknown, variables: Record<string, unknown>): Refusal | null {
  const [invalid] = validate(schema, document, variableRules)
  if (invalid) return { kind: 'variables', detail: invalid.message }
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
  const operation = typeof operationName === 'string' && operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0]
  if (!operation) return null
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables)
  return coerced.errors?.length ? { kind: 'variables', detail: coerced.errors[0].message } : null
}

/**
 * Parses a query or mutation: a syntax error, more than `maxTokens` tokens, no operation or a
 * subscription (served as an event stream only, src/features/live/server.ts) are refused here.
 */
export function parseQuery(query: unknown, limits: QueryLimits = queryLimits): { ok: true; document: DocumentNode } | { ok: false; refusal: Refusal } {
  if (typeof query !== 'string' || !query.trim()) return { ok: false, refusal: { kind: 'noOperation' } }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: limits.maxTokens, noLocation: true })
  } catch (error) {
    return { ok: false, refusal: { kind: 'syntax', detail: error instanceof Error ? error.message : 'Syntax error' } }
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  if (operations.length === 0) return { ok: false, refusal: { kind: 'noOperation' } }
  // Over a plain POST Payload's schema has no subscription type to run them on.
  if (operations.some((operation) => operation.operation === 'subscription')) return { ok: false, refusal: { kind: 'subscription' } }
  return { ok: true, document }
}

type Variables = Record<string, unknown>
type Fragments = Map<string, FragmentDefinitionNode>

const fragmentsOf = (document: DocumentNode): Fragments =>
  new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  )

/**
 * Whether the selection (through fragments) asks for `docs`: a Payload paginated list. Each
 * fragment is looked at once (`known`), so a fragment spread many times costs nothing more.
 */
function selectsDocs(selectionSet: SelectionSetNode | undefined, fragments: Fragments, known: Map<string, boolean>): boolean {
  if (!selectionSet) return false
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

/**
 * The documents a list may return: its `limit`, Payload's page of 10 for a root list without one,
 * or null when it has no bound an anonymous client may ask for (see `listRule`).
 */
function pageSize(limit: unknown, pagination: unknown, atRoot: boolean, limits: QueryLimits): number | null {
  if (pagination === false) return null
  if (limit === undefined || limit === null) return atRoot ? limits.defaultListLimit : null
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) return null
  return Math.ceil(limit)
}

/**
 * How a field multiplies what is inside it: `list` for a paginated list (by its page size),
 * `relation` for a relation to many documents (a list of objects), `one` for any other object
 * (a relation to one, a group), `docs` for a list's documents, `leaf` for a value.
 */
function shapeOf(field: GraphQLField<unknown, unknown>, node: FieldNode, fragments: Fragments, known: Map<string, boolean>) {
  if (!node.selectionSet) return 'leaf'
  if (node.name.value === 'docs') return 'docs'
  if (selectsDocs(node.selectionSet, fragments, known)) return 'list'
  const type = getNullableType(field.type)
  return isListType(type) && isObjectType(getNamedType(type)) ? 'relation' : 'one'
}

/**
 * graphql-query-complexity estimators. `values`: every field value the answer may hold (a field
 * inside a list counted once per document). `objects`: the documents and related objects it may
 * hold. A list's multiplier also falls on its `totalDocs` and other page fields: a few values more.
 */
function estimator(measure: 'values' | 'objects', schema: GraphQLSchema, document: DocumentNode, limits: QueryLimits): ComplexityEstimator {
  const fragments = fragmentsOf(document)
  const known = new Map<string, boolean>()
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean))
  return ({ args, childComplexity, field, node, type }) => {
    const own = measure === 'values' ? 1 : 0
    switch (shapeOf(field, node, fragments, known)) {
      case 'leaf':
        return own
      case 'docs':
        return 1 + childComplexity
      case 'relation':
        return measure === 'values' ? 1 + limits.assumedRelationLength * childComplexity : limits.assumedRelationLength * (1 + childComplexity)
      case 'one':
        return 1 + childComplexity
      case 'list': {
        // An unbounded or too long list is refused by listRule; here it counts as a full page.
        const size = pageSize(args.limit, args.pagination, roots.has(type as never), limits)
        return own + Math.min(size ?? limits.maxListLimit, limits.maxListLimit) * childComplexity
      }
    }
  }
}

/** graphql's own NoFragmentCyclesRule, asked before anything walks the fragments. */
function fragmentCycle(context: ValidationContext): string | null {
  const [cycle] = validate(context.getSchema(), context.getDocument(), [NoFragmentCyclesRule])
  const spreads = (cycle?.nodes ?? []) as ReadonlyArray<{ name?: { value: string } }>
  return cycle ? (spreads[spreads.length - 1]?.name?.value ?? '?') : null
}

/**
 * Lists an anonymous client asks for: bounded, at most 100 a page; text filters of few words (ours,
 * see the header). Arguments are read as GraphQL will run them: variables coerced, with the
 * defaults their declarations give (`query ($n: Int = 100000)` is a list of 100,000).
 */
function listRule(variables: Variables, limits: QueryLimits): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument())
    const known = new Map<string, boolean>()
    const schema = context.getSchema()
    const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean))
    const wheres: unknown[] = []
    const refuse = (refusal: Refusal) => context.reportError(new RefusalError(refusal))
    let coerced: Variables = {}
    const visitor: ASTVisitor = {
      OperationDefinition: {
        enter(operation) {
          // Variables of the wrong type are refused by GraphQL's own validation, which names them.
          coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables).coerced ?? {}
        },
        leave() {
          const problem = textFilterProblem(wheres)
          if (problem) refuse({ kind: 'textFilter', problem })
        },
      },
      Field(node) {
        const definition = context.getFieldDef()
        if (!definition) return
        let args: Variables
        try {
          args = getArgumentValues(definition, node, coerced)
        } catch {
          return // an argument of the wrong type: GraphQL's own validation names it
        }
        if (args.where !== undefined) wheres.push(args.where)
        const name = node.name.value
        if (name === 'docs' || !selectsDocs(node.selectionSet, fragments, known)) return
        const atRoot = roots.has(context.getParentType() as never)
        if (pageSize(args.limit, args.pagination, atRoot, limits) === null) refuse({ kind: 'unboundedList', field: name })
        else if (typeof args.limit === 'number' && args.limit > limits.maxListLimit) refuse({ kind: 'listTooLong', field: name, max: limits.maxListLimit })
      },
    }
    return visitor
  }
}

/** What graphql-query-complexity measures with our estimators, for the rules and the tests. */
function measureRule(measure: 'values' | 'objects', maximum: number, variables: Variables, limits: QueryLimits, onComplete?: (total: number) => void): ValidationRule {
  return (context) =>
    createComplexityRule({
      maximumComplexity: maximum,
      variables,
      estimators: [estimator(measure, context.getSchema(), context.getDocument(), limits)],
      maxQueryNodes: limits.maxSelections,
      onComplete,
      createError: () => new RefusalError(measure === 'values' ? { kind: 'tooComplex', max: limits.maxCost } : { kind: 'tooManyObjects', max: limits.maxObjects }),
    })(context)
}

/** graphql-armor's depth and alias limits, reporting our refusal instead of throwing (see the header). */
function armorRules(limits: QueryLimits): ValidationRule[] {
  const options = (kind: 'tooDeep' | 'tooManyAliases', max: number) => ({
    n: max,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null) => context?.reportError(new RefusalError({ kind, max }))],
  })
  // Fragments are no level of their own; introspection nests like any other query (as before).
  return [
    maxDepthRule({ ...options('tooDeep', limits.maxDepth), flattenFragments: true, ignoreIntrospection: false }),
    maxAliasesRule(options('tooManyAliases', limits.maxAliases)),
  ]
}

/**
 * The rules on shape, for everyone, run by the endpoint before Payload's handler: cycles and the
 * selection budget (see the header), then depth and aliases. The last two also run in Payload's
 * validation (`guardRules`); here they refuse an alias attack before the rest is spent on it:
 * for 240 aliases of a 100-document list, GraphQL's own rules took 70 ms and our size rules 95 ms
 * more than these (one `validate` each, on this 2-core machine at a load of 20).
 */
export function shapeRules(variables: Variables = {}, limits: QueryLimits = queryLimits): ValidationRule[] {
  const rule: ValidationRule = (context) => ({
    Document(document) {
      const refuse = (refusal: Refusal) => context.reportError(new RefusalError(refusal))
      const cycle = fragmentCycle(context)
      // graphql-query-complexity skips a cycle; its count would not tell this one.
      if (cycle) return refuse({ kind: 'fragmentCycle', name: cycle })
      try {
        getComplexity({ schema: context.getSchema(), query: document, variables, estimators: [simpleEstimator({ defaultComplexity: 0 })], maxQueryNodes: limits.maxSelections })
      } catch (error) {
        // graphql-query-complexity's word for a document past maxQueryNodes; other errors (a
        // variable of the wrong type) are left to GraphQL's own validation, which names them.
        if (error instanceof Error && /maximum allowed number of nodes/.test(error.message)) refuse({ kind: 'tooBig', max: limits.maxSelections })
      }
    },
  })
  return [rule, ...armorRules(limits)]
}

export type GuardOptions = {
  /** Staff (a valid session or API key) get the limits on shape only. */
  staff: boolean
  variables?: Variables
  limits?: QueryLimits
  /** Called with what a passing query may return (for the tests). */
  measured?: { values?: (total: number) => void; objects?: (total: number) => void }
}

/**
 * Payload's side of the guard, in the order their refusals win: depth, aliases, then for anonymous
 * clients the lists, text filters, the objects and the values a query returns.
 */
export function guardRules({ staff, variables = {}, limits = queryLimits, measured = {} }: GuardOptions): ValidationRule[] {
  const shape = armorRules(limits)
  if (staff) return shape
  return [
    ...shape,
    listRule(variables, limits),
    measureRule('objects', limits.maxObjects, variables, limits, measured.objects),
    measureRule('values', limits.maxCost, variables, limits, measured.values),
  ]
}

/** Payload's `graphQL.validationRules`: the request's user and variables from graphql-http's arguments. */
export function payloadValidationRules(args: ExecutionArgs): ValidationRule[] {
  const context = args.contextValue as { req?: { user?: unknown } } | undefined
  const variables = args.variableValues && typeof args.variableValues === 'object' ? (args.variableValues as Variables) : {}
  return guardRules({ staff: Boolean(context?.req?.user), variables })
}

export type Verdict = { ok: true; document: DocumentNode; cost: number; objects: number } | { ok: false; refusal: Refusal }

/**
 * Parses and checks a query as the endpoint and Payload's validation do (the shape rules first,
 * then `guardRules`), without GraphQL's own rules: what the unit tests ask.
 */
export function checkQuery(
  query: unknown,
  variables: unknown,
  schema: GraphQLSchema,
  { staff = false, limits = queryLimits }: { staff?: boolean; limits?: QueryLimits } = {},
): Verdict {
  const parsed = parseQuery(query, limits)
  if (!parsed.ok) return parsed
  const vars: Variables = variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Variables) : {}
  const shape = refusalIn(validate(schema, parsed.document, shapeRules(vars, limits)))
  if (shape) return { ok: false, refusal: shape }
  let cost = 0
  let objects = 0
  const measured = { values: (n: number) => (cost = n), objects: (n: number) => (objects = n) }
  const refusal = refusalIn(validate(schema, parsed.document, guardRules({ staff, variables: vars, limits, measured })))
  return refusal ? { ok: false, refusal } : { ok: true, document: parsed.document, cost, objects }
}

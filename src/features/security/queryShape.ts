/**
 * Query parameters of the wrong type or size get a 400 with a message in the client's language,
 * never a 500 from the database (issue 30 point 8): `?where=abc`, `?page=1e9`, `?limit=1e20`,
 * `?where[title][equals][x]=1`, `?sort=!!`, `?depth=abc`, a date compared with "abc", and the like,
 * on every collection and global.
 *
 * Where the check sits, and why: Payload parses the REST query in its endpoint handlers
 * (parseParams: `JSON.parse` of a `where` string, numbers, sort lists) before any collection hook
 * runs, so `?where=abc` fails there; and the locale proxy never sees /api (src/proxy.ts's matcher).
 * So REST queries are checked in the route handler in front of Payload's (`checkedRest`,
 * src/app/(payload)/api/[...slug]/route.ts), parsed with the same parser and options Payload uses
 * (qs-esm). GraphQL arguments are typed by the schema, but their values (a page of a billion, a
 * date "abc") reach the database just the same: a `beforeOperation` hook on every collection
 * checks them (`withOddInputRefused`, applied to the built config so that Payload's own
 * collections are covered too).
 */
import * as qs from 'qs-esm'
import type { CollectionBeforeOperationHook, FlattenedField, GlobalBeforeOperationHook, PayloadRequest, SanitizedConfig } from 'payload'

import { publicError } from '@/cms/errors'
import { hasCookie, readCookie } from '@/features/security/cookies.mjs'

type Language = 'de' | 'en'

/** The largest page number asked for (pages of 100 make 100 million documents). */
export const maxPage = 1_000_000
/** The largest list size a query names; anonymous clients get at most 100 anyway (src/cms/hooks/requestErrors.ts). */
export const maxLimit = 1_000_000
/** How deep relations are populated at most (Payload's own default maximum). */
export const maxDepth = 10
/** How deeply `and`/`or` may nest. */
export const maxWhereNesting = 8

/** One field name or a dotted path of up to five, optionally descending. */
const sortItem = /^-?[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*){0,4}$/
const listOperators = new Set(['in', 'not_in', 'all'])
const geoOperators = new Set(['near', 'within', 'intersects'])

export type ShapeProblem = { param: string; expected: 'where' | 'page' | 'limit' | 'sort' | 'depth' | 'json' | 'date' | 'nesting' | 'scalar' | 'boolean' }

const expectations: Record<ShapeProblem['expected'], Record<Language, string>> = {
  where: { de: 'ein Filterobjekt wie where[feld][equals]=wert', en: 'a filter object such as where[field][equals]=value' },
  page: { de: `eine ganze Zahl von 1 bis ${maxPage.toLocaleString('de-DE')}`, en: `a whole number from 1 to ${maxPage.toLocaleString('en-US')}` },
  limit: { de: `eine ganze Zahl von 0 bis ${maxLimit.toLocaleString('de-DE')}`, en: `a whole number from 0 to ${maxLimit.toLocaleString('en-US')}` },
  sort: { de: 'Feldnamen, durch Kommas getrennt, jeweils mit „-“ für absteigend', en: 'field names separated by commas, each with "-" for descending' },
  depth: { de: `eine ganze Zahl von 0 bis ${maxDepth}`, en: `a whole number from 0 to ${maxDepth}` },
  json: { de: 'gültiges JSON', en: 'valid JSON' },
  date: { de: 'ein Datum wie 2026-01-31 oder 2026-01-31T12:00:00Z', en: 'a date such as 2026-01-31 or 2026-01-31T12:00:00Z' },
  nesting: { de: `höchstens ${maxWhereNesting} verschachtelte and/or`, en: `at most ${maxWhereNesting} nested and/or` },
  scalar: { de: 'ein einzelner Wert (eine Liste nur bei in, not_in und all)', en: 'a single value (a list only with in, not_in and all)' },
  boolean: { de: 'true oder false', en: 'true or false' },
}

export function shapeMessage(problem: ShapeProblem, language: Language): string {
  const expected = expectations[problem.expected][language]
  return language === 'de'
    ? `Der Abfrageparameter „${problem.param}“ hat einen ungültigen Wert: erwartet wird ${expected}.`
    : `The query parameter "${problem.param}" has a value that is not valid: expected ${expected}.`
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)
/** A number as the REST parser sees one: a finite number, or a string Payload would read as one. */
const numeric = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** The type of the field a where path starts with (enough to know dates), or undefined. */
export type FieldTypeOf = (path: string) => string | undefined

export function fieldTypes(fields: readonly FlattenedField[] | undefined): FieldTypeOf {
  const types = new Map<string, string>()
  for (const field of fields ?? []) if ('name' in field) types.set(field.name, field.type)
  // Payload's timestamps, should a collection's flattened fields not list them.
  types.set('createdAt', types.get('createdAt') ?? 'date')
  types.set('updatedAt', types.get('updatedAt') ?? 'date')
  return (path) => types.get(path.split('.')[0])
}

const isDate = (value: unknown) => (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime())

/** The first problem of a `where` object (parsed from the query, or GraphQL's argument), or null. */
export function whereProblem(where: unknown, typeOf: FieldTypeOf, level = 0, param = 'where'): ShapeProblem | null {
  if (!isPlainObject(where)) return { param, expected: 'where' }
  if (level > maxWhereNesting) return { param, expected: 'nesting' }
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      // qs gives an array, or an object with numeric keys past its array limit.
      const branches = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
      if (!branches) return { param: `${param}[${key}]`, expected: 'where' }
      for (const branch of branches) {
        const problem = whereProblem(branch, typeOf, level + 1, `${param}[${key}]`)
        if (problem) return problem
      }
      continue
    }
    const at = `${param}[${key}]`
    if (!isPlainObject(value)) return { param: at, expected: 'where' }
    const type = typeOf(key)
    for (const [operator, operand] of Object.entries(value)) {
      const here = `${at}[${operator}]`
      if (geoOperators.has(operator)) continue
      if (operator === 'exists') {
        if (!(typeof operand === 'boolean' || operand === 'true' || operand === 'false')) return { param: here, expected: 'boolean' }
        continue
      }
      const list = listOperators.has(operator)
      const values = Array.isArray(operand) && list ? operand : [operand]
      if (!values.every(isScalar)) return { param: here, expected: 'scalar' }
      if (type === 'date') {
        // A list operator takes a comma-separated string as well as a list.
        const dates = values.flatMap((item) => (list && typeof item === 'string' ? item.split(',') : [item])).filter((item) => item !== null && item !== '')
        if (!dates.every(isDate)) return { param: here, expected: 'date' }
      }
    }
  }
  return null
}

/**
 * The first problem of a REST query (as qs-esm parses it for Payload), or null. `staff`: a signed-in
 * client; anonymous lists are bounded anyway (a negative or huge limit becomes 100 there).
 */
export function restQueryProblem(query: Record<string, unknown>, typeOf: FieldTypeOf, staff: boolean): ShapeProblem | null {
  if ('depth' in query) {
    const depth = numeric(query.depth)
    if (depth === null || !Number.isInteger(depth) || depth < 0 || depth > maxDepth) return { param: 'depth', expected: 'depth' }
  }
  if ('page' in query) {
    // A page that is no number, or below 1, is page 1 (requestErrors.ts); one of the wrong type or too large is refused.
    const page = numeric(query.page)
    if (!isScalar(query.page) || (page !== null && (!Number.isInteger(page) || page > maxPage))) return { param: 'page', expected: 'page' }
  }
  if ('limit' in query) {
    const limit = numeric(query.limit)
    if (!isScalar(query.limit) || (limit !== null && (!Number.isInteger(limit) || Math.abs(limit) > maxLimit))) return { param: 'limit', expected: 'limit' }
    if (staff && (limit === null ? query.limit !== '' : limit < 0)) return { param: 'limit', expected: 'limit' }
  }
  if ('sort' in query) {
    const items = typeof query.sort === 'string' ? query.sort.split(',') : Array.isArray(query.sort) ? query.sort : null
    if (!items || !items.every((item) => typeof item === 'string' && (item === '' || sortItem.test(item.trim())))) return { param: 'sort', expected: 'sort' }
  }
  if ('data' in query && typeof query.data === 'string' && query.data.length > 0) {
    try {
      JSON.parse(query.data)
    } catch {
      return { param: 'data', expected: 'json' }
    }
  }
  if ('where' in query) {
    let where = query.where
    if (typeof where === 'string') {
      if (where === '') return null
      try {
        where = JSON.parse(where)
      } catch {
        return { param: 'where', expected: 'where' }
      }
    }
    return whereProblem(where, typeOf)
  }
  return null
}

/** The client's language as Payload picks it: the admin's language cookie, else Accept-Language, else German. */
export function requestLanguage(headers: Headers): Language {
  const cookie = readCookie(headers.get('cookie'), 'payload-lng')
  if (cookie === 'de' || cookie === 'en') return cookie
  for (const part of (headers.get('accept-language') ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase()
    if (tag.startsWith('de')) return 'de'
    if (tag.startsWith('en')) return 'en'
  }
  return 'de'
}

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response> | Response

/**
 * Payload's REST route handler with the query checked first: a query of the wrong shape is
 * answered 400 with a message in the client's language before Payload parses it.
 */
export function checkedRest(config: Promise<SanitizedConfig> | SanitizedConfig, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const url = new URL(request.url)
    if (url.search.length > 1) {
      const resolved = await config
      const query = qs.parse(url.search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
      const apiPath = url.pathname
        .slice((resolved.routes.api ?? '/api').length)
        .split('/')
        .filter(Boolean)
      const collection = apiPath[0] === 'globals' ? undefined : resolved.collections.find((candidate) => candidate.slug === apiPath[0])
      const global = apiPath[0] === 'globals' ? resolved.globals.find((candidate) => candidate.slug === apiPath[1]) : undefined
      const staff = Boolean(request.headers.get('authorization') || hasCookie(request.headers.get('cookie'), 'payload-token'))
      const problem = restQueryProblem(query, fieldTypes(collection?.flattenedFields ?? global?.flattenedFields), staff)
      if (problem) {
        return Response.json(
          { errors: [{ message: shapeMessage(problem, requestLanguage(request.headers)), data: { reason: 'query', param: problem.param } }] },
          { status: 400, headers: { 'cache-control': 'no-store' } },
        )
      }
    }
    return handler(request, context)
  }
}

function refuse(problem: ShapeProblem, req: PayloadRequest): never {
  const language: Language = req.i18n?.language === 'en' ? 'en' : 'de'
  throw publicError(shapeMessage(problem, language), 400, 'QueryShapeRefused', { reason: 'query', param: problem.param })
}

/** GraphQL's list arguments: typed by the schema, their values checked here before the database sees them. */
function graphQLArgsProblem(args: Record<string, unknown>, typeOf: FieldTypeOf, staff: boolean): ShapeProblem | null {
  const { page, limit, sort, where } = args
  if (typeof page === 'number' && (!Number.isInteger(page) || page > maxPage)) return { param: 'page', expected: 'page' }
  if (typeof limit === 'number' && (!Number.isInteger(limit) || Math.abs(limit) > maxLimit || (staff && limit < 0))) return { param: 'limit', expected: 'limit' }
  const sorts = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : []
  if (!sorts.every((item) => typeof item === 'string' && (item === '' || sortItem.test(item.trim())))) return { param: 'sort', expected: 'sort' }
  if (where !== undefined && where !== null) return whereProblem(where, typeOf)
  return null
}

/**
 * Every collection and global of the built config, Payload's own included: GraphQL arguments
 * checked (above); and Payload's internal collections without a REST API (payload-migrations)
 * answer 404 "Route not found" instead of 501 "Not Implemented".
 */
export async function withOddInputRefused(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    const typeOf = fieldTypes(collection.flattenedFields)
    const check: CollectionBeforeOperationHook = ({ args, req }) => {
      const list = args as { page?: unknown }
      // A page below 1 is page 1 on Payload's own collections too (PostgreSQL refuses a negative OFFSET).
      if ((req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL') && typeof list.page === 'number' && !(list.page >= 1)) list.page = 1
      if (req.payloadAPI === 'GraphQL') {
        const problem = graphQLArgsProblem(args as Record<string, unknown>, typeOf, Boolean(req.user))
        if (problem) refuse(problem, req)
      }
      return args
    }
    collection.hooks.beforeOperation = [check, ...(collection.hooks.beforeOperation ?? [])]
    if (collection.endpoints === false) collection.endpoints = []
  }
  for (const global of config.globals) {
    const check: GlobalBeforeOperationHook = ({ args, req }) => {
      const depth = (args as { depth?: unknown }).depth
      if (req.payloadAPI === 'GraphQL' && typeof depth === 'number' && (depth < 0 || depth > maxDepth)) refuse({ param: 'depth', expected: 'depth' }, req)
      return args
    }
    global.hooks.beforeOperation = [check, ...(global.hooks.beforeOperation ?? [])]
  }
  return config
}

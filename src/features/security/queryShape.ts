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

export type ShapeProblem = {
  param: string
  expected: 'where' | 'page' | 'limit' | 'sort' | 'depth' | 'json' | 'date' | 'nesting' | 'scalar' | 'boolean' | 'operator' | 'number' | 'id' | 'option' | 'list'
}

const maxIdText = { de: (2_147_483_647).toLocaleString('de-DE'), en: (2_147_483_647).toLocaleString('en-US') }

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
  operator: {
    de: 'ein Vergleich, der zum Feld passt (like und not_like nur bei Text, contains bei Text und Verweisen auf mehrere Einträge; greater_than, less_than … bei Zahlen, Daten und Text; all nur bei Feldern mit mehreren eigenen Werten; near, within und intersects nur bei Orten)',
    en: 'a comparison that fits the field (like and not_like only on text, contains on text and relations to several documents; greater_than, less_than … on numbers, dates and text; all only on fields with several values of their own; near, within and intersects only on places)',
  },
  number: { de: 'eine Zahl', en: 'a number' },
  id: { de: `eine ID (eine ganze Zahl bis ${maxIdText.de})`, en: `an id (a whole number up to ${maxIdText.en})` },
  option: { de: 'einer der Werte, die das Feld zur Auswahl hat', en: 'one of the values the field offers' },
  list: { de: 'eine Liste mit mindestens einem Wert', en: 'a list of at least one value' },
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

/**
 * What a where path names: its field's type, whether it holds several values, a select's options.
 * Paths through a relation (`artist.name`, `artist._status`) are followed into the related
 * collection; `id` and the timestamps are Payload's own.
 */
export type FieldInfo = { type: string; hasMany: boolean; options?: string[] }
export type FieldTypeOf = (path: string) => FieldInfo | undefined

type FieldsBySlug = ReadonlyMap<string, readonly FlattenedField[] | undefined>

export function fieldTypes(fields: readonly FlattenedField[] | undefined, collections: FieldsBySlug = new Map()): FieldTypeOf {
  const resolve = (list: readonly FlattenedField[] | undefined, segments: string[], depth: number): FieldInfo | undefined => {
    const [name, ...rest] = segments
    if (name === 'id' && rest.length === 0) return { type: 'id', hasMany: false }
    if ((name === 'createdAt' || name === 'updatedAt') && rest.length === 0) return { type: 'date', hasMany: false }
    const field = list?.find((candidate) => 'name' in candidate && candidate.name === name)
    if (!field) return undefined
    const hasMany = 'hasMany' in field && Boolean(field.hasMany)
    if (rest.length === 0) {
      const options = field.type === 'select' ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : undefined
      return { type: field.type, hasMany, options }
    }
    if (depth > 4) return undefined
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') return resolve(collections.get(field.relationTo), rest, depth + 1)
    if ('flattenedFields' in field) return resolve(field.flattenedFields as FlattenedField[], rest, depth + 1)
    return undefined
  }
  return (path) => resolve(fields, path.split('.'), 0)
}

const isDate = (value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const time = new Date(value).getTime()
  // Years 1 to 9999, as both databases store them.
  return !Number.isNaN(time) && time >= -62135596800000 && time <= 253402300799999
}
/** The largest id both databases hold (a 32-bit serial). */
const maxId = 2_147_483_647
const isId = (value: unknown) => {
  const number = numeric(value)
  return number !== null && Number.isInteger(number) && Math.abs(number) <= maxId
}
const isBoolean = (value: unknown) => typeof value === 'boolean' || value === 'true' || value === 'false'

const textTypes = new Set(['text', 'textarea', 'email', 'code'])
const orderedTypes = new Set(['number', 'date', 'id', ...textTypes])
const valueTypes = new Set(['number', 'date', 'id', 'checkbox', 'select', 'relationship', 'upload', 'radio', ...textTypes])
const comparisons = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const textOperators = new Set(['like', 'not_like', 'contains'])
const equalities = new Set(['equals', 'not_equals', 'in', 'not_in', 'all'])

/** Whether the operator can be asked of a field of this kind (Payload and both databases answer it). */
function operatorFits(operator: string, field: FieldInfo): boolean {
  if (operator === 'exists') return true
  if (geoOperators.has(operator)) return field.type === 'point'
  // `all` through a relation failed in Payload's database adapters: answered for values of the field's own only.
  if (operator === 'all') return field.hasMany && valueTypes.has(field.type) && field.type !== 'relationship' && field.type !== 'upload'
  if (equalities.has(operator)) return valueTypes.has(field.type)
  if (comparisons.has(operator)) return orderedTypes.has(field.type) && !field.hasMany
  // `contains` on a relation of several documents asks for one of them (`tags contains 3`): the site's
  // own filters ask that way.
  if (operator === 'contains' && field.hasMany && (field.type === 'relationship' || field.type === 'upload')) return true
  if (textOperators.has(operator)) return textTypes.has(field.type)
  return false
}

/** What a value of this field must be, or null when every scalar fits. */
function valueExpected(field: FieldInfo, value: unknown): ShapeProblem['expected'] | null {
  // Equality with null asks for documents without a value.
  if (value === null) return null
  switch (field.type) {
    case 'number':
      return numeric(value) === null ? 'number' : null
    case 'id':
    case 'relationship':
    case 'upload':
      return isId(value) ? null : 'id'
    case 'date':
      return isDate(value) ? null : 'date'
    case 'checkbox':
      return isBoolean(value) ? null : 'boolean'
    case 'select':
    case 'radio':
      return field.options && !field.options.includes(String(value)) ? 'option' : null
    default:
      return null
  }
}

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
    // A path no field has: Payload's own refusal (400) names it.
    const field = typeOf(key)
    for (const [operator, operand] of Object.entries(value)) {
      const here = `${at}[${operator}]`
      if (operator === 'exists') {
        if (!isBoolean(operand)) return { param: here, expected: 'boolean' }
        continue
      }
      if (field && !operatorFits(operator, field)) return { param: here, expected: 'operator' }
      if (geoOperators.has(operator)) continue
      const list = listOperators.has(operator)
      if (list && Array.isArray(operand) && operand.length === 0) return { param: here, expected: 'list' }
      // Payload's `all` takes a list only (a single value failed in the database).
      if (operator === 'all' && !Array.isArray(operand)) return { param: here, expected: 'list' }
      const values = Array.isArray(operand) && list ? operand : [operand]
      if (!values.every(isScalar)) return { param: here, expected: 'scalar' }
      if (!field) continue
      // A list operator takes a comma-separated string as well as a list.
      const items = values.flatMap((item) => (list && typeof item === 'string' ? item.split(',') : [item]))
      if (list && items.length === 0) return { param: here, expected: 'list' }
      const textual = textTypes.has(field.type) && (textOperators.has(operator) || comparisons.has(operator))
      for (const item of textual ? [] : items) {
        const expected = valueExpected(field, item)
        if (expected) return { param: here, expected }
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

const bySlug = new WeakMap<SanitizedConfig, FieldsBySlug>()
/** Each collection's fields by its slug, for paths through a relation. */
function fieldsBySlug(config: SanitizedConfig): FieldsBySlug {
  let fields = bySlug.get(config)
  if (!fields) bySlug.set(config, (fields = new Map(config.collections.map((collection) => [collection.slug, collection.flattenedFields]))))
  return fields
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
      const problem = restQueryProblem(query, fieldTypes(collection?.flattenedFields ?? global?.flattenedFields, fieldsBySlug(resolved)), staff)
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
  const related = fieldsBySlug(config)
  for (const collection of config.collections) {
    const typeOf = fieldTypes(collection.flattenedFields, related)
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

/**
 * The one door to Payload's GraphQL handler, for the public /graphql (docs/behaviour.md#graphql) and Payload's own
 * /api/graphql alike: the body is capped and must be one JSON object; the query is parsed here and
 * checked for cycles, fragment bombs, depth and aliases (./guard.ts `parseQuery`, `shapeRules`:
 * they must come before Payload's own complexity rule); the other rules of ./guard.ts run in Payload's validation
 * (`graphQL.validationRules` in the config). Every refusal, ours here or one a rule reported in
 * Payload's answer, is a 4xx JSON error in the client's language. Anonymous clients also get the
 * limits on what a query may return; staff (a valid session or API key) only those on its shape.
 */
import { configToSchema } from '@payloadcms/graphql'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { Kind, validate, type DocumentNode, type GraphQLSchema } from 'graphql'
import { getPayload } from 'payload'

import { admittedAtTheDoor, busyResponse, clientOf, gate, hasCredentials, type GateName } from '@/features/security/admission.mjs'
import { loginRefusal } from '@/features/security/login'
import { isCatchUpQuery } from '@/features/live/catchUp'
import { toLocale, type Locale } from '@/base/locales'
import { readBodyWithin } from '@/base/readBody'
import { payloadConfig } from '@/cms/client'

import { parseQuery, refusalIn, shapeRules, variablesRefusal } from './guard'
import { refusalMessage, refusalStatus, type RequestRefusal } from './messages'

/** Queries larger than this are refused before parsing (a real query is a few kilobytes). */
export const maxBodyBytes = 100 * 1024

/** The config (src/payload.config.ts), through the CMS's one door to it. */
const config = payloadConfig()
const payloadGraphQL = GRAPHQL_POST(config)

type SchemaCache = { graphql: { schema: GraphQLSchema } | null; promise: Promise<{ schema: GraphQLSchema }> | null }

/**
 * Payload's schema, from the cache Payload's own handler keeps on `global._payload_graphql`
 * (built there on the first request, or here first and then found there): one schema per process.
 */
async function schemaOf(): Promise<GraphQLSchema> {
  const holder = globalThis as unknown as { _payload_graphql?: SchemaCache }
  const cache = (holder._payload_graphql ??= { graphql: null, promise: null })
  if (cache.graphql) return cache.graphql.schema
  cache.promise ??= config.then((resolved) => configToSchema(resolved) as { schema: GraphQLSchema })
  cache.graphql = await cache.promise
  return cache.graphql.schema
}

export function refuse(refusal: RequestRefusal, locale: Locale): Response {
  const status = refusalStatus(refusal)
  return Response.json(
    { errors: [{ message: refusalMessage(refusal, locale), extensions: { statusCode: status, code: refusal.kind } }] },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

/** The client's language: x-language (docs/behaviour.md#graphql), else ?locale= (Payload's), else Accept-Language. */
export function languageOf(request: Request): Locale {
  const header = request.headers.get('x-language') || new URL(request.url).searchParams.get('locale') || request.headers.get('accept-language')
  return toLocale(header)
}

async function isStaff(request: Request): Promise<boolean> {
  if (!hasCredentials(request.headers)) return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return Boolean(user)
}

export type Checked = { ok: true; body: string; parsed: { query: string; operationName?: unknown; variables?: unknown } } | { ok: false; response: Response }

/** Reads and checks a GraphQL request; `subscription` skips the query limits (./live has its own). */
export async function checkRequest(request: Request, locale: Locale): Promise<Checked> {
  const fail = (refusal: RequestRefusal): Checked => ({ ok: false, response: refuse(refusal, locale) })
  const body = await readBodyWithin(request, maxBodyBytes)
  if (body === null) return fail({ kind: 'bodyTooLarge', max: maxBodyBytes })
  const type = request.headers.get('content-type') || ''
  if (!type.includes('application/json') && !type.includes('application/graphql-response+json')) return fail({ kind: 'contentType' })
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return fail({ kind: 'notJson' })
  }
  if (Array.isArray(parsed)) return fail({ kind: 'batched' })
  if (!parsed || typeof parsed !== 'object') return fail({ kind: 'notAnObject' })
  const { query, variables } = parsed as { query?: unknown; variables?: unknown }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return fail({ kind: 'badVariables' })
  if (typeof query !== 'string' || !query.trim()) return fail({ kind: 'noOperation' })
  return { ok: true, body, parsed: parsed as { query: string } }
}

/**
 * Payload's answer, or the refusal a rule of ./guard.ts reported in it (a validation error comes
 * without data), answered in the client's language like every other refusal.
 */
async function refusedOrAnswered(answer: Response, locale: Locale): Promise<Response> {
  const text = await answer.text()
  // graphql-http writes a validation failure as {"errors":[…]} and nothing else.
  if (text.startsWith('{"errors":')) {
    try {
      const body = JSON.parse(text) as { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> }
      const refusal = body.data === undefined ? refusalIn(body.errors) : null
      if (refusal) return refuse(refusal, locale)
    } catch {
      // Not JSON after all: passed on as it came.
    }
  }
  return new Response(text, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
}

/**
 * Checks the query's shape and forwards it to Payload at /api/graphql, whose validation runs the
 * rest of the guard. `dataLocale` sets the language of the answer (the public endpoint maps
 * x-language onto it); without it Payload reads ?locale=.
 */
export async function answerQuery(request: Request, checked: Extract<Checked, { ok: true }>, locale: Locale, dataLocale?: Locale): Promise<Response> {
  const parsed = parseQuery(checked.parsed.query)
  if (!parsed.ok) return refuse(parsed.refusal, locale)
  const variables = (checked.parsed.variables ?? {}) as Record<string, unknown>
  const schema = await schemaOf()
  const shape = refusalIn(validate(schema, parsed.document, shapeRules(variables)))
  if (shape) return refuse(shape, locale)
  const odd = variablesRefusal(schema, parsed.document, checked.parsed.operationName, variables)
  if (odd) return refuse(odd, locale)
  const staff = await isStaff(request)
  const url = new URL(request.url)
  url.pathname = '/api/graphql'
  if (dataLocale) {
    url.searchParams.set('locale', dataLocale)
    url.searchParams.set('fallback-locale', 'de')
  }
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  const forward = async () => refusedOrAnswered(await payloadGraphQL(new Request(url, { method: 'POST', headers, body: checked.body })), locale)
  // What an anonymous client may have running at once, and its share (src/features/security/admission.mjs).
  const gateName = gateOf(request, parsed.document, staff, isCatchUpQuery(checked.parsed.query, variables))
  if (!gateName) return forward()
  if (gateName === 'hashing') {
    // An address past its failed sign-ins is answered before it takes a hashing place.
    const refused = await loginRefusal(request)
    if (refused) return refused
  }
  const passed = await gate(gateName).run(forward, { client: clientOf(request.headers), signal: request.signal })
  return 'value' in passed ? passed.value : busyResponse(locale, passed.refused)
}

/**
 * The gate a query takes here: the hashing gate for a sign-in; none for staff, or for a query the
 * production server admitted through its gate already; the site's gate for a catch-up query of
 * the live updates, the anonymous-queries gate for any other. A query that claimed the site's gate
 * at the door (the header anyone may send) but is not the site's own takes an anonymous place too.
 */
function gateOf(request: Request, document: DocumentNode, staff: boolean, siteQuery: boolean): GateName | null {
  if (hashesPassword(document)) return 'hashing'
  if (staff) return null
  const admitted = admittedAtTheDoor(request.headers)
  if (admitted === 'siteQueries' && !siteQuery) return 'anonymousQueries'
  if (admitted) return null
  return siteQuery ? 'siteQueries' : 'anonymousQueries'
}

/** Whether a document holds a mutation that hashes a password (Payload's loginUser, resetPasswordUser …). */
function hashesPassword(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      definition.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && /^(login|resetPassword|registerFirstUser)/.test(selection.name.value)),
  )
}

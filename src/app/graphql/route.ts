/**
 * The public GraphQL endpoint (SPEC §7): POST /graphql with {operationName, variables, query}.
 * The `x-language` header chooses the language of the answer (default de). Payload's handler
 * only answers at /api/graphql and reads the language from ?locale=, so the request is forwarded
 * there with both set. Subscriptions (`Accept: text/event-stream`) are answered here as an event
 * stream (src/features/live/server.ts).
 */
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'

import { handleSubscription } from '@/features/live/server'
import { toLocale } from '@/i18n/locales'

const payloadGraphQL = GRAPHQL_POST(config)

/** Queries larger than this are refused before parsing (a real query is a few kilobytes). */
const maxBodyBytes = 100 * 1024

function graphQLError(message: string, status: number): Response {
  return Response.json({ errors: [{ message, extensions: { statusCode: status } }] }, { status })
}

export async function POST(request: Request): Promise<Response> {
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > maxBodyBytes) return graphQLError('Query too large', 413)
  const body = await request.text()
  if (Buffer.byteLength(body) > maxBodyBytes) return graphQLError('Query too large', 413)
  const type = request.headers.get('content-type') || ''
  if (!type.includes('application/json') && !type.includes('application/graphql-response+json')) {
    return graphQLError('Send the query as JSON: Content-Type: application/json', 415)
  }
  try {
    JSON.parse(body)
  } catch {
    return graphQLError('The request body is not valid JSON', 400)
  }
  if ((request.headers.get('accept') || '').includes('text/event-stream')) return handleSubscription(request, body)
  const url = new URL(request.url)
  url.pathname = '/api/graphql'
  url.searchParams.set('locale', toLocale(request.headers.get('x-language')))
  url.searchParams.set('fallback-locale', 'de')
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return payloadGraphQL(new Request(url, { method: 'POST', headers, body }))
}

export function GET(): Response {
  return graphQLError('Use POST with a JSON body {operationName, variables, query}', 405)
}

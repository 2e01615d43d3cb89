/**
 * The public GraphQL endpoint (docs/behaviour.md#graphql): POST /graphql with {operationName, variables, query}.
 * The `x-language` header chooses the language of the answer (default de). Queries go through
 * the guarded door to Payload's handler (src/features/graphql/endpoint.ts); subscriptions
 * (`Accept: text/event-stream`) are answered here as an event stream (src/features/live/server.ts).
 */
import { answerQuery, checkRequest, languageOf, refuse } from '@/features/graphql/endpoint'
import { handleSubscription } from '@/features/live/server'
import { sameOriginWrites } from '@/features/security/sameOrigin'
import { toLocale } from '@/base/locales'

// Mutations with a staff session only from the site itself (src/features/security/sameOrigin.ts).
export const POST = sameOriginWrites(async (request: Request): Promise<Response> => {
  const locale = toLocale(request.headers.get('x-language'))
  const checked = await checkRequest(request, locale)
  if (!checked.ok) return checked.response
  if ((request.headers.get('accept') || '').includes('text/event-stream')) return handleSubscription(request, checked.body)
  return answerQuery(request, checked, locale, locale)
})

export function GET(request: Request): Response {
  return refuse({ kind: 'get' }, languageOf(request))
}

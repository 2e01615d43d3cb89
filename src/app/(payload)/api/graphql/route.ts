/*
 * Payload's GraphQL endpoint under /api (the public one is /graphql): the same guarded door, so
 * it has the same body cap and query limits. The language comes from ?locale=, as Payload reads it.
 */
import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { answerQuery, checkRequest, languageOf, refuse } from '@/features/graphql/endpoint'
import { sameOriginWrites } from '@/features/security/sameOrigin'

// Mutations with a staff session only from the site itself (src/features/security/sameOrigin.ts).
export const POST = sameOriginWrites(async (request: Request): Promise<Response> => {
  const locale = languageOf(request)
  const checked = await checkRequest(request, locale)
  if (!checked.ok) return checked.response
  return answerQuery(request, checked, locale)
})

export function GET(request: Request): Response {
  return refuse({ kind: 'get' }, languageOf(request))
}

export const OPTIONS = REST_OPTIONS(config)

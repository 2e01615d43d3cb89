/*
 * Payload's REST API, as Payload generates it, behind: odd query parameters refused first
 * (src/features/security/queryShape.ts), writes with a staff session only from the site itself
 * (src/features/security/sameOrigin.ts), and the gates that bound what anonymous clients can have
 * running at once and each client's share of them (src/features/security/admission.mjs).
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { withGates } from '@/features/security/admission.mjs'
import { loginRefusal } from '@/features/security/login'
import { checkedRest } from '@/features/security/queryShape'
import { sameOriginWrites } from '@/features/security/sameOrigin'

async function signedIn(request: Request): Promise<boolean> {
  const payload = await getPayload({ config })
  return Boolean((await payload.auth({ headers: request.headers })).user)
}

/** A sign-in the per-address limit refuses is answered before it takes a hashing place. */
async function beforeHashing(request: Request): Promise<Response | null> {
  return /\/login\/?$/.test(new URL(request.url).pathname) ? loginRefusal(request) : null
}

export const GET = checkedRest(config, withGates(REST_GET(config), signedIn))
export const POST = sameOriginWrites(checkedRest(config, withGates(REST_POST(config), signedIn, beforeHashing)))
export const DELETE = sameOriginWrites(checkedRest(config, REST_DELETE(config)))
export const PATCH = sameOriginWrites(checkedRest(config, REST_PATCH(config)))
export const PUT = sameOriginWrites(checkedRest(config, REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)

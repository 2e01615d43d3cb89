/*
 * Payload's REST API, as Payload generates it, behind the gates that bound what anonymous
 * clients can have running at once (src/features/security/admission.mjs).
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { withGates } from '@/features/security/admission.mjs'

async function signedIn(request: Request): Promise<boolean> {
  const payload = await getPayload({ config })
  return Boolean((await payload.auth({ headers: request.headers })).user)
}

export const GET = withGates(REST_GET(config), signedIn)
export const POST = withGates(REST_POST(config), signedIn)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)

/* Payload's REST API, as Payload generates it; writes with a staff session only from the site itself (src/features/security/sameOrigin.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { sameOriginWrites } from '@/features/security/sameOrigin'

export const GET = REST_GET(config)
export const POST = sameOriginWrites(REST_POST(config))
export const DELETE = sameOriginWrites(REST_DELETE(config))
export const PATCH = sameOriginWrites(REST_PATCH(config))
export const PUT = sameOriginWrites(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

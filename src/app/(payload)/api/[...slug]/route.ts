/* Payload's REST API, as Payload generates it; writes with a staff session only from the site itself (src/features/security/sameOrigin.ts), and odd query parameters refused first (src/features/security/queryShape.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { checkedRest } from '@/features/security/queryShape'
import { sameOriginWrites } from '@/features/security/sameOrigin'

export const GET = checkedRest(config, REST_GET(config))
export const POST = sameOriginWrites(checkedRest(config, REST_POST(config)))
export const DELETE = sameOriginWrites(checkedRest(config, REST_DELETE(config)))
export const PATCH = sameOriginWrites(checkedRest(config, REST_PATCH(config)))
export const PUT = sameOriginWrites(checkedRest(config, REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)

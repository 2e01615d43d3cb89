import { cache } from 'react'

import type { Payload } from 'payload'

/**
 * The Payload instance for server components and loaders. The config is imported lazily so
 * that loaders can be used from the config's own GraphQL resolvers without an import cycle.
 */
export const getPayloadClient = cache(async (): Promise<Payload> => {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config })
})

import { cache } from 'react'

import type { Payload, SanitizedConfig } from 'payload'

/**
 * The Payload config, as src/payload.config.ts composes it from the CMS and the features. It is
 * imported lazily, through Payload's own `@payload-config` alias: the one import from a lower floor
 * to the top (.dependency-cruiser.cjs), so that loaders can be used from the config's own hooks and
 * GraphQL resolvers without an import cycle.
 */
export function payloadConfig(): Promise<SanitizedConfig> {
  return import('@payload-config').then((module) => module.default)
}

/** The Payload instance for server components, loaders and server actions. */
export const getPayloadClient = cache(async (): Promise<Payload> => {
  const [{ getPayload }, config] = await Promise.all([import('payload'), payloadConfig()])
  return getPayload({ config })
})

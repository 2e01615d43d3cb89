import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import { redirectKey } from '@/cms/redirectSource'

export type RedirectRule = { to: string; permanent: boolean; external: boolean }

/**
 * The redirect editors set for a path (docs/behaviour.md#editor-redirects: "server lookup of route rules by path"),
 * looked up when no page answers it. Paths are stored without the /en prefix.
 */
export const findRedirect = cache(async (path: string): Promise<RedirectRule | null> => {
  const payload = await getPayloadClient()
  const normalized = redirectKey(path)
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: normalized } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    pagination: false,
  })
  const rule = docs[0]
  if (!rule) return null
  return { to: rule.to, permanent: rule.permanent !== false, external: /^https?:\/\//.test(rule.to) }
})

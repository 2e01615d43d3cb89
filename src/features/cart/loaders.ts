import type { Payload } from 'payload'

import type { Artwork } from '@/cms/payload-types'
import { getPayloadClient } from '@/cms/client'
import { defaultLocale, type Locale } from '@/base/locales'

/**
 * The cart's works as an anonymous visitor sees them, in the cart's order. Ids of works that are
 * unpublished or deleted are returned apart, so the page can say so and drop them.
 */
export async function getCartArtworks(locale: Locale, ids: readonly number[]): Promise<{ works: Artwork[]; missing: number[] }> {
  if (ids.length === 0) return { works: [], missing: [] }
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'artworks',
    where: { id: { in: [...ids] } },
    locale,
    fallbackLocale: defaultLocale,
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
  })
  const byId = new Map(result.docs.map((doc) => [doc.id, doc as Artwork]))
  return { works: ids.flatMap((id) => byId.get(id) ?? []), missing: ids.filter((id) => !byId.has(id)) }
}

/** The ids among these that still name a published artwork (to drop the others when the cart is written). */
export async function publishedArtworkIds(payload: Payload, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const result = await payload.find({
    collection: 'artworks',
    where: { id: { in: [...ids] } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  return new Set(result.docs.map((doc) => Number(doc.id)))
}

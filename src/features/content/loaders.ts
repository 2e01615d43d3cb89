import { cache } from 'react'

import type { CollectionSlug, Where } from 'payload'

import { getPayloadClient } from '@/cms/client'
import { findBySlug } from '@/cms/findBySlug'
import { defaultLocale, type Locale } from '@/i18n/locales'

type ListOptions = { sort?: string; limit?: number; where?: Where; depth?: number }

/**
 * Published documents of one collection in one language, as an anonymous visitor sees them.
 * Every feature's list loader goes through here, so access rules and fallbacks stay alike.
 */
export const listPublished = cache(
  async <T,>(collection: CollectionSlug, locale: Locale, { sort, limit = 100, where, depth = 1 }: ListOptions = {}): Promise<T[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection,
      locale,
      fallbackLocale: defaultLocale,
      sort,
      limit,
      where,
      depth,
      overrideAccess: false,
      pagination: false,
    })
    return result.docs as T[]
  },
)

/** One published document by its slug in a language (German slugs are understood in English too). */
export const getPublishedBySlug = cache(
  async <T,>(collection: CollectionSlug, locale: Locale, slug: string, depth = 2): Promise<T | null> => {
    const payload = await getPayloadClient()
    return findBySlug<T>(payload, collection, slug, locale, { depth })
  },
)

/**
 * A document's slug in every language, for hreflang alternates and the language switch;
 * a language without its own slug uses the German one, as the site does.
 */
export const getSlugs = cache(async (collection: CollectionSlug, id: number | string): Promise<Record<Locale, string>> => {
  const payload = await getPayloadClient()
  const doc = (await payload.findByID({ collection, id, locale: 'all', depth: 0, overrideAccess: false, select: { slug: true } as never })) as {
    slug?: string | Partial<Record<Locale, string>>
  }
  const slug = doc.slug
  if (typeof slug === 'string') return { de: slug, en: slug }
  const german = slug?.de ?? ''
  return { de: german, en: slug?.en || german }
})

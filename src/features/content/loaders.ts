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

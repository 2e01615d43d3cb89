import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { CollectionSlug, Where } from 'payload'

import { getPayloadClient } from '@/cms/client'
import type { Page } from '@/cms/payload-types'
import { findBySlug } from '@/cms/findBySlug'
import { collectionTag, documentTag, filterTags, reachableTags, readTags } from '@/cms/tags'
import { tagRender } from '@/features/cache/tags'
import { isDraftMode, withLiveValues } from '@/features/preview/draft'
import { defaultLocale, type Locale } from '@/base/locales'

type ListOptions = { sort?: string; limit?: number; where?: Where; depth?: number }

/**
 * Published documents of one collection in one language, as an anonymous visitor sees them.
 * Every feature's list loader goes through here, so access rules and fallbacks stay alike. The
 * render is tagged (src/cms/tags.ts) with the collection, or with what a relation filter names
 * (the works of one artist), and with everything the documents populate.
 */
export const listPublished = cache(async <T>(collection: CollectionSlug, locale: Locale, { sort, limit = 100, where, depth = 1 }: ListOptions = {}): Promise<T[]> => {
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
  const docs = result.docs as unknown as Array<Record<string, unknown>>
  const by = filterTags(payload, collection, where)
  await tagRender([...(by ?? [collectionTag(collection)]), ...readTags(payload, collection, docs, { list: true }).filter((tag) => tag !== collectionTag(collection))])
  return docs as T[]
})

/**
 * One published document by its slug in a language (German slugs are understood in English too).
 * In draft mode (the staff's preview, src/features/preview) it is the newest draft instead, with
 * the values the editor is typing in the live preview. The render is tagged with the document and
 * what it populates; a slug that finds nothing, with the collection (a publish may make it exist).
 */
export const getPublishedBySlug = cache(async <T>(collection: CollectionSlug, locale: Locale, slug: string, depth = 2): Promise<T | null> => {
  const payload = await getPayloadClient()
  if (!(await isDraftMode())) {
    const doc = await findBySlug<T>(payload, collection, slug, locale, { depth })
    await tagRender(doc ? readTags(payload, collection, [doc as Record<string, unknown>]) : [collectionTag(collection)])
    return doc
  }
  const draft = await findBySlug<T>(payload, collection, slug, locale, { depth, draft: true, overrideAccess: true })
  return draft && withLiveValues(collection, locale, draft)
})

/**
 * The editors' page of a fixed route (/search, /contact, /sitemap …) for its metadata and body
 * (one read serves both). Outside draft mode it is kept in Next's data cache: the per-request
 * search page would otherwise read it, at depth 3, every time. Its tags are needed before it is
 * read, so they are those of every collection a page can show (its rich text: any).
 */
export const getFixedPage = cache(async (locale: Locale, slug: string): Promise<Page | null> => {
  if (await isDraftMode()) return getPublishedBySlug<Page>('pages', locale, slug, 3)
  const payload = await getPayloadClient()
  const read = unstable_cache(async () => findBySlug<Page>(payload, 'pages', slug, locale, { depth: 3 }), ['fixed-page', locale, slug], {
    tags: reachableTags(payload, 'pages', 3),
    revalidate: 600,
  })
  return read()
})

/**
 * A document's slug in every language, for hreflang alternates and the language switch;
 * a language without its own slug uses the German one, as the site does.
 */
export const getSlugs = cache(async (collection: CollectionSlug, id: number | string): Promise<Record<Locale, string>> => {
  const payload = await getPayloadClient()
  // A draft previewed before its first publication has its slugs in its versions only.
  const draft = await isDraftMode()
  const doc = (await payload.findByID({ collection, id, locale: 'all', depth: 0, draft, overrideAccess: draft, select: { slug: true } as never })) as {
    slug?: string | Partial<Record<Locale, string>>
  }
  const slug = doc.slug
  const german = typeof slug === 'string' ? slug : (slug?.de ?? '')
  const slugs = { de: german, en: (typeof slug === 'string' ? slug : slug?.en) || german }
  if (!draft) await tagRender([documentTag(collection, id)])
  return slugs
})

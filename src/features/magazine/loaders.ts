import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import { relationIds } from '@/cms/relations'
import type { Magazine, Media, Tag } from '@/cms/payload-types'
import { plainText } from '@/features/seo/structuredData'
import { defaultLocale, type Locale } from '@/i18n/locales'

import { newestFirst, type ArticleSummary, type MagazineTag } from './listing'
import { readingMinutes } from './readingTime'

/** The cover as a teaser draws it: only what the image element needs. */
export type CoverImage = Pick<Media, 'id' | 'filename' | 'width' | 'height' | 'alt'>
export type ArticleTeaser = ArticleSummary & { cover: CoverImage | null }

/** Every published article of a language, newest first, and the tags of that language. */
export type MagazineIndex = { articles: ArticleTeaser[]; tags: MagazineTag[] }

/**
 * Reads the whole magazine of a language as an anonymous visitor sees it (published only). It is
 * small (dozens of articles), so the list pages, tag counts and related articles are cut from
 * this one read instead of a query each. The body is read only to time it and then dropped.
 */
async function readMagazineIndex(locale: Locale): Promise<MagazineIndex> {
  const payload = await getPayloadClient()
  const [articles, tags] = await Promise.all([
    payload.find({
      collection: 'magazine',
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      pagination: false,
      depth: 1,
      sort: '-publishDate',
      select: { title: true, slug: true, teaser: true, author: true, publishDate: true, cover: true, tags: true, body: true },
      populate: { media: { filename: true, width: true, height: true, alt: true }, tags: { slug: true } },
    }),
    payload.find({
      collection: 'tags',
      locale,
      fallbackLocale: defaultLocale,
      overrideAccess: false,
      pagination: false,
      depth: 0,
      sort: ['order', 'name'],
      select: { name: true, slug: true },
    }),
  ])
  const summaries = (articles.docs as Magazine[]).map((doc): ArticleTeaser => {
    const cover = doc.cover && typeof doc.cover === 'object' ? doc.cover : null
    return {
      id: doc.id,
      slug: doc.slug,
      title: doc.title,
      teaser: doc.teaser ?? null,
      author: doc.author?.trim() || null,
      publishDate: doc.publishDate,
      tags: relationIds(doc.tags).filter((id): id is number => typeof id === 'number'),
      readingMinutes: readingMinutes(plainText(doc.body)),
      cover: cover ? { id: cover.id, filename: cover.filename, width: cover.width, height: cover.height, alt: cover.alt } : null,
    }
  })
  return {
    articles: newestFirst(summaries),
    tags: (tags.docs as Tag[]).map((tag) => ({ id: tag.id, slug: tag.slug, name: tag.name })),
  }
}

/**
 * The index for the magazine list, which reads its query string and so renders per request:
 * kept in Next's data cache so the list costs no database read. Read while rendering
 * /{locale}/magazine, the entry carries that path's implicit tag, so the `revalidatePath` the
 * collection's hooks call on publish, unpublish or delete (`paths` in src/cms/collections/editorial.ts)
 * drops it at once; 600 s is the same safety net the cached pages have.
 */
export const getMagazineListIndex = cache(unstable_cache(readMagazineIndex, ['magazine-list-index'], { revalidate: 600 }))

/**
 * The index for pages that are themselves cached (article pages): read fresh when the page is
 * rendered, since a data-cache entry would be dropped only by revalidating the list's path.
 */
export const getMagazineIndex = cache(readMagazineIndex)

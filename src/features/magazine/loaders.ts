import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import { relationIds } from '@/cms/relations'
import { collectionTag } from '@/cms/tags'
import { tagRender } from '@/features/cache/tags'
import type { Magazine, Media, Tag } from '@/cms/payload-types'
import { plainText } from '@/features/seo/structuredData'
import { defaultLocale, type Locale } from '@/base/locales'

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

/** The index's tags: the articles, their tags and their covers. */
const magazineTags = ['magazine', 'tags', 'media'].map(collectionTag)

/**
 * The index for the magazine list, which reads its query string and so renders per request:
 * kept in Next's data cache so the list costs no database read, under the tags of what it is read
 * from (a publish, unpublish or delete of an article drops it); 600 s as the cached pages.
 */
export const getMagazineListIndex = cache(unstable_cache(readMagazineIndex, ['magazine-list-index'], { tags: magazineTags, revalidate: 600 }))

/** The index for pages that are themselves cached (article pages): read when the page is rendered, which it tags. */
export const getMagazineIndex = cache(async (locale: Locale): Promise<MagazineIndex> => {
  await tagRender(magazineTags)
  return readMagazineIndex(locale)
})

import type { Metadata } from 'next'

import type { Magazine } from '@/cms/payload-types'
import { getPublishedBySlug, getSlugs } from '@/features/content/loaders'
import { populated } from '@/features/content/shared'
import { withOpenGraph } from '@/features/site/metadata'
import { variantUrl } from '@/base/mediaVariants'
import { pageAlternates } from '@/features/routing/table'
import type { Locale } from '@/base/locales'

/**
 * An article's title, teaser as description, canonical URL and hreflang by its slug in each
 * language, and Open Graph as an article with its cover, date and author.
 */
export async function articleMetadata(locale: Locale, slug: string): Promise<Metadata> {
  // Depth 2 as the page reads it, so both share one request-cached read.
  const article = await getPublishedBySlug<Magazine>('magazine', locale, slug, 2)
  if (!article) return {}
  const slugs = await getSlugs('magazine', article.id)
  const cover = populated(article.cover)
  const image = cover?.filename ? { url: variantUrl(cover.filename, 1366, 'jpg'), width: Math.min(1366, cover.width ?? 1366), alt: cover.alt ?? article.title } : undefined
  const metadata = await withOpenGraph(
    locale,
    {
      title: article.title,
      description: article.teaser ?? undefined,
      alternates: await pageAlternates(`/magazine/${slugs[locale]}`, locale, { de: `/magazine/${slugs.de}`, en: `/magazine/${slugs.en}` }),
    },
    image,
  )
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: article.publishDate,
      modifiedTime: article.updatedAt,
      authors: article.author ? [article.author] : undefined,
    },
  }
}

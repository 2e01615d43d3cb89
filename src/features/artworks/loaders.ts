import { cache } from 'react'

import { getPayloadClient } from '@/cms/client'
import type { Artwork } from '@/cms/payload-types'
import { defaultLocale, type Locale } from '@/i18n/locales'

/** The newest published artworks with their artist and images, in one language. */
export const getNewestArtworks = cache(async (locale: Locale, limit = 24): Promise<Artwork[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'artworks',
    locale,
    fallbackLocale: defaultLocale,
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    limit,
    depth: 1,
    overrideAccess: false,
    select: {
      title: true,
      slug: true,
      artist: true,
      year: true,
      images: true,
      price: true,
      priceOnRequest: true,
      sold: true,
      leasingDisabled: true,
      publishedAt: true,
    },
    populate: {
      artists: { name: true, slug: true },
      media: { filename: true, width: true, height: true, alt: true, copyrightText: true },
    },
  })
  return result.docs as Artwork[]
})

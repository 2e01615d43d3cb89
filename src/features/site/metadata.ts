import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { isLocale, localeIso, locales, type Locale } from '@/base/locales'

/** Open Graph locale tags: de_DE, en_US. */
const ogLocale = (locale: Locale) => localeIso[locale].replace('-', '_')

/**
 * Completes a page's metadata with a description (the gallery's tagline when the page has none)
 * and Open Graph tags built from its title, description and canonical URL, so every page shares
 * well on social networks in its own language.
 */
export async function withOpenGraph(locale: Locale, metadata: Metadata, image?: { url: string; width?: number; height?: number; alt?: string }): Promise<Metadata> {
  // Requests like /favicon.ico reach the [locale] segment too; the layout answers them 404.
  if (!isLocale(locale)) return metadata
  const t = await getTranslations({ locale, namespace: 'site' })
  const siteName = t('name')
  const title = typeof metadata.title === 'string' && metadata.title ? `${metadata.title} · ${siteName}` : siteName
  const description = typeof metadata.description === 'string' && metadata.description ? metadata.description : t('tagline')
  const canonical = metadata.alternates?.canonical
  return {
    ...metadata,
    description,
    openGraph: {
      type: 'website',
      siteName,
      title,
      description,
      url: typeof canonical === 'string' ? canonical : undefined,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale).map(ogLocale),
      images: image ? [image] : undefined,
    },
  }
}

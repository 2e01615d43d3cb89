import type { Metadata } from 'next'

import { defaultLocale, locales, type Locale } from '../base/locales'

/** A path in each language, without the locale prefix: { de: '/artworks/abendrot', en: '/artworks/sunset' }. */
export type PathsByLocale = Record<Locale, string>

/** The URL of a path in a language: German without prefix, English under /en (as-needed). */
export function localizedUrl(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The same path in every language (list pages, fixed routes). */
export function samePath(path: string): PathsByLocale {
  return Object.fromEntries(locales.map((l) => [l, path])) as PathsByLocale
}

/**
 * Canonical URL and hreflang alternates (de, en, x-default → German) for a page in a language;
 * the English page of a translated document points to its translated slug.
 */
export function alternates(paths: PathsByLocale, locale: Locale): NonNullable<Metadata['alternates']> {
  return {
    canonical: localizedUrl(paths[locale], locale),
    languages: {
      de: localizedUrl(paths.de, 'de'),
      en: localizedUrl(paths.en, 'en'),
      'x-default': localizedUrl(paths.de, 'de'),
    },
  }
}

/**
 * The HTTP `Link` header naming a page's language versions (RFC 8288), the same hreflang set as
 * the head's alternates, with the site's public origin.
 */
export function linkHeader(paths: PathsByLocale, origin: string): string {
  const base = origin.replace(/\/$/, '')
  const { languages = {} } = alternates(paths, defaultLocale)
  return Object.entries(languages)
    .map(([hreflang, path]) => `<${base}${String(path)}>; rel="alternate"; hreflang="${hreflang}"`)
    .join(', ')
}

/**
 * Paths in both languages (`localePrefix: 'as-needed'`: German has no prefix, English lives under
 * /en) and the crawler test. The locale choice itself (docs/behaviour.md#locale-choice) is
 * next-intl's, in src/proxy.ts; tests/e2e/redirects-locale.e2e.test.ts covers it over HTTP.
 */
import { defaultLocale, isLocale, type Locale } from '../base/locales'

// The one crawler test of the app (the production server's page cache uses it too).
import { botPattern, isBot } from '../base/bots.mjs'

export { botPattern, isBot }

/** Splits a locale prefix off a path: "/en/crew" → en + "/crew", "/crew" → null + "/crew". */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; path: string } {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path)
  if (match && isLocale(match[1])) return { prefix: match[1], path: match[2] || '/' }
  return { prefix: null, path }
}

/** The same page in another locale: "/crew" ↔ "/en/crew", "/" ↔ "/en". */
export function localizedPath(pathname: string, locale: Locale): string {
  const { path } = splitLocalePrefix(pathname)
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

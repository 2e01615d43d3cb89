/**
 * The locale choice of docs/behaviour.md#locale-choice: route prefix, then the stored cookie, then the browser language,
 * then German. URLs follow `localePrefix: 'as-needed'`: German has no prefix, English lives under
 * /en. So a visitor who prefers English and opens a German URL is sent to its /en twin.
 */
import { defaultLocale, isLocale, type Locale } from '../base/locales'

export type LocaleSource = 'prefix' | 'cookie' | 'header' | 'default'

export type LocaleChoice = { locale: Locale; source: LocaleSource; redirectTo?: string }

export type LocaleRequest = {
  /** Path only, without query string or hash. */
  pathname: string
  /** Value of the `i18n_redirected` cookie, if any. */
  cookie?: string | null
  acceptLanguage?: string | null
  userAgent?: string | null
}

// The one crawler test of the app (the production server's page cache uses it too).
import { botPattern, isBot } from '../base/bots.mjs'

export { botPattern, isBot }

/** A tag or cookie value reduced to one of our locales by its primary subtag ("en-GB" → "en"), else null. */
function supportedLocale(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : null
}

/**
 * The visitor's preferred locale among ours, by q-value ("fr,en;q=0.5" → "en"). Returns null when
 * nothing of ours is asked for, or when a wildcard outranks every tag of ours: any language will do,
 * so the default applies. Entries with q=0 or a malformed q are refused, as RFC 9110 says.
 */
export function parseAcceptLanguage(header: string | null | undefined): Locale | null {
  const entries = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim())
      const qParam = params.find((p) => /^q\s*=/i.test(p))
      const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/i, ''))
      return { tag, q, index }
    })
    .filter(({ tag, q }) => tag !== '' && Number.isFinite(q) && q > 0 && q <= 1)
    // Highest q first; at equal q a named language beats the wildcard, then header order.
    .sort((a, b) => b.q - a.q || Number(a.tag === '*') - Number(b.tag === '*') || a.index - b.index)

  for (const { tag } of entries) {
    if (tag === '*') return null
    const locale = supportedLocale(tag)
    if (locale) return locale
  }
  return null
}

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

/** Decides the locale of a request and whether the visitor belongs on the other language's URL. */
export function chooseLocale({ pathname, cookie, acceptLanguage, userAgent }: LocaleRequest): LocaleChoice {
  const { prefix, path } = splitLocalePrefix(pathname)
  if (prefix) {
    // "/de/…" is not a URL of ours under 'as-needed': send it to the unprefixed German one.
    if (prefix === defaultLocale) return { locale: prefix, source: 'prefix', redirectTo: path }
    return { locale: prefix, source: 'prefix' }
  }

  // An unprefixed URL is the German page. Crawlers get exactly that, never a redirect.
  if (isBot(userAgent)) return { locale: defaultLocale, source: 'default' }

  const stored = cookie ? supportedLocale(cookie) : null
  const preferred = stored ? null : parseAcceptLanguage(acceptLanguage)
  const choice: LocaleChoice = stored ? { locale: stored, source: 'cookie' } : preferred ? { locale: preferred, source: 'header' } : { locale: defaultLocale, source: 'default' }

  if (choice.locale === defaultLocale) return choice
  return { ...choice, redirectTo: localizedPath(path, choice.locale) }
}

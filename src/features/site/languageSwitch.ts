/** The language switch's target and cookies (docs/behaviour.md#language-switch). */
import { localizedPath } from '@/i18n/chooseLocale'
import { localeCookieMaxAge, localeCookieName, type Locale } from '@/base/locales'

/** Written on every switch, as docs/behaviour.md#language-switch names it. */
export const switchCookieName = 'cookie_control_locale'

/**
 * Where the switch leads: the page's hreflang alternate for the other language (its translated
 * URL), kept on the current origin; without one, the same path with the prefix swapped.
 */
export function switchTarget(alternateHref: string | null | undefined, pathname: string, locale: Locale, origin: string): string {
  if (alternateHref) {
    try {
      const url = new URL(alternateHref, origin)
      return `${url.pathname}${url.search}${url.hash}`
    } catch {
      // A malformed alternate falls through to the swapped prefix.
    }
  }
  return localizedPath(pathname, locale)
}

/**
 * The cookies a switch writes: cookie_control_locale as the spec says, and the routing cookie
 * (i18n_redirected) the proxy reads, or a stored English choice would send "/" straight back to /en.
 */
export function switchCookies(locale: Locale): string[] {
  const attributes = `Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`
  return [`${switchCookieName}=${locale}; ${attributes}`, `${localeCookieName}=${locale}; ${attributes}`]
}

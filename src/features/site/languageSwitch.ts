/** The language switch's target and cookies (docs/behaviour.md#language-switch). */
import { ownQuery, searchParamsOf } from '@/features/routing/listAddress'
import { localizedPath, splitLocalePrefix } from '@/i18n/chooseLocale'
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

/** The other language's page with the page's own query (listAddress ownQuery) in place of its canonical one. */
export function switchHref(target: string, query: string): string {
  const at = target.indexOf('?')
  return `${at < 0 ? target : target.slice(0, at)}${query}`
}

/**
 * Where the switch leads in the browser: the head's hreflang alternate, with the query the page
 * reads from the address bar (the explorer's filters as they are now), as the server links it.
 */
export function currentSwitchTarget(alternateHref: string, location: { pathname: string; search: string; origin: string }, to: Locale): string {
  const target = switchTarget(alternateHref, location.pathname, to, location.origin)
  return switchHref(target, ownQuery(splitLocalePrefix(location.pathname).path, searchParamsOf(new URLSearchParams(location.search))))
}

/**
 * The cookies a switch writes: cookie_control_locale as the spec says, and the routing cookie
 * (i18n_redirected) the proxy reads, or a stored English choice would send "/" straight back to /en.
 */
export function switchCookies(locale: Locale): string[] {
  const attributes = `Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`
  return [`${switchCookieName}=${locale}; ${attributes}`, `${localeCookieName}=${locale}; ${attributes}`]
}

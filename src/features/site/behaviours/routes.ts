/** Which paths get which client behaviour (docs/behaviour.md#navigating-the-site). Paths may carry the /en prefix; German has none. */

const localePrefix = /^\/en(?=\/|$)/

/** The path without its /en prefix ("/en" → "/", "/en/artists" → "/artists"). */
export function withoutLocale(pathname: string): string {
  const bare = pathname.replace(localePrefix, '')
  return bare === '' ? '/' : bare
}

/** The locale prefix of a path: "/en" for English, "" for German. */
export function localePrefixOf(pathname: string): '' | '/en' {
  return localePrefix.test(pathname) ? '/en' : ''
}

/** Magazine paths force a full page load (docs/behaviour.md#magazine-full-load); /magazin redirects there, so it counts too. */
export function isMagazinePath(pathname: string): boolean {
  return /^\/magazine?(\/|$)/.test(withoutLocale(pathname))
}

/** The artwork detail page, which scrolls to the top on entry. */
export function isArtworkDetailPath(pathname: string): boolean {
  return /^\/artworks\/[^/]+\/?$/.test(withoutLocale(pathname))
}

/** The artists list, which scrolls smoothly. */
export function isArtistsPath(pathname: string): boolean {
  return /^\/artists\/?$/.test(withoutLocale(pathname))
}

// Which request is a visitor following the language switch (docs/behaviour.md#language-switch: the switch writes
// cookie_control_locale with the chosen language). Plain JavaScript: the locale proxy
// (src/proxy.ts) writes the cookies by it, and the production server's page cache
// (src/server/frontCache.mjs) sends such a request on to it instead of answering from a copy.
// Read from the request itself, so the switch stays a plain link to the page in the other
// language (cacheable, followed by crawlers, working without JavaScript and in a new tab): a
// page load that leaves a page of one language for a page of the other is a choice of that
// language, and the switch is the site's own such link.

import { isSystemPath } from '../base/systemPaths.mjs'

const localeOfPath = (pathname) => (/^\/en(?:\/|$)/.test(pathname) ? 'en' : 'de')

/**
 * The language chosen by a page load that came from this site's page in the other language, or
 * null. `headers`: the request's Host, Referer, Sec-Fetch-Site and Sec-Fetch-Dest (lower-case
 * names; absent Fetch Metadata, from older browsers, does not count against it).
 */
export function switchedLocale(method, url, headers) {
  if (method !== 'GET' && method !== 'HEAD') return null
  const dest = headers['sec-fetch-dest']
  const site = headers['sec-fetch-site']
  if ((dest !== undefined && dest !== null && dest !== 'document') || (site !== undefined && site !== null && site !== 'same-origin')) return null
  const pathname = String(url || '/').split('?')[0]
  // Most page loads name no referrer (a typed address, a bookmark, a crawler): no URL to parse then.
  if (isSystemPath(pathname) || !headers.referer || !headers.host) return null
  let referrer
  try {
    referrer = new URL(String(headers.referer))
  } catch {
    return null
  }
  if (referrer.host !== headers.host || isSystemPath(referrer.pathname)) return null
  const locale = localeOfPath(pathname)
  return localeOfPath(referrer.pathname) === locale ? null : locale
}

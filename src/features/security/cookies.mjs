// The one reader of a Cookie header (or a `document.cookie` string), on the server and in the
// browser, built on the `cookie` package: names matched exactly, the first of two equal names
// wins, values percent-decoded (left as sent when that fails). Plain JavaScript, so the production
// server (src/server/) uses it too. The two inline scripts that run before any bundle (the theme's
// and the consent banner's, src/features/site/theme.ts and src/features/consent/consentScript.ts)
// cannot import it and keep their few characters of their own.
import { parseCookie } from 'cookie'

/** Every cookie of the header by name. */
export function readCookies(header) {
  return parseCookie(String(header ?? ''))
}

/** One cookie's value, or null when the header has none of that name. */
export function readCookie(header, name) {
  return readCookies(header)[name] ?? null
}

/** Whether the header has any of these cookies. */
export function hasCookie(header, ...names) {
  const cookies = readCookies(header)
  return names.some((name) => cookies[name] !== undefined)
}

/** The names of the header's cookies. */
export function cookieNames(header) {
  return Object.keys(readCookies(header))
}

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

/**
 * The cookies a page's answer reads beyond its address: the locale proxy's choice, the consent
 * (read by the page's own scripts; the policy no longer follows it), a staff session and draft mode
 * (drafts). A Cookie header that names one of them ambiguously is never cached.
 */
export const pageDecisionCookies = ['i18n_redirected', 'cookie_control_enabled_cookies', 'payload-token', '__prerender_bypass', '__next_preview_data']

/**
 * A Cookie header every reader reads alike (issue 46 point 8): nothing but `name=value` pairs
 * joined by "; ", names of token characters, values of cookie-octets (RFC 6265 4.1.1: no spaces,
 * quotes, commas, semicolons or backslashes), or no header at all. deploy/nginx.conf holds these
 * three patterns verbatim (scripts/nginxConfig.test.ts compares them).
 */
export const plainCookieHeader = /^(?:[\x21\x23-\x27\x2A\x2B\x2D\x2E\x30-\x39\x41-\x5A\x5E-\x7A\x7C\x7E]+=[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*(?:; (?=.)|$))*$/
/** A name given twice: this reader takes the first, Next's the last. */
export const repeatedCookie = /(?:^|; )([^=;]+)=(?:[^;]*; )*\1=/
/** A percent-encoded value of a deciding cookie: this reader decodes it, nginx's does not. */
export const encodedDecisionCookie = /(?:^|; )(?:i18n_redirected|cookie_control_enabled_cookies|payload-token|__prerender_bypass|__next_preview_data)=[^;]*%/

/**
 * Whether readers of this header could disagree on what it says: odd spacing or separators (a
 * space before `=`, `,` between pairs), a name twice, an encoded deciding value. Such a request is
 * answered, but never from a cache or into one: whoever shares its key may have meant otherwise.
 */
export function ambiguousCookies(header) {
  const text = header === undefined || header === null ? '' : String(header)
  return !plainCookieHeader.test(text) || repeatedCookie.test(text) || encodedDecisionCookie.test(text)
}

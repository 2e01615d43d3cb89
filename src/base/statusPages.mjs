// The answers given before any page renders — by the server (a refused method, a target that is no
// path, a form too large or sent from another site, an over-long address, a service that does not
// answer) or by the locale proxy (a form it cannot read) — each get a page of the site in the
// address's language, rendered by Next at a fixed address of its own (/status/<kind>,
// /en/status/<kind>; src/app/(site)/[locale]/(error)/status-page) and kept by the server
// (src/server/errorPages.mjs), as the 404 and 500 pages are. Plain JavaScript for the server; types
// in ./statusPages.d.mts.

/** Each kind of answer with its status. */
export const statusPageKinds = Object.freeze({ 400: 400, origin: 400, form: 400, 405: 405, 413: 413, 414: 414, 503: 503 })

/** Whether a path segment names a kind of status page. */
export function isStatusPageKind(kind) {
  return Object.hasOwn(statusPageKinds, kind)
}

/** The status a kind of page is answered with. */
export function statusOfKind(kind) {
  return statusPageKinds[kind]
}

/** The page's own address in a language, the one it is rendered from. */
export function statusPageAddress(kind, locale) {
  return `${locale === 'en' ? '/en' : ''}/status/${kind}`
}

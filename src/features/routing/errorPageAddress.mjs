// The one address each error page is rendered from: /404 and /500, /en/404 and /en/500. Next
// writes the address a page was rendered for into the page (its RSC payload: the path as `"c"`,
// the query as `"q"`) and keeps that render for everyone, so a copy of the not-found page rendered
// for /exhibitions/gibt-es-nicht?x=1 would carry that address into every later 404 (issue 29).
// Every other address answered by an error page gets the production server's copy of the page at
// this address (src/server/errorPages.mjs). Plain JavaScript for that server; types in
// ./errorPageAddress.d.mts.

/** The error page's own address for a status (404, 500) and a language. */
export function errorPageAddress(status, locale) {
  return `${locale === 'en' ? '/en' : ''}/${status}`
}

/** Whether a request (path and query string) is the error page's own address, to be rendered as it is. */
export function isErrorPageAddress(pathname, search, status, locale) {
  return search === '' && pathname === errorPageAddress(status, locale)
}

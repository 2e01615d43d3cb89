import { localizedUrl } from '../../i18n/alternates'
import type { Locale } from '../../base/locales'

export type ErrorStatus = 404 | 500

/**
 * The one address each error page is rendered from: /404 and /500, /en/404 and /en/500. Next
 * writes the address a page was rendered for into the page (its RSC payload: the path as `"c"`,
 * the query as `"q"`) and keeps that render for everyone, so a copy of the not-found page rendered
 * for /exhibitions/gibt-es-nicht?x=1 would carry that address into every later 404 (issue 29).
 * Every other address answered by an error page gets a copy of the page at this address.
 */
export function errorPageAddress(status: ErrorStatus, locale: Locale): string {
  return localizedUrl(`/${status}`, locale)
}

/** Whether a request (path and query string) is the error page's own address, to be rendered as it is. */
export function isErrorPageAddress(pathname: string, search: string, status: ErrorStatus, locale: Locale): boolean {
  return search === '' && pathname === errorPageAddress(status, locale)
}

/**
 * The magazine list's pages and tags behind one cached route. Visitors and crawlers see
 * `/magazine?tag=…&page=…`; the locale proxy rewrites such an address to
 * `/{locale}/magazine-archive/{tag}/{page}` (a `-` for a missing value), whose pages Next renders
 * once and keeps. Pure functions: safe for the proxy.
 */
import type { SearchParams } from './magazineQuery'

export const archiveRoute = '/magazine-archive'
const missing = '-'

/** The internal path of a list address, or null when the address has neither a tag nor a page. */
export function archivePath(locale: string, search: URLSearchParams): string | null {
  if (!search.has('tag') && !search.has('page')) return null
  const segment = (value: string | null) => encodeURIComponent(value || missing)
  return `/${locale}${archiveRoute}/${segment(search.get('tag'))}/${segment(search.get('page'))}`
}

/** The list query of the internal route's segments (validated later like any query string). */
export function archiveQuery(tag: string, page: string): SearchParams {
  const value = (segment: string) => {
    const decoded = decodeURIComponent(segment)
    return decoded === missing ? undefined : decoded
  }
  return { tag: value(tag), page: value(page) }
}

/**
 * The canonical address of a list page that takes a query string (the magazine's tags and pages,
 * the explorer's sorting and pages), from the public address or from the internal route the locale
 * proxy rewrites it to. The head, the `Link` header and the language switch name a list page by it,
 * so they agree with one another. Pure: safe for the proxy.
 */
import { explorerHref, parseExplorerQuery, type SearchParams } from './explorerQuery'
import { archiveQuery, archiveRoute } from './magazineArchive'
import { magazineHref, parseMagazineQuery } from './magazineQuery'
import { readsOwnQuery } from './queryFree.mjs'
import { parseSearchQuery, searchHref } from '../search/query'

export type { SearchParams }

/** A URLSearchParams as the pages' search params (repeated keys become lists). */
export function searchParamsOf(search: URLSearchParams): SearchParams {
  const params: SearchParams = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    params[key] = values.length > 1 ? values : values[0]
  }
  return params
}

/**
 * The address (path without locale prefix, with its canonical query) of the page at `path` with
 * `params`; null for a list query no page answers. Other pages ignore their query string: their
 * address is the path. Explorer filters are views of the list, not pages: its canonical address
 * keeps only the sorting and the page (as its head always said).
 */
export function canonicalAddress(path: string, params: SearchParams = {}): string | null {
  const archive = new RegExp(`^${archiveRoute}/([^/]+)/([^/]+)/?$`).exec(path)
  if (archive) {
    try {
      return canonicalAddress('/magazine', archiveQuery(archive[1], archive[2]))
    } catch {
      return null // a segment that is no valid percent-encoding
    }
  }
  if (/^\/magazine\/?$/.test(path)) {
    const query = parseMagazineQuery(params)
    return query ? magazineHref(query) : null
  }
  if (/^\/artworks(?:-explore)?\/?$/.test(path)) {
    const { sort, page } = parseExplorerQuery(params)
    return `/artworks${explorerHref({ ...parseExplorerQuery({ sort }), page })}`
  }
  return path
}

/** The query part ("?…" or "") of an address. */
function queryOf(address: string | null): string {
  const at = address?.indexOf('?') ?? -1
  return address && at >= 0 ? address.slice(at) : ''
}

/**
 * The query the page at `path` reads, in its canonical form: what the language switch carries to
 * the other language's page, with and without JavaScript (issue 48 point 4) — the explorer's whole
 * state (filters too, which its canonical address leaves out), the search term, the magazine's tag
 * and page, a form's or link's own parameters; "" for pages that read none (their query names no
 * page: `?utm_source=…`).
 */
export function ownQuery(path: string, params: SearchParams): string {
  if (/^\/artworks(?:-explore)?\/?$/.test(path)) return explorerHref(parseExplorerQuery(params))
  if (/^\/magazine\/?$/.test(path) || path.startsWith(`${archiveRoute}/`)) return queryOf(canonicalAddress(path, params))
  if (/^\/search\/?$/.test(path)) {
    const query = parseSearchQuery(params)
    return query.q ? queryOf(searchHref(query)) : ''
  }
  if (!readsOwnQuery(path)) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, one)
  return search.size ? `?${search}` : ''
}

/**
 * The canonical address of a list page that takes a query string (the magazine's tags and pages,
 * the explorer's sorting and pages), from the public address or from the internal route the locale
 * proxy rewrites it to. The head, the `Link` header and the language switch name a list page by it,
 * so they agree with one another. Pure: safe for the proxy.
 */
import { explorerHref, parseExplorerQuery, type SearchParams } from './explorerQuery'
import { archiveQuery, archiveRoute } from './magazineArchive'
import { magazineHref, parseMagazineQuery } from './magazineQuery'

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

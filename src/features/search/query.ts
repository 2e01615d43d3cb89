/**
 * The search page's state, in its query string: `/search?q=abendrot` (all kinds), `&kind=artworks`
 * (one kind) and `&page=2` (its next results). Pure: shared by the page, the suggestion route and
 * the overlay.
 */
import { isSearchKind, maxQueryLength, type SearchItem, type SearchKind } from './kinds'

export type SearchParams = Record<string, string | string[] | undefined>

export type SearchQuery = {
  /** What the visitor typed, trimmed, at most `maxQueryLength` characters. */
  q: string
  /** True when a longer query was cut to `maxQueryLength`. */
  truncated: boolean
  kind: SearchKind | null
  page: number
}

/** Results of one kind per page of the page's kind view. */
export const kindPageSize = 48
/** Results of each kind in the page's overview. */
export const perKind = 8

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''))

export function parseSearchQuery(params: SearchParams): SearchQuery {
  const raw = first(params.q).replace(/\s+/g, ' ').trim()
  const q = raw.slice(0, maxQueryLength).trim()
  const kind = first(params.kind)
  const page = Number(first(params.page))
  return {
    q,
    truncated: raw.length > maxQueryLength,
    kind: isSearchKind(kind) ? kind : null,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  }
}

/** The page's address for a state, without the language prefix: `/search?q=…&kind=…&page=…`. */
export function searchHref({ q, kind = null, page = 1 }: { q: string; kind?: SearchKind | null; page?: number }): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (kind) params.set('kind', kind)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}

/** The answer of GET /search-suggest (src/app/search-suggest/route.ts). */
export type SuggestResponse = { query: string; total: number; items: SearchItem[] }

/** The suggestion route's address for a query in a language (outside the locale prefix). */
export function suggestHref(q: string, locale: string): string {
  return `/search-suggest?${new URLSearchParams({ q, locale })}`
}

/**
 * What a search result is, shared by the server and the overlay in the browser: no index code
 * here, so the browser bundle stays small.
 */

/** The kinds of results. */
export const searchKinds = ['artworks', 'artists', 'curators', 'exhibitions', 'magazine', 'crew', 'pages'] as const
export type SearchKind = (typeof searchKinds)[number]

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (searchKinds as readonly string[]).includes(value)
}

export type SearchImage = { filename: string; width: number | null; height: number | null; alt: string | null }

/** What a result shows: small enough to send to the browser. */
export type SearchItem = {
  kind: SearchKind
  /** Unique across kinds: `artworks:12`, `werkstattpalast-pages:3`. */
  id: string
  title: string
  /** Artist and year, dates and venue, role … in the language. */
  subtitle: string | null
  /** The page, without the language prefix. */
  href: string
  image: SearchImage | null
}

/** Longest query the site looks at, in characters: enough for any title, bounded for the server. */
export const maxQueryLength = 200
/** Shortest query the suggestions answer. */
export const minSuggestLength = 2

/**
 * The explorer's state as it lives in the URL (`/artworks?color=blau&sort=price-asc&page=2`):
 * parsed leniently (unknown values are dropped, never an error page) and written back in one
 * canonical order, so that the same filters always give the same, shareable address.
 */

/** The taxonomy facets, named like the URL parameters (taxonomy slugs are the same in both languages). */
export const taxonomyFacets = ['color', 'medium', 'style', 'tag', 'category'] as const
export type TaxonomyFacet = (typeof taxonomyFacets)[number]

export const availabilities = ['for-sale', 'reserved', 'sold', 'leasing'] as const
export type Availability = (typeof availabilities)[number]

export const sorts = ['newest', 'price-asc', 'price-desc', 'artist'] as const
export type Sort = (typeof sorts)[number]

/** Preset price ranges in euro; `max` is exclusive. The URL may also carry any `min-max` range. */
export const priceRanges = [
  { key: '-1000', min: null, max: 1000 },
  { key: '1000-5000', min: 1000, max: 5000 },
  { key: '5000-10000', min: 5000, max: 10000 },
  { key: '10000-25000', min: 10000, max: 25000 },
  { key: '25000-50000', min: 25000, max: 50000 },
  { key: '50000-', min: 50000, max: null },
] as const

export type PriceRange = { min: number | null; max: number | null }

export type ExplorerQuery = Record<TaxonomyFacet, string[]> & {
  year: number[]
  availability: Availability[]
  price: PriceRange | null
  sort: Sort
  page: number
}

export const pageSize = 24
/** A page number beyond this is not a real page of any catalogue we hold (10,000 works / 24). */
const maxPage = 10_000

export type SearchParams = Record<string, string | string[] | undefined>

const slugValue = /^[a-z0-9][a-z0-9-]{0,80}$/

function values(params: SearchParams, key: string): string[] {
  const raw = params[key]
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
  // A form may send "a,b" as well as repeated keys; both mean the same.
  return list
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)]
}

/** `1000-5000`, `-1000`, `50000-`: euro amounts without separators; anything else is ignored. */
export function parsePriceRange(value: string | undefined): PriceRange | null {
  const match = /^(\d{0,9})-(\d{0,9})$/.exec(value ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  const min = match[1] === '' ? null : Number(match[1])
  const max = match[2] === '' ? null : Number(match[2])
  if (min !== null && max !== null && min >= max) return null
  return { min, max }
}

export function priceRangeKey(range: PriceRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`
}

export function parseExplorerQuery(params: SearchParams): ExplorerQuery {
  const taxonomy = Object.fromEntries(taxonomyFacets.map((facet) => [facet, unique(values(params, facet).filter((value) => slugValue.test(value))).sort()])) as Record<
    TaxonomyFacet,
    string[]
  >
  const years = unique(
    values(params, 'year')
      .filter((value) => /^\d{4}$/.test(value))
      .map(Number),
  ).sort((a, b) => b - a)
  const availability = availabilities.filter((value) => values(params, 'availability').includes(value))
  // The price form without JavaScript sends `price-min` / `price-max`; a preset sends `price`.
  const min = values(params, 'price-min')[0]?.replace(/\D/g, '') ?? ''
  const max = values(params, 'price-max')[0]?.replace(/\D/g, '') ?? ''
  const price = parsePriceRange(min || max ? `${min}-${max}` : values(params, 'price')[0])
  const sortValue = values(params, 'sort')[0]
  const sort = (sorts as readonly string[]).includes(sortValue ?? '') ? (sortValue as Sort) : 'newest'
  const pageValue = values(params, 'page')[0] ?? ''
  const page = /^\d{1,5}$/.test(pageValue) ? Math.min(Math.max(Number(pageValue), 1), maxPage) : 1
  return { ...taxonomy, year: years, availability, price, sort, page }
}

/** The query as URL parameters, in a fixed order; defaults (newest, page 1) are left out. */
export function explorerSearchParams(query: ExplorerQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const facet of taxonomyFacets) for (const value of query[facet]) params.append(facet, value)
  for (const year of query.year) params.append('year', String(year))
  if (query.price) params.set('price', priceRangeKey(query.price))
  for (const value of query.availability) params.append('availability', value)
  if (query.sort !== 'newest') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** `?…` for a link, or '' when the query is the default one. */
export function explorerHref(query: ExplorerQuery): string {
  const search = explorerSearchParams(query).toString()
  return search ? `?${search}` : ''
}

export type FilterKey = TaxonomyFacet | 'year' | 'availability' | 'price'

/** Whether any filter (not sort or page) is set. */
export function hasFilters(query: ExplorerQuery): boolean {
  return taxonomyFacets.some((facet) => query[facet].length > 0) || query.year.length > 0 || query.availability.length > 0 || query.price !== null
}

/** The query with one filter value removed (page back to 1): the links of the active-filter chips. */
export function withoutFilter(query: ExplorerQuery, key: FilterKey, value?: string | number): ExplorerQuery {
  const next: ExplorerQuery = { ...query, page: 1 }
  if (key === 'price') next.price = null
  else if (key === 'year') next.year = query.year.filter((year) => year !== value)
  else if (key === 'availability') next.availability = query.availability.filter((entry) => entry !== value)
  else next[key] = query[key].filter((entry) => entry !== value)
  return next
}

/** The query without any filter, keeping the sort order. */
export function withoutFilters(query: ExplorerQuery): ExplorerQuery {
  return parseExplorerQuery({ sort: query.sort })
}

/** The query without taxonomy values the catalogue does not know (an old link, a typo): they are ignored, not an empty page. */
export function withKnownValues(query: ExplorerQuery, known: Record<TaxonomyFacet, ReadonlyArray<{ slug: string }>>): ExplorerQuery {
  const next = { ...query }
  for (const facet of taxonomyFacets) {
    const slugs = new Set(known[facet].map((entry) => entry.slug))
    next[facet] = query[facet].filter((value) => slugs.has(value))
  }
  return next
}

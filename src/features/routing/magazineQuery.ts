/**
 * The magazine list's address (`/magazine?tag=malerei&page=2`): its query string read and written
 * in one canonical order. On the URL map's floor, so the proxy, the canonical addresses and the
 * magazine's pages agree. Pure: safe for the proxy.
 */

export type MagazineQuery = { tag: string | null; page: number }

export type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Reads the list's query string. A page must be a whole number from 1 and a tag a slug; anything
 * else is no address of the list (null → 404), so crawlers never collect endless variants.
 * Other parameters (utm_…) are ignored.
 */
export function parseMagazineQuery(params: SearchParams): MagazineQuery | null {
  const page = first(params.page)
  const tag = first(params.tag)
  if (page !== undefined && !/^[1-9]\d{0,4}$/.test(page)) return null
  if (tag !== undefined && !/^[a-z0-9][a-z0-9-]{0,80}$/.test(tag)) return null
  return { tag: tag ?? null, page: page ? Number(page) : 1 }
}

/** The list's address for a query, in one canonical order; page 1 and no tag are left out. */
export function magazineHref({ tag, page }: MagazineQuery): string {
  const params = new URLSearchParams()
  if (tag) params.set('tag', tag)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/magazine?${search}` : '/magazine'
}

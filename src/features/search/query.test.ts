import { describe, expect, it } from 'vitest'

import { parseSearchQuery, searchHref } from './query'

describe('parseSearchQuery', () => {
  it('reads the query, a known kind and a page', () => {
    expect(parseSearchQuery({ q: '  Abend   rot ', kind: 'artworks', page: '3' })).toEqual({ q: 'Abend rot', truncated: false, kind: 'artworks', page: 3 })
  })

  it('ignores unknown kinds, bad pages and repeated values beyond the first', () => {
    expect(parseSearchQuery({ q: ['eins', 'zwei'], kind: 'users', page: '-2' })).toEqual({ q: 'eins', truncated: false, kind: null, page: 1 })
    expect(parseSearchQuery({ page: '1.5' }).page).toBe(1)
    expect(parseSearchQuery({ page: '99999999' }).page).toBe(1)
    expect(parseSearchQuery({}).q).toBe('')
  })

  it('cuts a very long query and says so', () => {
    const parsed = parseSearchQuery({ q: 'x'.repeat(500) })
    expect(parsed.q).toHaveLength(200)
    expect(parsed.truncated).toBe(true)
  })
})

describe('searchHref', () => {
  it('writes the state back in a canonical order', () => {
    expect(searchHref({ q: 'Straße & Co' })).toBe('/search?q=Stra%C3%9Fe+%26+Co')
    expect(searchHref({ q: 'rot', kind: 'artworks', page: 2 })).toBe('/search?q=rot&kind=artworks&page=2')
    expect(searchHref({ q: '' })).toBe('/search')
  })

  it('round-trips through the parser', () => {
    const href = searchHref({ q: 'Zoë Åberg', kind: 'artists', page: 4 })
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams)
    expect(parseSearchQuery(params)).toMatchObject({ q: 'Zoë Åberg', kind: 'artists', page: 4 })
  })
})

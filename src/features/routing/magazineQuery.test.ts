import { describe, expect, it } from 'vitest'

import { magazineHref, parseMagazineQuery } from './magazineQuery'

describe('parseMagazineQuery', () => {
  it('reads page and tag, page 1 and no tag by default', () => {
    expect(parseMagazineQuery({})).toEqual({ tag: null, page: 1 })
    expect(parseMagazineQuery({ page: '2', tag: 'malerei' })).toEqual({ tag: 'malerei', page: 2 })
    expect(parseMagazineQuery({ page: ['3', '4'], utm_source: 'x' })).toEqual({ tag: null, page: 3 })
  })

  it('refuses what is no page number or slug', () => {
    for (const params of [{ page: '0' }, { page: '-1' }, { page: 'zwei' }, { page: '1.5' }, { page: '' }, { page: '999999' }, { tag: 'Malerei' }, { tag: '' }, { tag: '../x' }]) {
      expect(parseMagazineQuery(params), JSON.stringify(params)).toBeNull()
    }
  })
})

describe('magazineHref', () => {
  it('writes tag then page and leaves out the defaults', () => {
    expect(magazineHref({ tag: null, page: 1 })).toBe('/magazine')
    expect(magazineHref({ tag: null, page: 2 })).toBe('/magazine?page=2')
    expect(magazineHref({ tag: 'malerei', page: 1 })).toBe('/magazine?tag=malerei')
    expect(magazineHref({ tag: 'malerei', page: 3 })).toBe('/magazine?tag=malerei&page=3')
  })
})

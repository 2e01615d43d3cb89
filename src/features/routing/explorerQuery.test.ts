import { describe, expect, it } from 'vitest'

import { explorerHref, hasFilters, parseExplorerQuery, parsePriceRange, withKnownValues, withoutFilter, withoutFilters } from './explorerQuery'

describe('parseExplorerQuery', () => {
  it('gives the default query for no parameters', () => {
    const query = parseExplorerQuery({})
    expect(query).toMatchObject({ color: [], year: [], availability: [], price: null, sort: 'newest', page: 1 })
    expect(hasFilters(query)).toBe(false)
    expect(explorerHref(query)).toBe('')
  })

  it('reads repeated and comma-separated values, drops duplicates and unknown values', () => {
    const query = parseExplorerQuery({ color: ['blau', 'rot,blau'], medium: 'Öl', year: ['2020', 'x', '2019', '20201'], availability: ['sold', 'gift', 'leasing'] })
    expect(query.color).toEqual(['blau', 'rot'])
    expect(query.medium).toEqual([]) // not a slug
    expect(query.year).toEqual([2020, 2019])
    expect(query.availability).toEqual(['sold', 'leasing'])
    expect(hasFilters(query)).toBe(true)
  })

  it('reads price presets and the min/max fields of the form without JavaScript', () => {
    expect(parseExplorerQuery({ price: '1000-5000' }).price).toEqual({ min: 1000, max: 5000 })
    expect(parseExplorerQuery({ price: '50000-' }).price).toEqual({ min: 50000, max: null })
    expect(parseExplorerQuery({ 'price-min': '2.000', 'price-max': '' }).price).toEqual({ min: 2000, max: null })
    expect(parseExplorerQuery({ 'price-min': '', 'price-max': '' }).price).toBeNull()
    expect(parsePriceRange('5000-1000')).toBeNull()
    expect(parsePriceRange('abc')).toBeNull()
    expect(parsePriceRange('-')).toBeNull()
  })

  it('falls back to newest and page 1 for bad sort or page values', () => {
    expect(parseExplorerQuery({ sort: 'cheapest', page: '-3' })).toMatchObject({ sort: 'newest', page: 1 })
    expect(parseExplorerQuery({ sort: 'price-desc', page: '4' })).toMatchObject({ sort: 'price-desc', page: 4 })
    expect(parseExplorerQuery({ page: '1e9' }).page).toBe(1)
  })

  it('writes the same filters always in the same order', () => {
    const a = parseExplorerQuery({ year: '2020', color: ['rot', 'blau'], sort: 'artist', page: '2' })
    const b = parseExplorerQuery({ page: '2', sort: 'artist', color: 'blau,rot', year: '2020' })
    expect(explorerHref(a)).toBe('?color=blau&color=rot&year=2020&sort=artist&page=2')
    expect(explorerHref(b)).toBe(explorerHref(a))
  })

  it('removes one filter value and goes back to page 1', () => {
    const query = parseExplorerQuery({ color: 'blau,rot', price: '1000-5000', availability: 'sold', sort: 'price-asc', page: '3' })
    expect(explorerHref(withoutFilter(query, 'color', 'rot'))).toBe('?color=blau&price=1000-5000&availability=sold&sort=price-asc')
    expect(explorerHref(withoutFilter(query, 'price'))).toBe('?color=blau&color=rot&availability=sold&sort=price-asc')
    expect(explorerHref(withoutFilters(query))).toBe('?sort=price-asc')
  })
})

describe('withKnownValues', () => {
  it('drops taxonomy values the catalogue does not have and keeps the rest', () => {
    const query = parseExplorerQuery({ color: 'blau,gibtsnicht', tag: 'nacht', year: '2020' })
    const known = { color: [{ slug: 'blau' }], medium: [], style: [], tag: [], category: [] }
    expect(explorerHref(withKnownValues(query, known))).toBe('?color=blau&year=2020')
  })
})

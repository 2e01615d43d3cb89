import { describe, expect, it } from 'vitest'

import { parseExplorerQuery, priceRanges } from '@/features/routing/explorerQuery'

import { explore, facetCounts, isLeasableItem, sortAll, sortKey, type ExplorerItem } from './facets'

let nextId = 1
function item(overrides: Partial<ExplorerItem>): ExplorerItem {
  const id = nextId++
  return {
    id,
    slug: `work-${id}`,
    title: `Work ${id}`,
    titleKey: `work ${id}`,
    artist: null,
    artistRank: Number.MAX_SAFE_INTEGER,
    year: null,
    color: [],
    medium: [],
    style: [],
    tag: [],
    category: [],
    price: null,
    priceOnRequest: false,
    sold: false,
    leasingDisabled: false,
    reservedUntil: null,
    publishedAt: id,
    image: null,
    ...overrides,
  }
}

const blueOil = item({ color: ['blau'], medium: ['oel'], year: 2020, price: 12500, artistRank: 1 })
const redOil = item({ color: ['rot'], medium: ['oel'], year: 2021, price: 800, artistRank: 0 })
const blueRedPaper = item({ color: ['blau', 'rot'], medium: ['papier'], year: 2020, price: 3000, sold: true, artistRank: 2 })
const greenOnRequest = item({ color: ['gruen'], medium: ['papier'], year: 1999, price: null })
const noLeasing = item({ color: ['blau'], medium: ['oel'], price: 5000, leasingDisabled: true, artistRank: 1 })
const all = [blueOil, redOil, blueRedPaper, greenOnRequest, noLeasing]
const sorted = sortAll(all)

const slugs = (items: ExplorerItem[]) => items.map((entry) => entry.slug)

describe('explore', () => {
  it('shows every work newest first without filters', () => {
    const page = explore(sorted, parseExplorerQuery({}))
    expect(page.total).toBe(5)
    expect(slugs(page.items)).toEqual(slugs([noLeasing, greenOnRequest, blueRedPaper, redOil, blueOil]))
  })

  it('treats values of one facet as alternatives and facets as all required', () => {
    expect(explore(sorted, parseExplorerQuery({ color: 'blau,rot' })).total).toBe(4)
    expect(slugs(explore(sorted, parseExplorerQuery({ color: 'rot', medium: 'oel' })).items)).toEqual([redOil.slug])
    expect(slugs(explore(sorted, parseExplorerQuery({ year: '2020', medium: 'papier' })).items)).toEqual([blueRedPaper.slug])
  })

  it('filters by price range (lower bound inclusive, upper exclusive) and leaves works on request out', () => {
    expect(slugs(explore(sorted, parseExplorerQuery({ price: '1000-5000' })).items)).toEqual([blueRedPaper.slug])
    expect(explore(sorted, parseExplorerQuery({ price: '5000-' })).total).toBe(2)
  })

  it('filters by availability: for sale, sold, leasing (not sold, not disabled, price ≥ 1000)', () => {
    expect(explore(sorted, parseExplorerQuery({ availability: 'sold' })).total).toBe(1)
    expect(explore(sorted, parseExplorerQuery({ availability: 'for-sale' })).total).toBe(4)
    expect(slugs(explore(sorted, parseExplorerQuery({ availability: 'leasing' })).items)).toEqual([blueOil.slug])
    expect(isLeasableItem(redOil)).toBe(false) // 800 € is under the leasing minimum
    expect(isLeasableItem(noLeasing)).toBe(false)
    expect(isLeasableItem({ ...blueOil, priceOnRequest: true })).toBe(false)
  })

  it('filters by reservation: a date ahead is reserved (not for sale), a past one for sale again (issue 36)', () => {
    const ahead = item({ reservedUntil: new Date(Date.now() + 60 * 60 * 1000).toISOString(), price: 2000 })
    const lapsed = item({ reservedUntil: new Date(Date.now() - 1000).toISOString(), price: 2000 })
    const soldAndReserved = item({ sold: true, reservedUntil: new Date(Date.now() + 60 * 60 * 1000).toISOString() })
    const list = sortAll([ahead, lapsed, soldAndReserved])
    expect(slugs(explore(list, parseExplorerQuery({ availability: 'reserved' })).items)).toEqual([ahead.slug])
    expect(slugs(explore(list, parseExplorerQuery({ availability: 'for-sale' })).items)).toEqual([lapsed.slug])
    expect(slugs(explore(list, parseExplorerQuery({ availability: 'sold' })).items)).toEqual([soldAndReserved.slug])
    expect(facetCounts([ahead, lapsed, soldAndReserved], parseExplorerQuery({}), priceRanges).availability.get('reserved')).toBe(1)
  })

  it('sorts by price both ways with works on request last, and by artist', () => {
    expect(slugs(explore(sorted, parseExplorerQuery({ sort: 'price-asc' })).items)).toEqual(slugs([redOil, blueRedPaper, noLeasing, blueOil, greenOnRequest]))
    expect(slugs(explore(sorted, parseExplorerQuery({ sort: 'price-desc' })).items)).toEqual(slugs([blueOil, noLeasing, blueRedPaper, redOil, greenOnRequest]))
    expect(slugs(explore(sorted, parseExplorerQuery({ sort: 'artist' })).items).slice(0, 2)).toEqual(slugs([redOil, blueOil]))
  })

  it('pages the result', () => {
    const page2 = explore(sorted, parseExplorerQuery({ page: '2' }), 2)
    expect(page2).toMatchObject({ total: 5, page: 2, pageCount: 3 })
    expect(slugs(page2.items)).toEqual(slugs([blueRedPaper, redOil]))
    expect(explore(sorted, parseExplorerQuery({ page: '9' }), 2).items).toEqual([])
  })
})

describe('facetCounts', () => {
  it('counts every option over all works when nothing is chosen', () => {
    const counts = facetCounts(all, parseExplorerQuery({}), priceRanges)
    expect(counts.color.get('blau')).toBe(3)
    expect(counts.color.get('rot')).toBe(2)
    expect(counts.medium.get('oel')).toBe(3)
    expect(counts.year.get('2020')).toBe(2)
    expect(counts.availability.get('for-sale')).toBe(4)
    expect(counts.availability.get('leasing')).toBe(1)
    expect(counts.price.get('-1000')).toBe(1)
    expect(counts.price.get('10000-25000')).toBe(1)
  })

  it("ignores a facet's own selection but applies the others", () => {
    const counts = facetCounts(all, parseExplorerQuery({ color: 'blau', medium: 'papier' }), priceRanges)
    // Colours among paper works: choosing red too would add nothing new but red paper works count.
    expect(counts.color.get('blau')).toBe(1)
    expect(counts.color.get('rot')).toBe(1)
    expect(counts.color.get('gruen')).toBe(1)
    // Mediums among blue works.
    expect(counts.medium.get('oel')).toBe(2)
    expect(counts.medium.get('papier')).toBe(1)
    // Other facets count only works passing both selections.
    expect(counts.year.get('2020')).toBe(1)
    expect(counts.year.get('1999')).toBeUndefined()
  })
})

describe('sortKey', () => {
  it('ignores case, accents and writes ß as ss, as German collation does at base strength', () => {
    expect(sortKey('Über Äpfel')).toBe('uber apfel')
    expect(sortKey('Straße')).toBe(sortKey('STRASSE'))
    expect(['Zebra', 'Öl', 'apfel', 'Ähre'].map(sortKey).sort()).toEqual(['ahre', 'apfel', 'ol', 'zebra'])
  })
})

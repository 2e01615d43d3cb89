import { describe, expect, it } from 'vitest'

import { canonicalAddress, searchParamsOf } from './listAddress'

describe('canonicalAddress', () => {
  it('gives the magazine list its query in canonical order, from the public or the internal address', () => {
    expect(canonicalAddress('/magazine', { page: '2', tag: 'malerei' })).toBe('/magazine?tag=malerei&page=2')
    expect(canonicalAddress('/magazine', {})).toBe('/magazine')
    expect(canonicalAddress('/magazine-archive/malerei/2')).toBe('/magazine?tag=malerei&page=2')
    expect(canonicalAddress('/magazine-archive/-/3')).toBe('/magazine?page=3')
    expect(canonicalAddress('/magazine', { page: 'x' })).toBeNull()
    expect(canonicalAddress('/magazine-archive/%E0%A4%A/2')).toBeNull()
  })

  it('keeps only the sorting and the page of the explorer', () => {
    expect(canonicalAddress('/artworks', { color: 'blau', sort: 'price-asc', page: '2' })).toBe('/artworks?sort=price-asc&page=2')
    expect(canonicalAddress('/artworks-explore', { color: 'blau' })).toBe('/artworks')
  })

  it('leaves other pages at their path, whatever their query', () => {
    expect(canonicalAddress('/exhibitions/fernweh', { utm_source: 'x' })).toBe('/exhibitions/fernweh')
  })

  it('reads repeated parameters as lists', () => {
    expect(searchParamsOf(new URLSearchParams('color=a&color=b&page=2'))).toEqual({ color: ['a', 'b'], page: '2' })
  })
})

import { describe, expect, it } from 'vitest'

import { canonicalAddress, ownQuery, searchParamsOf } from './listAddress'

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

describe('ownQuery', () => {
  it('is the query the page reads, canonical, from its public address or its internal route', () => {
    expect(ownQuery('/artworks', { page: '2', color: 'blau' })).toBe('?color=blau&page=2')
    expect(ownQuery('/artworks-explore', { color: 'blau' })).toBe('?color=blau')
    expect(ownQuery('/search', { q: ' licht  ' })).toBe('?q=licht')
    expect(ownQuery('/search', {})).toBe('')
    expect(ownQuery('/magazine', { tag: 'malerei', page: '2' })).toBe('?tag=malerei&page=2')
    expect(ownQuery('/magazine-archive/malerei/-', {})).toBe('?tag=malerei')
    expect(ownQuery('/newsletter/confirm', { token: 'a b' })).toBe('?token=a+b')
  })
  it('is empty for a page that reads none', () => {
    expect(ownQuery('/faq', { utm_source: 'x' })).toBe('')
    expect(ownQuery('/artworks/abendrot', { x: '1' })).toBe('')
  })
})

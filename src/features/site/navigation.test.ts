import { describe, expect, it } from 'vitest'

import { activeIndex, isExternal, matchNavItem, normalizePath } from './navigation'

describe('isExternal', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/x', true],
    ['//cdn.example.com', true],
    ['mailto:info@example.com', true],
    ['/artworks', false],
    ['artworks', false],
    ['/', false],
  ])('%s → %s', (link, expected) => {
    expect(isExternal(link)).toBe(expected)
  })
})

describe('normalizePath', () => {
  it('drops trailing slashes, query and hash, and adds a leading slash', () => {
    expect(normalizePath('/artworks/')).toBe('/artworks')
    expect(normalizePath('artworks?page=2#top')).toBe('/artworks')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('')).toBe('/')
  })
})

describe('matchNavItem', () => {
  it('marks the exact page', () => {
    expect(matchNavItem('/artworks', '/artworks')).toBe('page')
    expect(matchNavItem('/artworks/', '/artworks')).toBe('page')
    expect(matchNavItem('/', '/')).toBe('page')
  })

  it('marks the parent of a detail page as ancestor', () => {
    expect(matchNavItem('/artworks/abendrot', '/artworks')).toBe('ancestor')
    expect(matchNavItem('/magazine/a/b', '/magazine')).toBe('ancestor')
  })

  it('does not match a mere string prefix, home, or an external link', () => {
    expect(matchNavItem('/artworks-old', '/artworks')).toBeNull()
    expect(matchNavItem('/artists', '/artworks')).toBeNull()
    expect(matchNavItem('/artworks', '/')).toBeNull()
    expect(matchNavItem('/artworks', 'https://example.com/artworks')).toBeNull()
  })
})

describe('activeIndex', () => {
  const items = [{ link: '/' }, { link: '/artworks' }, { link: '/magazine' }, { link: '/magazine/interviews' }, { link: '/crew' }]

  it('finds the exact item', () => {
    expect(activeIndex('/crew', items)).toBe(4)
    expect(activeIndex('/', items)).toBe(0)
  })

  it('finds the parent of a detail page', () => {
    expect(activeIndex('/artworks/abendrot', items)).toBe(1)
  })

  it('prefers the deepest ancestor, and an exact match over any ancestor', () => {
    expect(activeIndex('/magazine/interviews/x', items)).toBe(3)
    expect(activeIndex('/magazine/interviews', items)).toBe(3)
    expect(activeIndex('/magazine/other', items)).toBe(2)
  })

  it('returns -1 when nothing matches', () => {
    expect(activeIndex('/faq', items)).toBe(-1)
    expect(activeIndex('/faq', [])).toBe(-1)
  })
})

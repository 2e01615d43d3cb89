import { describe, expect, it } from 'vitest'

import { isArtistsPath, isArtworkDetailPath, isMagazinePath, localePrefixOf, withoutLocale } from './routes'

describe('behaviour routes', () => {
  it('strips only the /en prefix', () => {
    expect(withoutLocale('/en')).toBe('/')
    expect(withoutLocale('/en/artists')).toBe('/artists')
    expect(withoutLocale('/english')).toBe('/english')
    expect(localePrefixOf('/en/faq')).toBe('/en')
    expect(localePrefixOf('/faq')).toBe('')
  })

  it('knows magazine paths in both languages, including the /magazin alias', () => {
    for (const path of ['/magazine', '/magazine/', '/magazine/a-story', '/en/magazine', '/en/magazine/x', '/magazin']) {
      expect(isMagazinePath(path)).toBe(true)
    }
    for (const path of ['/magazines', '/magaziner', '/artworks', '/en/magazinex', '/']) expect(isMagazinePath(path)).toBe(false)
  })

  it('knows the artwork detail and the artists list', () => {
    expect(isArtworkDetailPath('/artworks/blue-hour')).toBe(true)
    expect(isArtworkDetailPath('/en/artworks/blue-hour')).toBe(true)
    expect(isArtworkDetailPath('/artworks')).toBe(false)
    expect(isArtistsPath('/artists')).toBe(true)
    expect(isArtistsPath('/en/artists')).toBe(true)
    expect(isArtistsPath('/artists/someone')).toBe(false)
  })
})

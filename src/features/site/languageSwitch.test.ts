import { describe, expect, it } from 'vitest'

import { currentSwitchTarget, switchCookies, switchHref, switchTarget } from './languageSwitch'

describe('switchTarget', () => {
  const origin = 'http://localhost:3201'
  it('follows the hreflang alternate, on the current origin', () => {
    expect(switchTarget('https://vernissage.example/en/artworks/sunset', '/artworks/abendrot', 'en', origin)).toBe('/en/artworks/sunset')
    expect(switchTarget('/artworks/abendrot?x=1', '/en/artworks/sunset', 'de', origin)).toBe('/artworks/abendrot?x=1')
  })
  it('falls back to the same path with the prefix swapped', () => {
    expect(switchTarget(null, '/crew', 'en', origin)).toBe('/en/crew')
    expect(switchTarget(undefined, '/en/crew', 'de', origin)).toBe('/crew')
    expect(switchTarget('', '/', 'en', origin)).toBe('/en')
  })
})

describe('switchCookies', () => {
  it('writes cookie_control_locale and the routing cookie for a year, lax', () => {
    expect(switchCookies('en')).toEqual(['cookie_control_locale=en; Path=/; Max-Age=31536000; SameSite=Lax', 'i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax'])
  })
})

describe('the switch carries the page’s own query, and no other (issue 48 point 4)', () => {
  const at = (href: string) => {
    const url = new URL(href, 'https://vernissage.example')
    return { pathname: url.pathname, search: url.search, origin: url.origin }
  }
  it('keeps the search term and the explorer’s filters, in both directions', () => {
    expect(currentSwitchTarget('https://vernissage.example/en/search', at('/search?q=licht'), 'en')).toBe('/en/search?q=licht')
    expect(currentSwitchTarget('https://vernissage.example/search', at('/en/search?q=light&kind=artworks'), 'de')).toBe('/search?q=light&kind=artworks')
    // The alternate names the list without filters (its canonical address); the switch keeps them.
    expect(currentSwitchTarget('https://vernissage.example/en/artworks?sort=price-asc', at('/artworks?sort=price-asc&color=blau'), 'en')).toBe(
      '/en/artworks?color=blau&sort=price-asc',
    )
    expect(currentSwitchTarget('https://vernissage.example/artworks', at('/en/artworks?color=blau'), 'de')).toBe('/artworks?color=blau')
    expect(currentSwitchTarget('https://vernissage.example/en/magazine?tag=malerei', at('/magazine?tag=malerei'), 'en')).toBe('/en/magazine?tag=malerei')
  })
  it('leaves out a query the page does not read, as the server’s link does', () => {
    expect(currentSwitchTarget('https://vernissage.example/en/faq', at('/faq?utm_source=newsletter'), 'en')).toBe('/en/faq')
    expect(switchHref('/en/artworks/sunset?x=1', '')).toBe('/en/artworks/sunset')
    expect(switchHref('/en/search', '?q=licht')).toBe('/en/search?q=licht')
  })
})

import { describe, expect, it } from 'vitest'

import { switchCookies, switchTarget } from './languageSwitch'

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

import { describe, expect, it } from 'vitest'

import { switchedLocale } from './switchRequest.mjs'

const load = { host: 'galerie.example', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' }

describe('switchedLocale', () => {
  it('takes a page load from a page in the other language of this site for a language switch', () => {
    expect(switchedLocale('GET', '/en/exhibitions/wanderlust', { ...load, referer: 'https://galerie.example/exhibitions/fernweh' })).toBe('en')
    expect(switchedLocale('GET', '/exhibitions/fernweh', { ...load, referer: 'https://galerie.example/en/exhibitions/wanderlust?x=1' })).toBe('de')
    expect(switchedLocale('GET', '/', { ...load, referer: 'https://galerie.example/en' })).toBe('de')
    // Browsers without Fetch Metadata.
    expect(switchedLocale('GET', '/en', { host: 'galerie.example', referer: 'https://galerie.example/' })).toBe('en')
  })

  it('ignores loads within one language, from elsewhere, from the admin, and Next’s own fetches', () => {
    expect(switchedLocale('GET', '/en/crew', { ...load, referer: 'https://galerie.example/en/faq' })).toBeNull()
    expect(switchedLocale('GET', '/crew', { ...load, referer: 'https://galerie.example/faq' })).toBeNull()
    expect(switchedLocale('GET', '/en/crew', { ...load, 'sec-fetch-site': 'cross-site', referer: 'https://other.example/crew' })).toBeNull()
    expect(switchedLocale('GET', '/en/crew', { ...load, referer: 'https://other.example/crew' })).toBeNull()
    expect(switchedLocale('GET', '/en/crew', { ...load, referer: 'https://galerie.example/admin/collections/crew' })).toBeNull()
    expect(switchedLocale('GET', '/en/crew', { ...load, 'sec-fetch-dest': 'empty', referer: 'https://galerie.example/crew' })).toBeNull()
    expect(switchedLocale('POST', '/en/crew', { ...load, referer: 'https://galerie.example/crew' })).toBeNull()
    expect(switchedLocale('GET', '/en/crew', { ...load })).toBeNull()
    expect(switchedLocale('GET', '/en/crew', { ...load, referer: 'not a url' })).toBeNull()
  })
})

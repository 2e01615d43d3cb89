import { describe, expect, it } from 'vitest'

import { alternates, localizedUrl, samePath } from './alternates'

describe('alternates', () => {
  it('puts German without prefix and English under /en', () => {
    expect(localizedUrl('/', 'de')).toBe('/')
    expect(localizedUrl('/', 'en')).toBe('/en')
    expect(localizedUrl('/crew', 'en')).toBe('/en/crew')
  })

  it('declares the canonical URL of the language and hreflang for de, en and x-default', () => {
    expect(alternates({ de: '/artworks/abendrot', en: '/artworks/sunset' }, 'en')).toEqual({
      canonical: '/en/artworks/sunset',
      languages: { de: '/artworks/abendrot', en: '/en/artworks/sunset', 'x-default': '/artworks/abendrot' },
    })
    expect(alternates(samePath('/faq'), 'de').canonical).toBe('/faq')
  })
})

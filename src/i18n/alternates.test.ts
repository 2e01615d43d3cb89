import { describe, expect, it } from 'vitest'

import { alternates, linkHeader, localizedUrl, samePath } from './alternates'

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

describe('linkHeader', () => {
  it('names the same hreflang set as the head, with the public origin', () => {
    expect(linkHeader({ de: '/exhibitions/fernweh', en: '/exhibitions/wanderlust' }, 'https://galerie.example/')).toBe(
      '<https://galerie.example/exhibitions/fernweh>; rel="alternate"; hreflang="de", ' +
        '<https://galerie.example/en/exhibitions/wanderlust>; rel="alternate"; hreflang="en", ' +
        '<https://galerie.example/exhibitions/fernweh>; rel="alternate"; hreflang="x-default"',
    )
    expect(linkHeader(samePath('/'), 'https://galerie.example')).toContain('<https://galerie.example/en>; rel="alternate"; hreflang="en"')
  })
})

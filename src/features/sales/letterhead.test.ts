import { describe, expect, it } from 'vitest'

import { letterheadOf, printedWebsite } from './letterhead'

describe('the letterhead of the printed matter (issue 49 point 5)', () => {
  it('prints the settings’ name, the address on one line and phone, contact address and website on the next', () => {
    const settings = { galleryName: 'Galerie Nord', address: 'Torstraße 1\n10119 Berlin\n', phone: '+49 30 1234', contactEmail: 'info@nord.test' }
    expect(letterheadOf(settings, 'de', 'https://galerie-nord.test/')).toEqual({
      name: 'Galerie Nord',
      lines: ['Torstraße 1 · 10119 Berlin', '+49 30 1234 · info@nord.test · galerie-nord.test'],
    })
  })

  it('falls back to the site’s name and PUBLIC_URL, and leaves out what is empty', () => {
    expect(letterheadOf({ galleryName: ' ', address: null }, 'en', 'http://localhost:3000')).toEqual({ name: 'Vernissage', lines: ['localhost:3000'] })
    expect(letterheadOf({ contactEmail: 'galerie@v.test' }, 'de', 'https://v.test')).toEqual({ name: 'Vernissage', lines: ['galerie@v.test · v.test'] })
  })

  it('prints a website without its scheme and closing slash', () => {
    expect(printedWebsite('https://www.galerie.test/')).toBe('www.galerie.test')
    expect(printedWebsite('http://galerie.test/de')).toBe('galerie.test/de')
  })
})

import { describe, expect, it } from 'vitest'

import { isSafeHref, unsafeHrefMessage } from './safeLinks'

describe('link addresses in rich text', () => {
  it('allows web, mail and telephone addresses and the site’s own paths', () => {
    for (const href of [
      'https://example.org/a?b#c',
      'http://example.org',
      'HTTPS://EXAMPLE.ORG',
      'mailto:info@galerie.de',
      'tel:+49301234',
      '/artworks/x',
      '/en/search?q=a:b',
      '#top',
      '?page=2',
      'artworks/x',
      '//cdn.example.org/x',
    ])
      expect(isSafeHref(href), href).toBe(true)
  })

  it('refuses every other scheme, however a browser would still read it', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://example.org/x',
      'x:y',
      undefined,
      42,
    ])
      expect(isSafeHref(href), String(href)).toBe(false)
  })

  it('says why in German and English', () => {
    expect(unsafeHrefMessage('de')).toMatch(/nicht erlaubt/)
    expect(unsafeHrefMessage('en')).toMatch(/not allowed/)
  })
})

import { describe, expect, it } from 'vitest'

import { isDocumentRequest, localeOf, replacementFor } from './errorPages.mjs'

describe('error pages of the production server', () => {
  it('replaces incomplete 404 and any 5xx answers, never complete ones or others', () => {
    expect(replacementFor(500, false)).toBe(500)
    expect(replacementFor(503, false)).toBe(500)
    expect(replacementFor(404, false)).toBe(404)
    expect(replacementFor(404, true)).toBeNull()
    expect(replacementFor(500, true)).toBeNull()
    expect(replacementFor(200, false)).toBeNull()
    expect(replacementFor(308, false)).toBeNull()
  })

  it('only for page loads', () => {
    expect(isDocumentRequest({ method: 'GET', url: '/en/crew', headers: {} })).toBe(true)
    expect(isDocumentRequest({ method: 'GET', url: '/crew?x=1', headers: {} })).toBe(true)
    expect(isDocumentRequest({ method: 'POST', url: '/contact', headers: {} })).toBe(false)
    expect(isDocumentRequest({ method: 'GET', url: '/crew', headers: { rsc: '1' } })).toBe(false)
    for (const url of ['/api/artworks', '/admin', '/graphql', '/media/x-640w.webp', '/_next/static/a.js', '/explorer', '/favicon.ico'])
      expect(isDocumentRequest({ method: 'GET', url, headers: {} }), url).toBe(false)
  })

  it('in the language of the address', () => {
    expect(localeOf('/en')).toBe('en')
    expect(localeOf('/en/crew')).toBe('en')
    expect(localeOf('/en?x')).toBe('en')
    expect(localeOf('/english')).toBe('de')
    expect(localeOf('/crew')).toBe('de')
  })
})

import { describe, expect, it } from 'vitest'

import { rendersWithoutQuery, unreadQuery, withoutUnreadQuery } from './queryFree.mjs'

describe('rendersWithoutQuery', () => {
  it('leaves the query out of pages that render the same bytes whatever it says, in both languages', () => {
    for (const path of ['/', '/en', '/faq', '/en/faq', '/artworks/abendrot', '/en/exhibitions/wanderlust', '/artists', '/impressum', '/werkstattpalast/x'])
      expect(rendersWithoutQuery('GET', path, '?utm_source=x'), path).toBe(true)
    expect(rendersWithoutQuery('HEAD', '/faq', '?x=1')).toBe(true)
  })

  it('keeps the query of pages that read it', () => {
    for (const path of [
      '/search',
      '/en/search',
      '/addtocart',
      '/addtocart/add',
      '/en/artworks-explore',
      '/newsletter/confirm',
      '/en/newsletter/unsubscribe',
      '/preview',
      '/preview/enter',
      '/artworks',
      '/en/artworks/',
      '/magazine',
      '/en/magazine',
    ])
      expect(rendersWithoutQuery('GET', path, '?q=1'), path).toBe(false)
  })

  it('leaves posts (server actions) and addresses without a query alone', () => {
    expect(rendersWithoutQuery('POST', '/contact', '?x=1')).toBe(false)
    expect(rendersWithoutQuery('GET', '/faq', '')).toBe(false)
    expect(rendersWithoutQuery('GET', '/faq', '?')).toBe(false)
  })

  it('leaves the API, the admin, Next’s files and other files alone', () => {
    for (const path of ['/api/artworks', '/admin', '/graphql', '/_next/static/x.js', '/media/a.jpg', '/robots.txt', '/sitemaps/de.xml'])
      expect(rendersWithoutQuery('GET', path, '?where=1'), path).toBe(false)
  })
})

describe('withoutUnreadQuery', () => {
  it('drops every parameter but Next’s cache-busting one', () => {
    expect(withoutUnreadQuery('/faq', '?frage=1&utm_source=x')).toBe('/faq')
    expect(withoutUnreadQuery('/en/faq', '?x=1&_rsc=ab12')).toBe('/en/faq?_rsc=ab12')
  })
  it('sets aside what it drops, for a redirect to put back (unreadQuery)', () => {
    expect(unreadQuery('?frage=1&utm_source=x')).toBe('?frage=1&utm_source=x')
    expect(unreadQuery('?x=1&_rsc=ab12')).toBe('?x=1')
    expect(unreadQuery('?_rsc=ab12')).toBe('')
  })
})

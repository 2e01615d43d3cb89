import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { publicCollections, type PublicCollection } from '@/base/publicPaths'
import { locales } from '@/base/locales'

import { fileExtensions, redirectKey, sourceProblem, sourcesShadowedBy } from './redirectSource'
import { pageAnswering, routeData } from '../features/routing/resolve'

describe('redirectKey: one form for a source, stored and looked up', () => {
  it.each([
    ['/team', '/team'],
    ['/Team', '/team'],
    ['/team/', '/team'],
    ['/TEAM//', '/team'],
    ['/', '/'],
    ['/en/', '/en'],
    ['/en/Alte-Ausstellung', '/en/alte-ausstellung'],
    ['/%C3%BCber-uns', '/über-uns'],
    ['/Über-Uns', '/über-uns'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    [' /team ', '/team'],
  ])('%s → %s', (path, key) => {
    expect(redirectKey(path)).toBe(key)
  })
})

describe('sourceProblem: sources no redirect can take', () => {
  it.each([
    ['/de/team', '/crew', 'germanPrefix'],
    ['/de', '/crew', 'germanPrefix'],
    ['/admin', '/crew', 'system'],
    ['/api/artworks', '/crew', 'system'],
    ['/media/bild.jpg', '/crew', 'system'],
    ['/_next/x', '/crew', 'system'],
    ['/impressum.html', '/crew', 'file'],
    ['/wp-login.php', '/crew', 'file'],
    ['/alt/logo.png', '/crew', 'file'],
    ['/en/robots.txt', '/crew', 'file'],
    ['/team', '/team', 'loop'],
    ['/team', '/Team/', 'loop'],
    ['/team', '/en/team', 'loop'],
    ['/en/team', '/team', 'loop'],
  ])('%s → %s: %s', (from, to, kind) => {
    expect(sourceProblem(from, to)).toEqual({ kind })
  })

  it.each([
    ['/team', '/crew'],
    ['/en/team', '/crew'],
    ['/en/admin', '/crew'],
    ['/alt/seite.html', '/crew'],
    ['/mediathek', '/crew'],
    ['/team', 'https://example.org/team'],
    ['/en/team', '/de/team'],
  ])('%s → %s is fine', (from, to) => {
    expect(sourceProblem(from, to)).toBeNull()
  })

  it('knows the file endings the locale proxy leaves alone (its matcher spells them out for Next)', () => {
    const proxy = readFileSync(new URL('../proxy.ts', import.meta.url), 'utf8')
    expect(proxy).toContain(`.*\\\\.(?:${fileExtensions})$`)
  })
})

describe('sourcesShadowedBy: the redirects a published document makes pointless', () => {
  it('names its addresses under every route that shows it, per language', () => {
    expect(sourcesShadowedBy('exhibitions', 'farbe', true, 'de')).toEqual(['/exhibitions/farbe'])
    expect(sourcesShadowedBy('exhibitions', 'colour', true, 'en')).toEqual(['/exhibitions/colour', '/en/exhibitions/colour'])
    expect(sourcesShadowedBy('artists', 'anna', false, 'de')).toEqual(['/artists/anna', '/en/artists/anna', '/artist/anna', '/en/artist/anna'])
    expect(sourcesShadowedBy('artworks', 'abendrot', true, 'de')).toEqual(['/artworks/abendrot', '/inquiry/abendrot'])
    expect(sourcesShadowedBy('pages', 'impressum', true, 'de')).toEqual(['/impressum'])
    expect(sourcesShadowedBy('pages', 'imprint', true, 'en')).toEqual(['/imprint', '/en/imprint'])
  })

  it('names exactly the sources where the resolver then finds the page (one rule: pageAnswering)', () => {
    for (const collection of Object.keys(publicCollections) as PublicCollection[]) {
      const { localizedSlug } = publicCollections[collection]
      for (const locale of locales) {
        const slug = `probe-${locale}`
        const doc = { id: 1, de: locale === 'de' || !localizedSlug ? slug : 'other-de', en: locale === 'en' || !localizedSlug ? slug : 'other-en' }
        const data = routeData({ [collection]: [doc] }, [])
        const shadowed = sourcesShadowedBy(collection, slug, localizedSlug, locale)
        for (const from of shadowed) expect(pageAnswering(from, data), `${collection} ${locale} ${from}`).not.toBeNull()
        // The same address in the other language alone stays free where slugs are translated.
        if (localizedSlug && locale === 'de') expect(pageAnswering(`/en${shadowed[0]}`, data), collection).toBeNull()
      }
    }
  })
})

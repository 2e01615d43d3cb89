import { describe, expect, it } from 'vitest'

import { isExternalTarget, languageVersions, pageAnswering, resolveRoute, routeData, translatedPath, withQuery } from './resolve'

const docs = {
  artworks: [
    { id: 1, de: 'abendrot', en: 'sunset' },
    { id: 2, de: 'stille', en: 'stille' },
  ],
  artists: [{ id: 7, de: 'anna-berg', en: 'anna-berg' }],
  exhibitions: [{ id: 3, de: 'farbe-als-ort', en: 'colour-as-place' }],
  pages: [{ id: 4, de: 'transparenz', en: 'transparency' }],
  'inquiry-topics': [{ id: 5, de: 'leihgaben', en: 'loans' }],
}

const data = routeData(docs, [
  { from: '/team', to: '/crew', permanent: true },
  { from: '/artworks/altes-bild', to: '/artworks/abendrot', permanent: true },
  { from: '/en/exhibitions/old-show', to: '/exhibitions/colour-as-place', permanent: false },
  { from: '/aktion', to: 'https://example.org/aktion', permanent: false },
  { from: '/boese', to: '//evil.example/x', permanent: true },
  { from: '/katalog', to: 'https://example.org/shop?ref=vernissage#neu', permanent: true },
  // Saved before sources were stored in one form: found all the same.
  { from: '/Alte-Seite/', to: '/crew', permanent: true },
  { from: '/über-uns', to: '/crew', permanent: true },
])

const redirect = (location: string, status: 307 | 308 = 308) => ({ action: 'redirect', location, status })

describe('resolveRoute', () => {
  it.each([
    ['/'],
    ['/en'],
    ['/artworks'],
    ['/en/artworks'],
    ['/artworks/abendrot'],
    ['/en/artworks/sunset'],
    ['/en/artworks/stille'],
    ['/exhibitions/farbe-als-ort'],
    ['/transparenz'],
    ['/en/transparency'],
    ['/inquiry/leihgaben'],
    ['/inquiry/abendrot'],
    ['/newsletter/confirm'],
    ['/magazine-archive/alle/2'],
  ])('passes %s, which exists', (path) => {
    expect(resolveRoute(path, '', data)).toEqual({ action: 'pass' })
  })

  it('answers 404 in the visitor language where nothing exists', () => {
    expect(resolveRoute('/gibt-es-nicht', '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(resolveRoute('/en/nope/deeper/still', '', data)).toEqual({ action: 'notFound', locale: 'en' })
    expect(resolveRoute('/exhibitions/nope', '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(resolveRoute('/wp-login.php', '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(resolveRoute('/404', '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(resolveRoute('/en/404', '', data)).toEqual({ action: 'notFound', locale: 'en' })
    expect(resolveRoute('/not-found-page', '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(resolveRoute('/en/error-page', '', data)).toEqual({ action: 'notFound', locale: 'en' })
  })

  it('passes a viewing room’s address in both languages, with no language versions (issue 51)', () => {
    const token = '0123456789abcdef'.repeat(3)
    expect(resolveRoute(`/viewing-room/${token}`, '', data)).toEqual({ action: 'pass' })
    expect(resolveRoute(`/en/viewing-room/${token}`, '', data)).toEqual({ action: 'pass' })
    expect(resolveRoute(`/en/viewing-room/${token}/enter`, '', data)).toEqual({ action: 'pass' })
    expect(resolveRoute(`/viewing-room/${token.toUpperCase()}`, '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(resolveRoute('/viewing-room/kurz', '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(languageVersions(`/viewing-room/${token}`, 'de', data)).toBeNull()
    expect(languageVersions(`/viewing-room/${token}`, 'en', data)).toBeNull()
  })

  it('sends /de/… permanently to the German page without prefix', () => {
    expect(resolveRoute('/de/artworks', '?page=2', data)).toEqual(redirect('/artworks?page=2'))
    expect(resolveRoute('/de', '', data)).toEqual(redirect('/'))
    expect(resolveRoute('/de/exhibitions/colour-as-place', '', data)).toEqual(redirect('/exhibitions/farbe-als-ort'))
    expect(resolveRoute('/de/gibt-es-nicht', '', data)).toEqual({ action: 'notFound', locale: 'de' })
  })

  it('answers /500 with the generic error page', () => {
    expect(resolveRoute('/500', '', data)).toEqual({ action: 'serverError', locale: 'de' })
    expect(resolveRoute('/en/500', '', data)).toEqual({ action: 'serverError', locale: 'en' })
    // The status pages, each at its own address (src/base/statusPages.mjs).
    expect(resolveRoute('/status/405', '', data)).toEqual({ action: 'statusPage', locale: 'de', kind: '405' })
    expect(resolveRoute('/en/status/form', '', data)).toEqual({ action: 'statusPage', locale: 'en', kind: 'form' })
    expect(resolveRoute('/status-page/405', '', data)).toEqual({ action: 'notFound', locale: 'de' })
  })

  it('sends an unknown artwork or artist to its list (docs/behaviour.md#unknown-document), dropping the query', () => {
    expect(resolveRoute('/artworks/nope', '?x=1', data)).toEqual(redirect('/artworks', 307))
    expect(resolveRoute('/en/artists/nope', '', data)).toEqual(redirect('/en/artists', 307))
    expect(resolveRoute('/artist/nope', '', data)).toEqual(redirect('/artists', 307))
  })

  it('lets editor redirects win over the list fallback and keeps the query string', () => {
    expect(resolveRoute('/artworks/altes-bild', '?utm_source=mail', data)).toEqual(redirect('/artworks/abendrot?utm_source=mail'))
    expect(resolveRoute('/team', '?a=b', data)).toEqual(redirect('/crew?a=b'))
    expect(resolveRoute('/en/team', '', data)).toEqual(redirect('/en/crew'))
  })

  it('leads an editor redirect to the target page under the visitor language slug, in one hop', () => {
    expect(resolveRoute('/en/artworks/altes-bild', '?a=1', data)).toEqual(redirect('/en/artworks/sunset?a=1'))
  })

  it('applies a redirect from an /en path in English only', () => {
    expect(resolveRoute('/en/exhibitions/old-show', '', data)).toEqual(redirect('/en/exhibitions/colour-as-place', 307))
    expect(resolveRoute('/exhibitions/old-show', '', data)).toEqual({ action: 'notFound', locale: 'de' })
  })

  it('keeps the query string on redirects to another site too', () => {
    expect(resolveRoute('/aktion', '?utm_source=mail&utm_medium=x', data)).toEqual(redirect('https://example.org/aktion?utm_source=mail&utm_medium=x', 307))
    expect(resolveRoute('/en/aktion', '?utm_source=mail', data)).toEqual(redirect('https://example.org/aktion?utm_source=mail', 307))
    expect(resolveRoute('/katalog', '?utm_source=mail', data)).toEqual(redirect('https://example.org/shop?ref=vernissage&utm_source=mail#neu'))
    expect(resolveRoute('/katalog', '', data)).toEqual(redirect('https://example.org/shop?ref=vernissage#neu'))
  })

  it('finds a redirect whatever the case, trailing slash or encoding of its source or the request', () => {
    expect(resolveRoute('/alte-seite', '', data)).toEqual(redirect('/crew'))
    expect(resolveRoute('/en/ALTE-SEITE', '?a=1', data)).toEqual(redirect('/en/crew?a=1'))
    expect(resolveRoute('/%C3%BCber-uns', '', data)).toEqual(redirect('/crew'))
    expect(resolveRoute('/TEAM', '', data)).toEqual(redirect('/crew'))
  })

  it('leaves the site only for absolute http(s) targets, never for //host', () => {
    expect(resolveRoute('/aktion', '', data)).toEqual(redirect('https://example.org/aktion', 307))
    expect(resolveRoute('/boese', '', data)).toEqual({ action: 'notFound', locale: 'de' })
    expect(isExternalTarget('//evil.example/x')).toBe(false)
    expect(isExternalTarget('https://example.org')).toBe(true)
  })

  it('redirects the other language slug to the page own URL', () => {
    expect(resolveRoute('/en/exhibitions/farbe-als-ort', '', data)).toEqual(redirect('/en/exhibitions/colour-as-place'))
    expect(resolveRoute('/exhibitions/colour-as-place', '?q=1', data)).toEqual(redirect('/exhibitions/farbe-als-ort?q=1'))
    expect(resolveRoute('/en/artworks/abendrot', '', data)).toEqual(redirect('/en/artworks/sunset'))
    expect(resolveRoute('/en/transparenz', '', data)).toEqual(redirect('/en/transparency'))
  })

  it('redirects upper and mixed case to the page own URL', () => {
    expect(resolveRoute('/Artworks', '', data)).toEqual(redirect('/artworks'))
    expect(resolveRoute('/EN/Artworks/Sunset', '', data)).toEqual(redirect('/en/artworks/sunset'))
    expect(resolveRoute('/en/Exhibitions/Farbe-Als-Ort', '', data)).toEqual(redirect('/en/exhibitions/colour-as-place'))
    expect(resolveRoute('/DE/Crew', '', data)).toEqual(redirect('/crew'))
    expect(resolveRoute('/EN', '', data)).toEqual(redirect('/en'))
    expect(resolveRoute('/Gibt-Es-Nicht', '', data)).toEqual({ action: 'notFound', locale: 'de' })
  })

  it('sends /artist/{slug} to the canonical /artists/{slug}', () => {
    expect(resolveRoute('/artist/anna-berg', '', data)).toEqual(redirect('/artists/anna-berg'))
    expect(resolveRoute('/en/artist/anna-berg', '', data)).toEqual(redirect('/en/artists/anna-berg'))
  })
})

describe('withQuery', () => {
  it.each([
    ['https://example.org/a', '', 'https://example.org/a'],
    ['https://example.org/a', '?', 'https://example.org/a'],
    ['https://example.org/a', '?x=1', 'https://example.org/a?x=1'],
    ['https://example.org/a?b=2', '?x=1', 'https://example.org/a?b=2&x=1'],
    ['https://example.org/a?', '?x=1', 'https://example.org/a?x=1'],
    ['https://example.org/a#top', '?x=1&y=%20', 'https://example.org/a?x=1&y=%20#top'],
    ['https://example.org/a?b=2#top', '?x=1', 'https://example.org/a?b=2&x=1#top'],
  ])('%s + %s → %s', (target, search, expected) => {
    expect(withQuery(target, search)).toBe(expected)
  })
})

describe('pageAnswering (where an editor redirect could never apply)', () => {
  it.each([
    ['/', '/'],
    ['/en', '/en'],
    ['/artworks', '/artworks'],
    ['/en/faq', '/en/faq'],
    ['/newsletter/confirm', '/newsletter/confirm'],
    ['/404', '/404'],
    ['/en/500', '/en/500'],
    ['/transparenz', '/transparenz'],
    ['/en/transparency', '/en/transparency'],
    // Without /en the redirect applies in English too, where the English slug answers.
    ['/transparency', '/en/transparency'],
    ['/artworks/abendrot', '/artworks/abendrot'],
    ['/artworks/sunset', '/en/artworks/sunset'],
    ['/en/artworks/sunset', '/en/artworks/sunset'],
    ['/artists/anna-berg', '/artists/anna-berg'],
    ['/en/artist/anna-berg', '/en/artists/anna-berg'],
    ['/artist/anna-berg', '/artists/anna-berg'],
    ['/inquiry/abendrot', '/inquiry/abendrot'],
    ['/exhibitions/colour-as-place', '/en/exhibitions/colour-as-place'],
  ])('%s: the page at %s', (from, address) => {
    expect(pageAnswering(from, data)).toBe(address)
  })

  it.each(['/team', '/gibt-es-nicht', '/en/transparenz', '/en/artworks/abendrot', '/artworks/nope', '/en/exhibitions/farbe-als-ort', '/not-found-page'])(
    '%s: none, so a redirect there applies',
    (from) => {
      expect(pageAnswering(from, data)).toBeNull()
      const withRule = routeData({ ...docs }, [{ from, to: '/crew', permanent: true }])
      const [prefix] = from.startsWith('/en') ? ['/en'] : ['']
      expect(resolveRoute(from, '', withRule)).toEqual(redirect(`${prefix}/crew`))
    },
  )
})

describe('translatedPath (the language switch)', () => {
  it.each([
    ['/exhibitions/farbe-als-ort', 'de', 'en', '/en/exhibitions/colour-as-place'],
    ['/exhibitions/colour-as-place', 'en', 'de', '/exhibitions/farbe-als-ort'],
    ['/artworks/abendrot', 'de', 'en', '/en/artworks/sunset'],
    ['/artworks/stille', 'en', 'de', '/artworks/stille'],
    ['/transparency', 'en', 'de', '/transparenz'],
    ['/artists/anna-berg', 'de', 'en', '/en/artists/anna-berg'],
    ['/artist/anna-berg', 'de', 'en', '/en/artists/anna-berg'],
    ['/inquiry/abendrot', 'de', 'en', '/en/inquiry/sunset'],
    ['/', 'de', 'en', '/en'],
    ['/', 'en', 'de', '/'],
    ['/faq', 'en', 'de', '/faq'],
    ['/magazine-archive/alle/2', 'de', 'en', '/en/magazine-archive/alle/2'],
    ['/gibt-es-nicht', 'de', 'en', '/en'],
    ['/en/gibt-es-nicht', 'en', 'de', '/'],
    ['/404', 'de', 'en', '/en'],
    ['/magazine?tag=malerei&page=2', 'en', 'de', '/magazine?tag=malerei&page=2'],
  ] as const)('%s (%s) → %s', (path, from, to, expected) => {
    expect(translatedPath(path, from, to, data)).toBe(expected)
  })
})

describe('languageVersions (the one source of head, Link header, sitemap and switch)', () => {
  it.each([
    ['/exhibitions/farbe-als-ort', 'de', { de: '/exhibitions/farbe-als-ort', en: '/exhibitions/colour-as-place' }],
    ['/exhibitions/colour-as-place', 'en', { de: '/exhibitions/farbe-als-ort', en: '/exhibitions/colour-as-place' }],
    ['/artworks/stille', 'en', { de: '/artworks/stille', en: '/artworks/stille' }],
    ['/transparenz', 'de', { de: '/transparenz', en: '/transparency' }],
    ['/inquiry/loans', 'en', { de: '/inquiry/leihgaben', en: '/inquiry/loans' }],
    ['/', 'en', { de: '/', en: '/' }],
    ['/faq', 'de', { de: '/faq', en: '/faq' }],
    ['/magazine?tag=malerei&page=2', 'de', { de: '/magazine?tag=malerei&page=2', en: '/magazine?tag=malerei&page=2' }],
  ] as const)('%s (%s)', (address, locale, expected) => {
    expect(languageVersions(address, locale, data)).toEqual(expected)
  })

  it('is the same pair seen from either language', () => {
    for (const [de, en] of [
      ['/exhibitions/farbe-als-ort', '/exhibitions/colour-as-place'],
      ['/artworks/abendrot', '/artworks/sunset'],
      ['/transparenz', '/transparency'],
    ]) {
      expect(languageVersions(de, 'de', data)).toEqual(languageVersions(en, 'en', data))
    }
  })

  it('names the canonical page for an alias (/artist/… is /artists/…)', () => {
    expect(languageVersions('/artist/anna-berg', 'de', data)).toEqual({ de: '/artists/anna-berg', en: '/artists/anna-berg' })
  })

  it('has nothing for an address no page answers, or a slug in the wrong language', () => {
    expect(languageVersions('/gibt-es-nicht', 'de', data)).toBeNull()
    expect(languageVersions('/exhibitions/colour-as-place', 'de', data)).toBeNull()
    expect(languageVersions('/404', 'en', data)).toBeNull()
    expect(languageVersions('/500', 'de', data)).toBeNull()
    expect(languageVersions('/status/413', 'de', data)).toBeNull()
  })
})

/**
 * Every content route of docs/behaviour.md#routes answers in German (no prefix) and English (/en) with content
 * from the CMS; unknown artworks and artists lead back to their lists, other unknown slugs 404.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL } from './support'

const languages = [
  {
    code: 'de',
    prefix: '',
    heading: {
      artworks: 'Werke',
      artists: 'Künstler:innen',
      exhibitions: 'Ausstellungen',
      magazine: 'Magazin',
      crew: 'Crew',
      leasing: 'Leasing',
      inquiry: 'Anfragen',
      werkstattpalast: 'Werkstattpalast',
    },
  },
  {
    code: 'en',
    prefix: '/en',
    heading: {
      artworks: 'Artworks',
      artists: 'Artists',
      exhibitions: 'Exhibitions',
      magazine: 'Magazine',
      crew: 'Crew',
      leasing: 'Leasing',
      inquiry: 'Inquiries',
      werkstattpalast: 'Werkstattpalast',
    },
  },
] as const

/** Collection route → the path its detail pages live under and the detail page's test id. */
const lists = [
  { list: 'artworks', detail: 'artworks', testId: 'artwork-detail' },
  { list: 'artists', detail: 'artists', testId: 'artist-detail' },
  { list: 'exhibitions', detail: 'exhibitions', testId: 'exhibition-detail' },
  { list: 'magazine', detail: 'magazine', testId: 'magazine-detail' },
  { list: 'crew', detail: 'crew', testId: 'crew-detail' },
  { list: 'leasing', detail: 'leasing', testId: 'leasing-detail' },
  { list: 'inquiry', detail: 'inquiry', testId: 'inquiry-detail' },
  { list: 'werkstattpalast', detail: 'werkstattpalast', testId: 'wsp-detail' },
] as const

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init })
  // One Location header (tests/e2e/routing-edges.e2e.test.ts counts them): fetch would join repeats with ", ".
  const location = response.headers.get('location')
  return { status: response.status, location, html: response.status === 200 ? await response.text() : '' }
}

function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

describe.each(languages)('routes in $code', ({ code, prefix, heading }) => {
  it.each(lists)('/$list lists documents that open at /$detail/{slug}', async ({ list, detail, testId }) => {
    const page = await get(`${prefix}/${list}`)
    expect(page.status).toBe(200)
    expect(decode(page.html)).toContain(`<h1>${heading[list]}</h1>`)
    const links = [...page.html.matchAll(new RegExp(`href="(${prefix}/${detail}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1])
    expect(links.length).toBeGreaterThan(0)
    const first = await get(links[0])
    expect(first.status).toBe(200)
    expect(first.html).toContain(`data-testid="${testId}"`)
    expect(first.html).toContain(`lang="${code === 'de' ? 'de-DE' : 'en-US'}"`)
  })

  it.each(['transparenz', 'vision', 'impressum', 'datenschutz', 'newsletter', 'newsletter-artini', 'thank-you-for-subscribing', 'upgrade-browser'])(
    'the CMS page /%s answers with its blocks',
    async (slug) => {
      const page = await get(`${prefix}/${slug}`)
      expect(page.status).toBe(200)
      expect(page.html).toContain('data-testid="page-detail"')
    },
  )

  it('/faq shows every FAQ entry as a disclosure', async () => {
    const page = await get(`${prefix}/faq`)
    expect(page.status).toBe(200)
    expect(page.html.match(/<details/g)?.length ?? 0).toBeGreaterThanOrEqual(15)
  })

  it('/artist/{slug} leads permanently to /artists/{slug}, the one URL of the artist (canonical too)', async () => {
    const list = await get(`${prefix}/artists`)
    const slug = /href="(?:\/en)?\/artists\/([a-z0-9-]+)"/.exec(list.html)![1]
    const [plural, singular] = await Promise.all([get(`${prefix}/artists/${slug}`), get(`${prefix}/artist/${slug}`)])
    expect(plural.status).toBe(200)
    expect(singular.status).toBe(308)
    expect(singular.location).toBe(`${prefix}/artists/${slug}`)
    expect(plural.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${prefix}/artists/${slug}"`))
  })

  it('an unknown artwork leads to the artworks list, an unknown artist to the artists list', async () => {
    const artwork = await get(`${prefix}/artworks/gibt-es-nicht-${Date.now()}`)
    expect([307, 308]).toContain(artwork.status)
    expect(new URL(artwork.location!, BASE_URL).pathname).toBe(`${prefix}/artworks`)
    const artist = await get(`${prefix}/artists/gibt-es-nicht-${Date.now()}`)
    expect([307, 308]).toContain(artist.status)
    expect(new URL(artist.location!, BASE_URL).pathname).toBe(`${prefix}/artists`)
  })

  it.each(['magazine', 'crew', 'exhibitions', 'curator', 'leasing', 'inquiry', 'werkstattpalast'])('an unknown /%s/{slug} answers 404', async (route) => {
    expect((await get(`${prefix}/${route}/gibt-es-nicht-${Date.now()}`)).status).toBe(404)
  })
})

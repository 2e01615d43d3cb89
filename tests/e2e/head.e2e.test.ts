/**
 * Canonical URLs and hreflang alternates (de, en, x-default): a translated document's English
 * page points to its German slug and back, and both URLs answer with the same document.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL, gqlData } from './support'

function links(html: string): { canonical?: string; alternates: Record<string, string> } {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const alternates: Record<string, string> = {}
  for (const match of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)) alternates[match[1]] = match[2]
  return { canonical, alternates }
}

const path = (url: string) => new URL(url, BASE_URL).pathname

describe('head: canonical and hreflang', () => {
  it('links an artwork to its translated slug in both directions', async () => {
    type Newest = { Artworks: { docs: Array<{ slug: string; title: string }> } }
    const query = 'query Newest { Artworks(limit: 1, sort: "-publishedAt") { docs { slug title } } }'
    const [de, en] = await Promise.all([gqlData<Newest>(query, {}, 'de'), gqlData<Newest>(query, {}, 'en')])
    const german = de.Artworks.docs[0]
    const english = en.Artworks.docs[0]
    expect(english.slug).not.toBe(german.slug)

    const englishHtml = await (await fetch(`${BASE_URL}/en/artworks/${english.slug}`)).text()
    const head = links(englishHtml)
    expect(path(head.canonical!)).toBe(`/en/artworks/${english.slug}`)
    expect(path(head.alternates.de)).toBe(`/artworks/${german.slug}`)
    expect(path(head.alternates.en)).toBe(`/en/artworks/${english.slug}`)
    expect(path(head.alternates['x-default'])).toBe(`/artworks/${german.slug}`)

    const germanHtml = await (await fetch(`${BASE_URL}${path(head.alternates.de)}`)).text()
    expect(germanHtml).toContain(german.title.replace(/&/g, '&amp;'))
    expect(path(links(germanHtml).alternates.en)).toBe(`/en/artworks/${english.slug}`)
  })

  it.each([
    ['/', '/', '/en'],
    ['/en/crew', '/crew', '/en/crew'],
    ['/faq', '/faq', '/en/faq'],
  ])('%s declares its alternates', async (url, deUrl, enUrl) => {
    const head = links(await (await fetch(`${BASE_URL}${url}`, { headers: { 'accept-language': url.startsWith('/en') ? 'en' : 'de' } })).text())
    expect(path(head.alternates.de)).toBe(deUrl)
    expect(path(head.alternates.en)).toBe(enUrl)
    expect(path(head.canonical!)).toBe(url)
  })
})

function meta(html: string, key: string): string | undefined {
  const byProperty = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return byProperty?.[1]
}

describe('head: title, description and Open Graph on every page', () => {
  it.each([
    ['/', 'de_DE'],
    ['/en', 'en_US'],
    ['/artworks', 'de_DE'],
    ['/en/artists', 'en_US'],
    ['/exhibitions', 'de_DE'],
    ['/en/magazine', 'en_US'],
    ['/crew', 'de_DE'],
    ['/en/faq', 'en_US'],
    ['/transparenz', 'de_DE'],
    ['/en/contact', 'en_US'],
    ['/werkstattpalast', 'de_DE'],
    ['/en/sitemap', 'en_US'],
  ])('%s', async (url, ogLocale) => {
    const html = await (await fetch(`${BASE_URL}${url}`, { headers: { 'accept-language': url.startsWith('/en') ? 'en' : 'de' } })).text()
    expect(/<title>[^<]+<\/title>/.test(html)).toBe(true)
    expect(meta(html, 'description')?.length ?? 0).toBeGreaterThan(10)
    expect(meta(html, 'og:title')).toMatch(/Vernissage/)
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'))
    expect(meta(html, 'og:locale')).toBe(ogLocale)
    expect(meta(html, 'og:site_name')).toBe('Vernissage')
    const canonical = links(html).canonical!
    expect(meta(html, 'og:url')).toBe(canonical)
    expect(canonical).toMatch(/^https?:\/\//)
  })

  it('an artwork shares its own title and image', async () => {
    type Newest = { Artworks: { docs: Array<{ slug: string; title: string }> } }
    const { Artworks } = await gqlData<Newest>('query Newest { Artworks(limit: 1, sort: "-publishedAt") { docs { slug title } } }', {}, 'en')
    const html = await (await fetch(`${BASE_URL}/en/artworks/${Artworks.docs[0].slug}`)).text()
    expect(meta(html, 'og:title')).toContain(Artworks.docs[0].title.replace(/&/g, '&amp;'))
    const image = meta(html, 'og:image')!
    expect(image).toMatch(/\/media\/[a-z0-9-]+-1366w\.jpg$/)
    expect((await fetch(image.replace(/^https?:\/\/[^/]+/, BASE_URL))).status).toBe(200)
  })
})

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

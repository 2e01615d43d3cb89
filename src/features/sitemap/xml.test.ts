import { describe, expect, it } from 'vitest'

import type { SitemapDoc } from '@/features/routing/sitemapRows'
import { artworksPerFile, newest, sitemapFiles, sitemapIndexXml, urlsetXml, type SitemapSource } from './xml'

const doc = (id: number, de: string, en = de, updatedAt = '2026-01-01T00:00:00.000Z'): SitemapDoc => ({ id, de, en, updatedAt })

function source(overrides: Partial<SitemapSource['docs']> = {}): SitemapSource {
  return {
    faqUpdatedAt: '2026-02-01T00:00:00.000Z',
    docs: {
      artworks: [],
      artists: [],
      curators: [],
      crew: [],
      exhibitions: [],
      magazine: [],
      leasing: [],
      'inquiry-topics': [],
      pages: [],
      'werkstattpalast-pages': [],
      ...overrides,
    },
  }
}

describe('sitemapFiles', () => {
  it('lists the fixed routes, CMS pages without the unlisted ones, and Werkstattpalast pages', () => {
    const files = sitemapFiles(
      source({
        pages: [doc(1, 'vision'), doc(2, 'preview'), doc(3, 'contact', 'contact-us'), doc(4, 'impressum', 'imprint'), doc(7, 'newsletter', 'newsletter-sign-up')],
        'werkstattpalast-pages': [doc(5, 'werkstatt', 'workshop')],
        magazine: [doc(6, 'abendrot', 'sunset', '2026-03-01T00:00:00.000Z')],
      }),
    )
    const pages = files.find((file) => file.name === 'pages')!.entries.map((entry) => entry.paths)
    expect(pages).toContainEqual({ de: '/', en: '/' })
    expect(pages).toContainEqual({ de: '/faq', en: '/faq' })
    expect(pages).toContainEqual({ de: '/vision', en: '/vision' })
    expect(pages).toContainEqual({ de: '/impressum', en: '/imprint' })
    // A fixed route keeps its path in English whatever the page's English slug.
    expect(pages).toContainEqual({ de: '/contact', en: '/contact' })
    expect(pages).toContainEqual({ de: '/newsletter', en: '/newsletter' })
    expect(pages).toContainEqual({ de: '/werkstattpalast/werkstatt', en: '/werkstattpalast/workshop' })
    expect(pages.some((paths) => paths.de === '/preview')).toBe(false)
    const magazineList = files.find((file) => file.name === 'pages')!.entries.find((entry) => entry.paths.de === '/magazine')
    expect(magazineList?.lastmod).toBe('2026-03-01T00:00:00.000Z')
    expect(files.find((file) => file.name === 'magazine')!.entries).toEqual([{ paths: { de: '/magazine/abendrot', en: '/magazine/sunset' }, lastmod: '2026-03-01T00:00:00.000Z' }])
  })

  it('splits the works into files of at most 5,000', () => {
    const artworks = Array.from({ length: artworksPerFile * 2 + 1 }, (_, i) => doc(i + 1, `werk-${i}`, `work-${i}`))
    const works = sitemapFiles(source({ artworks })).filter((file) => file.name.startsWith('artworks-'))
    expect(works.map((file) => file.name)).toEqual(['artworks-1', 'artworks-2', 'artworks-3'])
    expect(works.map((file) => file.entries.length)).toEqual([artworksPerFile, artworksPerFile, 1])
    expect(
      sitemapFiles(source())
        .filter((file) => file.name.startsWith('artworks-'))
        .map((file) => file.name),
    ).toEqual(['artworks-1'])
  })
})

describe('urlsetXml', () => {
  it('lists each page once per language with hreflang alternates and lastmod', () => {
    const xml = urlsetXml([{ paths: { de: '/magazine/abendrot', en: '/magazine/sunset' }, lastmod: '2026-03-01T00:00:00.000Z' }], 'https://galerie.example/')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://galerie.example/magazine/abendrot</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>')
    expect(xml).toContain('<loc>https://galerie.example/en/magazine/sunset</loc>')
    expect(xml).toContain('hreflang="en" href="https://galerie.example/en/magazine/sunset"')
    expect(xml).toContain('hreflang="x-default" href="https://galerie.example/magazine/abendrot"')
  })

  it('writes the home page as / and /en, and escapes', () => {
    const xml = urlsetXml([{ paths: { de: '/', en: '/' }, lastmod: null }], 'https://a.example/?x=1&y=2')
    expect(xml).toContain('<loc>https://a.example/?x=1&amp;y=2/</loc>')
    expect(xml).not.toContain('<lastmod>')
    expect(urlsetXml([{ paths: { de: '/', en: '/' }, lastmod: null }], 'https://a.example')).toContain('<loc>https://a.example/en</loc>')
  })
})

describe('sitemapIndexXml', () => {
  it('points to every file with its newest change', () => {
    const xml = sitemapIndexXml(sitemapFiles(source({ crew: [doc(1, 'anna', 'anna', '2026-04-01T00:00:00.000Z')] })), 'https://galerie.example')
    expect(xml).toContain('<sitemap><loc>https://galerie.example/sitemaps/crew.xml</loc><lastmod>2026-04-01T00:00:00.000Z</lastmod></sitemap>')
    expect(xml).toContain('<loc>https://galerie.example/sitemaps/pages.xml</loc>')
    expect(xml).toContain('<loc>https://galerie.example/sitemaps/artworks-1.xml</loc>')
  })

  it('newest ignores missing dates', () => {
    expect(newest([null, '2026-01-02', undefined, '2026-01-01'])).toBe('2026-01-02')
    expect(newest([])).toBeNull()
  })
})

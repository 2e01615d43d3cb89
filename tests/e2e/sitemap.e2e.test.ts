/**
 * Sitemaps (issue 5, point 3): /sitemap lists every public page in the visitor's language;
 * /sitemap.xml is an index of files that list every published page in both languages with
 * hreflang alternates and last-modified dates, as well-formed XML; robots.txt points to it and
 * keeps the admin, the API and the preview out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'

import { adminHeaders, BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()
let page: Page

beforeAll(async () => {
  page = await getBrowser().newPage()
  await page.goto(`${BASE_URL}/robots.txt`)
})
afterAll(async () => {
  await page?.close()
})

type Url = { loc: string; lastmod: string | null; alternates: Record<string, string> }

/** Parses XML with the browser's own parser: a malformed file fails here. */
async function parseSitemap(xml: string): Promise<{ root: string; sitemaps: string[]; urls: Url[] }> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    if (doc.getElementsByTagName('parsererror').length) throw new Error(`not well-formed XML: ${text.slice(0, 200)}`)
    const root = doc.documentElement
    const direct = (element: Element, name: string) => [...element.children].filter((child) => child.localName === name)
    const sitemaps = direct(root, 'sitemap').map((s) => direct(s, 'loc')[0]?.textContent ?? '')
    const urls = direct(root, 'url').map((url) => ({
      loc: direct(url, 'loc')[0]?.textContent ?? '',
      lastmod: direct(url, 'lastmod')[0]?.textContent ?? null,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      ),
    }))
    return { root: `${root.namespaceURI} ${root.localName}`, sitemaps, urls }
  }, xml)
}

async function fetchXml(url: string) {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/application\/xml/)
  return parseSitemap(await response.text())
}

async function published(collection: string, locale: string): Promise<Array<{ id: number; slug: string; title?: string; name?: string }>> {
  const query = `where[_status][equals]=published&locale=${locale}&depth=0&limit=0&pagination=false`
  const response = await fetch(`${BASE_URL}/api/${collection}?${query}`, { headers: await adminHeaders() })
  return ((await response.json()) as { docs: Array<{ id: number; slug: string; title?: string; name?: string }> }).docs
}

describe('robots.txt', () => {
  it('points to the sitemap and keeps the admin, the API and the preview out', async () => {
    const response = await fetch(`${BASE_URL}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/plain/)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    for (const path of ['/admin', '/api', '/preview', '/en/preview']) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
    expect(text).toMatch(new RegExp(`^Sitemap: ${BASE_URL}/sitemap\\.xml$`, 'm'))
  })
})

describe('sitemap.xml', () => {
  let files: string[] = []
  const urls: Url[] = []

  beforeAll(async () => {
    const index = await fetchXml(`${BASE_URL}/sitemap.xml`)
    expect(index.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex')
    files = index.sitemaps
    for (const file of files) {
      const sitemap = await fetchXml(file)
      expect(sitemap.root, file).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset')
      expect(sitemap.urls.length, file).toBeLessThan(50_000)
      urls.push(...sitemap.urls)
    }
  })

  it('is an index of sitemap files on this site, works in their own files', () => {
    expect(files.length).toBeGreaterThanOrEqual(8)
    for (const file of files) expect(file).toMatch(new RegExp(`^${BASE_URL}/sitemaps/[a-z]+(-\\d+)?\\.xml$`))
    expect(files).toContain(`${BASE_URL}/sitemaps/pages.xml`)
    expect(files).toContain(`${BASE_URL}/sitemaps/artworks-1.xml`)
  })

  it('lists each page once, in both languages, each with de, en and x-default alternates', () => {
    const locs = urls.map((url) => url.loc)
    expect(new Set(locs).size).toBe(locs.length)
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['de', 'en', 'x-default'])
      expect(Object.values(url.alternates), url.loc).toContain(url.loc)
      expect(url.alternates['x-default']).toBe(url.alternates.de)
      expect(url.alternates.en.startsWith(`${BASE_URL}/en`), url.loc).toBe(true)
      // Every alternate is itself listed.
      expect(locs).toContain(url.alternates.de)
      expect(locs).toContain(url.alternates.en)
    }
    for (const path of ['/', '/en', '/artworks', '/en/artworks', '/faq', '/en/werkstattpalast', '/vision', '/en/vision', '/newsletter']) {
      expect(locs).toContain(`${BASE_URL}${path}`)
    }
    expect(locs.some((loc) => /\/preview$/.test(loc))).toBe(false)
  })

  it('dates pages by their last change', async () => {
    const dated = urls.filter((url) => url.lastmod)
    expect(dated.length).toBeGreaterThan(urls.length * 0.9)
    for (const url of dated) expect(Number.isNaN(Date.parse(url.lastmod!)), url.loc).toBe(false)
    const [exhibition] = await published('exhibitions', 'de')
    const response = await fetch(`${BASE_URL}/api/exhibitions/${exhibition.id}?depth=0`, { headers: await adminHeaders() })
    const { updatedAt } = (await response.json()) as { updatedAt: string }
    const entry = urls.find((url) => url.loc === `${BASE_URL}/exhibitions/${exhibition.slug}`)
    expect(entry?.lastmod && new Date(entry.lastmod).toISOString()).toBe(new Date(updatedAt).toISOString())
  })

  it.each([
    ['artworks', '/artworks'],
    ['artists', '/artists'],
    ['curators', '/curator'],
    ['crew', '/crew'],
    ['exhibitions', '/exhibitions'],
    ['magazine', '/magazine'],
    ['leasing', '/leasing'],
    ['inquiry-topics', '/inquiry'],
    ['werkstattpalast-pages', '/werkstattpalast'],
  ])('lists every published %s in German and English', async (collection, base) => {
    const [german, english] = await Promise.all([published(collection, 'de'), published(collection, 'en')])
    expect(german.length).toBeGreaterThan(0)
    const locs = new Set(urls.map((url) => url.loc))
    for (const doc of german) expect(locs.has(`${BASE_URL}${base}/${doc.slug}`), doc.slug).toBe(true)
    for (const doc of english) expect(locs.has(`${BASE_URL}/en${base}/${doc.slug}`), doc.slug).toBe(true)
    expect(urls.filter((url) => url.loc.startsWith(`${BASE_URL}${base}/`)).length).toBe(german.length)
  })

  it('lists pages that answer', async () => {
    const sample = urls.filter((_, i) => i % Math.max(1, Math.floor(urls.length / 24)) === 0)
    for (const url of sample) expect((await fetch(url.loc, { redirect: 'manual' })).status, url.loc).toBe(200)
  })
})

describe.each([
  { code: 'de', prefix: '', sections: 'Bereiche', artists: 'Künstler:innen', info: 'Informationen' },
  { code: 'en', prefix: '/en', sections: 'Sections', artists: 'Artists', info: 'Information' },
])('/sitemap in $code', ({ code, prefix, sections, artists, info }) => {
  it('lists the sections and every public page in the visitor’s language', async () => {
    const context = await getBrowser().newContext({ locale: code === 'de' ? 'de-DE' : 'en-US' })
    const page = await context.newPage()
    try {
      await checkHtmlSitemap(page)
    } finally {
      await context.close()
    }
  })

  async function checkHtmlSitemap(page: Page) {
    await page.goto(`${BASE_URL}${prefix}/sitemap`, { waitUntil: 'domcontentloaded' })
    expect(new URL(page.url()).pathname).toBe(`${prefix}/sitemap`)
    const sitemap = page.getByTestId('sitemap')
    await expect.poll(() => sitemap.isVisible()).toBe(true)
    expect(await page.getByTestId('sitemap-sections').locator('h2').innerText()).toBe(sections)
    expect(await page.getByTestId('sitemap-artists').locator('h2').innerText()).toBe(artists)
    expect(await page.getByTestId('sitemap-pages').locator('h2').innerText()).toBe(info)
    const hrefs = await sitemap.locator('a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    for (const path of [
      '/artworks',
      '/artists',
      '/exhibitions',
      '/magazine',
      '/crew',
      '/leasing',
      '/inquiry',
      '/faq',
      '/werkstattpalast',
      '/contact',
      '/search',
      '/vision',
      '/newsletter',
    ]) {
      expect(hrefs, path).toContain(`${prefix}${path}`)
    }
    expect(hrefs).not.toContain(`${prefix}/preview`)
    for (const [collection, base] of [
      ['artists', '/artists'],
      ['curators', '/curator'],
      ['exhibitions', '/exhibitions'],
      ['magazine', '/magazine'],
      ['crew', '/crew'],
      ['leasing', '/leasing'],
      ['inquiry-topics', '/inquiry'],
      ['werkstattpalast-pages', '/werkstattpalast'],
    ]) {
      const docs = await published(collection, code)
      for (const doc of docs) expect(hrefs, `${collection} ${doc.slug}`).toContain(`${prefix}${base}/${doc.slug}`)
      const label = docs[0].title ?? docs[0].name ?? ''
      expect(await sitemap.getByRole('link', { name: label, exact: true }).first().isVisible(), label).toBe(true)
    }
    expect(await page.locator('html').getAttribute('lang')).toMatch(code === 'de' ? /^de/ : /^en/)
  }
})

/**
 * Every page the site lists, read once (issue 47: one sweep, where two read the same pages):
 * every address in the XML sitemaps with its language versions, every link of the HTML sitemap in
 * both languages, and the list views the sitemaps leave out (the magazine's tags and pages, the
 * explorer's filters, a search), each requested as a crawler, without following redirects:
 * - it answers 200 (issue 14 point 6: a sitemap never lists a URL that does not),
 * - its headings never skip a level going down (issue 18: the outline screen readers navigate by,
 *   Lighthouse's heading-order audit),
 * - its first image in main loads eagerly and the rest lazily (issue 48 point 2,
 *   docs/behaviour.md#image-loading), on every kind of page that shows one, in both languages.
 * A page's bytes depend on its address and language only (issue 50 point 1), so a crawler reads
 * what a visitor reads. Then, in a browser at a phone's and a desktop's width, the picture that
 * comes first on the screen (topmost, then leftmost) is an eager one on one page of each kind.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function html(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'user-agent': crawler } })
  return { status: response.status, body: await response.text(), location: response.headers.get('location') }
}

const pathOf = (href: string) => {
  const url = new URL(href.replace(/&amp;/g, '&'), BASE_URL)
  return `${url.pathname}${url.search}`
}

/**
 * Where a page's headings skip a level going down (an h1 followed by an h3).
 */
function headingSkips(body: string): string[] {
  const levels = [...body.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
  return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []))
}

/** The `<img>` tags inside the page's main element, in document order. */
const mainImages = (body: string) => [...body.slice(body.indexOf('<main')).matchAll(/<img\b[^>]*>/g)].map((match) => match[0])

/** The kind of page an address is: its first segment, and whether it names a document or a view. */
function kindOf(path: string): string {
  const [pathname, search] = path.replace(/^\/en(?=\/|$)/, '').split('?')
  const segments = pathname.split('/').filter(Boolean)
  return `${path.startsWith('/en') ? 'en' : 'de'} /${segments[0] ?? ''}${segments.length > 1 ? '/…' : ''}${search ? '?' : ''}`
}

/** Every address the site lists: the XML sitemaps' (with their language versions), the HTML sitemap's, the list views'. */
const addresses = new Set<string>()
/** The XML sitemaps' own addresses, apart: they must list pages in both languages. */
const xmlListed = new Set<string>()

beforeAll(async () => {
  const index = await html('/sitemap.xml')
  expect(index.status).toBe(200)
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const sitemap = await html(file)
    expect(sitemap.status, file).toBe(200)
    for (const [, loc] of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) xmlListed.add(pathOf(loc))
    for (const [, href] of sitemap.body.matchAll(/hreflang="(?:de|en)" href="([^"]+)"/g)) addresses.add(pathOf(href))
  }
  for (const path of xmlListed) addresses.add(path)
  for (const path of ['/sitemap', '/en/sitemap']) {
    const page = await html(path)
    expect(page.status, path).toBe(200)
    const main = /<main[\s\S]*<\/main>/.exec(page.body)?.[0] ?? ''
    const links = [...main.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1])
    expect(links.length, path).toBeGreaterThan(20)
    for (const link of links) addresses.add(link)
  }
  const magazine = (await html('/magazine')).body
  const tag = /href="\/magazine\?tag=([a-z0-9-]+)"/.exec(magazine)?.[1]
  const color = /name="color" value="([a-z0-9-]+)"/.exec((await html('/artworks')).body)?.[1]
  expect(tag && color).toBeTruthy()
  for (const prefix of ['', '/en']) {
    addresses.add(`${prefix}/magazine?tag=${tag}`)
    if (/href="\/magazine\?page=2"/.test(magazine)) addresses.add(`${prefix}/magazine?page=2`)
    addresses.add(`${prefix}/artworks?color=${color}`)
    addresses.add(`${prefix}/search?q=licht`)
  }
}, 120_000)

describe('every page the site lists', () => {
  it('finds a skipped heading level', () => {
    expect(headingSkips('<h2>Cookies</h2><h1>Title</h1><h3>Part</h3>')).toEqual(['h1 → h3'])
    expect(headingSkips('<h1>Title</h1><h2>A</h2><h3>B</h3><h2>C</h2>')).toEqual([])
  })

  it('answers 200 with headings in order, its first image eager and the rest lazy, in both languages', async () => {
    expect(xmlListed.size).toBeGreaterThan(50)
    expect([...xmlListed].some((path) => path.startsWith('/en'))).toBe(true)
    expect(addresses.size).toBeGreaterThan(100)
    const wrong: string[] = []
    const kinds = new Set<string>()
    const queue = [...addresses]
    // Eight at a time, as a crawler reads a site.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          const { status, location, body } = await html(path)
          if (status !== 200) {
            wrong.push(`${status} ${path}${location ? ` → ${location}` : ''}`)
            continue
          }
          const skips = headingSkips(body)
          if (skips.length > 0) wrong.push(`headings ${skips.join(', ')} on ${path}`)
          const [first, ...rest] = mainImages(body)
          if (!first) continue
          kinds.add(kindOf(path))
          if (!/\bloading="eager"/.test(first)) wrong.push(`first image lazy on ${path}`)
          // None without a loading attribute: the rest say lazy unless they are on a first screen.
          for (const image of rest) if (!/\bloading="(?:eager|lazy)"/.test(image)) wrong.push(`no loading attribute on ${path}: ${image}`)
        }
      }),
    )
    expect(wrong).toEqual([])
    // Every kind of page with pictures was seen, in both languages.
    for (const kind of [
      '/',
      '/artworks',
      '/artworks?',
      '/artworks/…',
      '/artists/…',
      '/exhibitions',
      '/magazine',
      '/magazine?',
      '/magazine/…',
      '/leasing',
      '/leasing/…',
      '/crew',
      '/werkstattpalast/…',
    ])
      for (const language of ['de', 'en']) expect(kinds).toContain(`${language} ${kind}`)
  }, 300_000)

  it('shows an eager image first on a phone’s and a desktop’s screen, on one page of each kind', async () => {
    const byKind = new Map<string, string>()
    for (const path of addresses) if (!byKind.has(kindOf(path))) byKind.set(kindOf(path), path)
    // Without JavaScript the layout is the same (CSS alone draws it), and the pages load faster.
    const context = await getBrowser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const wrong: string[] = []
    let measured = 0
    try {
      const page = await context.newPage()
      for (const path of byKind.values()) {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' })
        for (const [width, height] of [
          [390, 844],
          [1280, 800],
        ]) {
          await page.setViewportSize({ width, height })
          const first = await firstOnScreen(page)
          if (!first) continue
          measured += 1
          if (first.loading !== 'eager') wrong.push(`${path} at ${width} px: ${first.src} is ${first.loading}`)
        }
      }
    } finally {
      await context.close()
    }
    expect(wrong).toEqual([])
    expect(measured).toBeGreaterThan(30)
  }, 240_000)
})

/** The picture in main that comes first on the screen: topmost, then leftmost, of those drawn. */
function firstOnScreen(page: Page) {
  return page.evaluate(() => {
    const drawn = [...document.querySelectorAll<HTMLImageElement>('main img')]
      .map((image) => ({ image, box: image.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .sort((a, b) => Math.round(a.box.top + window.scrollY) - Math.round(b.box.top + window.scrollY) || a.box.left - b.box.left)
    const first = drawn[0]?.image
    return first ? { src: first.currentSrc || first.getAttribute('src') || '', loading: first.getAttribute('loading') } : null
  })
}

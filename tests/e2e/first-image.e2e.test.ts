/**
 * docs/behaviour.md#image-loading: the first image loads eagerly, the rest lazily (issue 48 point 2) — on every page that
 * shows one, in both languages: every address the sitemaps list (each in both languages) and the
 * list views they leave out (the magazine's tags and pages, the explorer's filters, a search).
 * Then, in a browser at a phone's and a desktop's width, the picture that comes first on the
 * screen (topmost, then leftmost) is an eager one on one page of each kind.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()
const visitor = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

async function html(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { 'user-agent': visitor, 'accept-language': path.startsWith('/en') ? 'en' : 'de' } })
  return { status: response.status, body: await response.text() }
}

const pathOf = (href: string) => {
  const url = new URL(href.replace(/&amp;/g, '&'), BASE_URL)
  return `${url.pathname}${url.search}`
}

/** The `<img>` tags inside the page's main element, in document order. */
const mainImages = (body: string) => [...body.slice(body.indexOf('<main')).matchAll(/<img\b[^>]*>/g)].map((match) => match[0])

/** The kind of page an address is: its first segment, and whether it names a document or a view. */
function kindOf(path: string): string {
  const [pathname, search] = path.replace(/^\/en(?=\/|$)/, '').split('?')
  const segments = pathname.split('/').filter(Boolean)
  return `${path.startsWith('/en') ? 'en' : 'de'} /${segments[0] ?? ''}${segments.length > 1 ? '/…' : ''}${search ? '?' : ''}`
}

const addresses = new Set<string>()

beforeAll(async () => {
  const index = (await html('/sitemap.xml')).body
  for (const [, file] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = (await html(pathOf(file))).body
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.add(pathOf(loc))
    for (const [, href] of sitemap.matchAll(/hreflang="(?:de|en)" href="([^"]+)"/g)) addresses.add(pathOf(href))
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
}, 60_000)

describe('the first image of a page', () => {
  it('is eager on every page that shows one, the rest lazy, in both languages', async () => {
    expect(addresses.size).toBeGreaterThan(100)
    const lazyFirst: string[] = []
    const kinds = new Set<string>()
    for (const path of addresses) {
      const page = await html(path)
      expect({ path, status: page.status }).toEqual({ path, status: 200 })
      const [first, ...rest] = mainImages(page.body)
      if (!first) continue
      kinds.add(kindOf(path))
      if (!/\bloading="eager"/.test(first)) lazyFirst.push(path)
      // None without a loading attribute: the rest say lazy unless they are on a first screen.
      for (const image of rest) expect({ path, image: /\bloading="(?:eager|lazy)"/.test(image) }).toEqual({ path, image: true })
    }
    expect(lazyFirst).toEqual([])
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
  }, 240_000)

  it('is the one that comes first on a phone’s and a desktop’s screen, on one page of each kind', async () => {
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

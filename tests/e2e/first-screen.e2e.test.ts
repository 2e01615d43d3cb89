/**
 * The pictures of the first screen load first (issue 18 point 1, issue 33 point 4), and the rule
 * of docs/behaviour.md#image-loading holds: in a masonry grid at the top of its page (home, the
 * explorer) the first work is eager with fetchpriority="high"; every work estimated to start on
 * the first screen of a phone or a desktop (src/features/artworks/masonry.ts) is eager too, the
 * largest of each width preloaded with high priority for that width; works far below wait.
 * Checked where Chromium actually lays the columns out, on two phone sizes and at three and four
 * columns, in both languages. Which picture Chromium then paints as the largest is
 * tests/e2e/largest-paint.e2e.test.ts's.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL, browserForTests, keyPages } from './support'

const getBrowser = browserForTests()

type Card = { left: number; top: number; loading: string | null; priority: string | null; index: number; webp: string | null }

const pages = ['/', '/artworks', '/artworks?sort=price-asc', '/artworks?sort=price-desc', '/en', '/en/artworks', '/en/artworks?sort=artist']
const phones = [
  { width: 412, height: 823 },
  { width: 360, height: 740 },
]

describe.each(phones)('on a phone of $width × $height', (viewport) => {
  it.each(pages)('%s: the first work is eager with high priority, every work on a first screen eager, the rest lazy', async (path) => {
    const context = await getBrowser().newContext({ viewport, colorScheme: 'dark', locale: path.startsWith('/en') ? 'en-US' : 'de-DE' })
    try {
      const page = await context.newPage()
      const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      // The attributes as the server sent them (before any script could change them).
      const cardsOf = () =>
        page
          .locator('[data-testid="masonry"]')
          .first()
          .locator('[data-testid="artwork-card"]')
          .evaluateAll((elements) =>
            elements.map((element, index) => {
              const rect = element.getBoundingClientRect()
              const img = element.querySelector('img')
              const webp = element.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? null
              return {
                index,
                webp,
                left: Math.round(rect.left),
                top: Math.round(rect.top + window.scrollY),
                loading: img?.getAttribute('loading') ?? null,
                priority: img?.getAttribute('fetchpriority') ?? null,
              }
            }),
          )
      const tops = (laidOut: Card[]) => laidOut.filter((card, i) => i === 0 || card.left !== laidOut[i - 1].left)
      const cards: Card[] = await cardsOf()
      expect(cards.length).toBeGreaterThan(2)
      const columnTops = tops(cards)
      expect(columnTops.map((card) => card.left)).toEqual([0, viewport.width / 2].map(Math.round))
      // Both column tops are on the first screen: they are the pictures a visitor sees first.
      for (const card of columnTops) expect(card.top).toBeLessThan(viewport.height)
      const second = columnTops[1]
      const preloads = await page
        .locator('head link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links.map((link) => ({ srcset: link.getAttribute('imagesrcset'), media: link.getAttribute('media'), priority: link.getAttribute('fetchpriority') })),
        )
      // The page laid out on this phone and at a desktop's three and four columns (the first screen
      // taken as the phone's height at every width, the lower of the two): every work Chromium
      // starts on a first screen is preloaded with high priority for that width, and eager on the
      // phone's; one far below the first screen at every width waits.
      const widths = [
        { width: viewport.width, media: '(max-width: 959px)' },
        { width: 1100, media: '(min-width: 960px) and (max-width: 1279px)' },
        { width: 1400, media: '(min-width: 1280px) and (max-width: 1919px)' },
      ]
      const firstScreens = new Set<number>()
      const farBelow = new Set(cards.map((card) => card.index))
      for (const { width, media } of widths) {
        await page.setViewportSize({ width, height: viewport.height })
        const laidOut: Card[] = await cardsOf()
        for (const card of laidOut) {
          if (card.top < 2 * viewport.height) farBelow.delete(card.index)
          if (card.top >= viewport.height) continue
          // Eager on a phone's first screen; on a desktop's the preload alone fetches it at once
          // (eager, phones would download it too: src/features/artworks/components/ArtworkCards.tsx).
          if (width === viewport.width) firstScreens.add(card.index)
          // Every other work on this first screen is preloaded with high priority for this width.
          if (card.index === 0) continue
          const preloaded = preloads.filter((link) => link.srcset === card.webp && link.priority === 'high' && (link.media ?? '').split(', ').includes(media))
          expect({ width, index: card.index, preloaded: preloaded.length }).toEqual({ width, index: card.index, preloaded: 1 })
        }
      }
      await page.setViewportSize(viewport)
      expect(farBelow.size).toBeGreaterThan(0)
      for (const card of cards) {
        expect({ index: card.index, priority: card.priority }).toEqual({ index: card.index, priority: card.index === 0 ? 'high' : null })
        if (firstScreens.has(card.index)) expect({ index: card.index, loading: card.loading }).toEqual({ index: card.index, loading: 'eager' })
        if (farBelow.has(card.index)) expect({ index: card.index, loading: card.loading }).toEqual({ index: card.index, loading: 'lazy' })
      }
      // A preload names the same candidates as its work's WebP source, with high priority, once.
      for (const link of preloads) expect(cards.map((card) => card.webp)).toContain(link.srcset)
      expect(preloads.every((link) => link.priority === 'high')).toBe(true)
      expect(new Set(preloads.map((link) => link.srcset)).size).toBe(preloads.length)
      // Chromium fetched the picture it shows there once, at once (through that preload, or as the
      // eager image it is), not lazily after laying it out: the preload named the same candidate.
      const card = page.locator('[data-testid="masonry"]').first().locator('[data-testid="artwork-card"]').nth(second.index)
      await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true)
      const shown = await card.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)
      const initiators = await page.evaluate(
        (url) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name === url)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        shown,
      )
      expect(initiators).toHaveLength(1)
      expect(['link', 'img']).toContain(initiators[0])
    } finally {
      await context.close()
    }
  })
})

describe('one render-blocking stylesheet (issue 33, point 2)', () => {
  it.each(['de', 'en'])('on every key page in %s, the site’s styles come as one stylesheet that styles the page', async (language) => {
    const at = language === 'de' ? '' : '/en'
    const pages = [...(await keyPages(at)), `${at}/no-such-page-${Date.now()}`]
    const sheets = new Set<string>()
    for (const path of pages) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text()
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])
      expect({ path, links: links.length }).toEqual({ path, links: 1 })
      sheets.add(links[0])
    }
    expect(sheets.size).toBe(1)
    // The one file carries the chrome, the cards, the overlays and the error page's styles alike.
    const css = await (await fetch(`${BASE_URL}${[...sheets][0]}`)).text()
    for (const rule of ['.site-header', '.masonry', '.overlay__round-button', '.consent', '.room', '.error-page']) expect(css, rule).toContain(rule)

    const context = await getBrowser().newContext({ viewport: { width: 412, height: 823 }, locale: language === 'de' ? 'de-DE' : 'en-US' })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${at}/`, { waitUntil: 'load' })
      const styled = await page.evaluate(() => ({
        sheets: [...document.styleSheets].filter((sheet) => sheet.href).length,
        display: getComputedStyle(document.querySelector('.site-header')!).display,
      }))
      expect(styled).toEqual({ sheets: 1, display: 'flex' })
    } finally {
      await context.close()
    }
  })
})

/** The page's inline React Server Components payload: the `self.__next_f.push` strings, decoded. */
function inlinePayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1]) as string).join('')
}

describe('less to hydrate (issue 33, point 3)', () => {
  // Measured with `node bench/rsc-payload.mjs` (docs/performance.md#less-to-hydrate): the home page
  // was 82 KB (24 cards drawn on the server, ~1.6 KB each with their image candidates, and every
  // namespace the browser might use); the site's chrome alone (header, footer, messages, the
  // not-found boundary) was ~26 KB of any page and is ~22.5 KB: the footer crosses once, links
  // carry no unset attributes, the search page's own texts stay on the server.
  const budgets: Array<[string, number]> = [
    ['/', 27],
    ['/en', 27],
    ['/artworks', 36],
    ['/en/artworks', 36],
    ['/impressum', 24],
  ]

  it.each(budgets)('%s carries at most %i KB of inline payload, with the cards as data', async (path, kilobytes) => {
    const html = await (await fetch(`${BASE_URL}${path}`)).text()
    const payload = inlinePayload(html)
    expect(payload.length).toBeGreaterThan(1000)
    expect(Buffer.byteLength(payload) / 1024, path).toBeLessThanOrEqual(kilobytes)
    // The cards cross as their data, not as rendered trees with two lists of image candidates each.
    expect(payload).not.toMatch(/"srcSet":"[^"]*-160w\.webp/)
    // Texts only some pages' browser components use stay on those pages.
    expect(payload).not.toContain('"imageViewer":')
    if (!path.includes('artworks')) expect(payload).not.toContain('"explorer":')
    expect(payload).not.toContain('"emptyText":') // the search page's, rendered by the server
    // The not-found boundary every page carries refers to the page's footer instead of a second one.
    expect(payload.split('"className":"site-footer"').length - 1, path).toBe(1)
    // An attribute left unset is left out, not sent as "$undefined" (menus, the explorer's options).
    expect(payload).not.toMatch(/"(?:data-scroll|aria-current|onClick|hex)":"\$undefined"/)
  })

  it('still sends an artwork page the image viewer’s texts, and the explorer its own, in both languages', async () => {
    const slug = await (await fetch(`${BASE_URL}/artworks`)).text().then((html) => /href="\/artworks\/([a-z0-9-]+)"/.exec(html)?.[1])
    expect(slug).toBeTruthy()
    const artwork = inlinePayload(await (await fetch(`${BASE_URL}/artworks/${slug}`)).text())
    expect(artwork).toContain('"imageViewer":')
    expect(Buffer.byteLength(artwork) / 1024).toBeLessThanOrEqual(31)
    for (const path of ['/artworks', '/en/artworks']) expect(inlinePayload(await (await fetch(`${BASE_URL}${path}`)).text())).toContain('"explorer":')
  })
})

/**
 * The home page in both languages (docs/behaviour.md#routes): newest artworks with loaded images,
 * artist names, German euro prices in both languages, translated titles, eager first image.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'

import { BASE_URL, euroPattern, gqlData, imageWidths, browserForTests } from './support'

type Doc = { id: number | string; title: string; publishedAt: string; sold: boolean | null; priceOnRequest: boolean | null; price: number | null; artist: { name: string } | null }
type Card = { title: string; artist: string | null; price: string }

const listQuery = `query NewestArtworks($limit: Int) {
  Artworks(limit: $limit, sort: "-publishedAt") { docs { id title publishedAt sold priceOnRequest price: publicPrice artist { name } } }
}`

const languages = [
  { code: 'de', path: '/', iso: 'de-DE', browserLocale: 'de-DE', onRequest: 'Preis auf Anfrage', sold: 'Verkauft' },
  { code: 'en', path: '/en', iso: 'en-US', browserLocale: 'en-US', onRequest: 'Price on request', sold: 'Sold' },
] as const

async function readCards(page: Page): Promise<Card[]> {
  return page.$$eval('[data-testid="artwork-card"]', (cards) =>
    cards.map((card) => ({
      title: card.querySelector('cite')?.textContent?.trim() ?? '',
      artist: card.querySelector('.artwork-card__artist')?.textContent?.trim() || null,
      price: card.querySelector('.artwork-card__price')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    })),
  )
}

const getBrowser = browserForTests()

describe.each(languages)('home page $path', (language) => {
  let context: BrowserContext
  let page: Page
  let status = 0
  let cards: Card[] = []
  let newest: Doc[] = []

  beforeAll(async () => {
    // The visitor's browser speaks the page's language, so no locale redirect interferes (docs/behaviour.md#locale-choice).
    context = await getBrowser().newContext({ locale: language.browserLocale, viewport: { width: 1280, height: 900 } })
    page = await context.newPage()
    const response = await page.goto(`${BASE_URL}${language.path}`, { waitUntil: 'load' })
    status = response?.status() ?? 0
    cards = await readCards(page)
    newest = (await gqlData<{ Artworks: { docs: Doc[] } }>(listQuery, { limit: 100 }, language.code)).Artworks.docs
  })

  afterAll(async () => {
    await context?.close()
  })

  it('answers 200 over plain HTTP and in the browser', async () => {
    const response = await fetch(`${BASE_URL}${language.path}`, { headers: { 'accept-language': language.browserLocale }, redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(status).toBe(200)
    expect(page.url().replace(/\/$/, '')).toBe(`${BASE_URL}${language.path}`.replace(/\/$/, ''))
  })

  it(`sets <html lang="${language.iso}">`, async () => {
    expect(await page.getAttribute('html', 'lang')).toBe(language.iso)
  })

  it('shows at least 12 artwork cards, the newest published ones, with titles in its language', () => {
    expect(cards.length).toBeGreaterThanOrEqual(12)
    expect(newest.length).toBeGreaterThanOrEqual(cards.length)
    // Ties in publishedAt may order differently, so compare against the cut-off date.
    const cutoff = Date.parse(newest[cards.length - 1].publishedAt)
    for (const card of cards) {
      const matches = newest.filter((doc) => doc.title === card.title)
      expect(matches.length, `card "${card.title}" is not a published artwork in ${language.code}`).toBeGreaterThan(0)
      expect(Math.max(...matches.map((doc) => Date.parse(doc.publishedAt))), `"${card.title}" is not among the newest`).toBeGreaterThanOrEqual(cutoff)
    }
  })

  it('shows the artist name and a price line for every card', () => {
    const withArtist = cards.filter((card) => card.artist)
    expect(withArtist.length).toBeGreaterThanOrEqual(12)
    for (const card of cards) {
      const doc = newest.find((d) => d.title === card.title)
      if (doc?.artist?.name) expect(card.artist).toBe(doc.artist.name)
      const ok = euroPattern.test(card.price) || card.price === language.onRequest || card.price === language.sold
      expect(ok, `price line "${card.price}" of "${card.title}"`).toBe(true)
      if (doc?.sold) expect(card.price).toBe(language.sold)
    }
    // German euro format in both languages, never "€12,500.00".
    const priced = cards.filter((card) => euroPattern.test(card.price))
    expect(priced.length).toBeGreaterThan(0)
    for (const card of priced) expect(card.price).not.toMatch(/€\s?\d|\d,\d{3}\.\d{2}/)
  })

  it('loads the first images in Chromium from /media variants', async () => {
    const images = page.locator('[data-testid="artwork-card"] img')
    expect(await images.count()).toBeGreaterThanOrEqual(12)
    for (let i = 0; i < 4; i++) {
      const image = images.nth(i)
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000, interval: 200 }).toBe(true)
      const current = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
      expect(current).toMatch(/^\/media\/[A-Za-z0-9._-]+-(160|320|640|768|1024|1366|1600|1920)w\.(webp|jpg)$/)
    }
  })

  it('loads the first image eagerly with high priority, and the rest lazily but for the first screens’', async () => {
    const images = await page.$$eval('[data-testid="artwork-card"] img', (imgs) =>
      imgs.map((img) => ({ loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') })),
    )
    expect(images.length).toBeGreaterThan(1)
    expect(images[0]).toEqual({ loading: 'eager', priority: 'high' })
    expect(images.slice(1).every((image) => image.priority === null)).toBe(true)
    // The works on the first screen of a phone or desktop load at once too (which ones:
    // tests/e2e/first-screen.e2e.test.ts); the last rows wait until they come near.
    expect(images.at(-1)!.loading).toBe('lazy')
    expect(images.filter((image) => image.loading === 'lazy').length).toBeGreaterThanOrEqual(images.length / 3)
  })

  it('offers srcset candidates only at the spec widths under /media/{stem}-{width}w', async () => {
    const sets = await page.$$eval('[data-testid="artwork-card"] picture', (pictures) =>
      pictures.flatMap((picture) => [...picture.querySelectorAll('img, source')].map((el) => el.getAttribute('srcset') ?? '')),
    )
    expect(sets.length).toBeGreaterThanOrEqual(24)
    let webp = 0
    for (const set of sets) {
      const candidates = set
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      expect(candidates.length).toBeGreaterThan(0)
      for (const candidate of candidates) {
        const match = /^\/media\/([A-Za-z0-9._-]+)-(\d+)w\.(webp|jpg) (\d+)w$/.exec(candidate)
        expect(match, `srcset candidate "${candidate}"`).not.toBeNull()
        expect(imageWidths).toContain(Number(match![2]))
        expect(match![4]).toBe(match![2])
        if (match![3] === 'webp') webp++
      }
    }
    expect(webp).toBeGreaterThan(0)
  })
})

describe('home page languages differ', () => {
  it('shows English titles on /en and German titles on / where the two differ', async () => {
    const [de, en] = await Promise.all(['de', 'en'].map(async (code) => (await gqlData<{ Artworks: { docs: Doc[] } }>(listQuery, { limit: 12 }, code)).Artworks.docs))
    const [deHtml, enHtml] = await Promise.all(
      ['/', '/en'].map(async (path, i) => {
        const response = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-language': i ? 'en-US' : 'de-DE' } })
        return response.text()
      }),
    )
    const english = new Map(en.map((doc) => [doc.id, doc.title]))
    const translated = de.map((doc) => [doc.title, english.get(doc.id)] as const).filter(([d, e]) => e && d !== e)
    expect(translated.length, 'the seed has artworks with English titles among the newest').toBeGreaterThan(0)
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
    const cite = (s: string) => `<cite>${escape(s)}</cite>`
    const [germanTitle, englishTitle] = translated[0] as [string, string]
    expect(enHtml).toContain(cite(englishTitle))
    expect(enHtml).not.toContain(cite(germanTitle))
    expect(deHtml).toContain(cite(germanTitle))
    expect(deHtml).not.toContain(cite(englishTitle))
  })
})

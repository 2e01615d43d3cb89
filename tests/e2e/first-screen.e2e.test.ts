/**
 * The pictures at the top of a phone's screen load first (issue 18, point 1): in a masonry grid at
 * the top of its page (home, the explorer), the work that opens each of the two columns is in the
 * HTML with loading="eager" and fetchpriority="high", worked out on the server
 * (src/features/artworks/masonry.ts), and every other work of the grid waits (lazy, no priority).
 * Checked where Chromium actually lays the columns out, on two phone sizes, in both languages.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL, useBrowser } from './support'

const getBrowser = useBrowser()

type Card = { left: number; top: number; loading: string | null; priority: string | null; index: number }

const pages = ['/', '/artworks', '/artworks?sort=price-asc', '/artworks?sort=price-desc', '/en', '/en/artworks', '/en/artworks?sort=artist']
const phones = [
  { width: 412, height: 823 },
  { width: 360, height: 740 },
]

describe.each(phones)('on a phone of $width × $height', (viewport) => {
  it.each(pages)('%s: the work at the top of each column loads at once, with high priority, and the rest lazily', async (path) => {
    const context = await getBrowser().newContext({ viewport, colorScheme: 'dark', locale: path.startsWith('/en') ? 'en-US' : 'de-DE' })
    try {
      const page = await context.newPage()
      const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      // The attributes as the server sent them (before any script could change them).
      const cards: Card[] = await page.locator('[data-testid="masonry"]').first().locator('[data-testid="artwork-card"]').evaluateAll((elements) =>
        elements.map((element, index) => {
          const rect = element.getBoundingClientRect()
          const img = element.querySelector('img')
          return { index, left: Math.round(rect.left), top: Math.round(rect.top + window.scrollY), loading: img?.getAttribute('loading') ?? null, priority: img?.getAttribute('fetchpriority') ?? null }
        }),
      )
      expect(cards.length).toBeGreaterThan(2)
      const columnTops = cards.filter((card, i) => i === 0 || card.left !== cards[i - 1].left)
      expect(columnTops.map((card) => card.left)).toEqual([0, viewport.width / 2].map(Math.round))
      // Both column tops are on the first screen: they are the pictures a visitor sees first.
      for (const card of columnTops) expect(card.top).toBeLessThan(viewport.height)
      const tops = new Set(columnTops.map((card) => card.index))
      for (const card of cards) {
        const first = tops.has(card.index)
        expect({ index: card.index, loading: card.loading, priority: card.priority }).toEqual({ index: card.index, loading: first ? 'eager' : 'lazy', priority: first ? 'high' : null })
      }
    } finally {
      await context.close()
    }
  })
})

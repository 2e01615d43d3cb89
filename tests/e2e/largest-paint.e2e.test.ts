/**
 * The largest element loads first (issue 33 point 4): on every key page, on a phone and on a
 * desktop screen, in both languages, the element Chromium reports as the Largest Contentful Paint
 * is either text, or a picture fetched at once with high priority (its own `fetchpriority="high"`,
 * or a preload with high priority for the screen's width). On a phone it is also never lazy; on a
 * desktop a masonry's picture may be, as long as its preload fetches it
 * (src/features/artworks/components/ArtworkCards.tsx says why). The cookie banner, which a first
 * visit always shows, is never that element.
 *
 * Each page is opened as a first visit (a new browser context, no consent stored), as Lighthouse
 * opens it.
 */
import { describe, expect, it } from 'vitest'

import { BASE_URL, browserForTests, keyPages } from './support'

const getBrowser = browserForTests()

const screens = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false },
]

type Largest = { tag: string; top: number; scrollY: number; inBanner: boolean; loading: string | null; priority: string | null; preloaded: boolean; text: string; src: string }

describe.each(screens)('on a $name screen', ({ viewport, isMobile, hasTouch }) => {
  it.each(['de', 'en'])('every key page in %s paints a largest element that was loaded first, never the cookie banner', async (language) => {
    const pages = await keyPages(language === 'de' ? '' : '/en')
    const context = await getBrowser().newContext({ viewport, isMobile, hasTouch, colorScheme: 'dark', locale: language === 'de' ? 'de-DE' : 'en-US' })
    try {
      for (const path of pages) {
        await context.clearCookies()
        const page = await context.newPage()
        const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        // The banner is on screen (a first visit), so it competes with the page's own content.
        await expect.poll(() => page.locator('[data-testid="consent"]').isVisible(), { timeout: 10_000 }).toBe(true)
        // Every picture on the first screen has been drawn: the largest paint is settled.
        await page.waitForFunction(
          () =>
            [...document.images].every((img) => {
              const rect = img.getBoundingClientRect()
              return rect.top >= innerHeight || rect.bottom <= 0 || rect.width === 0 || img.complete
            }),
          undefined,
          { timeout: 20_000 },
        )
        const largest: Largest | null = await page.evaluate(
          () =>
            new Promise((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
                const element = entries.at(-1)?.element ?? null
                if (!element) return resolve(null)
                const img = element instanceof HTMLImageElement ? element : null
                const src = img?.currentSrc ?? ''
                const preloaded = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="image"]')].some(
                  (link) =>
                    link.getAttribute('fetchpriority') === 'high' &&
                    (!link.media || matchMedia(link.media).matches) &&
                    (link.getAttribute('imagesrcset') ?? link.href)
                      .split(',')
                      .map((candidate) => new URL(candidate.trim().split(/\s+/)[0], location.href).href)
                      .includes(src),
                )
                resolve({
                  tag: element.tagName.toLowerCase(),
                  top: Math.round(element.getBoundingClientRect().top),
                  scrollY: Math.round(scrollY),
                  inBanner: !!element.closest('[data-testid="consent"]'),
                  loading: img?.getAttribute('loading') ?? null,
                  priority: img?.getAttribute('fetchpriority') ?? null,
                  preloaded,
                  text: (element.textContent ?? '').trim().slice(0, 60),
                  src,
                })
              }).observe({ type: 'largest-contentful-paint', buffered: true })
            }),
        )
        expect(largest, path).not.toBeNull()
        const seen = { path, ...largest! }
        expect(seen.inBanner, JSON.stringify(seen)).toBe(false)
        if (seen.tag === 'img') {
          expect(seen.priority === 'high' || seen.preloaded, JSON.stringify(seen)).toBe(true)
          // Never waiting for layout: eager, or (on a desktop) lazy but fetched by its preload.
          if (isMobile || !seen.preloaded) expect(seen.loading, JSON.stringify(seen)).not.toBe('lazy')
        }
        await page.close()
      }
    } finally {
      await context.close()
    }
  })
})

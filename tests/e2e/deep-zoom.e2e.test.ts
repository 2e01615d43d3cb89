/**
 * Deep zoom (issue 35 point 2) in German and English on a phone window (390 × 844): a work with a
 * 6000 × 4500 original (the seed has a few) opens in the image viewer's deep zoom, zooms with the
 * keyboard up to the original's own pixels loading tiles of the top level, and never requests the
 * original (nor the 1920 variant); the viewer's code (OpenSeadragon, told by a string only it
 * holds) is fetched only then. A work with a smaller original keeps the plain viewer and never
 * loads OpenSeadragon. The browser reports no Content-Security-Policy violation.
 */
import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'
import { BASE_URL, browserForTests, hydrated } from './support'

const getBrowser = browserForTests()

type Image = { filename: string; width: number; height: number; filesize?: number }
type Doc = { slug: string; images?: Image[] }

async function works(locale: string): Promise<Doc[]> {
  const response = await fetch(`${BASE_URL}/api/artworks?limit=100&depth=1&locale=${locale}&where[_status][equals]=published`)
  return ((await response.json()) as { docs: Doc[] }).docs
}

const large = (doc: Doc) => (doc.images?.[0]?.width ?? 0) >= 4000
/** A string that only OpenSeadragon's code holds (its Deep Zoom namespace). */
const viewerMarker = 'schemas.microsoft.com/deepzoom/2008'
const tilePattern = /-dz(\d+)-(\d+)-(\d+)\.webp$/

function watch(page: Page) {
  const responses: Response[] = []
  const scripts = new Map<string, Promise<string>>()
  const violations: string[] = []
  page.on('response', (response) => {
    responses.push(response)
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      )
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(String(error)))
  return {
    responses,
    violations,
    paths: () => responses.map((response) => new URL(response.url()).pathname),
    viewerLoaded: async () => {
      for (const body of scripts.values()) if ((await body).includes(viewerMarker)) return true
      return false
    },
  }
}

describe.each([
  { code: 'de', prefix: '', locale: 'de-DE', messages: de },
  { code: 'en', prefix: '/en', locale: 'en-US', messages: en },
])('deep zoom in $code', ({ code, prefix, locale, messages }) => {
  it('zooms a 6000 px original to its own pixels with the keyboard, loading tiles and never the original', async () => {
    const work = (await works(code)).find(large)
    expect(work, 'the seed has works with a large original').toBeTruthy()
    const original = work!.images![0]
    const context = await getBrowser().newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    try {
      const page = await context.newPage()
      const net = watch(page)
      await page.goto(`${BASE_URL}${prefix}/artworks/${work!.slug}`, { waitUntil: 'load' })
      await hydrated(page, '[data-testid="image-viewer-open"]')
      expect(await net.viewerLoaded()).toBe(false)
      expect(net.paths().filter((path) => tilePattern.test(path))).toEqual([])

      await page.getByTestId('image-viewer-open').first().focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.getByRole('dialog', { name: messages.imageViewer.label }).isVisible(), { timeout: 20_000 }).toBe(true)
      await expect.poll(() => page.getByTestId('image-viewer-stage').getAttribute('data-deep'), { timeout: 30_000 }).toBe('open')
      expect(await net.viewerLoaded()).toBe(true)
      // The first tiles: the whole picture at a low level.
      await expect.poll(() => net.paths().filter((path) => tilePattern.test(path)).length, { timeout: 30_000 }).toBeGreaterThan(0)

      // + until the zoom-in button says it can go no further: the original's own pixels.
      const zoomIn = page.getByTestId('image-viewer-zoom-in')
      for (let step = 0; step < 20 && (await zoomIn.getAttribute('aria-disabled')) !== 'true'; step++) {
        await page.keyboard.press('+')
        await page.waitForTimeout(250)
      }
      expect(await zoomIn.getAttribute('aria-disabled')).toBe('true')
      const percent = Number(/\d+/.exec(await page.getByTestId('image-viewer-zoom').innerText())?.[0])
      expect(percent).toBeGreaterThan(500)
      const top = Math.ceil(Math.log2(Math.max(original.width, original.height)))
      await expect
        .poll(() => net.responses.filter((response) => Number(tilePattern.exec(new URL(response.url()).pathname)?.[1]) === top && response.status() === 200).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0)
      // Arrows pan the zoomed picture: more tiles of the top level.
      const atTop = () => net.paths().filter((path) => Number(tilePattern.exec(path)?.[1]) === top).length
      const seen = atTop()
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
      await expect.poll(atTop, { timeout: 30_000 }).toBeGreaterThan(seen)

      const paths = net.paths()
      expect(paths).not.toContain(`/media/${original.filename}`)
      expect(paths.filter((path) => path.includes('-1920w.'))).toEqual([])
      for (const response of net.responses.filter((r) => tilePattern.test(new URL(r.url()).pathname))) {
        expect([200, 304]).toContain(response.status())
        expect(response.headers()['content-type']).toBe('image/webp')
      }
      expect(net.violations).toEqual([])

      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog', { name: messages.imageViewer.label }).isVisible()).toBe(false)
    } finally {
      await context.close()
    }
  })

  it('keeps the plain viewer for a smaller original, without OpenSeadragon', async () => {
    const work = (await works(code)).find((doc) => doc.images?.[0] && !large(doc))!
    const context = await getBrowser().newContext({ locale, viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      const net = watch(page)
      await page.goto(`${BASE_URL}${prefix}/artworks/${work.slug}`, { waitUntil: 'load' })
      await hydrated(page, '[data-testid="image-viewer-open"]')
      await page.getByTestId('image-viewer-open').first().click()
      await expect.poll(() => page.getByTestId('image-viewer-image').isVisible(), { timeout: 20_000 }).toBe(true)
      expect(await page.getByTestId('image-viewer-stage').getAttribute('data-deep')).toBeNull()
      const fitted = await page.getByTestId('image-viewer-zoom').innerText()
      await page.keyboard.press('+')
      await expect.poll(() => page.getByTestId('image-viewer-zoom').innerText()).not.toBe(fitted)
      expect(await net.viewerLoaded()).toBe(false)
      expect(net.paths().filter((path) => tilePattern.test(path))).toEqual([])
      expect(net.violations).toEqual([])
    } finally {
      await context.close()
    }
  })
})

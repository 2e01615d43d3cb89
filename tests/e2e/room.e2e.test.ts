/**
 * The room view (issue 35 point 1) from the artwork page, in German and English, with the
 * keyboard: nothing of it is requested before it is opened (its chunk is told by a test id only
 * its markup has), it opens in the site's overlay with focus on its close button and the scene
 * named by its sentence ("… neben einer 180 cm breiten Bank …"), the wall colour changes with the
 * arrow keys, Escape and browser back close it and focus returns to its button. On a 360 px phone
 * in portrait and landscape the whole work and its bench are in view, at one scale. The browser
 * reports no Content-Security-Policy violation on the way.
 */
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'
import { afterPageTimers, BASE_URL, browserForTests, hydrated } from './support'

const getBrowser = browserForTests()

type Doc = { slug: string; title: string; dimensions?: { width?: number | null; height?: number | null; depth?: number | null } }

/** A published work with a width and a height, as REST reads it anonymously. */
async function hungWork(locale: string): Promise<Doc> {
  const response = await fetch(`${BASE_URL}/api/artworks?limit=50&depth=0&locale=${locale}&sort=publishedAt&where[_status][equals]=published`)
  const docs = ((await response.json()) as { docs: Doc[] }).docs
  const work = docs.find((doc) => doc.dimensions?.width && doc.dimensions.height && (doc.dimensions.depth ?? 0) < 10)
  if (!work) throw new Error('no published work with a width and a height')
  return work
}

/** Every script and style the page asks for, and the bodies of its scripts, from now on. */
function watch(page: Page) {
  const requests: Request[] = []
  const bodies = new Map<string, Promise<string>>()
  const violations: string[] = []
  page.on('request', (request) => requests.push(request))
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        response.url(),
        response.text().catch(() => ''),
      )
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  return {
    requests,
    violations,
    /** The scripts loaded so far whose text holds `marker`. */
    scriptsWith: async (marker: string) => {
      const found: string[] = []
      for (const [url, body] of bodies) if ((await body).includes(marker)) found.push(url)
      return found
    },
  }
}

const roomMarker = 'room-scene'

describe.each([
  { code: 'de', prefix: '', locale: 'de-DE', messages: de, bench: 'neben einer 180 cm breiten Bank' },
  { code: 'en', prefix: '/en', locale: 'en-US', messages: en, bench: 'beside a bench 180 cm wide' },
])('the room view in $code', ({ code, prefix, locale, messages, bench }) => {
  it('loads nothing until opened, then opens with the keyboard, says what it shows, changes the wall, and closes on Escape and back', async () => {
    const work = await hungWork(code)
    const context = await getBrowser().newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true })
    try {
      const page = await context.newPage()
      const net = watch(page)
      const address = `${BASE_URL}${prefix}/artworks/${work.slug}`
      await page.goto(address, { waitUntil: 'load' })
      await hydrated(page, '[data-testid="room-open"]')
      const button = page.getByRole('button', { name: messages.room.open })
      expect(await button.isVisible()).toBe(true)
      // Before opening: the page has loaded, and nothing of the room is among what it asked for.
      // (Not 'networkidle': the page holds a live stream.) Timers of the next half second have run.
      await afterPageTimers(page, 500)
      const before = net.requests.length
      expect(await net.scriptsWith(roomMarker)).toEqual([])
      expect(net.requests.filter((request) => /room/i.test(new URL(request.url()).pathname))).toEqual([])

      await button.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: messages.room.label.replace('{title}', work.title) })
      await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true)
      // Its own chunk came now, with the click.
      expect(net.requests.length).toBeGreaterThan(before)
      expect((await net.scriptsWith(roomMarker)).length).toBe(1)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('room-close')
      const scene = page.getByRole('img', { name: new RegExp(bench) })
      await expect.poll(() => scene.isVisible()).toBe(true)
      const sentence = await page.getByTestId('room-caption').innerText()
      expect(sentence).toContain(bench)
      // As the page's caption writes them: H × W (× D) cm.
      const { height, width, depth } = work.dimensions!
      const size = `${[height, width, depth].filter(Boolean).join(' × ')} cm`
      expect(sentence).toContain(size)
      expect(await page.getByTestId('room-size').innerText()).toBe(size)

      // The wall colour, from the keyboard: Tab to the radio group, arrows to choose.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('light')
      await page.keyboard.press('ArrowRight')
      expect(await page.getByTestId('room-view').getAttribute('data-wall')).toBe('grey')
      await page.keyboard.press('ArrowRight')
      expect(await page.getByTestId('room-view').getAttribute('data-wall')).toBe('dark')

      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.isVisible()).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('room-open')

      // Back closes it too, and leaves the visitor on the artwork page.
      await page.keyboard.press('Enter')
      await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true)
      await page.goBack()
      await expect.poll(() => dialog.isVisible()).toBe(false)
      expect(page.url()).toBe(address)
      expect(net.violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows the whole work beside its bench on a 360 px phone, upright and on its side', async () => {
    const work = await hungWork(code)
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 640, height: 360 },
    ]) {
      const context = await getBrowser().newContext({ locale, viewport, hasTouch: true, isMobile: true })
      try {
        const page = await context.newPage()
        await page.goto(`${BASE_URL}${prefix}/artworks/${work.slug}`, { waitUntil: 'load' })
        await hydrated(page, '[data-testid="room-open"]')
        await page.getByTestId('room-open').click()
        await expect.poll(() => page.getByTestId('room-work').isVisible(), { timeout: 20_000 }).toBe(true)
        const stage = (await page.getByTestId('room-stage').boundingBox())!
        expect(stage.width).toBeLessThanOrEqual(viewport.width)
        expect(stage.height).toBeGreaterThan(viewport.height / 2 - 60)
        for (const part of ['room-work', 'room-reference']) {
          const box = (await page.getByTestId(part).boundingBox())!
          expect(box.x).toBeGreaterThanOrEqual(stage.x - 1)
          expect(box.y).toBeGreaterThanOrEqual(stage.y - 1)
          expect(box.x + box.width).toBeLessThanOrEqual(stage.x + stage.width + 1)
          expect(box.y + box.height).toBeLessThanOrEqual(stage.y + stage.height + 1)
        }
        // True scale: the work and the 180 cm bench in the ratio of their widths in centimetres.
        const ratio = (await page.getByTestId('room-work').boundingBox())!.width / (await page.getByTestId('room-reference').boundingBox())!.width
        expect(ratio).toBeCloseTo(work.dimensions!.width! / 180, 1)
        // Nothing sticks out sideways: the page does not scroll horizontally.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      } finally {
        await context.close()
      }
    }
  })
})

/**
 * A lazily loaded part whose chunk fails to load (issue 29, point 5; the room view of issue 35
 * too) meets the one recovery of docs/behaviour.md#chunk-reload, in Chromium in both languages: the
 * `vernissage:preload-error` event and a reload of the page; within 10 s of that reload a second
 * failure is announced but reloads no more (the viewer stays shut; the search goes to the results
 * page, which needs no overlay); from 10 s on the page reloads again. Each part's chunk is told
 * from the others by what only it contains and is refused at the network; every other chunk is
 * served.
 *
 * The page's clock stands still (Playwright's setFixedTime: Date.now() only, timers run), so
 * "within 10 s" and "10 s later" do not depend on how fast this machine is.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'

import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'
import { preloadErrorEvent, reloadGuardKey, reloadGuardMs } from '../../src/ui/reloadGuard'
import { BASE_URL, browserForTests, gqlData, hydrated } from './support'

const getBrowser = browserForTests()
const contexts: BrowserContext[] = []

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

const languages = [
  { code: 'de', prefix: '', locale: 'de-DE', messages: de },
  { code: 'en', prefix: '/en', locale: 'en-US', messages: en },
] as const
type Language = (typeof languages)[number]

type Part = {
  name: string
  /** A string only this part's chunk holds (a test id of its own markup). */
  marker: string
  /** The page it is on, and the control that needs it. */
  address: (language: Language) => Promise<string>
  trigger: string
  /** Whether it is shown. */
  shown: (page: Page, language: Language) => Promise<boolean>
  /** The languages it is tried in (see `cases`). */
  triedIn: Array<Language['code']>
}

async function firstWork(code: string): Promise<string> {
  const data = await gqlData<{ Artworks: { docs: Array<{ slug: string }> } }>('query FirstWork { Artworks(limit: 1, sort: "publishedAt") { docs { slug } } }', {}, code)
  return data.Artworks.docs[0].slug
}

const parts: Part[] = [
  {
    name: 'image viewer',
    marker: 'image-viewer-stage',
    address: async ({ code, prefix }) => `${prefix}/artworks/${await firstWork(code)}`,
    trigger: '[data-testid="image-viewer-open"]',
    shown: (page, { messages }) => page.getByRole('dialog', { name: messages.imageViewer.label }).isVisible(),
    triedIn: ['de'],
  },
  {
    name: 'room view',
    marker: 'room-scene',
    address: async ({ code, prefix }) => `${prefix}/artworks/${await firstWork(code)}`,
    trigger: '[data-testid="room-open"]',
    shown: (page) => page.getByTestId('room-view').isVisible(),
    triedIn: ['en'],
  },
  {
    name: 'search overlay',
    marker: 'search-overlay-input',
    address: async ({ prefix }) => prefix || '/',
    trigger: 'button[data-testid="search-button"]',
    shown: (page) => page.locator('#global-search').isVisible(),
    // Its way out is the results page of the visitor's language.
    triedIn: ['de', 'en'],
  },
]

/**
 * A context whose pages refuse the chunk holding `marker` (and list what they refused in
 * `refused`), count the preload-error events of the tab in sessionStorage (it outlives a reload)
 * and record how each document was entered and which navigations it started.
 */
async function openContext(locale: string, marker: string, now: number) {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  await context.clock.setFixedTime(now)
  const refused: string[] = []
  await context.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes(marker)) return await route.fulfill({ response, body })
      refused.push(new URL(route.request().url()).pathname)
      return await route.abort('failed')
    } catch {
      // The page reloaded or the test closed it while the chunk was on its way: nobody waits for it.
    }
  })
  await context.addInitScript((eventName) => {
    const w = window as any
    w.__navigates = []
    w.navigation?.addEventListener('navigate', (event: any) =>
      w.__navigates.push({ path: new URL(event.destination.url).pathname, type: event.navigationType, sameDocument: event.destination.sameDocument }),
    )
    window.addEventListener(eventName, (event) => {
      const seen = JSON.parse(sessionStorage.getItem('e2e-preload-errors') || '[]')
      seen.push(String((event as CustomEvent).detail?.name ?? (event as CustomEvent).detail))
      sessionStorage.setItem('e2e-preload-errors', JSON.stringify(seen))
    })
  }, preloadErrorEvent)
  return { page: await context.newPage(), refused }
}

const preloadErrors = (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-preload-errors') || '[]'))
/** How the document was entered: 'push' (a link, location.assign, the address bar) or 'reload' (Navigation API; the fake clock leaves it alone, unlike performance). */
const entryType = (page: Page): Promise<string> => page.evaluate(() => (window as any).navigation.activation.navigationType)
const guardStamp = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), reloadGuardKey)
/** The navigations this document started, without Next's own same-document replaceState bookkeeping. */
const navigates = async (page: Page): Promise<Array<{ path: string; type: string }>> => {
  const all: Array<{ path: string; type: string; sameDocument: boolean }> = await page.evaluate(() => (window as any).__navigates)
  return all.filter((n) => !(n.type === 'replace' && n.sameDocument))
}

/**
 * Each part once, the languages shared out between them: the recovery is the same code in both
 * (no text of its own), and only the search's way out depends on the language (its results page's
 * address), so the search is tried in both (issue 47: four page sequences instead of six).
 */
const cases = parts.flatMap((part) => languages.filter(({ code }) => part.triedIn.includes(code)).map((language) => ({ part, language })))

describe('a lazy part whose chunk fails to load', () => {
  it.each(cases)('$part.name in $language.code: announces it and reloads, not again within 10 s, again after', async ({ part, language }) => {
    const t0 = Date.UTC(2026, 10, 26, 12, 0, 0)
    const { page, refused } = await openContext(language.locale, part.marker, t0)
    const address = await part.address(language)
    await page.goto(`${BASE_URL}${address}`, { waitUntil: 'load' })
    await hydrated(page, part.trigger)
    // The part is not in the page's own chunks: nothing was refused before it was asked for.
    expect(refused).toEqual([])
    expect(await entryType(page)).toBe('push')

    // First failure: the event, then the page loads again from the server.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 })
    await page.click(part.trigger)
    await reloaded
    expect(refused.length).toBeGreaterThan(0)
    expect(new Set(refused).size).toBe(1)
    expect(new URL(page.url()).pathname).toBe(new URL(`${BASE_URL}${address}`).pathname)
    expect(await entryType(page)).toBe('reload')
    expect(await preloadErrors(page)).toEqual(['ChunkLoadError'])
    expect(await guardStamp(page)).toBe(String(t0))

    // Within the guard (the clock has not moved): announced, but no second reload.
    await hydrated(page, part.trigger)
    const leaving = part.name === 'search overlay' ? page.waitForURL(`${BASE_URL}${language.prefix}/search`, { timeout: 20_000 }) : null
    await page.click(part.trigger)
    await expect.poll(() => preloadErrors(page), { timeout: 20_000 }).toEqual(['ChunkLoadError', 'ChunkLoadError'])
    if (leaving) {
      // The search's own way out: the results page, loaded as a new page, not a reload of this one.
      await leaving
      expect(await entryType(page)).toBe('push')
    } else {
      // The recovery decided as it announced: a reload would have begun by now.
      expect(await navigates(page)).toEqual([])
      expect(await part.shown(page, language)).toBe(false)
    }
    expect(await guardStamp(page)).toBe(String(t0))

    // 10 s after the reload the guard lets the next failure reload again.
    await page.context().clock.setFixedTime(t0 + reloadGuardMs)
    await hydrated(page, part.trigger)
    const again = page.waitForEvent('load', { timeout: 20_000 })
    await page.click(part.trigger)
    await again
    expect(await entryType(page)).toBe('reload')
    expect(await preloadErrors(page)).toEqual(['ChunkLoadError', 'ChunkLoadError', 'ChunkLoadError'])
    expect(await guardStamp(page)).toBe(String(t0 + reloadGuardMs))
    expect(await part.shown(page, language)).toBe(false)
  })
})

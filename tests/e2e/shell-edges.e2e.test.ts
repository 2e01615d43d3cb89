/**
 * Edges of the site shell (issue 14, points 8–10) in Chromium: dark is the theme of every visitor
 * who has not chosen, whatever the system prefers, from the first paint and without JavaScript; a
 * stored choice holds across reloads. Prefetching follows docs/behaviour.md#prefetch — nothing before a second after
 * the load event, at most 5 at once, nothing on slow-2g or with Save-Data — Next's own link
 * prefetching included. The icons and the manifest answer. That pages log no error and fail no request is checked in
 * the first-visit sweep of tests/e2e/consent.e2e.test.ts, which loads them anyway.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

import { BASE_URL, browserForTests, recordSiteEvents, siteEvent, watchPrefetches } from './support'

const getBrowser = browserForTests()
const contexts: BrowserContext[] = []

async function open(options: BrowserContextOptions = {}, initScript?: string): Promise<Page> {
  const context = await getBrowser().newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 }, ...options })
  contexts.push(context)
  await recordSiteEvents(context)
  if (initScript) await context.addInitScript(initScript)
  return context.newPage()
}

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

const black = 'rgb(0, 0, 0)'
const cream = 'rgb(248, 245, 238)' // the light theme's background (site.css)
const htmlBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'))

/**
 * Records every value data-theme takes on <html> from the moment the parser creates it, and the
 * value at DOMContentLoaded: before any of the page's own scripts could run.
 */
const themeRecorder = `(() => {
  const w = window
  w.__themes = []
  const record = () => {
    const value = document.documentElement && document.documentElement.getAttribute('data-theme')
    if (value !== null && w.__themes[w.__themes.length - 1] !== value) w.__themes.push(value)
  }
  new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] })
  document.addEventListener('DOMContentLoaded', () => { record(); w.__themeAtDCL = document.documentElement.getAttribute('data-theme') })
})()`
const themesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __themes: string[] }).__themes)
const themeAtDCL = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtDCL?: string }).__themeAtDCL)

describe('dark is the default theme', () => {
  it.each([
    ['de', '/'],
    ['en', '/en/artists'],
  ])('with a light system preference and no stored choice (%s): dark from the first paint', async (_lang, path) => {
    const page = await open({ colorScheme: 'light' }, themeRecorder)
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(true)
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' })
    expect(await themeAtDCL(page)).toBe('dark')
    // Never light, not even for a moment: no flash.
    expect(await themesSeen(page)).toEqual(['dark'])
    expect(await dataTheme(page)).toBe('dark')
    expect(await htmlBackground(page)).toBe(black)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark')
  })

  it('without JavaScript too (the server renders it so)', async () => {
    const page = await open({ colorScheme: 'light', javaScriptEnabled: false })
    for (const path of ['/', '/en', '/en/faq']) {
      const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
      expect(await htmlBackground(page)).toBe(black)
    }
  })

  it('without JavaScript, no control that only a script can work is shown, and nothing is wider than a 360 px phone, in German and English', async () => {
    const works = (await (await fetch(`${BASE_URL}/api/artworks?limit=1&depth=0&where[_status][equals]=published&where[dimensions.width][greater_than]=0`)).json()) as {
      docs: Array<{ id: number }>
    }
    const slugIn = async (locale: string) => ((await (await fetch(`${BASE_URL}/api/artworks/${works.docs[0].id}?depth=0&locale=${locale}`)).json()) as { slug: string }).slug
    const paths = ['/', '/artworks', `/artworks/${await slugIn('de')}`, '/faq', '/en', '/en/artworks', `/en/artworks/${await slugIn('en')}`]
    // Buttons whose content is the page's own (the price, the picture): inert without a script, but still showing what they hold.
    const showContent = new Set(['price-line', 'image-viewer-open'])
    for (const javaScriptEnabled of [false, true]) {
      const page = await open({ javaScriptEnabled, viewport: { width: 360, height: 740 } })
      for (const path of paths) {
        expect((await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' }))?.status()).toBe(200)
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLButtonElement>('button[type="button"]')]
            .filter((button) => button.getClientRects().length > 0 && !button.closest('dialog:not([open])'))
            .map((button) => ({ id: button.dataset.testid ?? button.className, needsScript: button.hasAttribute('data-needs-js') })),
        )
        if (!javaScriptEnabled)
          expect(
            shown.filter((button) => !showContent.has(button.id)),
            path,
          ).toEqual([])
        else
          expect(
            shown.filter((button) => button.needsScript).map((button) => button.id),
            path,
          ).toContain('theme-toggle')
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
      }
    }
  })

  it('a stored light choice stays light across reloads, whatever the system prefers', async () => {
    const page = await open({ colorScheme: 'dark' }, themeRecorder)
    await page.goto(`${BASE_URL}/faq`, { waitUntil: 'load' })
    expect(await dataTheme(page)).toBe('dark')
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    for (const path of ['/faq', '/faq', '/en/faq']) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' })
      expect(await themeAtDCL(page)).toBe('light')
      expect(await dataTheme(page)).toBe('light')
      expect(await htmlBackground(page)).toBe(cream)
    }
    await page.reload({ waitUntil: 'load' })
    expect(await dataTheme(page)).toBe('light')

    // The cookie alone remembers it too (storage can be off in privacy modes).
    await page.evaluate(() => localStorage.clear())
    await page.context().addCookies([{ name: 'theme', value: 'light', url: BASE_URL }])
    await page.reload({ waitUntil: 'load' })
    expect(await themeAtDCL(page)).toBe('light')
  })

  it('a stored dark choice stays dark with a light system preference', async () => {
    const page = await open({ colorScheme: 'light' }, themeRecorder)
    await page.goto(`${BASE_URL}/en`, { waitUntil: 'load' })
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload({ waitUntil: 'load' })
    expect(await themesSeen(page)).toEqual(['dark'])
    expect(await htmlBackground(page)).toBe(black)
  })
})

describe('icons and manifest', () => {
  const files = [
    { path: '/favicon.ico', type: /^image\/(x-icon|vnd\.microsoft\.icon)/ },
    { path: '/icon.svg', type: /^image\/svg\+xml/ },
    { path: '/apple-icon.png', type: /^image\/png/ },
    { path: '/icon-192.png', type: /^image\/png/ },
    { path: '/icon-512.png', type: /^image\/png/ },
    { path: '/manifest.webmanifest', type: /^application\/manifest\+json/ },
  ]

  it.each(files)('$path answers 200 with its content type', async ({ path, type }) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(type)
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })

  it('the manifest names the site and lists icons that exist', async () => {
    const manifest = (await (await fetch(`${BASE_URL}/manifest.webmanifest`)).json()) as {
      name: string
      short_name: string
      start_url: string
      lang: string
      background_color: string
      icons: Array<{ src: string; type: string; sizes: string }>
    }
    expect(manifest).toMatchObject({ name: 'Vernissage', short_name: 'Vernissage', start_url: '/', lang: 'de', background_color: '#000000' })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']))
    for (const icon of manifest.icons) {
      const response = await fetch(`${BASE_URL}${icon.src}`)
      expect(response.status, icon.src).toBe(200)
      expect(response.headers.get('content-type'), icon.src).toContain(icon.type)
    }
  })

  it.each(['/', '/en', '/en/artists'])('%s links the favicon, the SVG icon, the apple icon and the manifest, and each answers', async (path) => {
    const page = await open({ javaScriptEnabled: false })
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' })
    const links = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')].map((link) => ({
        rel: link.getAttribute('rel'),
        href: link.getAttribute('href') ?? '',
        type: link.getAttribute('type'),
      })),
    )
    const hrefOf = (rel: string, pattern: RegExp) => links.find((link) => link.rel === rel && pattern.test(link.href))?.href
    expect(hrefOf('icon', /^\/favicon\.ico/)).toBeTruthy()
    expect(hrefOf('icon', /^\/icon\.svg/)).toBeTruthy()
    expect(links.find((link) => link.href.startsWith('/icon.svg'))?.type).toBe('image/svg+xml')
    expect(hrefOf('apple-touch-icon', /^\/apple-icon\.png/)).toBeTruthy()
    expect(hrefOf('manifest', /^\/manifest\.webmanifest$/)).toBeTruthy()
    for (const link of links) {
      const response = await page.request.get(`${BASE_URL}${link.href}`)
      expect(response.status(), link.href).toBe(200)
    }
  })
})

/** A request Next makes for a route's payload (a prefetch or an in-app navigation). */
/** The load event's time on the browser's wall clock (ms since 1970), like Request.timing().startTime. */
const loadedAt = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return performance.timeOrigin + navigation.loadEventStart
  })

describe('prefetching (docs/behaviour.md#prefetch)', () => {
  it('starts a second after the load event, never more than 5 at once, Next Link included', async () => {
    // A tall window: the header's links and dozens of artists' links are visible at once.
    const page = await open({ viewport: { width: 1280, height: 2400 } })
    const watch = watchPrefetches(page)
    await page.goto(`${BASE_URL}/artists`, { waitUntil: 'load' })
    const loaded = await loadedAt(page)
    await expect.poll(watch.count, { timeout: 30_000 }).toBeGreaterThan(8)
    await expect.poll(watch.inFlight, { timeout: 30_000 }).toBe(0)
    expect(watch.peak()).toBeLessThanOrEqual(5)
    const earliest = Math.min(...watch.starts())
    expect(earliest - loaded, 'the first prefetch started this long after the load event (ms)').toBeGreaterThanOrEqual(1_000)
  })

  it.each([
    ['Save-Data', { effectiveType: '4g', saveData: true }],
    ['slow-2g', { effectiveType: 'slow-2g', saveData: false }],
  ])('prefetches nothing with %s', async (_name, connection) => {
    const page = await open(
      { viewport: { width: 1280, height: 2400 } },
      `Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ ...${JSON.stringify(connection)}, downlink: 0.05, rtt: 2000, addEventListener() {}, removeEventListener() {} }),
      })`,
    )
    const watch = watchPrefetches(page)
    await page.goto(`${BASE_URL}/artists`, { waitUntil: 'load' })
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: unknown }).connection)).toMatchObject(connection)
    // The moment prefetching would begin (a second after the load event) has come, and it said no.
    expect(await siteEvent(page, 'prefetchReady', 20_000)).toEqual({ enabled: false })
    expect(watch.count()).toBe(0)
  })
})

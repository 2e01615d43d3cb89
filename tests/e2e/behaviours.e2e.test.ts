/**
 * Client behaviours of docs/behaviour.md#navigating-the-site in a real browser: link clicks (current address,
 * magazine, in-app), scrolling on the artwork and artists pages, service-worker cleanup, the
 * chunk-error reload guard, new-build detection, the outdated-browser redirect and link prefetch.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

import { BASE_URL, browserForTests, countPrefetches, gqlData, lastSiteEvent, prefetchCounts, recordSiteEvents, siteEvent } from './support'

const getBrowser = browserForTests()
const contexts: BrowserContext[] = []

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

type Lang = 'de' | 'en'
const langs: Lang[] = ['de', 'en']
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '')

/**
 * A page in its language. Every context stubs navigator.serviceWorker.getRegistrations with one
 * fake leftover registration: its unregister() records the call, and the first call tells the test
 * that ClientBehaviours has mounted (hydration done; its earlier effects, the upgrade check among
 * them, have run). Each document also records the navigations it starts (the Navigation API's
 * navigate event fires as one begins: a link's default, location.assign/replace/reload, pushState)
 * and the site's own announcements: a newer build seen, visible-link prefetching ready.
 */
async function openPage(lang: Lang, options: BrowserContextOptions = {}, initScript?: string): Promise<Page> {
  const context = await getBrowser().newContext({ locale: lang === 'en' ? 'en-US' : 'de-DE', ...options })
  contexts.push(context)
  await context.addInitScript(() => {
    const w = window as any
    w.__swUnregistered = 0
    w.__behavioursReady = false
    w.__navigates = []
    w.navigation?.addEventListener('navigate', (event: any) =>
      w.__navigates.push({ path: new URL(event.destination.url).pathname, type: event.navigationType, sameDocument: event.destination.sameDocument }),
    )
    if (typeof ServiceWorkerContainer === 'function') {
      Object.defineProperty(ServiceWorkerContainer.prototype, 'getRegistrations', {
        configurable: true,
        value: async () => {
          w.__behavioursReady = true
          return [{ unregister: async () => ((w.__swUnregistered += 1), true) }]
        },
      })
    }
  })
  await recordSiteEvents(context)
  if (initScript) await context.addInitScript(initScript)
  return context.newPage()
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' })
  await page.waitForFunction(() => (window as any).__behavioursReady === true, null, { timeout: 30_000 })
}

/** Adds a plain anchor (as rich text would render it) on top of the page and returns its selector. */
async function addLink(page: Page, href: string, id = 'behaviour-link'): Promise<string> {
  await page.evaluate(
    ([href, id]) => {
      const anchor = document.createElement('a')
      anchor.id = id
      anchor.href = href
      anchor.textContent = `link ${id}`
      anchor.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647;background:#fff;color:#000;padding:8px'
      document.body.append(anchor)
    },
    [href, id],
  )
  return `#${id}`
}

type Navigate = { path: string; type: string; sameDocument: boolean }

/**
 * The navigations this document started, without Next's own state bookkeeping (same-document
 * replaceState, which neither moves nor adds a history entry).
 */
async function navigates(page: Page): Promise<Navigate[]> {
  const all: Navigate[] = await page.evaluate(() => (window as any).__navigates)
  return all.filter((n) => !(n.type === 'replace' && n.sameDocument))
}

/**
 * Clicks an in-app link to the artworks page and waits until it has arrived. Whatever an earlier
 * click set going (a navigation, a router push, a request) was set going before this one, so it
 * has shown itself by now: the later event after which "nothing happened" can be asserted.
 */
async function thenNavigateInApp(page: Page, lang: Lang): Promise<void> {
  await page.click(await addLink(page, `${prefix(lang)}/artworks`, 'later-link'))
  await page.waitForURL(`${BASE_URL}${prefix(lang)}/artworks`)
}

async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as any).__marker = 'kept'
  })
}

async function marker(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as any).__marker)
}

describe.each(langs)('link clicks (%s)', (lang) => {
  it('a click on a link to the current address does nothing', async () => {
    const page = await openPage(lang)
    await visit(page, `${prefix(lang)}/faq`)
    await setMarker(page)
    const navigations: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()))
    const rsc: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('_rsc=') && !request.headers()['next-router-prefetch']) rsc.push(request.url())
    })
    const before = await page.evaluate(() => (window.scrollTo(0, 0), history.length))
    await page.click(await addLink(page, `${prefix(lang)}/faq`))
    // A link's own navigation would have begun during the click.
    expect(await navigates(page)).toEqual([])
    await thenNavigateInApp(page, lang)
    // The one navigation is the later click's: no load, push or request for the current address.
    expect(await navigates(page)).toEqual([{ path: `${prefix(lang)}/artworks`, type: 'push', sameDocument: true }])
    expect(navigations.map((url) => new URL(url).pathname)).toEqual([`${prefix(lang)}/artworks`])
    expect(rsc.filter((url) => new URL(url).pathname === `${prefix(lang)}/faq`)).toEqual([])
    expect(await marker(page)).toBe('kept')
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
  })

  it('the header link to the home page does nothing on the home page', async () => {
    const page = await openPage(lang)
    await visit(page, prefix(lang) || '/')
    await setMarker(page)
    const navigations: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()))
    const before = await page.evaluate(() => history.length)
    await page.click('a.site-header__name')
    expect(await navigates(page)).toEqual([])
    await thenNavigateInApp(page, lang)
    expect(await navigates(page)).toEqual([{ path: `${prefix(lang)}/artworks`, type: 'push', sameDocument: true }])
    expect(navigations.map((url) => new URL(url).pathname)).toEqual([`${prefix(lang)}/artworks`])
    expect(await marker(page)).toBe('kept')
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
  })

  it('a magazine link loads the page in full', async () => {
    const page = await openPage(lang)
    await visit(page, `${prefix(lang)}/faq`)
    await setMarker(page)
    await page.click(await addLink(page, `${prefix(lang)}/magazine`))
    await page.waitForURL(`${BASE_URL}${prefix(lang)}/magazine`, { waitUntil: 'load' })
    expect(await marker(page)).toBeUndefined()
  })

  it('an in-app link navigates on the client', async () => {
    const page = await openPage(lang)
    await visit(page, `${prefix(lang)}/faq`)
    await setMarker(page)
    await page.click(await addLink(page, `${prefix(lang)}/artworks`))
    await page.waitForURL(`${BASE_URL}${prefix(lang)}/artworks`)
    await page.waitForSelector('h1')
    expect(await marker(page)).toBe('kept')
  })
})

describe.each(langs)('scrolling (%s)', (lang) => {
  it('the artwork page starts at the top after a scrolled list', async () => {
    const data = await gqlData<{ Artworks: { docs: Array<{ slug: string }> } }>('query One { Artworks(limit: 1) { docs { slug } } }', {}, lang)
    const slug = data.Artworks.docs[0]?.slug
    expect(slug).toBeTruthy()
    const page = await openPage(lang)
    await visit(page, `${prefix(lang)}/artworks`)
    await page.evaluate(() => {
      const spacer = document.createElement('div')
      spacer.style.height = '4000px'
      document.body.append(spacer)
      window.scrollTo(0, 2500)
    })
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.click(await addLink(page, `${prefix(lang)}/artworks/${slug}`))
    await page.waitForURL(`${BASE_URL}${prefix(lang)}/artworks/${slug}`)
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 10_000 })
  })

  it('the artists page scrolls smoothly, unless motion is reduced', async () => {
    const page = await openPage(lang)
    await visit(page, `${prefix(lang)}/artists`)
    await page.waitForFunction(() => getComputedStyle(document.documentElement).scrollBehavior === 'smooth')

    const calm = await openPage(lang, { reducedMotion: 'reduce' })
    await visit(calm, `${prefix(lang)}/artists`)
    expect(await calm.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
  })
})

describe('start-up', () => {
  it('unregisters a leftover service worker', async () => {
    const page = await openPage('de')
    await visit(page, '/faq')
    await page.waitForFunction(() => (window as any).__swUnregistered === 1)
  })

  it.each(langs)('sends an outdated browser to the upgrade page (%s)', async (lang) => {
    const page = await openPage(lang, {}, 'delete window.IntersectionObserver')
    await page.goto(`${BASE_URL}${prefix(lang)}/faq`)
    await page.waitForURL(`${BASE_URL}${prefix(lang)}/upgrade-browser`, { timeout: 30_000 })
    // On the upgrade page the check has run too (before the mark), and sent the page nowhere.
    await page.waitForFunction(() => (window as any).__behavioursReady === true, null, { timeout: 30_000 })
    expect(await navigates(page)).toEqual([])
    expect(new URL(page.url()).pathname).toBe(`${prefix(lang)}/upgrade-browser`)
  })

  it('leaves a modern browser where it is', async () => {
    const page = await openPage('de')
    await visit(page, '/faq')
    expect(await navigates(page)).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/faq')
  })
})

describe('failed chunk load', () => {
  it('reloads once, then not again within 10 seconds', async () => {
    const page = await openPage(
      'de',
      {},
      `window.addEventListener('vernissage:preload-error', () => {
        sessionStorage.setItem('preload-errors', String(Number(sessionStorage.getItem('preload-errors') || 0) + 1))
      })`,
    )
    await visit(page, '/faq')
    const failChunk = () =>
      page.evaluate(() => {
        const error = new Error('Loading chunk 4711 failed.')
        error.name = 'ChunkLoadError'
        window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }))
      })

    await setMarker(page)
    const reloaded = page.waitForEvent('load')
    await failChunk()
    await reloaded
    await page.waitForFunction(() => (window as any).__behavioursReady === true)
    expect(await marker(page)).toBeUndefined()

    await setMarker(page)
    await failChunk()
    // The error is handled while it is dispatched: a reload would have begun by now.
    expect(await navigates(page)).toEqual([])
    expect(await marker(page)).toBe('kept')
    expect(await page.evaluate(() => sessionStorage.getItem('preload-errors'))).toBe('2')
  })
})

describe.each(langs)('new deployment (%s)', (lang) => {
  it('makes the next link click a full page load', async () => {
    const page = await openPage(lang)
    let buildId = 'build-a'
    let served = 0
    await page.route(/\/build-version(\?|$)/, async (route) => {
      served += 1
      await route.fulfill({ json: { buildId }, headers: { 'cache-control': 'no-store' } })
    })
    await visit(page, `${prefix(lang)}/faq`)
    await expect.poll(() => served).toBeGreaterThanOrEqual(1)

    // Before the deployment an in-app link stays on the client.
    await setMarker(page)
    await page.click(await addLink(page, `${prefix(lang)}/artworks`))
    await page.waitForURL(`${BASE_URL}${prefix(lang)}/artworks`)
    expect(await marker(page)).toBe('kept')

    buildId = 'build-b'
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(await siteEvent(page, 'newBuild')).toBe('build-b')

    await page.click(await addLink(page, `${prefix(lang)}/faq`, 'after-deploy'))
    await page.waitForURL(`${BASE_URL}${prefix(lang)}/faq`, { waitUntil: 'load' })
    expect(await marker(page)).toBeUndefined()
  })
})

describe('the build-version endpoint', () => {
  it('answers the build id uncached', async () => {
    const response = await fetch(`${BASE_URL}/build-version?t=1`, { headers: { accept: 'application/json' } })
    // A 404 here means the locale proxy (src/proxy.ts) rewrote the path to /de/build-version.
    expect(response.status, 'src/proxy.ts must leave /build-version outside the locale routing').toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    const body = (await response.json()) as { buildId: unknown }
    expect(typeof body.buildId).toBe('string')
  })
})

describe('prefetch of visible links', () => {
  const probes = Array.from({ length: 12 }, (_, i) => `/artworks/prefetch-probe-${i}`)

  /**
   * Opens /faq with the probe links in view and counts the router's prefetches there (the probes'
   * and the page's own) at the fetch the site's gate wraps, until each body has arrived in full
   * (support.ts, countPrefetches): what is counted is what the network was asked for at once.
   */
  async function probePrefetches(page: Page) {
    await countPrefetches(page)
    const counts = () => prefetchCounts(page)
    const started = async () => (await counts()).started
    const peak = async () => {
      await expect.poll(async () => (await counts()).running, { timeout: 20_000 }).toBe(0)
      return (await counts()).most
    }
    await visit(page, '/faq')
    await page.evaluate((hrefs) => {
      const box = document.createElement('div')
      box.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647;background:#fff'
      for (const href of hrefs) {
        const anchor = document.createElement('a')
        anchor.href = href
        anchor.textContent = href
        anchor.style.display = 'block'
        box.append(anchor)
      }
      document.body.append(box)
    }, probes)
    return { started, peak }
  }

  it('prefetches visible in-app links, never more than 5 at once', async () => {
    const page = await openPage('de')
    // Slow answers, so that more prefetches wait than may run: the limit, not the speed, decides.
    await page.route(/./, async (route) => {
      if (route.request().headers()['next-router-prefetch']) await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    const seen = await probePrefetches(page)
    await expect.poll(seen.started, { timeout: 20_000 }).toBeGreaterThan(5)
    expect(await lastSiteEvent(page, 'prefetchReady')).toEqual({ enabled: true })
    // Never six at once; and several did wait together, so the bound was put to the test (a slot
    // may be held by a link whose prefetch sent nothing, until its slot times out).
    const most = await seen.peak()
    expect(most).toBeLessThanOrEqual(5)
    expect(most).toBeGreaterThanOrEqual(3)
  })

  it('prefetches nothing on a slow-2g connection', async () => {
    const page = await openPage(
      'de',
      {},
      `Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ effectiveType: 'slow-2g', saveData: false, addEventListener() {}, removeEventListener() {} }),
      })`,
    )
    const seen = await probePrefetches(page)
    // The moment prefetching would begin has come, and it said no: nothing can start after it.
    expect(await siteEvent(page, 'prefetchReady', 20_000)).toEqual({ enabled: false })
    expect(await seen.started()).toBe(0)
  })
})

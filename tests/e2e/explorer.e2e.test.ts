/**
 * The explorer at /artworks (issue 4, point 1) and the leasing list (point 6): filters with counts
 * that match the database, combined filters, the URL as state (back button), sorting, the masonry,
 * loading more works on scroll, and real page links that work without JavaScript.
 */
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'

import { adminHeaders, afterPageTimers, BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()

/** Published works matching a REST `where`, counted by Payload itself (anonymous: published only). */
async function restCount(where: Record<string, string>): Promise<number> {
  const params = new URLSearchParams({ limit: '1', depth: '0' })
  for (const [key, value] of Object.entries(where)) params.set(`where${key}`, value)
  const response = await fetch(`${BASE_URL}/api/artworks?${params}`)
  const body = (await response.json()) as { totalDocs: number }
  return body.totalDocs
}

async function idOf(collection: string, slug: string): Promise<number> {
  const response = await fetch(`${BASE_URL}/api/${collection}?where[slug][equals]=${slug}&depth=0&limit=1`)
  return ((await response.json()) as { docs: Array<{ id: number }> }).docs[0].id
}

const totalOf = async (page: Page) => Number((await page.getByTestId('explorer-total').innerText()).replace(/\D/g, '') || 0)
const cardCount = (page: Page) => page.getByTestId('artwork-card').count()

/** Counts, in the page, the requests for more works (fetches of /explorer), from the first script on. */
async function countExplorerFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __explorerFetches: number }
    const network = window.fetch.bind(window)
    w.__explorerFetches = 0
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
      if (url.pathname === '/explorer') w.__explorerFetches += 1
      return network(input, init)
    }
  })
}
const explorerFetches = (page: Page) => page.evaluate(() => (window as unknown as { __explorerFetches: number }).__explorerFetches)

/**
 * Resolves once an observer of the end of the list, made now, has had its first report (two frames
 * after the last change, so the results' own observer, made before it, has had its report first).
 * A load that report would start has asked for its works by then.
 */
async function endOfListSeen(page: Page): Promise<void> {
  await afterPageTimers(page)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          () => {
            observer.disconnect()
            resolve()
          },
          { rootMargin: '800px 0px' },
        )
        observer.observe(document.querySelector('.explorer-results__more')!)
      }),
  )
}

/** The layout shifts of the page so far (CLS without input), from the browser's buffer. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
    observer.disconnect()
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0)
  })
}

/** An option of a facet with its count, chosen so that it narrows the list but is not empty. */
async function pickOption(page: Page, facet: string, total: number) {
  const options = page.locator(`[data-facet="${facet}"] .explorer-option`)
  for (let i = 0; i < (await options.count()); i++) {
    const option = options.nth(i)
    const count = Number(await option.locator('.explorer-option__count').innerText())
    const value = (await option.locator('input').getAttribute('value'))!
    if (value && count > 1 && count < total) return { option, count, value }
  }
  throw new Error(`no usable option in facet ${facet}`)
}

describe.each([
  { code: 'de', prefix: '', locale: 'de-DE', sold: 'Verkauft' },
  { code: 'en', prefix: '/en', locale: 'en-US', sold: 'Sold' },
])('explorer in $code', ({ prefix, locale, sold }) => {
  it('filters by a colour with the count it announced, combines with availability, and the back button restores the state', async () => {
    const context = await getBrowser().newContext({ locale, viewport: { width: 1280, height: 900 } })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/artworks`)
      const total = await totalOf(page)
      expect(total).toBe(await restCount({ '[_status][equals]': 'published' }))

      await page.locator('[data-facet="color"] summary').click()
      const { option, count, value } = await pickOption(page, 'color', total)
      await option.click()
      await page.waitForURL((url) => url.searchParams.getAll('color').includes(value))
      await expect.poll(() => totalOf(page)).toBe(count)
      const colorId = await idOf('colors', value)
      expect(count).toBe(await restCount({ '[colors][contains]': String(colorId) }))
      expect(await page.locator('.explorer-chip').first().innerText()).not.toBe('')

      // Combined with "sold": the count shown next to "sold" was the number the list now has.
      await page.locator('[data-facet="availability"] summary').click()
      const soldOption = page.locator('[data-facet="availability"] .explorer-option', { hasText: sold }).first()
      const soldCount = Number(await soldOption.locator('.explorer-option__count').innerText())
      expect(soldCount).toBe(await restCount({ '[colors][contains]': String(colorId), '[sold][equals]': 'true' }))
      await soldOption.click()
      await page.waitForURL((url) => url.searchParams.get('availability') === 'sold')
      await expect.poll(() => totalOf(page)).toBe(soldCount)
      if (soldCount > 0) {
        const lines = await page.locator('[data-testid="artwork-card"] [data-price]').evaluateAll((els) => els.map((el) => el.getAttribute('data-price')))
        expect(lines.every((line) => line === 'sold')).toBe(true)
      }

      await page.goBack()
      await page.waitForURL((url) => !url.searchParams.has('availability') && url.searchParams.get('color') === value)
      await expect.poll(() => totalOf(page)).toBe(count)
      expect(await page.locator(`[data-facet="availability"] input[value="sold"]`).isChecked()).toBe(false)
      expect(await page.locator(`[data-facet="color"] input[value="${value}"]`).isChecked()).toBe(true)

      // The address is shareable: opened fresh, it shows the same selection.
      const fresh = await context.newPage()
      await fresh.goto(page.url())
      expect(await totalOf(fresh)).toBe(count)
    } finally {
      await context.close()
    }
  })

  it('sorts by price both ways, works on request last', async () => {
    const context = await getBrowser().newContext({ locale })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/artworks`)
      await page.getByTestId('explorer-sort').selectOption('price-asc')
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc')
      const prices = async () =>
        (await page.locator('[data-testid="artwork-card"] [data-price]').evaluateAll((els) => els.map((el) => el.getAttribute('data-price'))))
          .filter((value) => value !== 'sold' && value !== 'on-request')
          .map(Number)
      await expect.poll(async () => (await prices()).length).toBeGreaterThan(3)
      const ascending = await prices()
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
      await page.getByTestId('explorer-sort').selectOption('price-desc')
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc')
      await expect.poll(async () => (await prices())[0]).toBeGreaterThanOrEqual(Math.max(...ascending))
      const descending = await prices()
      expect(descending).toEqual([...descending].sort((a, b) => b - a))
    } finally {
      await context.close()
    }
  })

  it('loads more works while scrolling, in a masonry of 2 columns on phones and more on wide windows', async () => {
    const context = await getBrowser().newContext({ locale, viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/artworks`)
      const total = await totalOf(page)
      expect(total).toBeGreaterThan(24)
      expect(await cardCount(page)).toBe(24)
      expect(
        await page
          .getByTestId('masonry')
          .first()
          .evaluate((el) => getComputedStyle(el).columnCount),
      ).toBe('2')
      // With JavaScript the works load by scrolling, the page links are not needed.
      await expect.poll(() => page.getByTestId('explorer-pagination').count()).toBe(0)
      // Each turn scrolls on, a screen at a time, until the next works have come (a scroll may come
      // before the watcher for the end of the list is back after the last load; one that reached
      // the very end then would leave nothing to scroll, so the steps stay short).
      for (let i = 0; i < 20 && (await cardCount(page)) < total; i++) {
        const before = await cardCount(page)
        await expect
          .poll(
            async () => {
              await page.mouse.wheel(0, 600)
              return cardCount(page)
            },
            { timeout: 15_000, interval: 200 },
          )
          .toBeGreaterThan(before)
      }
      await expect.poll(() => cardCount(page)).toBe(total)
      const slugs = await page.getByTestId('artwork-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')))
      expect(new Set(slugs).size).toBe(total)
      await page.setViewportSize({ width: 1440, height: 900 })
      expect(
        await page
          .getByTestId('masonry')
          .first()
          .evaluate((el) => getComputedStyle(el).columnCount),
      ).toBe('4')
      expect(
        await page
          .getByTestId('masonry')
          .first()
          .evaluate((el) => getComputedStyle(el).columnGap),
      ).toBe('0px')
    } finally {
      await context.close()
    }
  })

  it('on a phone, nothing moves while the page loads and hydrates (Apply is hidden before the first paint)', async () => {
    const context = await getBrowser().newContext({ locale, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/artworks`, { waitUntil: 'load' })
      // Hydrated (the results replaced their page links), and drawn twice since.
      await expect.poll(() => page.getByTestId('explorer-pagination').count(), { timeout: 15_000 }).toBe(0)
      await afterPageTimers(page)
      expect(await layoutShift(page)).toBeLessThan(0.02)
      expect(await page.locator('.explorer-filters__apply').isVisible()).toBe(false)
    } finally {
      await context.close()
    }
  })

  it('in a window taller than the works, loads no more until the visitor scrolls or asks (issue 18: Lighthouse renders the whole page)', async () => {
    const context = await getBrowser().newContext({ locale, viewport: { width: 390, height: 9000 } })
    try {
      const page = await context.newPage()
      await countExplorerFetches(page)
      await page.goto(`${BASE_URL}${prefix}/artworks`)
      // Hydrated: the results' watcher for the end of the list is set, and has seen it in view.
      await expect.poll(() => page.getByTestId('explorer-pagination').count(), { timeout: 15_000 }).toBe(0)
      await endOfListSeen(page)
      expect(await explorerFetches(page)).toBe(0)
      expect(await cardCount(page)).toBe(24)
      // The button is the way on when nothing can be scrolled.
      await page.getByTestId('explorer-load-more').click()
      await expect.poll(() => cardCount(page)).toBe(Math.min(48, await totalOf(page)))
      // The watcher is set again for the new end of the list, which is in view too: still no more.
      await endOfListSeen(page)
      expect(await explorerFetches(page)).toBe(1)
      expect(await cardCount(page)).toBe(Math.min(48, await totalOf(page)))
    } finally {
      await context.close()
    }
  })

  it('without JavaScript: page links reach every work and the filter form applies with its button', async () => {
    const context = await getBrowser().newContext({ locale, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/artworks`)
      const total = await totalOf(page)
      const seen = new Set<string>()
      for (let n = 1; n < 10; n++) {
        const slugs = await page.getByTestId('artwork-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')!))
        slugs.forEach((slug) => seen.add(slug))
        const next = page.getByTestId('explorer-next')
        if ((await next.count()) === 0) break
        expect(await next.getAttribute('href')).toBe(`${prefix}/artworks?page=${n + 1}`)
        await next.click()
        await page.waitForURL((url) => url.searchParams.get('page') === String(n + 1))
      }
      expect(seen.size).toBe(total)

      await page.goto(`${BASE_URL}${prefix}/artworks`)
      await page.locator('[data-facet="availability"] summary').click()
      await page.locator('[data-facet="availability"] input[value="sold"]').check()
      await page.getByRole('button', { name: /Anwenden|Apply/ }).click()
      await page.waitForURL((url) => url.searchParams.get('availability') === 'sold')
      expect(await totalOf(page)).toBe(await restCount({ '[sold][equals]': 'true' }))
    } finally {
      await context.close()
    }
  })

  it('answers 404 for a page past the end and ignores filter values it does not know', async () => {
    const missing = await fetch(`${BASE_URL}${prefix}/artworks?page=999`)
    expect(missing.status).toBe(404)
    const odd = await fetch(`${BASE_URL}${prefix}/artworks?color=%3Cscript%3E&color=gibt-es-nicht&sort=drop&year=abc`)
    expect(odd.status).toBe(200)
    const html = await odd.text()
    // The unknown values are dropped: no filter is active and nothing of them is echoed.
    expect(html).not.toContain('explorer-chips')
    expect(html).not.toContain('&lt;script&gt;')
    expect(html).toContain('data-testid="explorer-total"')
    // An unknown colour (an old link) is ignored, not an empty page.
    expect(html).not.toContain('data-testid="explorer-empty"')
  })

  it('the leasing page lists the leasable works with their monthly rate and links to all of them', async () => {
    const context = await getBrowser().newContext({ locale })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}${prefix}/leasing`)
      const works = page.getByTestId('leasing-works')
      const cards = works.getByTestId('artwork-card')
      expect(await cards.count()).toBeGreaterThan(0)
      expect(await works.getByTestId('card-leasing-rate').count()).toBe(await cards.count())
      await works.getByTestId('leasing-all').click()
      await page.waitForURL((url) => url.searchParams.get('availability') === 'leasing')
      expect(await page.getByTestId('card-leasing-rate').count()).toBe(await cardCount(page))
      expect(await page.locator('[data-price="sold"]').count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})

describe.each([{ prefix: '' }, { prefix: '/en' }])('a leasing offer in "$prefix"', ({ prefix }) => {
  it('shows the offer with its inquiry action, to the offered work or the leasing topic', async () => {
    const html = await (await fetch(`${BASE_URL}${prefix}/leasing`)).text()
    const offer = new RegExp(`href="(${prefix}/leasing/[a-z0-9-]+)"`).exec(html)?.[1]
    expect(offer).toBeTruthy()
    const page = await (await fetch(`${BASE_URL}${offer}`)).text()
    expect(page).toContain('data-testid="leasing-detail"')
    const tag = /<a[^>]*data-testid="leasing-inquire"[^>]*>/.exec(page)?.[0] ?? ''
    expect(tag).toMatch(new RegExp(`href="${prefix}/inquiry/[a-z0-9-]+"`))
  })
})

describe('the explorer JSON used while scrolling', () => {
  it('returns a page of cards and keeps bad input harmless', async () => {
    const response = await fetch(`${BASE_URL}/explorer?locale=en&page=2`)
    expect(response.status).toBe(200)
    const chunk = (await response.json()) as { page: number; items: Array<{ slug: string }>; total: number }
    expect(chunk.page).toBe(2)
    expect(chunk.items.length).toBeGreaterThan(0)
    const odd = await fetch(`${BASE_URL}/explorer?locale=xx&page=-1&price=abc`)
    expect(odd.status).toBe(200)
    expect(((await odd.json()) as { page: number }).page).toBe(1)
  })
})

describe('the explorer without filters is prerendered and follows the admin', () => {
  const live = { timeout: 5_000, interval: 200 }
  const restore: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const undo of restore.reverse()) await undo()
  })

  async function patch(path: string, body: unknown) {
    const response = await fetch(`${BASE_URL}/api/${path}`, {
      method: 'PATCH',
      headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, `PATCH ${path}`).toBe(200)
    return (await response.json()) as { doc: Record<string, any> }
  }
  const html = async (path: string) => (await (await fetch(`${BASE_URL}${path}`)).text()).replace(/&amp;/g, '&')
  /** The first card of a page: its slug and its accessible name "artist: title". */
  const firstCard = (text: string) => {
    const match = /data-slug="([a-z0-9-]+)"[^>]*>\s*<a class="artwork-card__link" aria-label="([^"]+)"/.exec(text)
    return match ? { slug: match[1], label: match[2] } : null
  }

  it('serves /artworks from the cache, while a query string renders the explorer behind it', async () => {
    for (const prefix of ['', '/en']) {
      await fetch(`${BASE_URL}${prefix}/artworks`)
      const again = await fetch(`${BASE_URL}${prefix}/artworks`)
      expect(again.status).toBe(200)
      expect(again.headers.get('x-vernissage-cache') ?? again.headers.get('x-nextjs-cache')).toMatch(/HIT/)
      const filtered = await fetch(`${BASE_URL}${prefix}/artworks?availability=sold`)
      expect(filtered.status).toBe(200)
      expect(filtered.headers.get('x-vernissage-cache')).toBeNull()
      const internal = await fetch(`${BASE_URL}${prefix}/artworks-explore?availability=sold`, { redirect: 'manual' })
      expect(internal.status).toBe(308)
      expect(internal.headers.get('location')).toMatch(new RegExp(`${prefix}/artworks\\?availability=sold$`))
    }
  })

  it('shows a retitled work and a renamed artist on /artworks within 5 s, in both languages', async () => {
    const first = firstCard(await html('/artworks'))!
    expect(first).not.toBeNull()
    await html('/en/artworks')
    const work = ((await (await fetch(`${BASE_URL}/api/artworks?where[slug][equals]=${first.slug}&depth=1&locale=de`)).json()) as { docs: Array<Record<string, any>> }).docs[0]
    const english = (await (await fetch(`${BASE_URL}/api/artworks/${work.id}?depth=0&locale=en`)).json()) as Record<string, any>

    await patch(`artworks/${work.id}?locale=de`, { title: `${work.title} (neu)` })
    restore.push(() => patch(`artworks/${work.id}?locale=de`, { title: work.title }))
    await expect.poll(async () => firstCard(await html('/artworks'))?.label ?? '', live).toContain(`${work.title} (neu)`)
    expect(firstCard(await html('/en/artworks'))?.label).toContain(english.title)

    const artist = work.artist as { id: number; name: string }
    await patch(`artists/${artist.id}`, { name: `${artist.name} Zwei` })
    restore.push(() => patch(`artists/${artist.id}`, { name: artist.name }))
    for (const prefix of ['', '/en']) {
      await expect.poll(async () => firstCard(await html(`${prefix}/artworks`))?.label ?? '', live).toMatch(new RegExp(`^${artist.name} Zwei: `))
    }
  })
})

/**
 * Images (issue 4, points 2 and 7) on the artwork page in both languages: srcset at every spec
 * width up to the original's, WebP before JPG, the first image eager and the rest lazy, space
 * reserved before loading, the loaded state, the default profile image and the error event on a
 * failed load, the copyright line linked only when the upload has a link, and the image viewer
 * (keyboard, zoom buttons and keys, double-click, pinch, next/previous, Escape and back, focus).
 *
 * The seeded works have one image each, so the test gives one work two more uploads of its own
 * (one with a copyright link, one without) and puts everything back afterwards.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import sharp from 'sharp'

import { adminHeaders, BASE_URL, gqlData, imageWidths, browserForTests, hydrated } from './support'

const getBrowser = browserForTests()
const contexts: BrowserContext[] = []

type Upload = { id: number; filename: string; width: number; height: number }
type Work = { id: number; slug: string; images: Upload[] }

const run = Date.now().toString(36)
const creditLink = 'https://example.org/e2e-credit'
let work: { id: number; slugs: { de: string; en: string }; originalImages: number[] }
let uploads: Upload[] = []
const created: number[] = []

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { ...(await adminHeaders()), ...(init.headers ?? {}) } })
  const text = await response.text()
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

async function upload(name: string, width: number, height: number, data: Record<string, string>): Promise<Upload> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 140, g: 110, b: 80 } } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${name}-${run}.jpg`)
  form.append('_payload', JSON.stringify(data))
  const { doc } = await rest('/media?locale=de', { method: 'POST', body: form })
  created.push(doc.id)
  // The copyright text is translated; English gets its own so both languages are really read.
  await rest(`/media/${doc.id}?locale=en`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ copyrightText: data.copyrightText }) })
  return { id: doc.id, filename: doc.filename, width: doc.width, height: doc.height }
}

/** Sets the work's images and publishes it in both languages, which refreshes both cached pages. */
async function setImages(ids: number[]) {
  for (const locale of ['de', 'en']) {
    await rest(`/artworks/${work.id}?locale=${locale}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ images: ids, _status: 'published' }),
    })
  }
}

beforeAll(async () => {
  const query = 'query Oldest { Artworks(limit: 1, sort: "publishedAt") { docs { id slug images { id filename width height } } } }'
  const [de, en] = await Promise.all([gqlData<{ Artworks: { docs: Work[] } }>(query, {}, 'de'), gqlData<{ Artworks: { docs: Work[] } }>(query, {}, 'en')])
  const doc = de.Artworks.docs[0]
  expect(en.Artworks.docs[0].id).toBe(doc.id)
  expect(doc.images.length).toBeGreaterThan(0)
  work = { id: doc.id, slugs: { de: doc.slug, en: en.Artworks.docs[0].slug }, originalImages: doc.images.map((image) => image.id) }
  const linked = await upload('e2e-credit', 1200, 800, { alt: 'E2E linked', copyrightText: 'E2E Fotografin', copyrightLink: creditLink })
  const unlinked = await upload('e2e-archive', 900, 1200, { alt: 'E2E unlinked', copyrightText: 'E2E Archiv' })
  uploads = [doc.images[0], linked, unlinked]
  await setImages(uploads.map((u) => u.id))
  // Both cached pages follow the change through the collection's revalidation hook.
  await pagesShow(3)
})

/**
 * Waits until both cached artwork pages show `count` images. (expect.poll works only inside a
 * test, so the waiting is by hand.) Asking also makes the server render them afresh now, while it
 * still knows they are stale: the file cache outlives the server, its staleness marks do not.
 */
async function pagesShow(count: number) {
  for (const prefix of ['', '/en']) {
    const address = `${BASE_URL}${prefix}/artworks/${prefix ? work.slugs.en : work.slugs.de}`
    const openers = async () => ((await (await fetch(address)).text()).match(/data-testid="image-viewer-open"/g) ?? []).length
    const until = Date.now() + 15_000
    while ((await openers()) !== count) {
      if (Date.now() > until) throw new Error(`${address} does not show ${count} images after the change`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

afterAll(async () => {
  if (!work) return
  await setImages(work.originalImages)
  for (const id of created) await rest(`/media/${id}`, { method: 'DELETE' }).catch(() => undefined)
  await pagesShow(work.originalImages.length)
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

async function open(locale: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1440, height: 900 }, ...options })
  contexts.push(context)
  const page = await context.newPage()
  // Every vernissage:image-error event of the page, from before the first script on.
  await page.addInitScript(() => {
    const w = window as unknown as { __imageErrors: string[] }
    w.__imageErrors = []
    window.addEventListener('vernissage:image-error', (event) => w.__imageErrors.push((event as CustomEvent<{ src: string }>).detail.src))
  })
  return page
}

const imageErrors = (page: Page) => page.evaluate(() => (window as unknown as { __imageErrors: string[] }).__imageErrors)
const stem = (filename: string) => filename.replace(/\.[a-z]+$/i, '')
const widthsIn = (srcset: string | null) => (srcset ?? '').split(',').map((part) => Number(/\s(\d+)w$/.exec(part.trim())?.[1]))

const languages = [
  { code: 'de', locale: 'de-DE', prefix: '', viewer: 'Bildbetrachter', position: (i: number) => `Bild ${i} von 3`, close: 'Schließen', zoomIn: 'Vergrößern' },
  { code: 'en', locale: 'en-US', prefix: '/en', viewer: 'Image viewer', position: (i: number) => `Image ${i} of 3`, close: 'Close', zoomIn: 'Zoom in' },
] as const

describe.each(languages)('images on the artwork page in $code', ({ code, locale, prefix, viewer, position, close, zoomIn }) => {
  const url = () => `${BASE_URL}${prefix}/artworks/${code === 'de' ? work.slugs.de : work.slugs.en}`

  it('has srcset up to the original width, WebP first, the first image eager, reserved space and a loaded state', async () => {
    const page = await open(locale)
    const hydrationErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text())
    })
    // Hold every image back until the empty boxes have been measured.
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/media\//, async (route) => {
      await gate
      await route.continue()
    })
    await page.goto(url(), { waitUntil: 'domcontentloaded' })
    const items = page.locator('.artwork-detail__images .image')
    expect(await items.count()).toBe(3)

    for (const [i, u] of uploads.entries()) {
      const img = items.nth(i).locator('img')
      const expected = imageWidths.filter((w) => w <= u.width)
      expect(widthsIn(await img.getAttribute('srcset'))).toEqual(expected)
      const webp = items.nth(i).locator('source[type="image/webp"]')
      expect(await webp.count()).toBe(1)
      expect(widthsIn(await webp.getAttribute('srcset'))).toEqual(expected)
      expect(await webp.getAttribute('srcset')).toContain(`/media/${stem(u.filename)}-${expected[0]}w.webp`)
      expect(await img.getAttribute('src')).toContain(`/media/${stem(u.filename)}-640w.jpg`)
      expect(await img.getAttribute('width')).toBe(String(u.width))
      expect(await img.getAttribute('height')).toBe(String(u.height))
      expect(await img.getAttribute('loading')).toBe(i === 0 ? 'eager' : 'lazy')
      expect(await img.getAttribute('fetchpriority')).toBe(i === 0 ? 'high' : null)
    }

    // Hydrated and still waiting: the wrappers say so, and the boxes already have their height.
    await page.waitForSelector('.artwork-detail__images .image[data-loaded="false"]')
    const measure = () =>
      page
        .locator('.artwork-detail__images img')
        .evaluateAll((imgs) =>
          imgs.map((img) => ({ height: img.getBoundingClientRect().height, width: img.getBoundingClientRect().width, natural: (img as HTMLImageElement).naturalWidth })),
        )
    const before = await measure()
    expect(before.every((box) => box.natural === 0)).toBe(true)
    for (const [i, box] of before.entries()) expect(box.height).toBeCloseTo((box.width * uploads[i].height) / uploads[i].width, 0)

    release()
    for (let i = 0; i < 3; i++) {
      await items.nth(i).scrollIntoViewIfNeeded()
      await page.waitForSelector(`.artwork-detail__images .image-viewer__item:nth-child(${i + 1}) .image[data-loaded="true"]`)
    }
    const after = await measure()
    expect(after.every((box) => box.natural > 0)).toBe(true)
    expect(after.map((box) => Math.round(box.height))).toEqual(before.map((box) => Math.round(box.height)))
    // The browser took the WebP source.
    expect(
      await items
        .first()
        .locator('img')
        .evaluate((img) => (img as HTMLImageElement).currentSrc),
    ).toMatch(/-\d+w\.webp$/)
    expect(await page.locator('[data-fallback]').count()).toBe(0)
    expect(await imageErrors(page)).toEqual([])
    expect(hydrationErrors).toEqual([])
  })

  it('shows the copyright line, linked only where the upload has a link', async () => {
    const page = await open(locale)
    await page.goto(url(), { waitUntil: 'domcontentloaded' })
    const lines = page.locator('.artwork-detail__images .image-viewer__item').locator('[data-testid="image-copyright"]')
    expect(await lines.count()).toBe(3)
    // The seeded text brings its own sign and is not given a second one.
    expect(await lines.nth(0).innerText()).toMatch(/^© [^©]+$/)
    expect(await lines.nth(0).locator('a').count()).toBe(0)
    const link = lines.nth(1).locator('a')
    expect(await link.count()).toBe(1)
    expect(await link.getAttribute('href')).toBe(creditLink)
    expect(await link.getAttribute('rel')).toContain('noopener')
    expect(await link.innerText()).toBe('© E2E Fotografin')
    expect(await lines.nth(2).innerText()).toBe('© E2E Archiv')
    expect(await lines.nth(2).locator('a').count()).toBe(0)
  })

  it('replaces an image that fails to load with the default profile image and fires vernissage:image-error', async () => {
    const page = await open(locale)
    // The first (eager) image fails, most likely before hydration; the second (lazy) one after it.
    const failing = [uploads[0], uploads[1]].map((u) => stem(u.filename))
    await page.route(/\/media\//, (route) => (failing.some((s) => route.request().url().includes(`/media/${s}-`)) ? route.abort('failed') : route.continue()))
    await page.goto(url(), { waitUntil: 'domcontentloaded' })
    await hydrated(page, '[data-testid="image-viewer-open"]')
    const items = page.locator('.artwork-detail__images .image')
    // Brought into view so the lazy ones load; without Playwright's wait for a still box, which a
    // busy renderer failed to give within 30 s in a full run.
    for (let i = 0; i < 3; i++) await items.nth(i).evaluate((element) => element.scrollIntoView({ block: 'center' }))
    for (const i of [0, 1]) {
      await expect.poll(() => items.nth(i).getAttribute('data-fallback')).toBe('true')
      const img = items.nth(i).locator('img')
      expect(new URL((await img.getAttribute('src'))!, BASE_URL).pathname).toBe('/default-profile.svg')
      expect(await items.nth(i).locator('source').count()).toBe(0)
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
      // The reserved box keeps the upload's proportions.
      const box = (await img.boundingBox())!
      expect(box.height).toBeCloseTo((box.width * uploads[i].height) / uploads[i].width, 0)
    }
    await page.waitForSelector('.artwork-detail__images .image-viewer__item:nth-child(3) .image[data-loaded="true"]')
    expect(await items.nth(2).getAttribute('data-fallback')).toBeNull()
    const errors = await imageErrors(page)
    expect(errors.some((src) => src.includes(`/media/${failing[0]}-`))).toBe(true)
    expect(errors.some((src) => src.includes(`/media/${failing[1]}-`))).toBe(true)
    expect(errors.some((src) => src.includes(stem(uploads[2].filename)))).toBe(false)
  })

  it('opens the viewer from the keyboard, zooms with buttons, keys and double-click, steps through the images and gives focus back', async () => {
    const page = await open(locale)
    await page.goto(url())
    await hydrated(page, '[data-testid="image-viewer-open"]')
    const openers = page.getByTestId('image-viewer-open')
    await openers.first().focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: viewer })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // Focus moved in, onto the close button, which is named in the page's language.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('image-viewer-close')
    expect(await dialog.getByRole('button', { name: close, exact: true }).count()).toBe(1)
    expect(await page.getByTestId('image-viewer-position').innerText()).toBe(position(1))

    const image = page.getByTestId('image-viewer-image')
    expect(await dialog.locator('source[type="image/webp"]').getAttribute('srcset')).toContain(`/media/${stem(uploads[0].filename)}-1920w.webp`)
    // The 1920 variant may be made on this very request, which takes a while on a busy machine.
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).currentSrc), { timeout: 30_000 }).toContain(`/media/${stem(uploads[0].filename)}-1920w.webp`)
    const scale = () => image.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a)
    const settled = async (expected: number) => expect.poll(scale).toBeCloseTo(expected, 2)
    await settled(1)

    await dialog.getByRole('button', { name: zoomIn, exact: true }).click()
    await settled(1.5)
    expect(await image.evaluate((img) => getComputedStyle(img).transitionDuration)).toBe('0.2s')
    await page.keyboard.press('+')
    await settled(2.25)
    await page.keyboard.press('-')
    await settled(1.5)
    // Zoomed in, arrow keys move the image instead of changing it. At 1.5× a fitted image
    // overflows the stage at least one way (wide images sideways, tall ones up and down).
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    const moved = () => image.evaluate((img) => Math.min(new DOMMatrix(getComputedStyle(img).transform).e, new DOMMatrix(getComputedStyle(img).transform).f))
    await expect.poll(moved).toBeLessThan(-10)
    expect(await page.getByTestId('image-viewer-position').innerText()).toBe(position(1))
    await page.keyboard.press('0')
    await settled(1)

    // Double-click zooms in about the pointer and back out.
    const stage = (await page.getByTestId('image-viewer-stage').boundingBox())!
    await page.mouse.dblclick(stage.x + stage.width / 2, stage.y + stage.height / 2)
    await settled(2.5)
    await page.mouse.dblclick(stage.x + stage.width / 2, stage.y + stage.height / 2)
    await settled(1)

    // Fitted, arrows and buttons change the image, wrapping round.
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('image-viewer-position').innerText()).toBe(position(2))
    expect(await dialog.locator('source[type="image/webp"]').getAttribute('srcset')).toContain(`/media/${stem(uploads[1].filename)}-1920w.webp`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => page.getByTestId('image-viewer-position').innerText()).toBe(position(3))
    await page.getByTestId('image-viewer-next').click()
    await expect.poll(() => page.getByTestId('image-viewer-position').innerText()).toBe(position(1))
    await page.getByTestId('image-viewer-previous').click()
    await expect.poll(() => page.getByTestId('image-viewer-position').innerText()).toBe(position(3))

    // Tab stays off the page behind (a modal <dialog>: past its last control focus leaves the document).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null || document.activeElement === document.body)).toBe(true)
    }

    // The pointer rests on the previous button, so its tooltip shows: the first Escape hides only
    // the tooltip (WCAG 1.4.13), the next closes; focus is back on the image now shown (the third).
    expect(await dialog.locator('[role="tooltip"]:visible').count()).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    expect(await dialog.locator('[role="tooltip"]:visible').count()).toBe(0)
    expect(await dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => openers.nth(2).evaluate((el) => el === document.activeElement)).toBe(true)

    // Back navigation closes it too, and stays on the page.
    await openers.first().click()
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const address = page.url()
    await page.goBack()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(page.url()).toBe(address)
    expect(await imageErrors(page)).toEqual([])
  })

  it('pinch-zooms with two fingers, without motion when reduced motion is asked for', async () => {
    const page = await open(locale, { hasTouch: true, isMobile: true, viewport: { width: 412, height: 860 }, reducedMotion: 'reduce' })
    await page.goto(url())
    await hydrated(page, '[data-testid="image-viewer-open"]')
    await page.getByTestId('image-viewer-open').first().tap()
    const dialog = page.getByRole('dialog', { name: viewer })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const image = page.getByTestId('image-viewer-image')
    const scale = () => image.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a)
    expect(await page.getByTestId('image-viewer-stage').evaluate((el) => getComputedStyle(el).touchAction)).toBe('none')

    const box = (await page.getByTestId('image-viewer-stage').boundingBox())!
    const cx = Math.round(box.x + box.width / 2)
    const cy = Math.round(box.y + box.height / 2)
    const cdp = await page.context().newCDPSession(page)
    const fingers = (spread: number) => [
      { x: cx - spread, y: cy, id: 1 },
      { x: cx + spread, y: cy, id: 2 },
    ]
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) })
    for (let spread = 50; spread <= 120; spread += 10) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    // The fingers moved three times as far apart: 3×, about the middle.
    await expect.poll(scale).toBeCloseTo(3, 1)
    expect(await image.evaluate((img) => Math.abs(new DOMMatrix(getComputedStyle(img).transform).e))).toBeLessThan(2)

    await page.getByTestId('image-viewer-zoom-in').tap()
    await expect.poll(scale).toBeCloseTo(4, 2)
    expect(await image.evaluate((img) => getComputedStyle(img).transitionDuration)).toBe('0s')
    await page.getByTestId('image-viewer-close').tap()
    await expect.poll(() => dialog.isVisible()).toBe(false)
  })
})

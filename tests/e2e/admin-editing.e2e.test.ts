/**
 * Staff edit in both languages: an artwork shows its German and English texts, and an English title published through the admin form reaches
 * GraphQL and the cached English home page, while the German text stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'

import { adminHeaders, BASE_URL, gqlData, signInToAdmin, browserForTests } from './support'

const getBrowser = browserForTests()
let context: BrowserContext
let page: Page

type Newest = { Artworks: { docs: Array<{ id: number; title: string; slug: string }> } }
const newestQuery = 'query Newest { Artworks(limit: 1, sort: "-publishedAt") { docs { id title slug } } }'

beforeAll(async () => {
  context = await getBrowser().newContext({ locale: 'en-US' })
  page = await context.newPage()
  await signInToAdmin(page)
})

afterAll(async () => {
  await context?.close()
})

describe('admin: editing an artwork in both languages', () => {
  it('shows the German and the English title, and publishes an English edit to the site', async () => {
    const [german, english] = await Promise.all([gqlData<Newest>(newestQuery, {}, 'de'), gqlData<Newest>(newestQuery, {}, 'en')])
    const id = german.Artworks.docs[0].id
    expect(english.Artworks.docs[0].id).toBe(id)
    const germanTitle = german.Artworks.docs[0].title
    const englishTitle = english.Artworks.docs[0].title
    expect(englishTitle).not.toBe(germanTitle)

    await page.goto(`${BASE_URL}/admin/collections/artworks/${id}?locale=de`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('#field-title').inputValue(), { timeout: 30_000 }).toBe(germanTitle)
    await page.goto(`${BASE_URL}/admin/collections/artworks/${id}?locale=en`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('#field-title').inputValue(), { timeout: 30_000 }).toBe(englishTitle)

    const edited = `${englishTitle} (edited ${Date.now().toString(36)})`
    try {
      await page.locator('#field-title').fill(edited)
      await page.locator('#action-save').click()
      // The published English title reaches GraphQL, and the cached English home page follows
      // through the collection's revalidation hook.
      await expect.poll(async () => (await gqlData<Newest>(newestQuery, {}, 'en')).Artworks.docs[0].title, { timeout: 15_000 }).toBe(edited)
      expect((await gqlData<Newest>(newestQuery, {}, 'de')).Artworks.docs[0].title).toBe(germanTitle)
      await expect.poll(async () => (await (await fetch(`${BASE_URL}/en`)).text()).includes(edited), { timeout: 5_000, interval: 250 }).toBe(true)
      expect(await (await fetch(`${BASE_URL}/`, { headers: { 'accept-language': 'de' } })).text()).toContain(germanTitle)
    } finally {
      // Put the English title back so repeated runs start from the seeded content.
      await fetch(`${BASE_URL}/api/artworks/${id}?locale=en`, {
        method: 'PATCH',
        headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
        body: JSON.stringify({ title: englishTitle, _status: 'published' }),
      })
    }
  })
})

describe('admin: colours read from the picture', () => {
  type Named = { id: number; name: string }
  type Work = { id: number; images: unknown[]; colors: Named[]; colourProposal: Named[] }

  it.each(['en', 'de'] as const)('shows a work the colours proposed from its picture, in %s', async (locale) => {
    const headers = await adminHeaders()
    const list = await (await fetch(`${BASE_URL}/api/artworks?limit=20&depth=1&locale=${locale}&sort=-publishedAt`, { headers })).json()
    // The newest work with a picture (other tests may add works without one for a while).
    const work = (list.docs as Work[]).find((doc) => doc.images.length > 0) as Work
    // The seeded pictures were read on upload, so every seeded work has a proposal.
    expect(work.colourProposal.length).toBeGreaterThan(0)
    await page.goto(`${BASE_URL}/admin/collections/artworks/${work.id}?locale=${locale}`, { waitUntil: 'domcontentloaded' })
    const field = page.locator('[id="field-colourProposal"]')
    await field.waitFor({ timeout: 30_000 })
    for (const colour of work.colourProposal) await expect.poll(() => field.innerText(), { timeout: 15_000 }).toContain(colour.name)
    // Read-only beside the editable colours, with its label and what it does.
    const sidebar = await page.locator('.document-fields__sidebar, [class*="sidebar"]').first().innerText()
    expect(sidebar).toContain('Colours from the picture')
    expect(sidebar).toContain('Read from the first picture')
    expect(
      await field
        .locator('input')
        .first()
        .isDisabled()
        .catch(() => true),
    ).toBe(true)
  })

  it('takes the proposal as the work’s colours with one click, kept once published', async () => {
    const headers = { ...(await adminHeaders()), 'content-type': 'application/json' }
    const list = await (await fetch(`${BASE_URL}/api/artworks?limit=20&depth=1&locale=en&sort=-publishedAt&where[_status][equals]=published`, { headers })).json()
    const work = (list.docs as Work[]).find((doc) => doc.images.length > 0 && doc.colourProposal.length > 0) as Work
    const proposal = work.colourProposal.map((colour) => colour.id).sort()
    const original = work.colors.map((colour) => colour.id)
    // A colour the proposal does not hold, in place of the work's own.
    const colours = await (await fetch(`${BASE_URL}/api/colors?limit=100&depth=0`, { headers })).json()
    const other = (colours.docs as Named[]).find((colour) => !proposal.includes(colour.id)) as Named
    const setColours = async (ids: number[]) => {
      const saved = await fetch(`${BASE_URL}/api/artworks/${work.id}?locale=de`, { method: 'PATCH', headers, body: JSON.stringify({ colors: ids }) })
      expect(saved.status).toBe(200)
    }
    await setColours([other.id])
    try {
      await page.goto(`${BASE_URL}/admin/collections/artworks/${work.id}?locale=en`, { waitUntil: 'domcontentloaded' })
      const accept = page.getByRole('button', { name: 'Use the proposal as colours' })
      await accept.waitFor({ timeout: 30_000 })
      await accept.click()
      // Shown at once in the colours field, and the button says they match.
      const coloursField = page.locator('[id="field-colors"]')
      for (const colour of work.colourProposal) await expect.poll(() => coloursField.innerText(), { timeout: 10_000 }).toContain(colour.name)
      expect(await coloursField.innerText()).not.toContain(other.name)
      await page.getByRole('button', { name: 'The colours match the proposal' }).waitFor({ timeout: 10_000 })
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect
        .poll(
          async () => {
            const saved = await (await fetch(`${BASE_URL}/api/artworks/${work.id}?depth=0`, { headers })).json()
            return (saved.colors as number[]).slice().sort()
          },
          { timeout: 15_000 },
        )
        .toEqual(proposal)
    } finally {
      await setColours(original)
    }
  })
})

describe('admin: the artworks list shows what staff scan for', () => {
  it('a picture, the artist, the price, sold and published, in each row', async () => {
    await page.goto(`${BASE_URL}/admin/collections/artworks?limit=10`, { waitUntil: 'domcontentloaded' })
    const table = page.locator('table')
    await table.waitFor({ timeout: 30_000 })
    const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim())
    for (const column of ['Title', 'Images', 'Inventory number', 'Artist', 'Price (EUR)', 'Availability', 'Status']) expect(headers, column).toContain(column)
    // The seeded works have pictures: each row shows its first as a small image that loads.
    const thumbnails = table.locator('tbody img.artwork-thumb')
    await expect.poll(() => thumbnails.count(), { timeout: 15_000 }).toBeGreaterThan(5)
    const first = thumbnails.first()
    expect(await first.getAttribute('src')).toMatch(/^\/media\/.+-320w\.webp$/)
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
    // Price and availability in words, as staff read them (this admin is in English).
    const prices = await table.locator('tbody .artwork-cell').allInnerTexts()
    expect(prices.length).toBeGreaterThanOrEqual(10)
    for (const text of prices) expect(text).toMatch(/^(€[\d,]+|on request|sold|available)$/)
    expect(prices.some((text) => /^€/.test(text))).toBe(true)
    const availability = await table.locator('tbody [data-availability]').allInnerTexts()
    expect(availability).toHaveLength(prices.length)
    for (const text of availability) expect(text).toMatch(/^(available|reserved until \d{2}\/\d{2}\/\d{4}( \(for .+\))?|sold)$/)
  })
})

describe("admin: dates in the editor's language and format", () => {
  // One formatter for the gallery's dates (src/base/dates.ts, issue 45 point 6): English is day
  // first, as on the site ("28 Nov 2026, 20:15", "28/11/2026"), whatever the browser's region.
  const cases = [
    { browser: 'de-DE', day: /^\d{2}\.\d{2}\.\d{4}$/, inList: /\d{2}\.\d{2}\.\d{4}/, stamp: /\d{1,2}\. \S+ \d{4},? \d{2}:\d{2}/, foreign: /\b(AM|PM)\b|\d{1,2}\/\d{1,2}\/\d{4}/ },
    {
      browser: 'en-US',
      day: /^\d{1,2}\/\d{1,2}\/\d{4}$/,
      inList: /\d{1,2}\/\d{1,2}\/\d{4}/,
      stamp: /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/,
      foreign: /\b(AM|PM)\b|nachm\.|vorm\.|\d{2}\.\d{2}\.\d{4}/,
    },
  ]
  it.each(cases)('$browser: a date field, the document’s own dates and the list', async ({ browser, day, inList, stamp, foreign }) => {
    const headers = await adminHeaders()
    const exhibitions = await (await fetch(`${BASE_URL}/api/exhibitions?limit=1&depth=0`, { headers })).json()
    const own = await getBrowser().newContext({ locale: browser, viewport: { width: 1400, height: 1000 } })
    try {
      const admin = await own.newPage()
      await signInToAdmin(admin)
      await admin.goto(`${BASE_URL}/admin/collections/exhibitions/${exhibitions.docs[0].id}`, { waitUntil: 'domcontentloaded' })
      // The picker shows the date in the editor's format from the start, not only once touched.
      const start = admin.locator('#field-startDate input')
      await start.waitFor({ timeout: 30_000 })
      await expect.poll(() => start.inputValue(), { timeout: 15_000 }).toMatch(day)
      // "Last modified" and "created" beside the form.
      const sidebar = admin.locator('.doc-controls').first()
      await expect.poll(() => sidebar.innerText(), { timeout: 15_000 }).toMatch(stamp)
      expect(await sidebar.innerText()).not.toMatch(foreign)
      // The list's date columns, once they are drawn.
      await admin.goto(`${BASE_URL}/admin/collections/exhibitions?limit=5`, { waitUntil: 'domcontentloaded' })
      const table = admin.locator('table')
      await table.waitFor({ timeout: 30_000 })
      await expect.poll(() => table.innerText(), { timeout: 15_000 }).toMatch(inList)
      expect(await table.innerText()).not.toMatch(foreign)
    } finally {
      await own.close()
    }
  })
})

/**
 * The works list's availability (issue 49 point 3), as staff scan it, in German and English: each
 * row reads available, reserved until a day and for whom, or sold, and the links above the list
 * filter by it.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, sendContactForm, signInToAdmin } from './support'

const getBrowser = browserForTests()

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { ...(await adminHeaders()), 'content-type': 'application/json', ...init.headers } })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

type Work = { id: number; title: string; inventory: string }
let held: Work
let contexts: BrowserContext[] = []

beforeAll(async () => {
  const { docs } = await api<{ docs: Work[] }>('/artworks?limit=1&depth=0&sort=-title&where[sold][equals]=false&where[reservedUntil][exists]=false&where[inventory][exists]=true')
  held = docs[0]
  // Ida Brenner writes through the contact form; staff put the work on her case and reserve it.
  const email = `ida-brenner-${Date.now()}@example.org`
  const context = await getBrowser().newContext({ locale: 'de-DE', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } })
  contexts.push(context)
  const visitor = await context.newPage()
  expect((await visitor.goto(`${BASE_URL}/contact`))?.status()).toBe(200)
  await sendContactForm(visitor, { name: 'Ida Brenner', email, subject: 'Reservierung', message: 'Bitte reservieren Sie mir das Bild.' })
  const cases = await api<{ docs: Array<{ id: number }> }>(`/inquiries?depth=0&where[email][equals]=${encodeURIComponent(email)}`)
  await api(`/inquiries/${cases.docs[0].id}`, { method: 'PATCH', body: JSON.stringify({ artworks: [held.id], status: 'reserved' }) })
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  contexts = []
})

async function staffPage(locale: 'en-US' | 'de-DE'): Promise<Page> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1600, height: 1000 } })
  contexts.push(context)
  const page = await context.newPage()
  await signInToAdmin(page)
  return page
}

describe('the works list’s availability', () => {
  it('in German: reads reserved until a day and for whom, and filters by reserved and sold', async () => {
    const page = await staffPage('de-DE')
    await page.goto(`${BASE_URL}/admin/collections/artworks`, { waitUntil: 'domcontentloaded' })
    const filters = page.getByTestId('work-availability-filters')
    await filters.waitFor({ timeout: 30_000 })
    await filters.getByRole('link', { name: 'reserviert', exact: true }).click()
    const row = page.locator('tbody tr', { hasText: held.inventory })
    await row.waitFor({ timeout: 15_000 })
    await expect.poll(() => row.locator('[data-availability]').innerText(), { timeout: 15_000 }).toMatch(/^reserviert bis \d{2}\.\d{2}\.\d{4} \(für Ida Brenner\)$/)
    // Once the list has followed the link, every row is held.
    const kinds = async () => [...new Set(await page.locator('tbody [data-availability]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-availability'))))]
    await expect.poll(kinds, { timeout: 15_000 }).toEqual(['reserved'])

    await filters.getByRole('link', { name: 'verkauft', exact: true }).click()
    await expect.poll(() => page.locator('tbody tr', { hasText: held.inventory }).count(), { timeout: 15_000 }).toBe(0)
    await expect.poll(kinds, { timeout: 15_000 }).toEqual(['sold'])
    for (const cell of await page.locator('tbody [data-availability]').all()) expect(await cell.innerText()).toBe('verkauft')
  }, 240_000)

  it('in English: available and reserved read in English, and "available" leaves the held work out', async () => {
    const page = await staffPage('en-US')
    await page.goto(`${BASE_URL}/admin/collections/artworks`, { waitUntil: 'domcontentloaded' })
    const filters = page.getByTestId('work-availability-filters')
    await filters.waitFor({ timeout: 30_000 })
    const headers = (await page.locator('table thead th').allInnerTexts()).map((text) => text.trim())
    expect(headers).toContain('Availability')
    await filters.getByRole('link', { name: 'reserved', exact: true }).click()
    await expect
      .poll(() => page.locator('tbody tr', { hasText: held.inventory }).locator('[data-availability]').innerText(), { timeout: 15_000 })
      .toMatch(/^reserved until \d{2}\/\d{2}\/\d{4} \(for Ida Brenner\)$/)
    // The held row reads so in the unfiltered list too: the next click waits until the list has
    // followed this link and every row is held, as staff see it before they click again.
    const kinds = async () => [...new Set(await page.locator('tbody [data-availability]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-availability'))))]
    await expect.poll(kinds, { timeout: 15_000 }).toEqual(['reserved'])
    await filters.getByRole('link', { name: 'available', exact: true }).click()
    await expect.poll(() => page.locator('tbody tr', { hasText: held.inventory }).count(), { timeout: 15_000 }).toBe(0)
    const cells = page.locator('tbody [data-availability]')
    await expect.poll(async () => [...new Set(await cells.allInnerTexts())], { timeout: 15_000 }).toEqual(['available'])
  }, 240_000)
})

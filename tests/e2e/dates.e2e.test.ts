/**
 * Dates in the admin mean the gallery's day (issue 45 point 6), in a real browser far from Berlin:
 * a hold "bis 12.12." (the end of 12 December in Berlin, 13 December, 07:59 in Tokyo) shows as
 * 12.12.2030 in the work's date picker, and a day picked there is held to its end in Berlin.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, signInToAdmin } from './support'

const getBrowser = browserForTests()
let touched: number | undefined

async function api(method: string, path: string, body?: Record<string, unknown>) {
  const headers: Record<string, string> = await adminHeaders()
  if (body) headers['content-type'] = 'application/json'
  const response = await fetch(`${BASE_URL}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return response.json()
}

afterAll(async () => {
  if (touched !== undefined) await api('PATCH', `/artworks/${touched}?locale=de`, { reservedUntil: null })
})

describe('the admin’s date picker in a browser in Tokyo', () => {
  it('shows a hold to 12 December as 12.12.2030, and holds a day picked there to its end in Berlin', async () => {
    const found = (await api(
      'GET',
      '/artworks?limit=1&depth=0&where[_status][equals]=published&where[sold][equals]=false&where[reservedUntil][exists]=false&sort=publishedAt',
    )) as {
      docs: Array<{ id: number }>
    }
    const id = found.docs[0].id
    touched = id
    const stored = (await api('PATCH', `/artworks/${id}?locale=de`, { reservedUntil: '2030-12-12' })) as { doc: { reservedUntil: string } }
    expect(stored.doc.reservedUntil).toBe('2030-12-12T22:59:59.999Z')

    const context = await getBrowser().newContext({ locale: 'de-DE', timezoneId: 'Asia/Tokyo' })
    try {
      const page = await context.newPage()
      await signInToAdmin(page)
      await page.goto(`${BASE_URL}/admin/collections/artworks/${id}`)
      const input = page.locator('#field-reservedUntil input')
      await expect.poll(() => input.inputValue(), { timeout: 30_000, interval: 200 }).toBe('12.12.2030')
      // The browser itself says it is the 13th there.
      expect(await page.evaluate(() => new Date('2030-12-12T22:59:59.999Z').getDate())).toBe(13)

      // Staff open the calendar (at December 2030, the hold's month) and pick the 20th, then save.
      await input.click()
      await page.locator('.react-datepicker__day--020:not(.react-datepicker__day--outside-month)').click()
      await expect.poll(() => input.inputValue()).toBe('20.12.2030')
      await page.locator('#action-save').click()
      await expect
        .poll(async () => ((await api('GET', `/artworks/${id}?depth=0`)) as { reservedUntil: string }).reservedUntil, { timeout: 15_000, interval: 250 })
        .toBe('2030-12-20T22:59:59.999Z')
      await page.reload()
      await expect.poll(() => page.locator('#field-reservedUntil input').inputValue(), { timeout: 30_000, interval: 200 }).toBe('20.12.2030')
    } finally {
      await context.close()
    }
  })
})

/**
 * Access and erasure per person in the admin (issue 45 point 4), clicked as staff do, in German
 * and English: enter an address, see what is held under it, confirm after being told what a sold
 * case keeps, and read the receipt; the address is then gone from the cases. Anonymous requests
 * to the screen's endpoints are refused. (Every part of the data is in person-data.int.test.ts.)
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, hydrated, sendContactForm, signInToAdmin } from './support'

const getBrowser = browserForTests()
/** The address field of the person-data screen (src/features/privacy/admin/PersonData.tsx). */
const emailField = '[data-testid="person-data"] input[type="email"]'

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { ...(await adminHeaders()), 'content-type': 'application/json', ...init.headers } })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`)
  return (await response.json()) as T
}

type Case = { id: number; name: string; email: string; status: string; anonymisedAt?: string | null }
let contexts: BrowserContext[] = []

/** A visitor writes through the contact form: a case under their address. */
async function caseFrom(email: string, locale: 'de' | 'en'): Promise<Case> {
  const context = await getBrowser().newContext({
    locale: locale === 'de' ? 'de-DE' : 'en-GB',
    extraHTTPHeaders: { 'x-forwarded-for': locale === 'de' ? '198.51.100.71' : '198.51.100.72' },
  })
  contexts.push(context)
  const visitor = await context.newPage()
  expect((await visitor.goto(`${BASE_URL}${locale === 'de' ? '' : '/en'}/contact`))?.status()).toBe(200)
  await sendContactForm(visitor, { name: 'Zoë Ångström', email, subject: locale === 'de' ? 'Kaufanfrage' : 'Purchase', message: 'Ist das Bild noch zu haben?' })
  const cases = await api<{ docs: Case[] }>(`/inquiries?depth=0&where[email][equals]=${encodeURIComponent(email)}`)
  expect(cases.docs).toHaveLength(1)
  return cases.docs[0]
}

async function staffPage(locale: 'en-US' | 'de-DE'): Promise<Page> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1680, height: 1000 } })
  contexts.push(context)
  const page = await context.newPage()
  await signInToAdmin(page)
  return page
}

afterAll(async () => {
  for (const context of contexts) await context.close()
  contexts = []
})

describe('personal data in the admin', () => {
  const german = `zoe-de-${Date.now()}@example.org`
  const english = `zoe-en-${Date.now()}@example.org`
  let sold: Case
  let open: Case

  beforeAll(async () => {
    sold = await caseFrom(german, 'de')
    await api(`/inquiries/${sold.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'sold' }) })
    open = await caseFrom(english, 'en')
  })

  it('refuses the endpoints to anyone not signed in', async () => {
    expect((await fetch(`${BASE_URL}/api/person-data?email=${encodeURIComponent(german)}`)).status).toBe(403)
    expect((await fetch(`${BASE_URL}/api/person-data/export?email=${encodeURIComponent(german)}`)).status).toBe(403)
    const erase = await fetch(`${BASE_URL}/api/person-data/erase`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: german }) })
    expect(erase.status).toBe(403)
    expect((await api<Case>(`/inquiries/${sold.id}?depth=0`)).email).toBe(german)
  })

  it('in German: erasing the sold case alone says first what the books keep', async () => {
    const page = await staffPage('de-DE')
    await page.goto(`${BASE_URL}/admin/collections/inquiries/${sold.id}`, { waitUntil: 'domcontentloaded' })
    const erase = page.getByRole('button', { name: 'Personendaten löschen (DSGVO)' })
    await erase.waitFor({ timeout: 30_000 })
    await erase.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Dieser Fall ist verkauft: Er bleibt als Geschäftsbeleg zehn Jahre erhalten (HGB §257, AO §147)')
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect((await api<Case>(`/inquiries/${sold.id}?depth=0`)).email).toBe(german)
  }, 240_000)

  it('in German: address → what is held → told what a sold case keeps → erased, with the receipt', async () => {
    const page = await staffPage('de-DE')
    await page.goto(`${BASE_URL}/admin/person-data`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Personendaten: Auskunft und Löschung' }).waitFor({ timeout: 30_000 })
    // Typed only once React listens (an address typed before hydration would not be in its state).
    await hydrated(page, emailField)
    await page.getByLabel('E-Mail-Adresse').fill(german.toUpperCase())
    await page.getByRole('button', { name: 'Suchen' }).click()
    const found = page.locator('[data-testid="person-data-found"]')
    await found.getByRole('heading', { name: 'Anfragen und Fälle (1)' }).waitFor({ timeout: 15_000 })
    expect(await found.innerText()).toContain(`#${sold.id} Kaufanfrage — Zoë Ångström — Abgeschlossen (verkauft)`)
    expect(await found.innerText()).toContain('Mails im Postausgang')
    const exported = await page.locator('[data-testid="person-data-export"]').getAttribute('href')
    expect(exported).toContain(`/api/person-data/export?email=${encodeURIComponent(german)}`)
    const file = await page.evaluate(async (href) => (await fetch(href!, { credentials: 'include' })).json(), exported)
    expect(file.cases[0].message).toBe('Ist das Bild noch zu haben?')

    await page.getByRole('button', { name: 'Alles löschen …' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Ein verkaufter Fall bleibt als Geschäftsbeleg zehn Jahre erhalten (HGB §257, AO §147)')
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect((await api<Case>(`/inquiries/${sold.id}?depth=0`)).email).toBe(german)

    await page.getByRole('button', { name: 'Alles löschen …' }).click()
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
    const receipt = page.locator('[data-testid="person-data-receipt"]')
    await receipt.getByRole('heading', { name: 'Löschprotokoll' }).waitFor({ timeout: 15_000 })
    const text = await receipt.innerText()
    expect(text).toContain(`Gelöscht am`)
    expect(text).toContain(`Anfrage ${sold.id}`)
    expect(text).toMatch(/Mail \d+/)
    expect(text).toContain('Aufbewahrt')
    expect(text).toContain(`reduziert auf Name der Käufer:in, Werke, Preis und Datum, aufbewahrt bis 31. Dezember ${new Date().getUTCFullYear() + 10}`)
    const kept = await api<Case>(`/inquiries/${sold.id}?depth=0`)
    expect(kept).toMatchObject({ status: 'sold', name: 'Zoë Ångström' })
    expect(kept.email).not.toBe(german)
  }, 240_000)

  it('in English: from the navigation, address → what is held → erased, with the receipt', async () => {
    const page = await staffPage('en-US')
    await page.goto(`${BASE_URL}/admin`, { waitUntil: 'domcontentloaded' })
    await page.locator('#nav-person-data').click()
    await page.getByRole('heading', { name: 'Personal data: access and erasure' }).waitFor({ timeout: 30_000 })
    await hydrated(page, emailField)
    await page.getByLabel('Email address').fill(english)
    await page.getByRole('button', { name: 'Search' }).click()
    const found = page.locator('[data-testid="person-data-found"]')
    await found.getByRole('heading', { name: 'Inquiries and cases (1)' }).waitFor({ timeout: 15_000 })
    expect(await found.innerText()).toContain(`#${open.id} Purchase — Zoë Ångström — New`)
    // The contact the case made (issue 49), erased with it.
    await found.getByRole('heading', { name: 'Contact (1)' }).waitFor()
    await page.getByRole('button', { name: 'Erase everything …' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Erased: the contact with all its addresses, the name, address, messages')
    expect(await page.locator('[data-testid="person-data-kept"]').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Erase for good' }).click()
    const receipt = page.locator('[data-testid="person-data-receipt"]')
    await receipt.getByRole('heading', { name: 'Erasure receipt' }).waitFor({ timeout: 15_000 })
    expect(await receipt.innerText()).toContain(`Case ${open.id}`)
    expect(await receipt.innerText()).toMatch(/Contact \d+: Zoë Ångström/)
    expect(await receipt.innerText()).not.toContain('Kept')
    const erased = await api<Case>(`/inquiries/${open.id}?depth=0`)
    expect(erased.email).not.toBe(english)
    expect(erased.anonymisedAt).toBeTruthy()
    // Nothing is left under the address.
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('Nothing is held under this address.').waitFor({ timeout: 15_000 })
  }, 240_000)
})

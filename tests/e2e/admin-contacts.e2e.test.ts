/**
 * Contacts in the admin (issue 49 point 1), clicked as staff do, in German and English: a visitor
 * who writes twice, once on each site, is one contact with both cases; the contact's page lists
 * them; a case names its contact; a note saved in one language reads the same in the other; the
 * contact's page opens the access and erasure screen with the address looked up.
 * (Attaching, the consent log, the start's repair and the doors are in contacts.int.test.ts.)
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, sendContactForm, signInToAdmin } from './support'

const getBrowser = browserForTests()

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, { headers: await adminHeaders() })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

type Case = { id: number; subject: string; contact: number | null }
const email = `theo-kaspar-${Date.now()}@example.org`
const cases: Case[] = []
let contexts: BrowserContext[] = []

/** The visitor writes through the contact form of the German or the English site. */
async function write(locale: 'de' | 'en', address: string, subject: string) {
  const context = await getBrowser().newContext({
    locale: locale === 'de' ? 'de-DE' : 'en-GB',
    extraHTTPHeaders: { 'x-forwarded-for': locale === 'de' ? '198.51.100.81' : '198.51.100.82' },
  })
  contexts.push(context)
  const visitor = await context.newPage()
  expect((await visitor.goto(`${BASE_URL}${locale === 'de' ? '' : '/en'}/contact`))?.status()).toBe(200)
  await sendContactForm(visitor, { name: 'Theo Kaspar', email: address, subject, message: 'Gibt es weitere Arbeiten?' })
}

async function staffPage(locale: 'en-US' | 'de-DE'): Promise<Page> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1400, height: 1000 } })
  contexts.push(context)
  const page = await context.newPage()
  await signInToAdmin(page)
  return page
}

beforeAll(async () => {
  await write('de', email, 'Kataloganfrage')
  await write('en', email.toUpperCase(), 'Studio visit')
  const found = await api<{ docs: Case[] }>(`/inquiries?depth=0&sort=createdAt&where[email][like]=${encodeURIComponent(email)}`)
  cases.push(...found.docs)
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  contexts = []
})

describe('contacts in the admin', () => {
  it('makes one contact of both cases, whatever the spelling of the address', () => {
    expect(cases.map((entry) => entry.subject)).toEqual(['Kataloganfrage', 'Studio visit'])
    expect(cases[0].contact).toBeTruthy()
    expect(cases[1].contact).toBe(cases[0].contact)
  })

  it('in German: the list finds the contact by an address and shows an empty cell as a dash', async () => {
    const page = await staffPage('de-DE')
    await page.goto(`${BASE_URL}/admin/collections/contacts`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Kontakte' }).waitFor({ timeout: 30_000 })
    await page.getByPlaceholder(/Suche nach Name, E-Mail/).fill(email.slice(0, 20))
    const row = page.locator('tbody tr', { hasText: 'Theo Kaspar' })
    await row.waitFor({ timeout: 15_000 })
    expect(await row.innerText()).toContain(email)
    // No organisation: a dash, not Payload's "<Kein Organisation>".
    expect(await page.locator('table').innerText()).not.toMatch(/<Kein|<No /)
  }, 240_000)

  it('in German: the contact lists both cases, a note is saved, and the page opens the person’s data with the address looked up', async () => {
    const page = await staffPage('de-DE')
    await page.goto(`${BASE_URL}/admin/collections/contacts/${cases[0].contact}`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Theo Kaspar' }).waitFor({ timeout: 30_000 })
    const joined = page.locator('.field-type.join')
    await joined.getByText('Kataloganfrage').waitFor({ timeout: 15_000 })
    await joined.getByText('Studio visit').waitFor()
    expect(await page.getByText('Anfragen und Fälle').first().isVisible()).toBe(true)

    await page.getByLabel('Notizen').fill('Sammelt Papierarbeiten; bevorzugt Anrufe.')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page
      .getByText(/erfolgreich/i)
      .first()
      .waitFor({ timeout: 15_000 })
    await expect.poll(async () => (await api<{ notes: string }>(`/contacts/${cases[0].contact}?depth=0`)).notes).toBe('Sammelt Papierarbeiten; bevorzugt Anrufe.')

    await page.getByRole('link', { name: 'Auskunft oder Löschung …' }).click()
    const found = page.locator('[data-testid="person-data-found"]')
    await found.getByRole('heading', { name: 'Kontakt (1)' }).waitFor({ timeout: 30_000 })
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(email)
    expect(await found.innerText()).toContain(`Theo Kaspar — ${email}`)
    await found.getByRole('heading', { name: 'Anfragen und Fälle (2)' }).waitFor()
  }, 240_000)

  it('in English: the case names its contact, is assigned in one click, and the contact shows the note saved in German', async () => {
    const page = await staffPage('en-US')
    await page.goto(`${BASE_URL}/admin/collections/inquiries/${cases[1].id}`, { waitUntil: 'domcontentloaded' })
    const field = page.locator('#field-contact')
    await field.waitFor({ timeout: 30_000 })
    await expect.poll(() => field.innerText(), { timeout: 15_000 }).toContain('Theo Kaspar')
    expect(await page.getByText('Attached by the email address.').isVisible()).toBe(true)

    // "Assign to me" (issue 49 point 4): one click, saved, and the button goes.
    const me = await api<{ user: { id: number } }>('/users/me')
    await page.getByRole('button', { name: 'Assign to me' }).click()
    await expect.poll(async () => (await api<{ assignee: number | null }>(`/inquiries/${cases[1].id}?depth=0`)).assignee, { timeout: 15_000 }).toBe(me.user.id)
    await expect.poll(() => page.getByRole('button', { name: 'Assign to me' }).count()).toBe(0)

    await page.goto(`${BASE_URL}/admin/collections/contacts/${cases[0].contact}`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Theo Kaspar' }).waitFor({ timeout: 30_000 })
    expect(await page.getByLabel('Notes').inputValue()).toBe('Sammelt Papierarbeiten; bevorzugt Anrufe.')
    await page.getByText('Inquiries and cases').first().waitFor()
    await page.getByRole('link', { name: 'Access request or erasure …' }).waitFor()
  }, 240_000)
})

describe('importing an address list in the admin', () => {
  it('in German: checks the file, shows what each row does, takes the decision on a possible duplicate, and imports', async () => {
    const stamp = Date.now()
    const csv = [
      'Name;E-Mail;Organisation;Sprache',
      `Nora Neu ${stamp};nora-${stamp}@example.org;Kunsthalle;Englisch`,
      `Theo Kaspar;theo-privat-${stamp}@example.org;;`,
      `Ohne Adresse ${stamp};;;`,
    ].join('\r\n')
    const page = await staffPage('de-DE')
    await page.goto(`${BASE_URL}/admin/collections/contacts`, { waitUntil: 'domcontentloaded' })
    const importer = page.getByTestId('contact-import')
    await importer.locator('summary').click()
    await importer.locator('input[type="file"]').setInputFiles({ name: 'adressen.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) })
    await importer.getByRole('button', { name: 'Prüfen' }).click()
    const rows = importer.locator('tbody tr')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3)
    expect(await rows.nth(0).innerText()).toContain('neuer Kontakt')
    expect(await rows.nth(1).innerText()).toContain('möglicherweise doppelt (gleicher Name)')
    expect(await rows.nth(2).innerText()).toContain('nicht importiert: Keine E-Mail-Adresse.')
    // Theo Kaspar is the contact the visitor made above: the second address joins it.
    await importer.getByTestId('contact-import-decision-3').selectOption({ value: String(cases[0].contact) })
    await importer.getByRole('button', { name: 'Importieren' }).click()
    await expect.poll(() => importer.getByRole('status').innerText(), { timeout: 30_000 }).toBe('1 neu angelegt, 1 ergänzt, 0 offen gelassen, 1 abgelehnt.')
    const theo = await api<{ emails: Array<{ address: string }> }>(`/contacts/${cases[0].contact}?depth=0`)
    expect(theo.emails.map((entry) => entry.address)).toContain(`theo-privat-${stamp}@example.org`)
    const nora = await api<{ docs: Array<{ language: string; organisation: string }> }>(`/contacts?depth=0&where[addresses][like]=nora-${stamp}`)
    expect(nora.docs).toMatchObject([{ language: 'en', organisation: 'Kunsthalle' }])
  }, 240_000)
})

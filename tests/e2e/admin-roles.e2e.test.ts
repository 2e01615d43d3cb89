/**
 * The roles in the admin (issue 49 point 4; docs/roles.md), as each role meets them in a real
 * browser, in German and English: an editor's navigation and dashboard hold no cases, contacts,
 * person's data or catalogue, a work's form has no price amount, and a contact's address leads
 * nowhere; sales see cases and contacts, set a price but read a work's title without changing it;
 * a case's status history gains the line of a status changed in the form, with the name of who
 * changed it. Finding things (issue 49 point 6): the cases list finds a case by a phrase of its
 * message, the works list a work by its artist's name and by its inventory number. (Every door,
 * field and refusal per role, and saved filters, are in tests/integration/roles.int.test.ts.)
 */
import { randomUUID } from 'node:crypto'

import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/base/roles'

import { adminHeaders, BASE_URL, browserForTests, hydrated, sendContactForm, signInToAdmin } from './support'

const getBrowser = browserForTests()
const password = 'Rollen-im-Admin-2026!'
const tag = randomUUID().slice(0, 8)
const accounts: Partial<Record<Role, { id: number; email: string }>> = {}
let workId: number
let caseId: number
let englishCaseId: number
let contexts: BrowserContext[] = []

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function staffPage(role: Role, locale: 'de-DE' | 'en-US'): Promise<Page> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1400, height: 1000 } })
  contexts.push(context)
  const page = await context.newPage()
  await signInToAdmin(page, { email: accounts[role]!.email, password })
  return page
}

/** The navigation's links to the collections and screens of a role, by their addresses. */
const navLinks = {
  cases: 'nav a[href$="/admin/collections/inquiries"]',
  contacts: 'nav a[href$="/admin/collections/contacts"]',
  personData: 'nav a[href$="/admin/person-data"]',
  catalogue: 'nav a[href$="/admin/catalogue"]',
  users: 'nav a[href$="/admin/collections/users"]',
  works: 'nav a[href$="/admin/collections/artworks"]',
}
const linked = (page: Page, link: keyof typeof navLinks) => page.locator(navLinks[link]).count()

beforeAll(async () => {
  for (const role of ['sales', 'editor'] as const) {
    const email = `e2e-${role}-${tag}@galerie.test`
    const { doc } = await api<{ doc: { id: number } }>('POST', '/users', { email, password, role, name: role === 'sales' ? 'Vera Verkauf' : 'Rita Redaktion' })
    accounts[role] = { id: doc.id, email }
  }
  const works = await api<{ docs: Array<{ id: number }> }>('GET', '/artworks?limit=1&depth=0&where[sold][equals]=false&where[_status][equals]=published&sort=id')
  workId = works.docs[0].id
  // A visitor's question through the contact form: the case whose status sales change below.
  const context = await getBrowser().newContext({ locale: 'de-DE', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } })
  contexts.push(context)
  const visitor = await context.newPage()
  expect((await visitor.goto(`${BASE_URL}/contact`))?.status()).toBe(200)
  const email = `rollen-${tag}@example.org`
  await sendContactForm(visitor, { name: 'Ida Rolle', email, subject: 'Rollenfrage', message: `Wer antwortet mir? (${tag})` })
  const cases = await api<{ docs: Array<{ id: number }> }>('GET', `/inquiries?limit=1&depth=0&where[email][equals]=${encodeURIComponent(email)}`)
  caseId = cases.docs[0]?.id
  // The same visitor writes once more through the English site: a case in English.
  const english = await getBrowser().newContext({ locale: 'en-GB', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.92' } })
  contexts.push(english)
  const writer = await english.newPage()
  expect((await writer.goto(`${BASE_URL}/en/contact`))?.status()).toBe(200)
  const englishEmail = `roles-${tag}@example.org`
  await sendContactForm(writer, { name: 'Ida Rolle', email: englishEmail, subject: 'Role question', message: 'Who answers me?' })
  englishCaseId = (await api<{ docs: Array<{ id: number }> }>('GET', `/inquiries?limit=1&depth=0&where[email][equals]=${encodeURIComponent(englishEmail)}`)).docs[0]?.id
}, 120_000)

afterAll(async () => {
  for (const context of contexts) await context.close()
  contexts = []
  for (const account of Object.values(accounts)) if (account) await api('DELETE', `/users/${account.id}`)
})

describe('an editor in the admin', () => {
  it('in German: no cases, contacts, person’s data, catalogue or sales numbers, and a work without its amount', async () => {
    const page = await staffPage('editor', 'de-DE')
    await page.goto(`${BASE_URL}/admin`, { waitUntil: 'domcontentloaded' })
    await page.locator(navLinks.works).first().waitFor({ state: 'attached', timeout: 30_000 })
    expect(await page.locator(navLinks.works).first().innerText()).toBe('Werke')
    for (const hidden of ['cases', 'contacts', 'personData', 'catalogue'] as const) expect(await linked(page, hidden), hidden).toBe(0)
    // Colleagues are listed (a case's assignee), but only administrators change an account.
    expect(await linked(page, 'users')).toBe(1)
    expect(await page.getByTestId('sales-dashboard').count()).toBe(0)

    await page.goto(`${BASE_URL}/admin/collections/artworks/${workId}`, { waitUntil: 'domcontentloaded' })
    await page.locator('#field-title').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.locator('#field-title').isEditable(), { timeout: 15_000 }).toBe(true)
    expect(await page.locator('#field-price').count()).toBe(0)
    expect(await page.locator('#field-soldPrice').count()).toBe(0)
    expect(await page.locator('#field-publicPrice').count()).toBe(1)

    await page.goto(`${BASE_URL}/admin/person-data`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.getByRole('alert').first().innerText(), { timeout: 30_000 }).toContain('Nur für Verkauf und Administration')
    await page.goto(`${BASE_URL}/admin/catalogue`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.getByRole('alert').first().innerText(), { timeout: 30_000 }).toContain('Nur für die Administration')
  }, 240_000)

  it('in English: the same, in English, and a contact’s address shows nothing of the contact', async () => {
    const page = await staffPage('editor', 'en-US')
    await page.goto(`${BASE_URL}/admin/catalogue`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.getByRole('alert').first().innerText(), { timeout: 30_000 }).toContain('Only for administrators')
    for (const hidden of ['cases', 'contacts', 'personData', 'catalogue'] as const) expect(await linked(page, hidden), hidden).toBe(0)
    const contacts = await api<{ docs: Array<{ id: number; name: string }> }>('GET', '/contacts?limit=1&depth=0')
    if (contacts.docs[0]) {
      await page.goto(`${BASE_URL}/admin/collections/contacts/${contacts.docs[0].id}`, { waitUntil: 'domcontentloaded' })
      await page.locator('body').waitFor()
      await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).not.toContain(contacts.docs[0].name)
    }
  }, 240_000)
})

describe('sales in the admin', () => {
  it('in German: cases and contacts in the navigation, a price to set, a title to read but not change', async () => {
    const page = await staffPage('sales', 'de-DE')
    await page.goto(`${BASE_URL}/admin/collections/artworks/${workId}`, { waitUntil: 'domcontentloaded' })
    await page.locator('#field-price').waitFor({ timeout: 30_000 })
    for (const shown of ['cases', 'contacts', 'personData'] as const) expect(await linked(page, shown), shown).toBe(1)
    expect(await page.locator(navLinks.cases).innerText()).toBe('Anfragen')
    expect(await linked(page, 'catalogue')).toBe(0)
    // Once the form is ready (the price takes input), the title stays read-only.
    await expect.poll(() => page.locator('#field-price').isEditable(), { timeout: 15_000 }).toBe(true)
    expect(await page.locator('#field-title').isEditable()).toBe(false)
  }, 240_000)

  it('in English: a status changed in the form adds its line to the case’s history, with the name of who changed it', async () => {
    expect(caseId, 'the visitor’s case').toBeTruthy()
    const page = await staffPage('sales', 'en-US')
    await page.goto(`${BASE_URL}/admin/collections/inquiries/${caseId}`, { waitUntil: 'domcontentloaded' })
    const history = page.getByTestId('case-status-history')
    await history.waitFor({ timeout: 30_000 })
    expect(await history.innerText()).toContain('Status history')
    // The select opens only once React has taken over the form.
    await hydrated(page, '#field-status')
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'In progress', exact: true }).click()
    await page.locator('#action-save').click()
    await expect.poll(() => history.innerText(), { timeout: 30_000 }).toMatch(/Vera Verkauf: New → In progress/)
    const stored = await api<{ statusHistory: Array<{ byName: string; to: string }> }>('GET', `/inquiries/${caseId}?depth=0`)
    expect(stored.statusHistory.at(-1)).toMatchObject({ byName: 'Vera Verkauf', to: 'in-progress' })
  }, 240_000)
})

describe('reply templates', () => {
  it('in German: a reply starts from a template in the visitor’s language, with their name; one without that language is marked and cannot be chosen', async () => {
    const both = await api<{ doc: { id: number } }>('POST', '/reply-templates?locale=de', {
      name: `Verfügbar ${tag}`,
      subject: 'Ihre Anfrage',
      text: 'Guten Tag {name},\n\ndas Werk ist verfügbar.',
    })
    await api('PATCH', `/reply-templates/${both.doc.id}?locale=en`, { name: `Available ${tag}`, subject: 'Your inquiry', text: 'Dear {name},\n\nthe work is available.' })
    const germanOnly = await api<{ doc: { id: number } }>('POST', '/reply-templates?locale=de', { name: `Nur deutsch ${tag}`, text: 'Hallo {name}' })
    try {
      const page = await staffPage('sales', 'de-DE')
      await page.goto(`${BASE_URL}/admin/collections/inquiries/${caseId}`, { waitUntil: 'domcontentloaded' })
      const picker = page.getByTestId('case-reply-template')
      await picker.waitFor({ timeout: 30_000 })
      expect(await page.getByText('Vorlage (Deutsch)').count()).toBe(1)
      await expect.poll(() => picker.locator('option').allInnerTexts(), { timeout: 15_000 }).toContain(`Verfügbar ${tag}`)
      await picker.selectOption({ label: `Verfügbar ${tag}` })
      const reply = page.getByTestId('case-reply')
      await expect.poll(() => reply.locator('textarea').inputValue(), { timeout: 15_000 }).toBe('Guten Tag Ida Rolle,\n\ndas Werk ist verfügbar.')
      expect(await reply.locator('input[type="text"]').inputValue()).toBe('Ihre Anfrage')
      // The case of an English visitor offers the English texts; the German-only template is marked.
      // No save of the open case here: the admin locks a case while it is open (423 for anyone else).
      await page.goto(`${BASE_URL}/admin/collections/inquiries/${englishCaseId}`, { waitUntil: 'domcontentloaded' })
      await picker.waitFor({ timeout: 30_000 })
      await expect.poll(() => picker.locator('option').allInnerTexts(), { timeout: 15_000 }).toContain(`Nur deutsch ${tag} (keine Fassung auf Englisch)`)
      expect(await picker.locator('option', { hasText: `Nur deutsch ${tag}` }).isDisabled()).toBe(true)
      await picker.selectOption({ label: `Available ${tag}` })
      await expect.poll(() => reply.locator('textarea').inputValue(), { timeout: 15_000 }).toBe('Dear Ida Rolle,\n\nthe work is available.')
    } finally {
      for (const id of [both.doc.id, germanOnly.doc.id]) await api('DELETE', `/reply-templates/${id}`)
    }
  }, 240_000)
})

describe('finding things', () => {
  it('in German: a case by a phrase of its message, a work by its artist and by its inventory number', async () => {
    const page = await staffPage('sales', 'de-DE')
    await page.goto(`${BASE_URL}/admin/collections/inquiries`, { waitUntil: 'domcontentloaded' })
    const search = page.locator('#search-filter-input')
    // Typed only once React listens: a search typed before hydration is never applied.
    await hydrated(page, '#search-filter-input')
    await search.fill(`antwortet ${tag}`)
    // The list is filtered once the search has been applied: this run's case alone.
    await expect.poll(() => page.locator('tbody tr').allInnerTexts(), { timeout: 30_000 }).toEqual([expect.stringContaining('Rollenfrage')])

    const work = await api<{ title: string; inventory: string | null; artist: { name: string } }>('GET', `/artworks/${workId}?depth=1&locale=de`)
    await page.goto(`${BASE_URL}/admin/collections/artworks`, { waitUntil: 'domcontentloaded' })
    await hydrated(page, '#search-filter-input')
    await search.fill(work.artist.name)
    // Once the search is applied, every row is a work of that artist, this one among them.
    const rowsOfArtist = async () => {
      const texts = await page.locator('tbody tr').allInnerTexts()
      return texts.length > 0 && texts.every((text) => text.includes(work.artist.name)) && texts.some((text) => text.includes(work.title))
    }
    await expect.poll(rowsOfArtist, { timeout: 30_000 }).toBe(true)
    if (work.inventory) {
      await search.fill(work.inventory)
      await expect.poll(() => page.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1)
      expect(await page.locator('tbody tr').innerText()).toContain(work.title)
    }
  }, 240_000)
})

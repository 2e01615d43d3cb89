/**
 * The sales screens of the admin (issue 36), clicked as staff use them, in English and German: the
 * dashboard's count of new cases and the gallery's numbers; the case list's status filters; a
 * case's works with their price and status; a reply sent from the case, which goes out through
 * the outbox in the visitor's language and stays with the case, with the PDFs ticked under it;
 * a work's sheet from its page; the printed matter for a
 * selection of works and for an exhibition; and the GDPR erasure, behind its confirmation, which
 * keeps the case's works. (The REST side and the public pages are in sales.e2e.test.ts.)
 */
import type { BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN_EMAIL, ADMIN_PASSWORD, adminHeaders, BASE_URL, browserForTests, sendContactForm, signInToAdmin } from './support'

const getBrowser = browserForTests()

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, { headers: await adminHeaders() })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

type Case = { id: number; name: string; email: string; status: string; artworks: number[]; anonymisedAt?: string | null }

const email = `collector-${Date.now()}@example.org`
let work: { id: number; title: string; slugEn: string }
let theCase: Case
let contexts: BrowserContext[] = []

/** A visitor on the English site asks about a work from its inquiry form: a new case. */
beforeAll(async () => {
  const { docs } = await api<{ docs: Array<{ id: number; title: string; slug: string }> }>(
    '/artworks?limit=1&depth=0&locale=en&sort=title&where[_status][equals]=published&where[sold][equals]=false&where[priceOnRequest][equals]=false&where[publicPrice][greater_than]=0',
  )
  work = { id: docs[0].id, title: docs[0].title, slugEn: docs[0].slug }
  const visitorContext = await getBrowser().newContext({ locale: 'en-GB', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } })
  contexts.push(visitorContext)
  const visitor = await visitorContext.newPage()
  expect((await visitor.goto(`${BASE_URL}/en/inquiry/${work.slugEn}`))?.status()).toBe(200)
  await sendContactForm(visitor, { name: 'Ada Collector', email, subject: 'Purchase', message: 'I would like to buy this work.' })
  const cases = await api<{ docs: Case[] }>(`/inquiries?depth=0&where[email][equals]=${encodeURIComponent(email)}`)
  expect(cases.docs).toHaveLength(1)
  theCase = cases.docs[0]
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  contexts = []
})

async function staffPage(locale: 'en-US' | 'de-DE'): Promise<Page> {
  const context = await getBrowser().newContext({ locale, viewport: { width: 1400, height: 1000 } })
  contexts.push(context)
  const page = await context.newPage()
  await signInToAdmin(page)
  return page
}

/**
 * Clicks one of the page's PDF links as staff do: the click must navigate a tab to the link. The
 * answer is then fetched again with that navigation's own headers (the session, the origin), so
 * its status and type are read whether the browser shows the PDF inline or hands it to a download, and however
 * long a loaded machine takes to typeset it.
 */
async function openPdf(page: Page, testId: string): Promise<{ href: string; status: number; type: string | undefined }> {
  const link = page.locator(`[data-testid="${testId}"]`).first()
  const href = (await link.getAttribute('href')) ?? ''
  // An edit view can render its controls once more just after loading (a work's page did, under
  // load), and a click on the link being replaced is lost: clicked again until the tab asks for it.
  let request: Request | null = null
  for (let attempt = 0; attempt < 3 && !request; attempt++) {
    const requested = page
      .context()
      .waitForEvent('request', { predicate: (asked) => asked.url().includes(href.split('?')[0]) && asked.isNavigationRequest(), timeout: 10_000 })
      .catch(() => null)
    await link.click()
    request = await requested
  }
  if (!request) throw new Error(`no request for ${href} after three clicks`)
  expect(new URL(request.url()).search).toBe(new URL(href, BASE_URL).search)
  const headers = await request.allHeaders()
  const response = await page.context().request.get(request.url(), { headers, timeout: 120_000 })
  return { href, status: response.status(), type: response.headers()['content-type'] }
}

describe('admin: selling, as staff click it (English)', () => {
  let page: Page
  beforeAll(async () => {
    page = await staffPage('en-US')
  })

  it('the dashboard counts the new cases and links to them; the numbers open with the keyboard', async () => {
    const newCases = (await api<{ totalDocs: number }>('/inquiries?where[status][equals]=new&limit=1&depth=0')).totalDocs
    expect(newCases).toBeGreaterThanOrEqual(1)
    await page.goto(`${BASE_URL}/admin`, { waitUntil: 'domcontentloaded' })
    const count = page.locator('[data-testid="new-cases"] strong')
    await expect.poll(() => count.getAttribute('data-count'), { timeout: 30_000 }).toBe(String(newCases))
    expect(await count.innerText()).toBe(newCases === 1 ? 'One new case' : `${newCases} new cases`)
    const summary = page.locator('[data-testid="sales-dashboard"] summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('[data-testid="numbers-by-exhibition"]').isVisible()).toBe(true)
    expect(await page.locator('[data-testid="numbers-by-month"] caption').innerText()).toBe('By month')
    await page.locator('[data-testid="new-cases"]').click()
    await page.waitForURL((url) => url.pathname.endsWith('/admin/collections/inquiries') && url.search.includes('status'))
  })

  it('the case list filters by status, with a count per status', async () => {
    await page.goto(`${BASE_URL}/admin/collections/inquiries`, { waitUntil: 'domcontentloaded' })
    const newLink = page.locator('[data-testid="case-filters"] a[data-status="new"]')
    await expect.poll(() => newLink.innerText(), { timeout: 30_000 }).toMatch(/^New \(\d+\)$/)
    await newLink.click()
    await page.waitForURL((url) => url.searchParams.get('where[status][equals]') === 'new')
    await expect.poll(() => page.locator(`table tbody tr a[href$="/inquiries/${theCase.id}"]`).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await newLink.getAttribute('aria-current')).toBe('page')
  })

  it('a case shows its work with price and status, and a reply goes out in the visitor’s language and stays with the case', async () => {
    await page.goto(`${BASE_URL}/admin/collections/inquiries/${theCase.id}`, { waitUntil: 'domcontentloaded' })
    const listed = page.locator('[data-testid="case-works"] [data-testid="case-work"]')
    await expect.poll(() => listed.count(), { timeout: 30_000 }).toBe(1)
    const line = await listed.first().innerText()
    expect(line).toContain(work.title)
    expect(line).toMatch(/€/)
    expect(line).toContain('available')

    const reply = page.locator('[data-testid="case-reply"]')
    const send = reply.getByRole('button', { name: 'Send reply' })
    expect(await send.isDisabled()).toBe(true)
    await reply.getByLabel('Text', { exact: true }).fill('Thank you, the work is still available. We will hold it for you until Friday.')
    await send.click()
    await expect
      .poll(() => reply.getByRole('status').innerText(), { timeout: 15_000 })
      .toMatch(/^(Sent\.|In the outbox; will be retried\.|Kept in the outbox \(no SMTP server configured\)\.)$/)
    expect(await reply.getByLabel('Text', { exact: true }).inputValue()).toBe('')

    // Through the site's outbox, to the visitor, in English, tied to the case.
    const mails = await api<{ docs: Array<{ to: string; subject: string; text: string; inquiry: number }> }>(`/mail-outbox?depth=0&where[inquiry][equals]=${theCase.id}`)
    const sent = mails.docs.find((mail) => mail.text.includes('We will hold it for you until Friday.'))
    expect(sent).toMatchObject({ to: email, inquiry: theCase.id })
    expect(sent!.subject).toMatch(/^Your inquiry to /)
  })

  it('a reply carries the price list and a sheet per work when ticked (kept as what to attach, in the visitor’s language); the work’s page opens its sheet as PDF', async () => {
    await page.goto(`${BASE_URL}/admin/collections/inquiries/${theCase.id}`, { waitUntil: 'domcontentloaded' })
    const reply = page.locator('[data-testid="case-reply"]')
    const attach = reply.locator('[data-testid="case-reply-attach"]')
    await expect.poll(() => attach.locator('legend').innerText(), { timeout: 30_000 }).toBe('Attach as PDF (in English)')
    await attach.getByLabel('Price list of the works asked about').check()
    await attach.getByLabel('Work sheet per work').check()
    await reply.getByLabel('Text', { exact: true }).fill('Please find the price list and the work sheet attached.')
    await reply.getByRole('button', { name: 'Send reply' }).click()
    await expect
      .poll(() => reply.getByRole('status').innerText(), { timeout: 30_000 })
      .toMatch(/^(Sent\.|In the outbox; will be retried\.|Kept in the outbox \(no SMTP server configured\)\.)$/)
    expect(await attach.getByLabel('Work sheet per work').isChecked()).toBe(false)
    const mails = await api<{ docs: Array<{ text: string; attachments: unknown }> }>(`/mail-outbox?depth=0&where[inquiry][equals]=${theCase.id}`)
    const sent = mails.docs.find((mail) => mail.text.includes('the work sheet attached'))
    expect(sent?.attachments).toEqual([
      { kind: 'price-list', works: [work.id], locale: 'en', asOf: expect.any(String) },
      { kind: 'sheets', works: [work.id], locale: 'en', asOf: expect.any(String) },
    ])

    // The page loaded in full: a click while the edit view is still hydrating can be lost.
    await page.goto(`${BASE_URL}/admin/collections/artworks/${work.id}`, { waitUntil: 'load' })
    await expect.poll(() => page.locator('[data-testid="pdf-sheet-en"]').innerText(), { timeout: 30_000 }).toBe('Work sheet (English, PDF)')
    const sheet = await openPdf(page, 'pdf-sheet-en')
    expect(sheet.href).toMatch(new RegExp(`/api/artworks/${work.id}/sheet\\.pdf\\?locale=en$`))
    expect(sheet.status).toBe(200)
    expect(sheet.type).toBe('application/pdf')
  })

  it('the price list and labels of a selection in the artworks list, and of an exhibition, download as PDF', async () => {
    await page.goto(`${BASE_URL}/admin/collections/artworks?limit=10`, { waitUntil: 'domcontentloaded' })
    const rows = page.locator('table tbody tr')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(1)
    await rows.nth(0).locator('input[type="checkbox"]').check()
    await rows.nth(1).locator('input[type="checkbox"]').check()
    const selection = page.locator('[data-testid="selection-print"]')
    await expect.poll(() => selection.innerText(), { timeout: 10_000 }).toContain('Printed matter for 2 works:')
    const list = await openPdf(page, 'pdf-price-list-en')
    expect(list).toMatchObject({ status: 200, type: 'application/pdf' })
    expect(list.href).toMatch(/ids=\d+,\d+&locale=en$/)
    expect(await openPdf(page, 'pdf-labels-de')).toMatchObject({ status: 200, type: 'application/pdf' })

    const { docs } = await api<{ docs: Array<{ id: number }> }>('/exhibitions?limit=1&depth=0')
    await page.goto(`${BASE_URL}/admin/collections/exhibitions/${docs[0].id}`, { waitUntil: 'domcontentloaded' })
    await page.locator('[data-testid="pdf-price-list-de"]').waitFor({ timeout: 30_000 })
    expect(await page.locator('[data-testid="pdf-price-list-de"]').innerText()).toBe('Price list (German, PDF)')
    expect(await openPdf(page, 'pdf-price-list-de')).toMatchObject({ status: 200, type: 'application/pdf' })
    expect(await openPdf(page, 'pdf-labels-en')).toMatchObject({ status: 200, type: 'application/pdf' })
    // How they print (issue 49 point 5): sold prices left out, the first free label, cutting lines.
    await page.getByTestId('pdf-hide-sold').check()
    await page.getByTestId('pdf-label-start').selectOption('3')
    await page.getByTestId('pdf-outlines').check()
    expect(await page.getByTestId('pdf-price-list-en').getAttribute('href')).toMatch(/locale=en&hideSold=1$/)
    expect(await page.getByTestId('pdf-labels-de').getAttribute('href')).toMatch(/locale=de&start=3&outlines=1$/)
    const labels = await openPdf(page, 'pdf-labels-de')
    expect(labels).toMatchObject({ status: 200, type: 'application/pdf' })
  }, 240_000)

  it('the GDPR erasure asks first; cancelled nothing changes, confirmed the personal data go and the works stay', async () => {
    await page.goto(`${BASE_URL}/admin/collections/inquiries/${theCase.id}`, { waitUntil: 'domcontentloaded' })
    const erase = page.getByRole('button', { name: 'Erase personal data (GDPR)' })
    await erase.waitFor({ timeout: 30_000 })
    await erase.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Status, works and amounts stay.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect((await api<Case>(`/inquiries/${theCase.id}?depth=0`)).email).toBe(email)

    await erase.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Erase', exact: true }).click()
    await expect.poll(async () => (await api<Case>(`/inquiries/${theCase.id}?depth=0`)).anonymisedAt ?? null, { timeout: 10_000 }).not.toBeNull()
    const erased = await api<Case>(`/inquiries/${theCase.id}?depth=0`)
    expect(erased.email).not.toBe(email)
    expect(erased.name).not.toBe('Ada Collector')
    expect(erased.artworks).toEqual([work.id])
    const mails = await api<{ docs: Array<{ to: string; text: string }> }>(`/mail-outbox?depth=0&where[inquiry][equals]=${theCase.id}`)
    for (const mail of mails.docs) expect(JSON.stringify(mail)).not.toContain(email)
    // Nothing left to reply to, nothing left to erase.
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.locator('[data-testid="case-works"]').waitFor({ timeout: 30_000 })
    expect(await page.locator('[data-testid="case-reply"]').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Erase personal data (GDPR)' }).count()).toBe(0)
  })
})

describe('admin: selling, as staff click it (German)', () => {
  it('the dashboard, the case list and a case speak German', async () => {
    const page = await staffPage('de-DE')
    await page.goto(`${BASE_URL}/admin`, { waitUntil: 'domcontentloaded' })
    await expect
      .poll(() => page.locator('[data-testid="new-cases"] strong').innerText(), { timeout: 30_000 })
      .toMatch(/^(Keine neuen Anfragen\.|Eine neue Anfrage|\d+ neue Anfragen)$/)
    await page.goto(`${BASE_URL}/admin/collections/inquiries`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('[data-testid="case-filters"] a[data-status="new"]').innerText(), { timeout: 30_000 }).toMatch(/^Neu \(\d+\)$/)
    await page.goto(`${BASE_URL}/admin/collections/inquiries/${theCase.id}`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('[data-testid="case-works"] h3').innerText(), { timeout: 30_000 }).toBe('Werke dieser Anfrage')
    expect(await page.locator('[data-testid="case-works"] [data-testid="case-work"]').first().innerText()).toContain('verfügbar')
  })
})

/**
 * The admin at whatever address staff reach it by (issue 46 point 7): PUBLIC_URL names the nginx
 * front (here `localhost`), staff open one instance by its own address (here `127.0.0.1`). The
 * admin's own components fetch relative addresses, so its `connect-src 'self'` lets them through:
 * the case list's counts and a case's works load, and no request is refused by the policy.
 */
describe('admin: at an instance’s own address, not PUBLIC_URL’s', () => {
  const instance = BASE_URL.replace('//localhost', '//127.0.0.1')
  let page: Page
  const refused: string[] = []
  beforeAll(async () => {
    expect(instance).not.toBe(BASE_URL)
    const context = await getBrowser().newContext({ locale: 'en-US', viewport: { width: 1400, height: 1000 } })
    contexts.push(context)
    page = await context.newPage()
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to connect/i.test(message.text())) refused.push(message.text())
    })
    page.on('requestfailed', (request) => refused.push(`${request.url()}: ${request.failure()?.errorText}`))
    await page.goto(`${instance}/admin/login`, { waitUntil: 'domcontentloaded' })
    await page.fill('input[name="email"]', ADMIN_EMAIL)
    await page.fill('input[type="password"]', ADMIN_PASSWORD)
    await page.click('button[type="submit"]')
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 30_000 })
    expect(new URL(page.url()).host).toBe(new URL(instance).host)
  })

  it('the case list shows its counts and a case its works, with nothing refused by the admin’s policy', async () => {
    await page.goto(`${instance}/admin/collections/inquiries`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('[data-testid="case-filters"] a[data-status="new"]').innerText(), { timeout: 30_000 }).toMatch(/^New \(\d+\)$/)
    await page.goto(`${instance}/admin/collections/inquiries/${theCase.id}`, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.locator('[data-testid="case-works"] [data-testid="case-work"]').count(), { timeout: 30_000 }).toBe(1)
    expect(refused.filter((line) => !/ERR_ABORTED/.test(line))).toEqual([])
  })

  it('the printed matter links point at this address', async () => {
    const { docs } = await api<{ docs: Array<{ id: number }> }>('/exhibitions?limit=1&depth=0')
    await page.goto(`${instance}/admin/collections/exhibitions/${docs[0].id}`, { waitUntil: 'domcontentloaded' })
    const link = page.locator('[data-testid="pdf-price-list-de"]')
    await link.waitFor({ timeout: 30_000 })
    expect(await link.getAttribute('href')).toMatch(/^\/api\/exhibitions\//)
  })
})

/**
 * The admin in the staff's language and the gallery's name (issue 49 point 7, docs/admin.md#languages):
 * every collection's list and an edit view, and every global's, in German and in English, with
 * nothing of the other language, no unfilled placeholder, no "<Kein …>" and no broken German
 * plural, no "du" (src/cms/admin/untranslated.ts); the date pickers' captions and times, a field's
 * and a list filter's; the interface and content languages told apart; the gallery's mark, name and favicon instead of Payload's.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { phrasesOf, untranslated, type AdminLanguage } from '@/cms/admin/untranslated'
import { Artworks } from '@/cms/collections/Artworks'
import { Exhibitions, InquiryTopics, Leasing, Magazine } from '@/cms/collections/editorial'
import { Inquiries, MailOutbox, Subscribers } from '@/cms/collections/forms'
import { ViewingRooms } from '@/features/viewing-rooms/collection'
import { ViewingRoomViews } from '@/features/viewing-rooms/interest'
import { Media } from '@/cms/collections/Media'
import { Faq, Pages, WerkstattpalastPages } from '@/cms/collections/pages'
import { Artists, Crew, Curators } from '@/cms/collections/people'
import { Redirects } from '@/cms/collections/Redirects'
import { Categories, Colors, Mediums, Styles, Tags } from '@/cms/collections/taxonomies'
import { Users } from '@/cms/collections/Users'
import { Contacts } from '@/features/contacts/collection'

import { adminHeaders, afterPageTimers, BASE_URL, browserForTests, hydrated, sendContactForm, signInByForm } from './support'

const getBrowser = browserForTests()
const contexts: BrowserContext[] = []

/** The id of a collection's most recently changed document, if it has one. */
async function firstId(slug: string): Promise<string | number | undefined> {
  const response = await fetch(`${BASE_URL}/api/${slug}?limit=1&depth=0&sort=-updatedAt`, { headers: await adminHeaders() })
  if (!response.ok) throw new Error(`GET /api/${slug}: ${response.status}`)
  return ((await response.json()) as { docs: Array<{ id: string | number }> }).docs[0]?.id
}

beforeAll(async () => {
  // A visitor's inquiry, so the cases have a page to open (a mail received on it has a date and time).
  const context = await getBrowser().newContext({ locale: 'de-DE', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.97' } })
  contexts.push(context)
  const visitor = await context.newPage()
  expect((await visitor.goto(`${BASE_URL}/contact`))?.status()).toBe(200)
  await sendContactForm(visitor, { name: 'Lene Vogt', email: `lene-vogt-${Date.now()}@example.org`, subject: 'Ein Bild', message: 'Ist das Bild noch zu haben?' })
})

afterAll(async () => {
  for (const context of contexts) await context.close()
})

const collections = [
  Artworks,
  Exhibitions,
  InquiryTopics,
  Leasing,
  Magazine,
  Inquiries,
  MailOutbox,
  Subscribers,
  Media,
  Faq,
  Pages,
  WerkstattpalastPages,
  Artists,
  Crew,
  Curators,
  Redirects,
  Categories,
  Colors,
  Mediums,
  Styles,
  Tags,
  Users,
  Contacts,
  ViewingRooms,
  ViewingRoomViews,
]

/** The collections' singular labels in `language`: a German count above one before one of them is a broken plural. */
function singulars(language: AdminLanguage): string[] {
  return collections.map((collection) => (collection.labels?.singular as Record<AdminLanguage, string>)[language])
}

/** A signed-in staff member whose admin speaks `language` (the account's setting, Payload's `payload-lng` cookie). */
async function staffIn(language: AdminLanguage): Promise<Page> {
  const context = await getBrowser().newContext({ locale: language === 'de' ? 'de-DE' : 'en-GB', viewport: { width: 1600, height: 1000 } })
  contexts.push(context)
  await context.addCookies([{ name: 'payload-lng', value: language, url: BASE_URL }])
  const page = await context.newPage()
  await signInByForm(page)
  return page
}

/** What the page shows (text, title, placeholders, labels for assistive technology) and its interface around the content. */
function pageTexts(page: Page, language: AdminLanguage): Promise<{ text: string; chrome: string[] }> {
  return page.evaluate((language) => {
    const attributes = [...document.querySelectorAll('[title], [placeholder], [aria-label]')].flatMap((element) =>
      ['title', 'placeholder', 'aria-label'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
    )
    const chrome = [...document.querySelectorAll<HTMLElement>('nav a, h1, h2, h3, label, button, th, legend, .field-description, [role="alert"]')]
      // Not content, in whatever language it was written: cells, field values, a document's title.
      .filter((element) => !element.closest('tbody, [contenteditable], .rich-text-lexical, .relationship, .upload, .react-select, .render-title, .doc-header__title, .step-nav'))
      .map((element) => element.innerText.trim())
      .concat(
        // What assistive technology and tooltips say is interface too, outside the content.
        [...document.querySelectorAll('[title], [placeholder], [aria-label]')]
          // Beside a relationship the label names a document: German content in the English admin, so there only in German.
          .filter(
            (element) =>
              !element.closest(`tbody, [contenteditable], .rich-text-lexical, .render-title, .step-nav${language === 'en' ? ', .relationship, .upload, .react-select' : ''}`),
          )
          .flatMap((element) => ['title', 'placeholder', 'aria-label'].map((name) => element.getAttribute(name)?.trim() ?? '')),
      )
      .filter(Boolean)
    return { text: [document.title, document.body.innerText, ...attributes].join('\n'), chrome }
  }, language)
}

/** Waits until Payload has drawn the view at `path` (its list or its form, with its controls) and it is live. */
async function drawn(page: Page, path: string, ready: string): Promise<void> {
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 30_000 })
    .catch((error: Error) => {
      throw new Error(`${path}: ${error.message}`)
    })
  // Hydrated, and React's effects after it have run: what the page shows once it is live.
  await hydrated(page, ready)
  await afterPageTimers(page)
}

/** Opens an admin view by its address. */
async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' })
  await drawn(page, path, ready)
}

/**
 * Goes to another admin view as staff do, by a link of the page (Next's client navigation: the
 * admin's scripts stay loaded, as in daily use), and waits until the new view is drawn and live.
 * A full load of each of the ~120 views cost the run about a second of CPU each in parsing and
 * hydrating the admin again; the view's texts are the same either way.
 */
async function follow(page: Page, link: string, path: string, ready: string): Promise<void> {
  await page.locator(link).first().click()
  await page
    .waitForURL((url) => url.pathname === path, { timeout: 30_000 })
    .catch((error: Error) => {
      throw new Error(`${path}: ${error.message}`)
    })
  await drawn(page, path, ready)
}

/** The favicon links and title of the page: the gallery's, never Payload's. */
async function branding(page: Page): Promise<{ title: string; icons: string[] }> {
  return page.evaluate(() => ({ title: document.title, icons: [...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href') ?? '') }))
}

/** What of the page's title and favicon is not the gallery's: Payload's name or icon, or none. */
function notGalleryBranding(found: { title: string; icons: string[] }): string[] {
  const problems: string[] = []
  if (/payload/i.test(found.title) || !/Vernissage/.test(found.title)) problems.push(`title "${found.title}"`)
  if (found.icons.length === 0) problems.push('no favicon')
  for (const icon of found.icons) if (/payload/i.test(icon)) problems.push(`favicon ${icon}`)
  return problems
}

describe('the admin’s languages and branding', () => {
  it('shows the gallery’s mark, name and favicon on the login page and in the navigation, not Payload’s', async () => {
    const context = await getBrowser().newContext({ locale: 'de-DE' })
    contexts.push(context)
    const page = await context.newPage()
    await open(page, '/admin/login', 'input[name="email"]')
    await expect.poll(() => page.getByTestId('gallery-logo').isVisible()).toBe(true)
    expect(await page.getByTestId('gallery-logo').innerText()).toContain('Vernissage')
    expect(notGalleryBranding(await branding(page)), 'login').toEqual([])
    expect(await page.locator('meta[property="og:site_name"]').getAttribute('content')).toBe('Vernissage')
    const favicon = await fetch(`${BASE_URL}/icon.svg`)
    expect(favicon.status).toBe(200)
    expect(await favicon.text()).toContain('<title>Vernissage</title>')

    await signInByForm(page)
    await open(page, '/admin', 'nav')
    await expect.poll(() => page.getByTestId('gallery-icon').isVisible()).toBe(true)
    expect(notGalleryBranding(await branding(page)), 'dashboard').toEqual([])
    expect(await page.content()).not.toMatch(/Payload App|payload-favicon|payload-logo/i)
  }, 120_000)

  for (const language of ['de', 'en'] as const) {
    it(`reads in ${language === 'de' ? 'German' : 'English'} in every list and edit view of every collection and global`, async () => {
      const page = await staffIn(language)
      const phrases = phrasesOf(language === 'de' ? 'en' : 'de')
      const nouns = singulars(language)
      const findings: string[] = []
      const check = async (view: string) => {
        // Parts of a view load after it is drawn (a join's table, a relationship's names), the
        // admin's labels follow them within a frame, and after a client navigation Next writes the
        // new title and icons into the head a moment later: what is still wrong after 3 s is a finding.
        const wrong = async () => [
          ...untranslated(language, await pageTexts(page, language), nouns, phrases).map((finding) => `${finding.kind}: "${finding.text}"`),
          ...notGalleryBranding(await branding(page)).map((problem) => `branding: ${problem}`),
        ]
        let found: string[] = []
        await expect
          .poll(async () => (found = await wrong()).length, { timeout: 3_000 })
          .toBe(0)
          .catch(() => undefined)
        for (const finding of found) findings.push(`${view}: ${finding}`)
        // The view opened: no error page or message in either language.
        const failed = /Something went wrong|That did not work|Das hat nicht geklappt|unknown error|unbekannter Fehler|Application error/i.exec(
          await page.locator('body').innerText(),
        )
        if (failed) findings.push(`${view}: error: "${failed[0]}"`)
      }

      // Every collection and global the navigation offers staff, with the content in the same
      // language (Payload keeps the content language per account: another test may have left it
      // English, and a German view then names English tags, which is content, not interface).
      await open(page, `/admin?locale=${language}`, 'nav a[href*="/admin/collections/"]')
      const links = await page
        .locator('nav a[href*="/admin/collections/"], nav a[href*="/admin/globals/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))
      const views = [...new Set(links)]
      // Every collection and global staff edit: each list and form opens without an error.
      const everyOne = [
        ...collections.filter((collection) => !collection.admin?.hidden).map((collection) => `/admin/collections/${collection.slug}`),
        ...['navigation', 'consent', 'site-settings', 'werkstattpalast'].map((slug) => `/admin/globals/${slug}`),
      ]
      expect(views).toEqual(expect.arrayContaining(everyOne))
      await check('/admin')

      for (const view of views) {
        const inNavigation = `nav a[href="${view}"]`
        if (view.startsWith('/admin/globals/')) {
          await follow(page, inNavigation, view, 'form .doc-controls, form [id^="field-"]')
          await check(view)
          continue
        }
        await follow(page, inNavigation, view, '.collection-list table, .collection-list .no-results')
        await check(view)
        // An existing document's edit view (the list's first row), else the create view where staff may create.
        const id = await firstId(view.slice('/admin/collections/'.length))
        const row = `.collection-list tbody a[href^="${view}/"]`
        const create = `a[href$="${view}/create"]`
        const [hasRow, mayCreate] = [id !== undefined && (await page.locator(row).count()) > 0, (await page.locator(create).count()) > 0]
        if (!hasRow && !mayCreate) continue
        const edit = hasRow ? new URL((await page.locator(row).first().getAttribute('href'))!, BASE_URL).pathname : `${view}/create`
        await follow(page, hasRow ? row : create, edit, 'form .doc-controls')
        await check(edit)
      }

      // Three works edited at once: "3 Werke bearbeiten", not "Bearbeiten von 3 Werke".
      await open(page, '/admin/collections/artworks', '.collection-list table')
      for (const row of (await page.locator('tbody tr').all()).slice(0, 3)) await row.locator('.select-row input[type="checkbox"]').check({ force: true })
      await page
        .locator('.edit-many')
        .getByRole('button', { name: language === 'de' ? 'Bearbeiten' : 'Edit', exact: true })
        .click()
      const heading = page.locator('.edit-many__header__title')
      await heading.waitFor()
      expect.soft(await heading.innerText()).toBe(language === 'de' ? '3 Werke bearbeiten' : 'Editing 3 Artworks')
      await check('three works edited at once')

      // The two languages told apart: the account's interface language, an edit view's content language.
      await open(page, '/admin/account', 'form')
      expect((await pageTexts(page, language)).text).toContain(language === 'de' ? 'Sprache der Oberfläche' : 'Interface language')
      await open(page, `/admin/collections/artworks/${await firstId('artworks')}`, 'form .doc-controls')
      expect((await pageTexts(page, language)).text).toContain(language === 'de' ? 'Inhaltssprache' : 'Content language')

      // A mail received on a case, by day and time: the picker's caption and times in the language, 24 hours.
      await open(page, `/admin/collections/inquiries/${await firstId('inquiries')}`, 'form .doc-controls')
      await page
        .locator('#field-received')
        .getByRole('button', { name: language === 'de' ? 'Mail hinzufügen' : 'Add Mail' })
        .click()
      await page.locator('#field-received [id^="field-received__"][id$="__at"] input').last().click()
      const caption = page.locator('.react-datepicker-time__header')
      await caption.waitFor()
      expect(await caption.innerText()).toBe(language === 'de' ? 'Uhrzeit' : 'Time')
      expect(await page.locator('.react-datepicker__time-list-item').allInnerTexts()).toEqual(expect.arrayContaining(['09:00', '14:30']))
      await check('the date picker of a mail received')

      // A list filtered by a day and time: the filter's picker is Payload's own, and reads the same.
      await open(page, `/admin/collections/mail-outbox?where[or][0][and][0][sentAt][greater_than]=${encodeURIComponent('2026-01-01T09:00:00.000Z')}`, '.condition-value-date input')
      await page.locator('.condition-value-date input').click()
      const filterCaption = page.locator('.condition-value-date .react-datepicker-time__header')
      await expect.poll(() => filterCaption.innerText(), { timeout: 10_000 }).toBe(language === 'de' ? 'Uhrzeit' : 'Time')
      expect(await page.locator('.condition-value-date .react-datepicker__time-list-item').allInnerTexts()).toEqual(expect.arrayContaining(['09:00', '14:30']))
      expect(await page.locator('.condition-value-date .react-datepicker').getAttribute('aria-label')).toBe(
        language === 'de' ? 'Datum und Uhrzeit wählen' : 'Choose a date and time',
      )
      await check('the date picker of a list filter')

      expect(findings).toEqual([])
    }, 600_000)
  }
})

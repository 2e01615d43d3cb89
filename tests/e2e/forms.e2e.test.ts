/**
 * The contact form in both languages, with JavaScript and without: errors next to the fields in
 * the visitor's language, input kept, a valid message stored (admin REST API) and its mails in the
 * outbox (this server has no SMTP_URL), honeypot, too-fast and tampered submissions turned away.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, euroPattern, browserForTests, openedEarlier, sendContactForm } from './support'

const getBrowser = browserForTests()

const text = {
  de: {
    path: '/contact',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
    consent: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
    thanks: 'Vielen Dank für Ihre Nachricht',
    tooFast: 'Das ging sehr schnell',
    spam: 'konnte nicht angenommen werden',
    unexpected: 'unerwartete Felder',
  },
  en: {
    path: '/en/contact',
    email: 'Please enter a valid email address',
    consent: 'Please agree to the privacy policy.',
    thanks: 'Thank you for your message',
    tooFast: 'That was very quick',
    spam: 'could not be accepted',
    unexpected: 'unexpected fields',
  },
} as const

async function inquiriesFor(email: string) {
  const response = await fetch(`${BASE_URL}/api/inquiries?depth=0&where[email][equals]=${encodeURIComponent(email)}`, { headers: await adminHeaders() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Array<Record<string, unknown>> }).docs
}

async function outboxFor(email: string) {
  const response = await fetch(`${BASE_URL}/api/mail-outbox?depth=0&where[to][equals]=${encodeURIComponent(email)}`, { headers: await adminHeaders() })
  return ((await response.json()) as { docs: Array<Record<string, unknown>> }).docs
}

async function open(context: BrowserContext, locale: 'de' | 'en'): Promise<Page> {
  // The locale cookie of an earlier visit to /en would send /contact on to English.
  await context.clearCookies()
  const page = await context.newPage()
  const response = await page.goto(`${BASE_URL}${text[locale].path}`, { waitUntil: 'load' })
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(text[locale].path)
  await page.locator('[data-testid="contact-form"]').waitFor()
  return page
}

/** Humans take longer than the minimum fill time (3 s): the form says it was opened earlier (support.ts). */
const humanPause = (page: Page) => openedEarlier(page)

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`

for (const javaScript of [true, false]) {
  describe(`contact form ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    let context: BrowserContext
    beforeAll(async () => {
      // A German browser: /contact stays German (an English one is sent on to /en/contact).
      context = await getBrowser().newContext({ javaScriptEnabled: javaScript, locale: 'de-DE' })
    })
    afterAll(async () => {
      await context.close()
    })

    for (const locale of ['de', 'en'] as const) {
      it(`${locale}: shows errors next to the fields, keeps the input, then stores a valid message`, async () => {
        const page = await open(context, locale)
        await humanPause(page)
        await page.fill('#contact-name', 'Ada Lovelace')
        await page.fill('#contact-email', 'ada@')
        await page.fill('#contact-subject', `Frage ${locale}`)
        await page.fill('#contact-message', 'Ist das blaue Werk noch verfügbar?')
        await page.click('button[type="submit"]')

        await page.locator('#contact-email-error').waitFor()
        expect(await page.locator('#contact-email-error').innerText()).toContain(text[locale].email)
        expect(await page.locator('#contact-consent-error').innerText()).toContain(text[locale].consent)
        expect(await page.getAttribute('#contact-email', 'aria-invalid')).toBe('true')
        expect(await page.getAttribute('#contact-email', 'aria-describedby')).toBe('contact-email-error')
        expect(await page.getAttribute('[data-testid="form-summary"]', 'role')).toBe('alert')
        expect(await page.locator('#contact-name-error').count()).toBe(0)
        // Nothing the visitor typed is lost.
        expect(await page.inputValue('#contact-name')).toBe('Ada Lovelace')
        expect(await page.inputValue('#contact-email')).toBe('ada@')
        expect(await page.inputValue('#contact-message')).toBe('Ist das blaue Werk noch verfügbar?')

        const email = uniqueEmail(`${locale}-${javaScript ? 'js' : 'nojs'}`)
        await page.fill('#contact-email', email)
        await page.check('#contact-consent')
        await page.click('button[type="submit"]')
        const thanks = page.locator('[data-testid="contact-thanks"]')
        await thanks.waitFor()
        expect(await thanks.innerText()).toContain(text[locale].thanks)
        expect(await thanks.innerText()).toContain(email)

        const stored = await inquiriesFor(email)
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({ kind: 'contact', status: 'new', locale, name: 'Ada Lovelace', subject: `Frage ${locale}` })
        // The confirmation is written after the answer; without SMTP it stays in the outbox.
        let outbox: Array<Record<string, unknown>> = []
        for (let i = 0; i < 20 && outbox[0]?.status !== 'outbox'; i++) {
          outbox = await outboxFor(email)
          if (outbox[0]?.status !== 'outbox') await page.waitForTimeout(250)
        }
        expect(outbox).toHaveLength(1)
        expect(outbox[0]).toMatchObject({ status: 'outbox', locale })
        await page.close()
      })
    }
  })
}

describe('contact form abuse rules', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await getBrowser().newContext({ javaScriptEnabled: false, locale: 'de-DE' })
  })
  afterAll(async () => {
    await context.close()
  })

  async function fillValid(page: Page, email: string) {
    await page.fill('#contact-name', 'Bot')
    await page.fill('#contact-email', email)
    await page.fill('#contact-subject', 'Offer')
    await page.fill('#contact-message', 'Cheap links')
    await page.check('#contact-consent')
  }

  it('turns away a filled honeypot', async () => {
    const page = await open(context, 'en')
    await humanPause(page)
    const email = uniqueEmail('honeypot')
    await fillValid(page, email)
    expect(await page.getAttribute('#contact-website', 'tabindex')).toBe('-1')
    expect(await page.getAttribute('#contact-website', 'autocomplete')).toBe('off')
    await page.evaluate(() => ((document.querySelector('#contact-website') as HTMLInputElement).value = 'https://spam.example'))
    await page.click('button[type="submit"]')
    await page.locator('[data-testid="form-summary"]').waitFor()
    expect(await page.locator('[data-testid="form-summary"]').innerText()).toContain(text.en.spam)
    expect(await inquiriesFor(email)).toHaveLength(0)
    await page.close()
  })

  it('turns away a form sent faster than a human can, keeping the input', async () => {
    for (const locale of ['de', 'en'] as const) {
      const page = await open(context, locale)
      const email = uniqueEmail(`fast-${locale}`)
      await fillValid(page, email)
      await page.click('button[type="submit"]')
      await page.locator('[data-testid="form-summary"]').waitFor()
      expect(await page.locator('[data-testid="form-summary"]').innerText()).toContain(text[locale].tooFast)
      expect(await page.inputValue('#contact-email')).toBe(email)
      expect(await inquiriesFor(email)).toHaveLength(0)
      await page.close()
    }
  })

  it('rejects unexpected fields with a clear message', async () => {
    const page = await open(context, 'de')
    await humanPause(page)
    const email = uniqueEmail('unexpected')
    await fillValid(page, email)
    await page.evaluate(() => {
      const extra = document.createElement('input')
      extra.type = 'hidden'
      extra.name = 'status'
      extra.value = 'answered'
      document.querySelector('[data-testid="contact-form"]')!.append(extra)
    })
    await page.click('button[type="submit"]')
    await page.locator('[data-testid="form-summary"]').waitFor()
    expect(await page.locator('[data-testid="form-summary"]').innerText()).toContain(text.de.unexpected)
    expect(await inquiriesFor(email)).toHaveLength(0)
    await page.close()
  })
})

describe('inquiry form', () => {
  // Another address than the contact tests above: they use up most of 127.0.0.1's rate limit.
  const headers = { 'x-forwarded-for': '198.51.100.7' }

  async function first(collection: string, locale: string) {
    const response = await fetch(`${BASE_URL}/api/${collection}?limit=1&depth=0&locale=${locale}&where[_status][equals]=published`)
    const doc = ((await response.json()) as { docs: Array<{ id: number; slug: string; title: string }> }).docs[0]
    expect(doc, `a published document in ${collection}`).toBeTruthy()
    return doc
  }

  const sendValid = (page: Page, email: string) => sendContactForm(page, { name: 'Grete Sammler', email, subject: 'Anfrage', message: 'Bitte senden Sie mir Details.' })

  it('de, with JavaScript: /inquiry/{topic} stores an inquiry about that topic', async () => {
    const topic = await first('inquiry-topics', 'de')
    const context = await getBrowser().newContext({ locale: 'de-DE', extraHTTPHeaders: headers })
    const page = await context.newPage()
    expect((await page.goto(`${BASE_URL}/inquiry/${topic.slug}`))?.status()).toBe(200)
    expect(await page.locator('h1').innerText()).toBe(topic.title)
    const email = uniqueEmail('topic')
    await sendValid(page, email)
    const [stored] = await inquiriesFor(email)
    expect(stored).toMatchObject({ kind: 'inquiry', locale: 'de', topic: topic.id })
    await context.close()
  })

  it('en, without JavaScript: /en/inquiry/{artwork} shows the work and stores an inquiry about it', async () => {
    const artwork = await first('artworks', 'en')
    const context = await getBrowser().newContext({ locale: 'en-US', javaScriptEnabled: false, extraHTTPHeaders: headers })
    const page = await context.newPage()
    expect((await page.goto(`${BASE_URL}/en/inquiry/${artwork.slug}`))?.status()).toBe(200)
    const view = page.locator('[data-testid="inquiry-artwork"]')
    expect(await view.locator('h1').innerText()).toBe(artwork.title)
    expect(await view.innerText()).toContain('Inquiry about')
    expect(await view.innerText()).toMatch(/€|Price on request|Sold/)
    const email = uniqueEmail('artwork')
    await sendValid(page, email)
    expect(await page.locator('[data-testid="contact-thanks"]').innerText()).toContain('Thank you for your message')
    const [stored] = await inquiriesFor(email)
    expect(stored).toMatchObject({ kind: 'inquiry', locale: 'en', artworks: [artwork.id] })
    const outbox = await outboxFor(email)
    expect(outbox[0]?.subject).toBe(`Your inquiry about ${artwork.title}`)
    await context.close()
  })

  it('de, without JavaScript: the artwork page leads to its inquiry form, prefilled with the work (image, title, price line)', async () => {
    const [artwork] = (
      (await (
        await fetch(`${BASE_URL}/api/artworks?limit=1&depth=0&locale=de&where[sold][equals]=false&where[priceOnRequest][equals]=false&where[publicPrice][greater_than]=0`)
      ).json()) as {
        docs: Array<{ id: number; slug: string; title: string }>
      }
    ).docs
    const context = await getBrowser().newContext({ locale: 'de-DE', javaScriptEnabled: false, extraHTTPHeaders: headers })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/artworks/${artwork.slug}`)
    await page.getByTestId('inquire').click()
    await page.waitForURL(`${BASE_URL}/inquiry/${artwork.slug}`)
    const view = page.locator('[data-testid="inquiry-artwork"]')
    expect(await view.locator('h1').innerText()).toBe(artwork.title)
    expect(await view.locator('img').count()).toBeGreaterThan(0)
    expect(await view.locator('.document__lead').innerText()).toMatch(euroPattern)
    expect(await view.innerText()).toContain('Anfrage zu')
    const email = uniqueEmail('artwork-de')
    await sendValid(page, email)
    expect(await page.locator('[data-testid="contact-thanks"]').innerText()).toContain('Vielen Dank für Ihre Nachricht')
    const [stored] = await inquiriesFor(email)
    expect(stored).toMatchObject({ kind: 'inquiry', locale: 'de', artworks: [artwork.id] })
    expect((await outboxFor(email))[0]?.subject).toBe(`Ihre Anfrage zu ${artwork.title}`)
    await context.close()
  })

  it('en, with JavaScript: a leasing offer leads to the inquiry form of its work, or of the leasing topic', async () => {
    const context = await getBrowser().newContext({ locale: 'en-US', extraHTTPHeaders: headers })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/en/leasing`)
    const offers = await page.locator('a[href^="/en/leasing/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    expect(offers.length).toBeGreaterThan(0)
    let withWork: string | undefined
    for (const offer of offers) {
      const html = await (await fetch(`${BASE_URL}${offer}`)).text()
      const tag = /<a[^>]*data-testid="leasing-inquire"[^>]*>/.exec(html)?.[0] ?? ''
      if (!/href="\/en\/inquiry\/leasing"/.test(tag)) {
        withWork = offer
        break
      }
    }
    expect(withWork, 'a leasing offer naming a work').toBeTruthy()
    await page.goto(`${BASE_URL}${withWork}`)
    const card = page.locator('[data-testid="leasing-detail"] [data-testid="artwork-card"]')
    const title = (await card.locator('cite').innerText()).trim()
    await page.getByTestId('leasing-inquire').click()
    await page.waitForURL((url) => url.pathname.startsWith('/en/inquiry/'))
    const view = page.locator('[data-testid="inquiry-artwork"]')
    await view.waitFor()
    expect(await view.locator('h1').innerText()).toBe(title)
    expect(await view.locator('img').count()).toBeGreaterThan(0)
    expect(await view.locator('.document__lead').innerText()).toMatch(new RegExp(`${euroPattern.source}|Price on request|Sold`))
    const email = uniqueEmail('leasing-en')
    await sendValid(page, email)
    const [stored] = await inquiriesFor(email)
    expect(stored).toMatchObject({ kind: 'inquiry', locale: 'en' })
    expect(stored.artworks).toHaveLength(1)
    await context.close()
  })

  it('rejects an inquiry about something that is not published', async () => {
    const topic = await first('inquiry-topics', 'de')
    const context = await getBrowser().newContext({ locale: 'de-DE', javaScriptEnabled: false, extraHTTPHeaders: headers })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/inquiry/${topic.slug}`)
    await page.evaluate(() => ((document.querySelector('input[name="topic"]') as HTMLInputElement).value = '999999999'))
    const email = uniqueEmail('tampered')
    await humanPause(page)
    await page.fill('#contact-name', 'X')
    await page.fill('#contact-email', email)
    await page.fill('#contact-subject', 'X')
    await page.fill('#contact-message', 'X')
    await page.check('#contact-consent')
    await page.click('button[type="submit"]')
    await page.locator('[data-testid="form-summary"]').waitFor()
    expect(await page.locator('[data-testid="form-summary"]').innerText()).toContain(text.de.unexpected)
    expect(await inquiriesFor(email)).toHaveLength(0)
    await context.close()
  })
})

describe('newsletter double opt-in', () => {
  const headers = { 'x-forwarded-for': '198.51.100.8' }

  async function subscribersFor(email: string) {
    const response = await fetch(`${BASE_URL}/api/subscribers?depth=0&where[email][equals]=${encodeURIComponent(email)}`, { headers: await adminHeaders() })
    return ((await response.json()) as { docs: Array<Record<string, any>> }).docs
  }

  it('de, with JavaScript: /newsletter shows errors, mails a confirmation link that lands on the thank-you page; unsubscribing takes one click', async () => {
    const context = await getBrowser().newContext({ locale: 'de-DE', extraHTTPHeaders: headers })
    const page = await context.newPage()
    expect((await page.goto(`${BASE_URL}/newsletter`))?.status()).toBe(200)
    await page.locator('[data-testid="newsletter-form"]').waitFor()
    await humanPause(page)
    await page.click('[data-testid="newsletter-form"] button[type="submit"]')
    await page.locator('#newsletter-email-error').waitFor()
    expect(await page.locator('#newsletter-email-error').innerText()).toContain('Bitte füllen Sie dieses Feld aus.')
    expect(await page.locator('#newsletter-consent-error').innerText()).toContain('Bitte stimmen Sie dem Empfang des Newsletters zu.')
    const email = uniqueEmail('abo')
    await page.fill('#newsletter-email', email)
    await page.check('#newsletter-consent')
    await page.click('[data-testid="newsletter-form"] button[type="submit"]')
    await page.locator('[data-testid="newsletter-thanks"]').waitFor()
    expect(await page.locator('[data-testid="newsletter-thanks"]').innerText()).toContain(email)

    const [pending] = await subscribersFor(email)
    expect(pending).toMatchObject({ status: 'pending', list: 'newsletter', locale: 'de' })
    expect(pending.consentText).toContain('Datenschutzerklärung')
    let mail: Record<string, any> | undefined
    for (let i = 0; i < 20 && mail?.status !== 'outbox'; i++) {
      mail = (await outboxFor(email))[0]
      if (mail?.status !== 'outbox') await page.waitForTimeout(250)
    }
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihr Abo: Newsletter')
    const confirmUrl = /http\S+\/newsletter\/confirm\?token=\S+/.exec(mail!.text)![0]
    const unsubscribeUrl = /http\S+\/newsletter\/unsubscribe\?token=\S+/.exec(mail!.text)![0]

    // Opening the link (as a mail scanner does, with GET or HEAD) confirms nothing; the button does.
    const scanned = await fetch(confirmUrl)
    expect(scanned.status).toBe(200)
    expect((await subscribersFor(email))[0].status).toBe('pending')
    for (const url of [confirmUrl, unsubscribeUrl]) expect((await fetch(url, { method: 'HEAD' })).status).toBe(200)
    expect((await subscribersFor(email))[0].status).toBe('pending')
    await page.goto(confirmUrl)
    expect(await page.locator('[data-testid="newsletter-link-title"]').innerText()).toBe('Abo bestätigen')
    expect((await subscribersFor(email))[0].status).toBe('pending')
    await page.click('[data-testid="newsletter-link-button"]')
    await page.waitForURL((url) => url.pathname === '/thank-you-for-subscribing')
    const [confirmed] = await subscribersFor(email)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()

    expect((await fetch(unsubscribeUrl)).status).toBe(200)
    expect((await subscribersFor(email))[0].status).toBe('confirmed')
    const response = await page.goto(unsubscribeUrl)
    expect(response?.status()).toBe(200)
    expect(await page.locator('[data-testid="newsletter-link-title"]').innerText()).toBe('Abmelden')
    await page.click('[data-testid="newsletter-link-button"]')
    await page.locator('[data-testid="newsletter-link-title"]', { hasText: 'Sie sind abgemeldet' }).waitFor()
    expect((await subscribersFor(email))[0].status).toBe('unsubscribed')
    expect((await page.goto(confirmUrl.replace(/token=.{6}/, 'token=forged')))?.status()).toBe(400)
    await context.close()
  })

  it('en, without JavaScript: /en/newsletter-artini keeps the input on an error and signs up for Artini', async () => {
    const context = await getBrowser().newContext({ locale: 'en-US', javaScriptEnabled: false, extraHTTPHeaders: headers })
    const page = await context.newPage()
    expect((await page.goto(`${BASE_URL}/en/newsletter-artini`))?.status()).toBe(200)
    await humanPause(page)
    await page.fill('#newsletter-email', 'collector@')
    await page.check('#newsletter-consent')
    await page.click('[data-testid="newsletter-form"] button[type="submit"]')
    await page.locator('#newsletter-email-error').waitFor()
    expect(await page.locator('#newsletter-email-error').innerText()).toContain('Please enter a valid email address')
    expect(await page.getAttribute('#newsletter-email', 'aria-invalid')).toBe('true')
    expect(await page.inputValue('#newsletter-email')).toBe('collector@')
    const email = uniqueEmail('artini')
    await page.fill('#newsletter-email', email)
    await page.click('[data-testid="newsletter-form"] button[type="submit"]')
    await page.locator('[data-testid="newsletter-thanks"]').waitFor()
    expect(await page.locator('[data-testid="newsletter-thanks"]').innerText()).toContain('Almost done')
    expect((await subscribersFor(email))[0]).toMatchObject({ status: 'pending', list: 'artini', locale: 'en' })
    await context.close()
  })

  async function mailTo(email: string) {
    let mail: Record<string, any> | undefined
    await expect.poll(async () => (mail = (await outboxFor(email))[0])?.status, { timeout: 5_000, interval: 250 }).toBe('outbox')
    return mail!
  }

  it('en, with JavaScript: /en/newsletter signs up in English; the one-click POST of a mail client unsubscribes', async () => {
    const context = await getBrowser().newContext({ locale: 'en-US', extraHTTPHeaders: headers })
    const page = await context.newPage()
    expect((await page.goto(`${BASE_URL}/en/newsletter`))?.status()).toBe(200)
    await page.locator('[data-testid="newsletter-form"]').waitFor()
    await humanPause(page)
    const email = uniqueEmail('oneclick')
    await page.fill('#newsletter-email', email)
    await page.click('[data-testid="newsletter-form"] button[type="submit"]')
    await page.locator('#newsletter-consent-error').waitFor()
    expect(await page.locator('#newsletter-consent-error').innerText()).toContain('Please agree to receive the newsletter.')
    expect(await page.inputValue('#newsletter-email')).toBe(email)
    await page.check('#newsletter-consent')
    await page.click('[data-testid="newsletter-form"] button[type="submit"]')
    await page.locator('[data-testid="newsletter-thanks"]').waitFor()
    const [pending] = await subscribersFor(email)
    expect(pending).toMatchObject({ status: 'pending', list: 'newsletter', locale: 'en' })
    expect(pending.consentText).toContain('privacy policy')
    expect(pending.signedUpAt).toBeTruthy()

    const mail = await mailTo(email)
    expect(mail.subject).toBe('Please confirm your subscription to Newsletter')
    const unsubscribeUrl = /http\S+\/en\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)![0]
    // A link scanner's HEAD and GET change nothing.
    const confirmUrl = /http\S+\/en\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0]
    for (const url of [confirmUrl, unsubscribeUrl]) for (const method of ['HEAD', 'GET']) expect((await fetch(url, { method })).status).toBe(200)
    expect((await subscribersFor(email))[0].status).toBe('pending')
    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe address, without cookies.
    const response = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('You are unsubscribed')
    const [gone] = await subscribersFor(email)
    expect(gone.status).toBe('unsubscribed')
    expect(gone.unsubscribedAt).toBeTruthy()
    await context.close()
  })

  it('de, without JavaScript: /newsletter-artini signs up; the confirmation link lands on the thank-you page and logs the time', async () => {
    const context = await getBrowser().newContext({ locale: 'de-DE', javaScriptEnabled: false, extraHTTPHeaders: headers })
    const page = await context.newPage()
    expect((await page.goto(`${BASE_URL}/newsletter-artini`))?.status()).toBe(200)
    await humanPause(page)
    const email = uniqueEmail('artini-de')
    await page.fill('#newsletter-email', email)
    await page.check('#newsletter-consent')
    await page.click('[data-testid="newsletter-form"] button[type="submit"]')
    await page.locator('[data-testid="newsletter-thanks"]').waitFor()
    expect(await page.locator('[data-testid="newsletter-thanks"]').innerText()).toContain('Fast geschafft')
    const mail = await mailTo(email)
    expect(mail).toMatchObject({ locale: 'de', subject: 'Bitte bestätigen Sie Ihr Abo: Artini' })
    await page.goto(/http\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0])
    await page.click('[data-testid="newsletter-link-button"]')
    await page.waitForURL((url) => url.pathname === '/thank-you-for-subscribing')
    const [confirmed] = await subscribersFor(email)
    expect(confirmed).toMatchObject({ status: 'confirmed', list: 'artini', locale: 'de' })
    expect(confirmed.consentText).toContain('Datenschutzerklärung')
    expect(new Date(confirmed.confirmedAt).getTime()).toBeGreaterThanOrEqual(new Date(confirmed.signedUpAt).getTime())
    await context.close()
  })
})

/**
 * Draft preview (issue 5, point 4), in both languages: a draft saved through the admin API stays
 * private; the preview entry with the secret opens it with the "Vorschau" / "Preview" banner; a
 * wrong or missing secret is refused in the visitor's language; the banner's exit and navigating
 * to another page end the preview; a draft-mode page is never served to anonymous visitors from
 * the page cache; the admin's live preview shows the draft and follows the editor's typing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'

import { previewSecret } from '@/features/preview/secret'

import { ADMIN_EMAIL, ADMIN_PASSWORD, adminHeaders, BASE_URL, browserForTests } from './support'

const getBrowser = browserForTests()
const stamp = Date.now().toString(36)

const languages = [
  {
    code: 'de',
    prefix: '',
    banner: 'Vorschau',
    exit: 'Vorschau beenden',
    wrongSecret: 'Der Vorschau-Schlüssel in dieser Adresse ist falsch',
    noSecret: 'Die Vorschau ist der Redaktion vorbehalten',
    browserLocale: 'de-DE',
  },
  {
    code: 'en',
    prefix: '/en',
    banner: 'Preview',
    exit: 'Exit preview',
    wrongSecret: 'The preview key in this address is wrong',
    noSecret: 'The preview is for staff only',
    browserLocale: 'en-US',
  },
] as const
type Code = (typeof languages)[number]['code']

/** The exhibition under test: its published title and slug, and the draft title saved in each language. */
const doc = { id: 0, published: { de: '', en: '' }, slug: { de: '', en: '' }, draft: { de: `Entwurf ${stamp}`, en: `Draft ${stamp}` } }

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}/api${path}`, { ...init, headers: { ...(await adminHeaders()), 'content-type': 'application/json', ...init.headers } })
  const body = await response.json()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

const pagePath = (code: Code) => `${code === 'de' ? '' : '/en'}/exhibitions/${doc.slug[code]}`
const entry = (code: Code, secret: string | null, prefix = code === 'de' ? '' : '/en') =>
  `${BASE_URL}${prefix}/preview/enter?collection=exhibitions&id=${doc.id}&locale=${code}${secret === null ? '' : `&secret=${encodeURIComponent(secret)}`}`

/** Cookies a response sets, as a Cookie header. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

async function html(path: string, cookie?: string) {
  const response = await fetch(`${BASE_URL}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

beforeAll(async () => {
  const list = await rest('/exhibitions?where[_status][equals]=published&sort=-startDate&limit=1&depth=0&locale=de')
  doc.id = list.docs[0].id
  for (const code of ['de', 'en'] as const) {
    const published = await rest(`/exhibitions/${doc.id}?depth=0&locale=${code}`)
    doc.published[code] = published.title
    doc.slug[code] = published.slug
  }
  expect(doc.slug.en).not.toBe(doc.slug.de)
  for (const code of ['de', 'en'] as const) {
    await rest(`/exhibitions/${doc.id}?draft=true&locale=${code}`, { method: 'PATCH', body: JSON.stringify({ title: doc.draft[code] }) })
  }
})

afterAll(async () => {
  // Publish the seeded titles again, so the latest version is no longer the test's draft.
  for (const code of ['de', 'en'] as const) {
    await rest(`/exhibitions/${doc.id}?locale=${code}`, { method: 'PATCH', body: JSON.stringify({ title: doc.published[code], _status: 'published' }) })
  }
})

describe.each(languages)('preview in $code', ({ code, prefix, banner, exit, wrongSecret, noSecret, browserLocale }) => {
  it('keeps a saved draft from the public', async () => {
    const page = await html(pagePath(code))
    expect(page.status).toBe(200)
    expect(page.text).toContain(doc.published[code])
    expect(page.text).not.toContain(doc.draft[code])
    expect(page.text).not.toContain('data-testid="preview-banner"')
  })

  it('refuses a wrong or missing secret with a message in the visitor’s language', async () => {
    const wrong = await fetch(entry(code, 'not-the-secret', prefix), { redirect: 'manual' })
    expect(wrong.status).toBe(403)
    expect(wrong.headers.getSetCookie().join(' ')).not.toContain('__prerender_bypass')
    expect(await wrong.text()).toContain(wrongSecret)
    const none = await fetch(entry(code, null, prefix), { redirect: 'manual' })
    expect(none.status).toBe(401)
    expect(await none.text()).toContain(noSecret)
  })

  it('opens the draft with the banner, and never lets the page cache hand it to anonymous visitors', async () => {
    const enter = await fetch(entry(code, previewSecret()), { redirect: 'manual' })
    expect(enter.status).toBe(307)
    expect(enter.headers.get('location')).toBe(pagePath(code))
    const cookie = cookieHeader(enter)
    expect(cookie).toContain('__prerender_bypass=')
    for (let i = 0; i < 2; i += 1) {
      const preview = await html(pagePath(code), cookie)
      expect(preview.status).toBe(200)
      expect(preview.text).toContain(doc.draft[code])
      expect(preview.text).toContain('data-testid="preview-banner"')
      expect(preview.text).toContain(banner)
      expect(preview.text).toContain(exit)
      expect(preview.headers.get('x-vernissage-cache')).toBeNull()
      expect(preview.headers.get('cache-control')).toMatch(/no-store|private/)
    }
    // Right after, anonymous visitors get the published page, from Next or from the page cache.
    for (let i = 0; i < 3; i += 1) {
      const anonymous = await html(pagePath(code))
      expect(anonymous.text).toContain(doc.published[code])
      expect(anonymous.text).not.toContain(doc.draft[code])
      expect(anonymous.text).not.toContain('data-testid="preview-banner"')
    }
  })

  describe('in the browser', () => {
    let context: BrowserContext
    let page: Page
    beforeAll(async () => {
      context = await getBrowser().newContext({ locale: browserLocale })
      page = await context.newPage()
    })
    afterAll(async () => {
      await context?.close()
    })

    const draftCookie = async () => (await context.cookies()).some((c) => c.name === '__prerender_bypass')
    const heading = () => page.locator('h1').first().innerText()
    /**
     * Opens the preview and waits until the page is hydrated (its banner's script marks it). Not
     * 'networkidle': the page prefetches its links, which in draft mode render per request and can
     * keep the network busy for long on a loaded machine.
     */
    const openPreview = async () => {
      await page.goto(entry(code, previewSecret()), { waitUntil: 'load' })
      await expect.poll(() => page.getByTestId('preview-banner').getAttribute('data-ready'), { timeout: 15_000 }).toBe('true')
    }

    it('shows the banner until the editor exits', async () => {
      await openPreview()
      expect(new URL(page.url()).pathname).toBe(pagePath(code))
      const bar = page.getByTestId('preview-banner')
      await expect.poll(() => bar.isVisible()).toBe(true)
      // textContent: the label is upper-cased by CSS only.
      expect(await bar.textContent()).toContain(banner)
      expect(await heading()).toBe(doc.draft[code])
      expect(await draftCookie()).toBe(true)

      await page.getByTestId('preview-exit').click()
      await expect.poll(() => bar.count(), { timeout: 10_000 }).toBe(0)
      expect(await heading()).toBe(doc.published[code])
      expect(await draftCookie()).toBe(false)
      expect(new URL(page.url()).pathname).toBe(pagePath(code))
    })

    it('refreshes on a save and follows the values typed in the live preview', async () => {
      await openPreview()
      const saved = `${doc.draft[code]} (2)`
      await rest(`/exhibitions/${doc.id}?draft=true&locale=${code}`, { method: 'PATCH', body: JSON.stringify({ title: saved }) })
      await page.evaluate(() => window.postMessage({ type: 'payload-document-event' }, window.location.origin))
      await expect.poll(heading, { timeout: 5_000 }).toBe(saved)
      const typed = `${doc.draft[code]} live`
      await page.evaluate(
        ({ id, locale, title }) => window.postMessage({ type: 'payload-live-preview', collectionSlug: 'exhibitions', locale, data: { id, title } }, window.location.origin),
        { id: doc.id, locale: code, title: typed },
      )
      await expect.poll(heading, { timeout: 5_000 }).toBe(typed)
      // Typed values stay in the preview: the public page and the saved draft are untouched.
      expect((await html(pagePath(code))).text).not.toContain(typed)
      await rest(`/exhibitions/${doc.id}?draft=true&locale=${code}`, { method: 'PATCH', body: JSON.stringify({ title: doc.draft[code] }) })
    })

    it('ends when the editor navigates to another page', async () => {
      await openPreview()
      await expect.poll(() => page.getByTestId('preview-banner').isVisible()).toBe(true)
      await page.locator(`header a[href="${prefix}/artists"]`).first().click()
      await page.waitForURL((url) => url.pathname === `${prefix}/artists`)
      await expect.poll(draftCookie, { timeout: 5_000 }).toBe(false)
      await expect.poll(() => page.getByTestId('preview-banner').count(), { timeout: 5_000 }).toBe(0)
      await page.goto(`${BASE_URL}${pagePath(code)}`, { waitUntil: 'domcontentloaded' })
      expect(await heading()).toBe(doc.published[code])
      expect(await page.getByTestId('preview-banner').count()).toBe(0)
    })
  })
})

describe('live preview in the admin', () => {
  it('shows the draft beside the form and follows the typing', async () => {
    const context = await getBrowser().newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } })
    const page = await context.newPage()
    try {
      await page.goto(`${BASE_URL}/admin/login`, { waitUntil: 'domcontentloaded' })
      await page.fill('input[name="email"]', ADMIN_EMAIL)
      await page.fill('input[type="password"]', ADMIN_PASSWORD)
      await page.click('button[type="submit"]')
      await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 30_000 })
      await page.goto(`${BASE_URL}/admin/collections/exhibitions/${doc.id}?locale=de`, { waitUntil: 'domcontentloaded' })
      await expect.poll(() => page.locator('#field-title').inputValue(), { timeout: 30_000 }).toBe(doc.draft.de)
      // The document's "Preview" button opens its draft on the site, through the preview entry.
      const previewButton = page.locator('#preview-button')
      await expect.poll(() => previewButton.getAttribute('href'), { timeout: 30_000 }).toContain(`/preview/enter?collection=exhibitions&id=${doc.id}&locale=de&secret=`)
      const site = await context.newPage()
      await site.goto((await previewButton.getAttribute('href'))!, { waitUntil: 'domcontentloaded' })
      expect(await site.getByTestId('preview-banner').isVisible()).toBe(true)
      expect(await site.locator('h1').first().innerText()).toBe(doc.draft.de)
      await site.close()
      // The admin remembers whether live preview was open: open it only if it is not.
      const toggler = page.locator('#live-preview-toggler')
      const isOpen = async () => /--active/.test((await toggler.getAttribute('class')) ?? '')
      if (!(await isOpen())) await toggler.click()
      await expect.poll(isOpen).toBe(true)
      const iframe = page.locator('#live-preview-iframe')
      await expect.poll(() => iframe.getAttribute('src'), { timeout: 30_000 }).toContain(`/preview/enter?collection=exhibitions&id=${doc.id}&locale=de&secret=`)
      const frame = page.frameLocator('#live-preview-iframe')
      await expect.poll(() => frame.getByTestId('preview-banner').isVisible(), { timeout: 30_000 }).toBe(true)
      await expect.poll(() => frame.locator('h1').first().innerText(), { timeout: 10_000 }).toBe(doc.draft.de)
      await page.locator('#field-title').fill(`${doc.draft.de} getippt`)
      await expect.poll(() => frame.locator('h1').first().innerText(), { timeout: 10_000 }).toBe(`${doc.draft.de} getippt`)
      // Close it again, so other tests find the admin as it was.
      await toggler.click()
      await expect.poll(isOpen).toBe(false)
    } finally {
      await context.close()
    }
  })
})

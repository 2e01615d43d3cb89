/**
 * Redirects of docs/behaviour.md#fixed-redirects and those editors set in the admin, and the locale choice of docs/behaviour.md#locale-choice:
 * prefix, then the i18n_redirected cookie, then Accept-Language, then de; crawlers never redirected.
 */
import { describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, formRoundTrips, signInToAdmin } from './support'

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function head(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'user-agent': chrome, ...headers } })
  await response.arrayBuffer()
  const location = response.headers.get('location')?.split(', ')[0] ?? null
  return { status: response.status, location: location && !/^https?:/.test(location) ? new URL(location, BASE_URL).pathname : location }
}

describe('redirects', () => {
  it.each([
    ['/team', '/crew'],
    ['/magazin', '/magazine'],
    ['/en/team', '/en/crew'],
    ['/en/magazin', '/en/magazine'],
  ])('%s → %s permanently', async (from, to) => {
    const result = await head(from, { 'accept-language': from.startsWith('/en') ? 'en' : 'de' })
    expect(result.status).toBe(308)
    expect(result.location).toBe(to)
  })

  it('applies a redirect set in the admin at once, and an absolute target leaves the site', async () => {
    const from = `/alt-${Date.now().toString(36)}`
    expect((await head(from)).status).toBe(404)
    const headers = { ...(await adminHeaders()), 'content-type': 'application/json' }
    const created = await fetch(`${BASE_URL}/api/redirects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ from, to: 'https://example.org/katalog', permanent: false }),
    }).then((r) => r.json())
    try {
      const result = await head(from)
      expect(result.status).toBe(307)
      expect(result.location).toBe('https://example.org/katalog')
      // The query string goes along to the other site, as it does to our own pages, in both languages.
      expect((await head(`${from}?utm_source=newsletter&utm_medium=mail`)).location).toBe('https://example.org/katalog?utm_source=newsletter&utm_medium=mail')
      expect((await head(`/en${from}?utm_source=newsletter`, { 'accept-language': 'en' })).location).toBe('https://example.org/katalog?utm_source=newsletter')
    } finally {
      await fetch(`${BASE_URL}/api/redirects/${created.doc.id}`, { method: 'DELETE', headers })
    }
    expect((await head(from)).status).toBe(404)
  })
})

/**
 * Every redirect keeps the query string, and leads to the last address in one hop (issue 48
 * point 1): the locale routing's, the editors' (/team, /magazin), the case's, /de/'s and the other
 * language's slug, for a German visitor, an English browser and a stored English choice.
 */
describe('every redirect keeps the query string, in one hop', () => {
  const query = '?utm_source=newsletter&x=1'
  const visitors = {
    german: { 'accept-language': 'de-DE,de;q=0.9' },
    englishBrowser: { 'accept-language': 'en-US,en;q=0.9' },
    storedEnglish: { 'accept-language': 'de-DE,de;q=0.9', cookie: 'i18n_redirected=en' },
  }
  type Visitor = keyof typeof visitors

  async function hop(path: string, visitor: Visitor) {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'user-agent': chrome, ...visitors[visitor] } })
    await response.arrayBuffer()
    const location = response.headers.get('location')
    const url = location ? new URL(location, BASE_URL) : null
    return { status: response.status, location: url ? `${url.pathname}${url.search}` : null }
  }

  async function translatedWork() {
    const { docs } = (await fetch(`${BASE_URL}/api/artworks?locale=all&depth=0&limit=50`).then((r) => r.json())) as { docs: Array<{ slug: { de?: string; en?: string } }> }
    const work = docs.find((doc) => doc.slug.de && doc.slug.en && doc.slug.de !== doc.slug.en)!
    return { de: work.slug.de!, en: work.slug.en! }
  }

  it('for every kind of redirect and visitor, to the last address at once', async () => {
    const work = await translatedWork()
    const cases: Array<[string, Visitor, string]> = [
      // The locale routing, for pages that read their query and pages that do not.
      ['/', 'englishBrowser', '/en'],
      ['/crew', 'storedEnglish', '/en/crew'],
      ['/faq', 'englishBrowser', '/en/faq'],
      ['/search', 'storedEnglish', '/en/search'],
      // The editors' redirects, then the locale.
      ['/team', 'german', '/crew'],
      ['/team', 'englishBrowser', '/en/crew'],
      ['/en/team', 'german', '/en/crew'],
      ['/magazin', 'german', '/magazine'],
      ['/magazin', 'storedEnglish', '/en/magazine'],
      // Case and /de/.
      ['/CREW', 'german', '/crew'],
      ['/CREW', 'englishBrowser', '/en/crew'],
      ['/EN/Crew', 'german', '/en/crew'],
      ['/de/crew', 'german', '/crew'],
      // The other language's slug.
      [`/en/artworks/${work.de}`, 'german', `/en/artworks/${work.en}`],
      [`/en/artworks/${work.de}`, 'englishBrowser', `/en/artworks/${work.en}`],
      [`/artworks/${work.en}`, 'german', `/artworks/${work.de}`],
      [`/artworks/${work.de}`, 'englishBrowser', `/en/artworks/${work.en}`],
      [`/artworks/${work.en}`, 'storedEnglish', `/en/artworks/${work.en}`],
    ]
    for (const [from, visitor, to] of cases) {
      const first = await hop(`${from}${query}`, visitor)
      expect({ from, visitor, ...first }).toEqual({ from, visitor, status: first.status === 308 ? 308 : 307, location: `${to}${query}` })
      // One hop: the address it leads to is the page.
      expect({ from, visitor, status: (await hop(first.location!, visitor)).status }).toEqual({ from, visitor, status: 200 })
    }
  })

  it('puts back only the query the server set aside: a client’s own header adds nothing', async () => {
    const response = await fetch(`${BASE_URL}/crew`, {
      redirect: 'manual',
      headers: { 'user-agent': chrome, ...visitors.storedEnglish, 'x-vernissage-set-aside-query': '?next=https://example.org' },
    })
    await response.arrayBuffer()
    expect(new URL(response.headers.get('location')!, BASE_URL).href).toBe(new URL('/en/crew', BASE_URL).href)
  })

  it('is permanent only where every step is: an English browser’s detour through its language is not', async () => {
    expect((await hop(`/team${query}`, 'german')).status).toBe(308)
    expect((await hop(`/team${query}`, 'englishBrowser')).status).toBe(307)
    expect((await hop(`/de/crew${query}`, 'german')).status).toBe(308)
  })
})

/** Saves a redirect through the admin's REST API as an editor whose admin speaks `language`. */
async function save(from: string, to: string, language: 'de' | 'en') {
  const headers = { ...(await adminHeaders()), 'content-type': 'application/json', 'accept-language': language }
  const response = await fetch(`${BASE_URL}/api/redirects`, { method: 'POST', headers, body: JSON.stringify({ from, to }) })
  const body = (await response.json()) as { doc?: { id: number }; errors?: Array<{ message?: string; data?: { errors?: Array<{ path: string; message: string }> } }> }
  if (body.doc) await fetch(`${BASE_URL}/api/redirects/${body.doc.id}`, { method: 'DELETE', headers })
  // The answer names the refused field, and gives its reason (what the admin shows beside the field), in the editor's language.
  const reason = body.errors?.[0]?.data?.errors?.find((error) => error.path === 'from')?.message ?? ''
  return { status: response.status, message: `${body.errors?.[0]?.message ?? ''} ${reason}` }
}

async function publishedSlug(collection: string, locale: 'de' | 'en'): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/${collection}?limit=1&depth=0&locale=${locale}&sort=id&where[_status][equals]=published`)
  const { docs } = (await response.json()) as { docs: Array<{ slug: string }> }
  return docs[0].slug
}

describe('an editor redirect from an address a page answers (issue 29 point 4)', () => {
  it('is refused on save, saying why in the editor language, and the page stays', async () => {
    const [workDe, workEn, show] = [await publishedSlug('artworks', 'de'), await publishedSlug('artworks', 'en'), await publishedSlug('exhibitions', 'en')]
    for (const [from, address] of [
      ['/impressum', '/impressum'],
      ['/Impressum/', '/impressum'],
      ['/en/impressum', '/en/impressum'],
      [`/artworks/${workDe}`, `/artworks/${workDe}`],
      [`/en/artworks/${workEn}`, `/en/artworks/${workEn}`],
      [`/en/exhibitions/${show}`, `/en/exhibitions/${show}`],
      ['/crew', '/crew'],
    ]) {
      const german = await save(from, '/crew-neu', 'de')
      expect(german.status, from).toBe(400)
      expect(german.message, from).toContain('Von (Pfad)')
      expect(german.message, from).toContain(`Unter ${address} antwortet eine veröffentlichte Seite`)
      const english = await save(from, '/crew-neu', 'en')
      expect(english.status, from).toBe(400)
      expect(english.message, from).toContain('From (path)')
      expect(english.message, from).toContain(`A published page answers at ${address}`)
      expect((await head(address, { 'accept-language': address.startsWith('/en') ? 'en' : 'de' })).status, address).toBe(200)
    }
  })

  it('is refused where the proxy never looks, in the editor language', async () => {
    for (const from of ['/de/team-alt', '/impressum.html', '/admin/alt']) {
      expect(await save(from, '/crew', 'de'), from).toEqual({ status: 400, message: expect.stringContaining('Von (Pfad)') })
      expect(await save(from, '/crew', 'en'), from).toEqual({ status: 400, message: expect.stringContaining('From (path)') })
    }
  })
})

const getBrowser = browserForTests()

const pageReasons = {
  de: 'Unter /impressum antwortet eine veröffentlichte Seite, also würde eine Weiterleitung von /impressum nie greifen.',
  en: 'A published page answers at /impressum, so a redirect from /impressum would never apply.',
}

describe('an editor redirect from an address a page answers, saved in the admin', () => {
  it.each(['de', 'en'] as const)(
    'shows the reason beside the field in the admin language (%s) and saves nothing',
    async (language) => {
      const context = await getBrowser().newContext({ locale: language === 'en' ? 'en-US' : 'de-DE' })
      try {
        // The admin's language, as its language switch stores it.
        await context.addCookies([{ name: 'payload-lng', value: language, url: BASE_URL }])
        const page = await context.newPage()
        await signInToAdmin(page)
        await page.goto(`${BASE_URL}/admin/collections/redirects/create`, { waitUntil: 'domcontentloaded' })
        const roundTrips = formRoundTrips(page)
        const save = page.locator('#action-save')
        // Typed before the form hydrated, the values would not reach its state: the button enables once they do.
        await expect
          .poll(
            async () => {
              await page.locator('#field-from').fill('/impressum')
              await page.locator('#field-to').fill('/crew')
              return save.isEnabled()
            },
            { timeout: 30_000 },
          )
          .toBe(true)
        await roundTrips.settled()
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/redirects' && response.request().method() === 'POST')
        await save.click()
        const response = await answer
        // What the server said and what the admin shows besides, named when the reason is missing.
        const said = await response.text()
        expect(response.status(), said).toBe(400)
        const reason = page.locator('.field-type:has(#field-from) .field-error')
        await expect
          .poll(async () => (await reason.allTextContents()).join(' '), { timeout: 30_000 })
          .toContain(pageReasons[language])
          .catch(async (error: Error) => {
            const shown = (await page.locator('main, .payload-toast-container').allInnerTexts()).join(' | ').replace(/\s+/g, ' ')
            throw new Error(`${error.message}\nthe answer: ${said}\nthe page: ${shown.slice(0, 800)}`)
          })
        // Payload's tooltip turns visible a render after its text arrives.
        await expect.poll(() => reason.first().isVisible(), { timeout: 5_000 }).toBe(true)
        expect(new URL(page.url()).pathname).toBe('/admin/collections/redirects/create')
        const saved = await fetch(`${BASE_URL}/api/redirects?depth=0&where[from][equals]=/impressum`, { headers: await adminHeaders() }).then((r) => r.json())
        expect(saved.totalDocs).toBe(0)
      } finally {
        await context.close()
      }
    },
    120_000,
  )
})

describe('locale choice', () => {
  it('serves German without a prefix to a visitor with no preference', async () => {
    expect((await head('/crew', { 'accept-language': 'de-DE,de;q=0.9' })).status).toBe(200)
  })

  it('sends a visitor whose stored locale is en from a German URL to its /en URL', async () => {
    const result = await head('/crew', { cookie: 'i18n_redirected=en', 'accept-language': 'de' })
    expect(result.status).toBe(307)
    expect(result.location).toBe('/en/crew')
  })

  it('follows Accept-Language when nothing is stored', async () => {
    const result = await head('/artworks', { 'accept-language': 'en-US,en;q=0.9' })
    expect(result.status).toBe(307)
    expect(result.location).toBe('/en/artworks')
  })

  it('lets the URL prefix win over the cookie', async () => {
    expect((await head('/en/crew', { cookie: 'i18n_redirected=de', 'accept-language': 'de' })).status).toBe(200)
  })

  it('never redirects crawlers by cookie or Accept-Language', async () => {
    expect((await head('/crew', { 'user-agent': googlebot, cookie: 'i18n_redirected=en', 'accept-language': 'en' })).status).toBe(200)
  })

  it('stores the choice in i18n_redirected for 365 days, SameSite=Lax', async () => {
    // An English browser gets /en/crew without the cookie (nothing to store); the page cache
    // must not hand that copy to a visitor whose browser asks for German first.
    for (let i = 0; i < 2; i += 1) {
      const english = await fetch(`${BASE_URL}/en/crew`, { redirect: 'manual', headers: { 'user-agent': chrome, 'accept-language': 'en-US,en;q=0.9' } })
      await english.arrayBuffer()
      expect(english.headers.get('set-cookie') ?? '').not.toMatch(/i18n_redirected/)
    }
    const response = await fetch(`${BASE_URL}/en/crew`, { redirect: 'manual', headers: { 'user-agent': chrome } })
    await response.arrayBuffer()
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/i18n_redirected=en/)
    expect(cookie).toMatch(/Max-Age=31536000/i)
    expect(cookie).toMatch(/SameSite=lax/i)
  })
})

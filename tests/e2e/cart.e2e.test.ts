/**
 * The inquiry cart in both languages, with JavaScript and without: adding from an artwork page,
 * the header's count, kept after a reload and in a 90-day cookie, removing, one inquiry about every
 * work (stored with all of them, read back through the admin REST API) that empties the cart; sold,
 * unknown and offline works; the cap; and a cart page that is never cached for everyone.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, openedEarlier } from './support'

const getBrowser = browserForTests()

type Work = { id: number; slug: string; title: string; sold?: boolean }

const text = {
  de: {
    browser: 'de-DE',
    prefix: '',
    header: /^Anfrageliste: (\d+) Werke?$/,
    added: 'steht jetzt auf Ihrer Anfrageliste',
    subject: 'Anfrage zu meiner Anfrageliste',
    sent: 'Vielen Dank! Ihre Anfrage zu 2 Werken',
    sold: 'bereits verkauft',
    unknown: 'nicht gefunden',
    full: 'Ihre Anfrageliste ist voll',
    noscript: 'Anfrageliste',
    soldNote: 'Verkauft – nicht Teil der Anfrage.',
  },
  en: {
    browser: 'en-US',
    prefix: '/en',
    header: /^Inquiry list: (\d+) works?$/,
    added: 'is now on your inquiry list',
    subject: 'Inquiry about my list',
    sent: 'Thank you! Your inquiry about 2 works',
    sold: 'has been sold',
    unknown: 'could not find',
    full: 'Your inquiry list is full',
    noscript: 'Inquiry list',
    soldNote: 'Sold – not part of the inquiry.',
  },
} as const
type Locale = keyof typeof text

async function artworks(locale: Locale, where: string, limit: number): Promise<Work[]> {
  const response = await fetch(`${BASE_URL}/api/artworks?depth=0&limit=${limit}&locale=${locale}&sort=id&${where}`)
  expect(response.status).toBe(200)
  const docs = ((await response.json()) as { docs: Work[] }).docs
  expect(docs.length, `${limit} artworks with ${where}`).toBe(limit)
  return docs
}

async function inquiriesFor(email: string) {
  const response = await fetch(`${BASE_URL}/api/inquiries?depth=0&where[email][equals]=${encodeURIComponent(email)}`, { headers: await adminHeaders() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Array<Record<string, unknown>> }).docs
}

async function cartCookie(context: BrowserContext) {
  return (await context.cookies(BASE_URL)).find((cookie) => cookie.name === 'vernissage_cart')
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`

/** The header's count as its accessible name says it; 0 when the link is hidden. */
async function headerCount(page: Page, locale: Locale): Promise<number> {
  const link = page.getByTestId('cart-link')
  if ((await link.count()) === 0) return 0
  const label = (await link.getAttribute('aria-label')) ?? ''
  const match = text[locale].header.exec(label)
  expect(match, `header label "${label}"`).toBeTruthy()
  expect(await link.innerText()).toBe(match![1])
  return Number(match![1])
}

async function addFromArtworkPage(page: Page, locale: Locale, work: Work) {
  const prefix = text[locale].prefix
  expect((await page.goto(`${BASE_URL}${prefix}/artworks/${work.slug}`))?.status()).toBe(200)
  await page.getByTestId('add-to-cart').click()
  await page.waitForURL((url) => url.pathname === `${prefix}/addtocart` && url.searchParams.get('work') === String(work.id))
  const notice = page.getByTestId('cart-notice')
  await notice.waitFor()
  expect(await notice.innerText()).toContain(text[locale].added)
  expect(await notice.innerText()).toContain(work.title)
}

const items = (page: Page) => page.getByTestId('cart-item')
const itemIds = async (page: Page) => await items(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-artwork'))))

for (const javaScript of [true, false]) {
  for (const locale of ['de', 'en'] as const) {
    it(`${locale}, ${javaScript ? 'with' : 'without'} JavaScript: add two works, keep them, remove one, send one inquiry about both`, async () => {
      const prefix = text[locale].prefix
      const [first, second] = await artworks(locale, 'where[sold][equals]=false', 2)
      const context = await getBrowser().newContext({
        locale: text[locale].browser,
        javaScriptEnabled: javaScript,
        // Its own address: the forms' rate limit counts per address.
        extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${40 + (javaScript ? 0 : 2) + (locale === 'en' ? 1 : 0)}` },
      })
      try {
        const page = await context.newPage()
        // Visible links are prefetched after a second: the add link must not add anything by being seen.
        const adds: string[] = []
        page.on('request', (request) => new URL(request.url()).pathname.endsWith('/addtocart/add') && adds.push(request.url()))
        const addLinkPrefetched = javaScript
          ? page.waitForEvent('requestfinished', {
              predicate: (request) => !!request.headers()['next-router-prefetch'] && new URL(request.url()).searchParams.get('artwork') === first.slug,
              timeout: 30_000,
            })
          : null
        expect((await page.goto(`${BASE_URL}${prefix}/artworks/${first.slug}`))?.status()).toBe(200)
        if (javaScript) {
          // Once the add link's prefetch has come back, nothing was added.
          await addLinkPrefetched
          expect(adds).toEqual([])
          expect(await cartCookie(context)).toBeUndefined()
          expect(await headerCount(page, locale)).toBe(0)
        } else {
          // Without JavaScript the header cannot count; a plain link leads to the list.
          expect(await page.locator(`header a[href="${prefix}/addtocart"]`).innerText()).toBe(text[locale].noscript)
        }

        await addFromArtworkPage(page, locale, first)
        expect(await itemIds(page)).toEqual([first.id])
        if (javaScript) await expect.poll(() => headerCount(page, locale)).toBe(1)
        await addFromArtworkPage(page, locale, second)
        expect(await itemIds(page)).toEqual([first.id, second.id])
        if (javaScript) await expect.poll(() => headerCount(page, locale)).toBe(2)

        // Each work with its image, artist, title and price line (the artwork card).
        const card = items(page).first().getByTestId('artwork-card')
        expect(await card.locator('img').count()).toBe(1)
        expect(await card.locator('.artwork-card__title').innerText()).toContain(first.title)
        expect(await card.locator('[data-price]').count()).toBe(1)

        // Kept across visits: a 90-day, SameSite=Lax cookie the header script can read.
        const cookie = (await cartCookie(context))!
        expect(cookie.value).toBe(`${first.id}.${second.id}`)
        expect(cookie.sameSite).toBe('Lax')
        expect(cookie.httpOnly).toBe(false)
        expect(cookie.path).toBe('/')
        expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000)
        await page.goto(`${BASE_URL}${prefix}/addtocart`)
        expect(await itemIds(page)).toEqual([first.id, second.id])
        if (javaScript) {
          await expect.poll(() => headerCount(page, locale)).toBe(2)
          // The cached pages around the header show the count too.
          await page.goto(`${BASE_URL}${prefix}/artworks`)
          await expect.poll(() => headerCount(page, locale)).toBe(2)
          await page.goto(`${BASE_URL}${prefix}/addtocart`)
        }

        // Remove the first, then add it again through the public address.
        await items(page).first().getByTestId('cart-remove').click()
        await expect.poll(() => itemIds(page)).toEqual([second.id])
        if (javaScript) await expect.poll(() => headerCount(page, locale)).toBe(1)
        expect((await cartCookie(context))?.value).toBe(String(second.id))
        await page.goto(`${BASE_URL}${prefix}/addtocart?artwork=${first.slug}`)
        expect(await itemIds(page)).toEqual([second.id, first.id])

        // One inquiry about both works, the form prefilled.
        await page.getByTestId('cart-inquire-all').click()
        expect(await page.inputValue('#contact-subject')).toBe(text[locale].subject)
        expect(
          await page.locator('[data-testid="contact-form"] input[name="artwork"]').evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLInputElement).value))),
        ).toEqual([second.id, first.id])
        // Longer ago than a human needs to fill it in (support.ts).
        await openedEarlier(page)
        const email = uniqueEmail(`cart-${locale}-${javaScript ? 'js' : 'nojs'}`)
        await page.fill('#contact-name', 'Grete Sammler')
        await page.fill('#contact-email', email)
        await page.fill('#contact-message', 'Sind beide Werke noch zu haben?')
        await page.check('#contact-consent')
        await page.click('[data-testid="contact-form"] button[type="submit"]')
        const sent = page.getByTestId('cart-sent')
        await sent.waitFor()
        expect(await sent.innerText()).toContain(text[locale].sent)
        expect(await page.getByTestId('cart-empty').count()).toBe(1)
        expect(await items(page).count()).toBe(0)
        expect(await cartCookie(context)).toBeUndefined()
        if (javaScript) await expect.poll(() => headerCount(page, locale)).toBe(0)

        const [stored] = await inquiriesFor(email)
        expect(stored).toMatchObject({ kind: 'inquiry', status: 'new', locale, subject: text[locale].subject })
        expect([...(stored.artworks as number[])].sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b))
      } finally {
        await context.close()
      }
    })
  }
}

describe('works that cannot be inquired about', () => {
  it.each(['de', 'en'] as const)('%s: a sold or unknown work is not added; sold and offline works in the cart are marked and left out of the inquiry', async (locale) => {
    const prefix = text[locale].prefix
    const [sold] = await artworks(locale, 'where[sold][equals]=true', 1)
    const [available] = await artworks(locale, 'where[sold][equals]=false', 1)
    const context = await getBrowser().newContext({ locale: text[locale].browser })
    try {
      const page = await context.newPage()
      for (const [query, notice] of [
        [`artwork=${sold.slug}`, 'sold'],
        ['artwork=no-such-work-anywhere', 'unknown'],
        ['artwork=..%2Fetc%2Fpasswd', 'unknown'],
      ] as const) {
        expect((await page.goto(`${BASE_URL}${prefix}/addtocart?${query}`))?.status()).toBe(200)
        expect(await page.getByTestId('cart-notice').getAttribute('data-notice')).toBe(notice)
        expect(await page.getByTestId('cart-notice').innerText()).toContain(text[locale][notice])
        expect(await items(page).count()).toBe(0)
      }
      expect(await cartCookie(context)).toBeUndefined()

      // A work sold after it was added, and one that went offline (no such id).
      await context.addCookies([{ name: 'vernissage_cart', value: `${sold.id}.999999999.${available.id}`, url: BASE_URL }])
      await page.goto(`${BASE_URL}${prefix}/addtocart`)
      expect(await itemIds(page)).toEqual([sold.id, available.id])
      const soldItem = items(page).first()
      expect(await soldItem.getAttribute('data-available')).toBe('false')
      expect(await soldItem.innerText()).toContain(text[locale].soldNote)
      expect(await page.locator('[data-testid="contact-form"] input[name="artwork"]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value))).toEqual([
        String(available.id),
      ])
      // The page drops the offline work from the cookie; the header counts what is left.
      await expect.poll(async () => (await cartCookie(context))?.value).toBe(`${sold.id}.${available.id}`)
      await expect.poll(() => headerCount(page, locale)).toBe(2)

      await page.getByTestId('cart-clear').click()
      await page.getByTestId('cart-empty').waitFor()
      expect(await cartCookie(context)).toBeUndefined()
      await expect.poll(() => headerCount(page, locale)).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('caps the cart at 50 works', async () => {
    const response = await fetch(`${BASE_URL}/api/artworks?depth=0&limit=200&locale=de&sort=id`)
    const all = ((await response.json()) as { docs: Work[] }).docs
    const adding = all.find((work) => !work.sold)!
    const inCart = all.filter((work) => work !== adding).slice(0, 50)
    expect(inCart).toHaveLength(50)
    const context = await getBrowser().newContext({ locale: 'de-DE', javaScriptEnabled: false })
    try {
      await context.addCookies([{ name: 'vernissage_cart', value: inCart.map((work) => work.id).join('.'), url: BASE_URL }])
      const page = await context.newPage()
      await page.goto(`${BASE_URL}/addtocart?artwork=${adding.slug}`)
      expect(await page.getByTestId('cart-notice').getAttribute('data-notice')).toBe('full')
      expect(await page.getByTestId('cart-notice').innerText()).toContain(text.de.full)
      expect(await items(page).count()).toBe(50)
      expect((await cartCookie(context))?.value.split('.')).toHaveLength(50)
    } finally {
      await context.close()
    }
  })
})

describe('caching', () => {
  it('renders /addtocart per visitor and leaves the cached pages without a count', async () => {
    const [work] = await artworks('en', 'where[sold][equals]=false', 1)
    for (const path of ['/addtocart', '/en/addtocart']) {
      for (let round = 0; round < 2; round++) {
        const empty = await fetch(`${BASE_URL}${path}`)
        const full = await fetch(`${BASE_URL}${path}`, { headers: { cookie: `vernissage_cart=${work.id}` } })
        expect(empty.status).toBe(200)
        expect(full.status).toBe(200)
        expect(empty.headers.get('cache-control') ?? '').not.toMatch(/s-maxage|public/)
        expect(full.headers.get('cache-control') ?? '').not.toMatch(/s-maxage|public/)
        const [emptyHtml, fullHtml] = [await empty.text(), await full.text()]
        expect(emptyHtml).toContain('data-testid="cart-empty"')
        expect(emptyHtml).not.toContain('data-testid="cart-item"')
        expect(fullHtml).toContain(`data-artwork="${work.id}"`)
        // The editors' text stays above the cart.
        expect(fullHtml.indexOf('data-testid="page-detail"')).toBeLessThan(fullHtml.indexOf('data-testid="cart"'))
      }
    }
    const artworkPage = await (await fetch(`${BASE_URL}/en/artworks/${work.slug}`, { headers: { cookie: `vernissage_cart=${work.id}` } })).text()
    expect(artworkPage).not.toContain('data-testid="cart-count"')
  })
})

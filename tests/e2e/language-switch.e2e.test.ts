/**
 * The language switch is a real link (issue 14, point 4): on every kind of page its href in the
 * HTML itself is the translated page — the page's hreflang alternate for the other language —,
 * which answers 200. So it works for crawlers, without JavaScript and in a new tab.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, hydrated } from './support'

const getBrowser = browserForTests()
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function html(path: string, userAgent = crawler) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent, 'accept-language': path.startsWith('/en') ? 'en' : 'de' } })
  return { status: response.status, body: await response.text() }
}

const switchHref = (body: string) => /<a[^>]*data-testid="language-switch"[^>]*>/.exec(body)?.[0].match(/href="([^"]+)"/)?.[1] ?? null
const alternate = (body: string, lang: 'de' | 'en') => {
  const href = new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`).exec(body)?.[1]
  return href ? new URL(href).pathname : null
}

type Slugs = { de: string; en: string }
const pages: Array<[string, Slugs]> = []

async function translated(collection: string, base: string) {
  const response = await fetch(`${BASE_URL}/api/${collection}?locale=all&depth=0&limit=50&where[_status][equals]=published`, { headers: await adminHeaders() })
  const docs = ((await response.json()) as { docs: Array<{ slug: string | Slugs }> }).docs
  const doc = docs.find((d) => typeof d.slug === 'object' && d.slug.de && d.slug.en && d.slug.de !== d.slug.en) ?? docs[0]
  const slug = typeof doc.slug === 'string' ? { de: doc.slug, en: doc.slug } : { de: doc.slug.de, en: doc.slug.en || doc.slug.de }
  pages.push([collection, { de: `${base}/${slug.de}`.replace('//', '/'), en: `/en${base}/${slug.en}`.replace('//', '/') }])
}

beforeAll(async () => {
  pages.push(['home', { de: '/', en: '/en' }], ['list', { de: '/exhibitions', en: '/en/exhibitions' }], ['faq', { de: '/faq', en: '/en/faq' }])
  await translated('artworks', '/artworks')
  await translated('exhibitions', '/exhibitions')
  await translated('magazine', '/magazine')
  await translated('artists', '/artists')
  await translated('crew', '/crew')
  await translated('pages', '')
  await translated('werkstattpalast-pages', '/werkstattpalast')
  await translated('leasing', '/leasing')
})

describe('the language switch', () => {
  it('links every kind of page to its translated page, in both directions, in the HTML itself', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(11)
    for (const [kind, paths] of pages) {
      for (const [from, to] of [
        ['de', 'en'],
        ['en', 'de'],
      ] as const) {
        const page = await html(paths[from])
        expect(page.status, `${kind} ${paths[from]}`).toBe(200)
        const href = switchHref(page.body)
        expect(href, `${kind} ${paths[from]}`).toBe(paths[to])
        expect(href, `${kind} ${paths[from]}: the hreflang alternate`).toBe(alternate(page.body, to))
        expect((await html(href!)).status, `${kind} ${href}`).toBe(200)
      }
    }
  })

  it('leads a visitor without JavaScript to the translated page', async () => {
    const [, exhibition] = pages.find(([kind]) => kind === 'exhibitions')!
    const context = await getBrowser().newContext({ javaScriptEnabled: false, locale: 'en-US' })
    try {
      const tab = await context.newPage()
      await tab.goto(`${BASE_URL}${exhibition.en}`)
      await tab.getByTestId('language-switch').click()
      await tab.waitForURL(`${BASE_URL}${exhibition.de}`)
      expect(await tab.locator('html').getAttribute('lang')).toBe('de-DE')
    } finally {
      await context.close()
    }
  })

  it('carries the page’s own query (a search term, the explorer’s filters) and no other, the same link with and without JavaScript, both ways', async () => {
    const color = /name="color" value="([a-z0-9-]+)"/.exec((await html('/artworks')).body)?.[1]
    expect(color).toBeTruthy()
    const cases: Array<[string, string]> = [
      ['/search?q=licht', '/en/search?q=licht'],
      ['/en/search?q=light', '/search?q=light'],
      [`/artworks?color=${color}`, `/en/artworks?color=${color}`],
      [`/en/artworks?color=${color}`, `/artworks?color=${color}`],
      // A query no page reads (a newsletter's tracking) is not the page's: neither link keeps it.
      ['/faq?utm_source=newsletter', '/en/faq'],
      ['/en/faq?utm_source=newsletter', '/faq'],
    ]
    const visitor = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
    for (const [from, to] of cases) {
      // Without JavaScript: the link in the HTML.
      const page = await html(from, visitor)
      expect({ from, href: switchHref(page.body)?.replace(/&amp;/g, '&') }).toEqual({ from, href: to })
    }
    for (const locale of ['de-DE', 'en-US']) {
      const context = await getBrowser().newContext({ locale })
      try {
        const tab = await context.newPage()
        for (const [from, to] of cases.filter(([from]) => from.startsWith('/en') === (locale === 'en-US'))) {
          // With JavaScript: the click, after the page hydrated (no choice stored from the case before).
          await context.clearCookies()
          await tab.goto(`${BASE_URL}${from}`)
          await hydrated(tab, '[data-testid="language-switch"]')
          await tab.getByTestId('language-switch').click()
          await tab.waitForURL((url) => `${url.pathname}${url.search}` === to, { timeout: 15_000 })
        }
      } finally {
        await context.close()
      }
    }
  })
})

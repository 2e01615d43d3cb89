/**
 * Issue 29, points 2, 3 and 6 (part): a page's language versions come from one source and a kept
 * page carries nothing of the request that first rendered it.
 * - The not-found page answers every missing address from one copy: its language switch leads to the
 *   other language's home page, and nothing in it names the address that rendered it first.
 * - The head's hreflang alternates, the HTTP `Link` header, the sitemaps and the language switch
 *   name the same addresses on every kind of page, in both directions.
 * - Every language switch writes cookie_control_locale (docs/behaviour.md#language-switch): with and without JavaScript, from
 *   magazine pages too, and a copy in the page cache never answers the click in its place.
 */
import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, browserForTests, hydrated } from './support'

const getBrowser = browserForTests()
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Locale = 'de' | 'en'
type Versions = Record<Locale | 'x-default', string>

async function load(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': crawler, 'accept-language': path.startsWith('/en') ? 'en' : 'de', ...headers },
  })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

const pathOf = (href: string) => {
  const url = new URL(href.replace(/&amp;/g, '&'), BASE_URL)
  return `${url.pathname}${url.search}`
}
const switchHref = (body: string) => {
  const href = /<a[^>]*data-testid="language-switch"[^>]*>/.exec(body)?.[0].match(/href="([^"]+)"/)?.[1]
  return href ? pathOf(href) : null
}

/** The head's hreflang alternates. */
function headVersions(body: string): Partial<Versions> {
  const versions: Partial<Versions> = {}
  for (const [, lang, href] of body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)) versions[lang as Locale] = pathOf(href)
  return versions
}

/** The `Link` header's hreflang alternates. */
function linkVersions(header: string | null): Partial<Versions> {
  const versions: Partial<Versions> = {}
  for (const [, href, lang] of (header ?? '').matchAll(/<([^>]+)>; rel="alternate"; hreflang="([^"]+)"/g)) versions[lang as Locale] = pathOf(href)
  return versions
}

/** The sitemap's alternates of the <url> whose <loc> is `path`, from the file that lists it. */
const sitemapFiles = new Map<string, string>()
async function sitemapVersions(file: string, path: string): Promise<Partial<Versions> | null> {
  if (!sitemapFiles.has(file)) sitemapFiles.set(file, (await load(`/sitemaps/${file}.xml`)).body)
  for (const url of sitemapFiles.get(file)!.matchAll(/<url>(.*?)<\/url>/g)) {
    if (pathOf(/<loc>([^<]+)<\/loc>/.exec(url[1])![1]) !== path) continue
    const versions: Partial<Versions> = {}
    for (const [, lang, href] of url[1].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)) versions[lang as Locale] = pathOf(href)
    return versions
  }
  return null
}

/**
 * A page in both languages. `alternates`: where its language versions differ from its addresses —
 * a view the head does not index (explorer filters, a search) names its list's versions, while its
 * language switch keeps the view's own query (issue 48 points 4 and 5).
 */
type Page = { kind: string; de: string; en: string; sitemap: string | null; alternates?: { de: string; en: string } }
const pages: Page[] = []

async function translated(collection: string, base: string, sitemap: string) {
  const response = await fetch(`${BASE_URL}/api/${collection}?locale=all&depth=0&limit=100&where[_status][equals]=published`, { headers: await adminHeaders() })
  const docs = ((await response.json()) as { docs: Array<{ slug: string | { de: string; en?: string } }> }).docs
  // A document with a different slug in each language where there is one (the case the `Link` header got wrong).
  const doc = docs.find((d) => typeof d.slug === 'object' && d.slug.de && d.slug.en && d.slug.de !== d.slug.en) ?? docs[0]
  const slug = typeof doc.slug === 'string' ? { de: doc.slug, en: doc.slug } : { de: doc.slug.de, en: doc.slug.en || doc.slug.de }
  pages.push({ kind: collection, de: `${base}/${slug.de}`, en: `/en${base}/${slug.en}`, sitemap })
}

beforeAll(async () => {
  pages.push(
    { kind: 'home', de: '/', en: '/en', sitemap: 'pages' },
    { kind: 'list', de: '/exhibitions', en: '/en/exhibitions', sitemap: 'pages' },
    { kind: 'faq', de: '/faq', en: '/en/faq', sitemap: 'pages' },
    { kind: 'contact', de: '/contact', en: '/en/contact', sitemap: 'pages' },
    // List pages with a query string: named with their canonical query (not in the sitemaps).
    { kind: 'explorer', de: '/artworks?sort=price-asc', en: '/en/artworks?sort=price-asc', sitemap: null },
  )
  // Views that are not indexed: a filtered explorer, a search. Their head, Link header and switch all speak.
  const color = /name="color" value="([a-z0-9-]+)"/.exec((await load('/artworks')).body)?.[1]
  if (color)
    pages.push({
      kind: 'explorer filtered',
      de: `/artworks?color=${color}&sort=price-asc`,
      en: `/en/artworks?color=${color}&sort=price-asc`,
      sitemap: null,
      alternates: { de: '/artworks?sort=price-asc', en: '/en/artworks?sort=price-asc' },
    })
  pages.push({ kind: 'search', de: '/search?q=licht', en: '/en/search?q=licht', sitemap: null, alternates: { de: '/search', en: '/en/search' } })
  const tag = /href="\/magazine\?tag=([a-z0-9-]+)"/.exec((await load('/magazine')).body)?.[1]
  if (tag) pages.push({ kind: 'magazine tag', de: `/magazine?tag=${tag}`, en: `/en/magazine?tag=${tag}`, sitemap: null })
  await translated('exhibitions', '/exhibitions', 'exhibitions')
  await translated('artworks', '/artworks', 'artworks-1')
  await translated('magazine', '/magazine', 'magazine')
  await translated('artists', '/artists', 'artists')
  await translated('curators', '/curator', 'curators')
  await translated('crew', '/crew', 'crew')
  await translated('leasing', '/leasing', 'leasing')
  await translated('inquiry-topics', '/inquiry', 'inquiry')
  await translated('werkstattpalast-pages', '/werkstattpalast', 'pages')
  await translated('pages', '', 'pages')
})

describe('one source for a page’s language versions', () => {
  it('gives the head, the Link header, the sitemap and the switch the same addresses on every kind of page, both ways', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(15)
    expect(pages.some((page) => page.kind === 'magazine tag')).toBe(true)
    expect(pages.some((page) => page.kind === 'explorer filtered')).toBe(true)
    for (const { kind, de, en, sitemap, alternates = { de, en } } of pages) {
      const addresses = { de, en }
      const expected: Versions = { ...alternates, 'x-default': alternates.de }
      for (const [locale, other] of [
        ['de', 'en'],
        ['en', 'de'],
      ] as const) {
        const path = addresses[locale]
        const page = await load(path)
        const where = `${kind} ${path}`
        expect(page.status, where).toBe(200)
        expect(headVersions(page.body), `${where}: head`).toEqual(expected)
        expect(linkVersions(page.headers.get('link')), `${where}: Link header`).toEqual(expected)
        if (sitemap) expect(await sitemapVersions(sitemap, path), `${where}: sitemap ${sitemap}`).toEqual(expected)
        expect(switchHref(page.body), `${where}: switch`).toBe(addresses[other])
        expect((await load(addresses[other])).status, `${where}: ${addresses[other]}`).toBe(200)
      }
    }
  })
})

describe('the not-found page, one copy for every missing address', () => {
  it.each([
    ['de', '/gibt-es-nicht', '/en', 'Seite nicht gefunden', 'English'],
    ['en', '/en/does-not-exist', '/', 'Page not found', 'Deutsch'],
  ] as const)('in %s: switches to the other language’s home page and names no address it was asked for', async (_locale, base, home, title, switchText) => {
    const first = `${base}-${randomUUID().slice(0, 8)}`
    const second = `${base}-${randomUUID().slice(0, 8)}`
    const section = `${base === '/gibt-es-nicht' ? '' : '/en'}/exhibitions/no-show-${randomUUID().slice(0, 8)}`
    for (const path of [first, second, section]) {
      for (const userAgent of [crawler, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36']) {
        const page = await load(path, { 'user-agent': userAgent })
        expect(page.status, path).toBe(404)
        expect(page.body, path).toContain(title)
        // A crawler gets the status with an empty page (docs/behaviour.md#error-page-bots: the error page is not rendered
        // for bots, src/server/errorPages.mjs crawlerPage); a visitor gets the page and its switch.
        expect(switchHref(page.body), `${path}: switch`).toBe(userAgent === crawler ? null : home)
        if (userAgent !== crawler) expect(/<a[^>]*data-testid="language-switch"[^>]*>([^<]*)</.exec(page.body)?.[1], path).toBe(switchText)
        // Nothing of any address asked for: not this one, not one before it.
        for (const asked of [first, second, section]) expect(page.body.includes(asked.replace(/^\/en/, '')), `${path} names ${asked}`).toBe(false)
        expect(page.headers.get('link'), path).toBeNull()
        // No section of the menus is the current one.
        expect(/aria-current=/.test(page.body), `${path}: menu mark`).toBe(false)
      }
    }
    expect((await load(home)).status).toBe(200)
  })

  it('leads a visitor from a missing address to the other language’s home page, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const [path, home, lang] of [
        [`/gibt-es-nicht-${randomUUID().slice(0, 8)}`, '/en', 'en-US'],
        [`/en/does-not-exist-${randomUUID().slice(0, 8)}`, '/', 'de-DE'],
      ] as const) {
        const context = await getBrowser().newContext({ javaScriptEnabled, locale: lang === 'en-US' ? 'de-DE' : 'en-US' })
        try {
          const tab = await context.newPage()
          await tab.goto(`${BASE_URL}${path}`)
          if (javaScriptEnabled) await hydrated(tab, '[data-testid="language-switch"]')
          await tab.getByTestId('language-switch').click()
          await tab.waitForURL(`${BASE_URL}${home}`)
          expect(await tab.locator('html').getAttribute('lang'), `${path} (JavaScript ${javaScriptEnabled})`).toBe(lang)
        } finally {
          await context.close()
        }
      }
    }
  })
})

describe('every language switch writes cookie_control_locale (docs/behaviour.md#language-switch)', () => {
  const cookiesOf = async (context: import('playwright-core').BrowserContext) =>
    Object.fromEntries((await context.cookies(BASE_URL)).filter((c) => c.name === 'cookie_control_locale' || c.name === 'i18n_redirected').map((c) => [c.name, c.value]))

  it.each([true, false])('from a magazine article and back (JavaScript %s)', async (javaScriptEnabled) => {
    const article = pages.find((page) => page.kind === 'magazine')!
    const context = await getBrowser().newContext({ javaScriptEnabled, locale: 'de-DE' })
    try {
      const tab = await context.newPage()
      await tab.goto(`${BASE_URL}${article.de}`)
      expect((await cookiesOf(context)).cookie_control_locale).toBeUndefined()
      for (const [to, lang] of [
        ['en', 'en-US'],
        ['de', 'de-DE'],
      ] as const) {
        if (javaScriptEnabled) await hydrated(tab, '[data-testid="language-switch"]')
        await tab.getByTestId('language-switch').click()
        await tab.waitForURL(`${BASE_URL}${article[to]}`)
        expect(await tab.locator('html').getAttribute('lang')).toBe(lang)
        expect(await cookiesOf(context), `after switching to ${to}`).toEqual({ cookie_control_locale: to, i18n_redirected: to })
      }
    } finally {
      await context.close()
    }
  })

  it('is answered by the site, not by a copy in the page cache', async () => {
    const exhibition = pages.find((page) => page.kind === 'exhibitions')!
    // Two visits to the English page exactly as the switch's request will look, but for the Referer:
    // the second is answered from the page cache.
    let cached = false
    for (let i = 0; i < 2; i++) {
      const context = await getBrowser().newContext({ javaScriptEnabled: false, locale: 'de-DE' })
      await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: BASE_URL }])
      try {
        const response = await (await context.newPage()).goto(`${BASE_URL}${exhibition.en}`)
        cached = (await response!.allHeaders())['x-vernissage-cache'] === 'HIT'
      } finally {
        await context.close()
      }
    }
    expect(cached, 'the English page is kept in the page cache').toBe(true)
    const context = await getBrowser().newContext({ javaScriptEnabled: false, locale: 'de-DE' })
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: BASE_URL }])
    try {
      const tab = await context.newPage()
      await tab.goto(`${BASE_URL}${exhibition.de}`)
      await tab.getByTestId('language-switch').click()
      await tab.waitForURL(`${BASE_URL}${exhibition.en}`)
      expect(await cookiesOf(context)).toEqual({ cookie_control_locale: 'en', i18n_redirected: 'en' })
    } finally {
      await context.close()
    }
  })
})

/**
 * The spec's routing rules at the edges (issue 14, points 1, 2, 3, 5, 11), as a crawler (plain
 * HTTP), a visitor without JavaScript and an editor who renames things meet them, in both
 * languages: error pages are complete HTML, every redirect has one Location header and keeps the
 * query, editors' redirects win over fallbacks, other spellings of a page redirect to its own URL,
 * and crawlers get no locale cookie.
 */
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, stackTraceIn, browserForTests } from './support'

const getBrowser = browserForTests()
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Raw = { status: number; headers: Record<string, string[]>; body: string }

/** One request with node:http, so repeated headers stay visible (fetch joins them). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${BASE_URL}${path}`, { headers }, (response) => {
      const all: Record<string, string[]> = {}
      for (let i = 0; i < response.rawHeaders.length; i += 2) (all[response.rawHeaders[i].toLowerCase()] ??= []).push(response.rawHeaders[i + 1])
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: all, body }))
    })
    request.on('error', reject)
  })
}

const textOf = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? null

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(await adminHeaders()), ...init.headers } })
  const body = (await response.json()) as any
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 400)}`)
  return body
}

type Pair = { id: number; de: string; en: string }

/** Published documents of a collection whose slugs differ between the languages. */
async function translatedDocs(collection: string): Promise<Pair[]> {
  const body = await rest(`/api/${collection}?locale=all&depth=0&limit=100&where[_status][equals]=published`)
  return body.docs.flatMap((doc: any) => (doc.slug?.de && doc.slug?.en && doc.slug.de !== doc.slug.en ? [{ id: doc.id, de: doc.slug.de, en: doc.slug.en }] : []))
}

/** Waits until a path answers as expected (the resolver reads the database again at most once a second). */
async function until(path: string, check: (r: Raw) => boolean, headers: Record<string, string> = {}): Promise<Raw> {
  let last: Raw | undefined
  // The status and location beside the verdict: a path that never answers as expected shows its last answer.
  await expect
    .poll(
      async () => {
        last = await raw(path, headers)
        return { expected: check(last), status: last.status, location: last.headers.location }
      },
      { timeout: 10_000, interval: 200, message: `${path} answers as expected` },
    )
    .toMatchObject({ expected: true })
  return last!
}

describe.each([
  { prefix: '', lang: 'de-DE', title: 'Seite nicht gefunden', generic: 'Internal Server Error', home: 'Zur Startseite', nav: 'Hauptmenü' },
  { prefix: '/en', lang: 'en-US', title: 'Page not found', generic: 'Internal Server Error', home: 'Go to the home page', nav: 'Main menu' },
])('error pages are real pages in "$prefix"', ({ prefix, lang, title, generic, home, nav }) => {
  it.each(['/gibt-es-nicht', '/exhibitions/gibt-es-nicht', '/magazine/gibt-es-nicht', '/a/b/c/d', '/wp-login.php', '/404', '/curator', '/Gibt-Es-Nicht'])(
    '%s answers 404 with heading, text, navigation and a way back in the HTML (to a crawler: the status and an empty page)',
    async (path) => {
      // docs/behaviour.md#error-page-bots: the error page is not rendered for bots (issue 29; before, crawlers got it too).
      const forCrawler = await raw(`${prefix}${path}`, { 'user-agent': crawler, 'accept-language': lang })
      expect(forCrawler.status).toBe(404)
      expect(textOf(forCrawler.body, /<title>([^<]*)<\/title>/)).toBe(`${title} · Vernissage`)
      expect(forCrawler.body).toContain(`lang="${lang}"`)
      expect(forCrawler.body).toContain('<body></body>')
      for (const userAgent of ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130']) {
        const page = await raw(`${prefix}${path}`, { 'user-agent': userAgent, 'accept-language': lang })
        expect(page.status).toBe(404)
        expect(page.body).not.toContain('__next_error__')
        expect(page.body).toContain(`lang="${lang}"`)
        expect(textOf(page.body, /<title>([^<]*)<\/title>/)).toContain(title)
        expect(textOf(page.body, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(title)
        expect(page.body).toContain(`aria-label="${nav}"`)
        expect(page.body).toMatch(new RegExp(`<a [^>]*href="${prefix || '/'}"[^>]*>${home}</a>`))
        expect(page.body).toContain('name="robots" content="noindex, follow"')
        expect(stackTraceIn(page.body)).toBeNull()
      }
    },
  )

  it('a failing page answers 500 with the generic error page in full', async () => {
    const page = await raw(`${prefix}/failure-probe`, { 'accept-language': lang })
    expect(page.status).toBe(500)
    expect(page.body).not.toContain('__next_error__')
    expect(textOf(page.body, /<title>([^<]*)<\/title>/)).toContain(generic)
    expect(textOf(page.body, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(generic)
    expect(page.body).toContain(`lang="${lang}"`)
    expect(page.body).toContain(`aria-label="${nav}"`)
    expect(page.body).not.toMatch(/Failure probe/)
    expect(stackTraceIn(page.body)).toBeNull()
  })

  it('without JavaScript the 404 page shows its heading and leads home', async () => {
    const context = await getBrowser().newContext({ javaScriptEnabled: false, locale: lang })
    try {
      const tab = await context.newPage()
      const response = await tab.goto(`${BASE_URL}${prefix}/gibt-es-nicht/wirklich-nicht`)
      expect(response?.status()).toBe(404)
      expect(await tab.title()).toContain(title)
      expect(await tab.locator('h1').innerText()).toBe(title)
      expect(await tab.locator('[data-layout="error"]').count()).toBe(1)
      await tab.getByTestId('error-home').click()
      await tab.waitForURL(`${BASE_URL}${prefix || '/'}`)
    } finally {
      await context.close()
    }
  })
})

describe('a document unpublished a moment ago', () => {
  it('answers a complete 404 page at once, whichever of the resolver and the page notices first', async () => {
    const day = 24 * 60 * 60 * 1000
    const created = await rest('/api/exhibitions?locale=de', {
      method: 'POST',
      body: JSON.stringify({
        title: `Kurzbesuch ${Date.now()}`,
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + day).toISOString(),
        _status: 'published',
      }),
    })
    const path = `/exhibitions/${created.doc.slug}`
    try {
      await until(path, (r) => r.status === 200)
      await rest(`/api/exhibitions/${created.doc.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) })
      const page = await raw(path, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })
      expect(page.status).toBe(404)
      expect(page.body).not.toContain('__next_error__')
      expect(textOf(page.body, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe('Seite nicht gefunden')
      expect(page.headers['x-vernissage-error-page']).toBeUndefined()
      // A crawler: the same status, no error page (docs/behaviour.md#error-page-bots).
      const forCrawler = await raw(path, { 'user-agent': crawler })
      expect(forCrawler.status).toBe(404)
      expect(forCrawler.body).toContain('<title>Seite nicht gefunden · Vernissage</title>')
      expect(forCrawler.body).not.toContain('<h1')
      expect(forCrawler.headers['x-vernissage-error-page']).toBeUndefined()
    } finally {
      await rest(`/api/exhibitions/${created.doc.id}`, { method: 'DELETE' }).catch(() => {})
    }
  })
})

describe('redirects are clean', () => {
  it.each(['/artworks/gibt-es-nicht', '/en/artworks/no-such-work', '/artists/niemand', '/en/artist/nobody', '/team', '/en/magazin', '/Crew', '/EN/Crew'])(
    '%s redirects with exactly one Location header',
    async (path) => {
      for (let round = 0; round < 2; round++) {
        const page = await raw(path)
        expect([307, 308]).toContain(page.status)
        expect(page.headers.location).toHaveLength(1)
        expect(page.headers.location[0]).toMatch(/^\/(?!\/)/)
      }
    },
  )

  it('sends unknown artworks and artists to their lists (docs/behaviour.md#unknown-document) in the visitor language', async () => {
    expect((await raw('/artworks/gibt-es-nicht')).headers.location).toEqual(['/artworks'])
    expect((await raw('/en/artworks/no-such-work')).headers.location).toEqual(['/en/artworks'])
    expect((await raw('/en/artists/nobody')).headers.location).toEqual(['/en/artists'])
  })

  it('editor redirects keep the query string', async () => {
    const page = await raw('/team?utm_source=newsletter&utm_campaign=herbst')
    expect(page.status).toBe(308)
    expect(page.headers.location).toEqual(['/crew?utm_source=newsletter&utm_campaign=herbst'])
    expect((await raw('/en/team?utm_source=x')).headers.location).toEqual(['/en/crew?utm_source=x'])
  })
})

describe('editor redirects win over fallbacks', () => {
  const created: number[] = []
  let exhibition: Pair
  let artworkSlug: string

  beforeAll(async () => {
    ;[exhibition] = await translatedDocs('exhibitions')
    const works = await rest('/api/artworks?depth=0&limit=1&locale=de&where[_status][equals]=published')
    artworkSlug = works.docs[0].slug
    for (const data of [
      { from: '/artworks/e2e-alter-titel', to: `/artworks/${artworkSlug}`, permanent: true },
      { from: '/exhibitions/e2e-alte-schau', to: `/exhibitions/${exhibition.de}`, permanent: false },
      { from: '/en/magazine/e2e-old-article', to: '/magazine', permanent: true },
      { from: '/e2e-kampagne', to: '/artworks', permanent: true },
    ]) {
      created.push((await rest('/api/redirects', { method: 'POST', body: JSON.stringify(data) })).doc.id)
    }
  })

  afterAll(async () => {
    for (const id of created) await rest(`/api/redirects/${id}`, { method: 'DELETE' }).catch(() => {})
  })

  it('under /artworks, where an unknown slug would fall back to the list', async () => {
    const de = await until('/artworks/e2e-alter-titel?utm_source=print', (r) => r.status === 308)
    expect(de.headers.location).toEqual([`/artworks/${artworkSlug}?utm_source=print`])
    const en = await raw('/en/artworks/e2e-alter-titel')
    expect(en.status).toBe(308)
    expect(en.headers.location).toHaveLength(1)
    // Straight to the English slug: following it answers the page, not another redirect.
    expect((await raw(en.headers.location[0])).status).toBe(200)
  })

  it('under /exhibitions, where an unknown slug would answer 404, in the visitor language', async () => {
    expect((await until('/exhibitions/e2e-alte-schau', (r) => r.status === 307)).headers.location).toEqual([`/exhibitions/${exhibition.de}`])
    expect((await raw('/en/exhibitions/e2e-alte-schau')).headers.location).toEqual([`/en/exhibitions/${exhibition.en}`])
  })

  it('from an /en path in English only', async () => {
    expect((await until('/en/magazine/e2e-old-article', (r) => r.status === 308)).headers.location).toEqual(['/en/magazine'])
    expect((await raw('/magazine/e2e-old-article')).status).toBe(404)
  })

  it('for a crawler and without JavaScript too', async () => {
    expect((await until('/e2e-kampagne', (r) => r.status === 308, { 'user-agent': crawler })).headers.location).toEqual(['/artworks'])
    const context = await getBrowser().newContext({ javaScriptEnabled: false, locale: 'de-DE' })
    try {
      const tab = await context.newPage()
      await tab.goto(`${BASE_URL}/exhibitions/e2e-alte-schau?ref=flyer`)
      expect(new URL(tab.url()).pathname).toBe(`/exhibitions/${exhibition.de}`)
      expect(new URL(tab.url()).search).toBe('?ref=flyer')
    } finally {
      await context.close()
    }
  })
})

describe('a renamed document keeps its old address', () => {
  let doc: Pair
  const suffix = `-e2e${Date.now().toString(36)}`

  beforeAll(async () => {
    ;[, doc] = await translatedDocs('exhibitions')
  })

  afterAll(async () => {
    for (const locale of ['de', 'en'] as const) {
      await rest(`/api/exhibitions/${doc.id}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify({ slug: doc[locale], _status: 'published' }) }).catch(() => {})
    }
  })

  it('publishing a new slug in either language redirects the old URL to the new one, query kept', async () => {
    await rest(`/api/exhibitions/${doc.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ slug: `${doc.de}${suffix}`, _status: 'published' }) })
    const de = await until(`/exhibitions/${doc.de}?utm_medium=print`, (r) => r.status === 308)
    expect(de.headers.location).toEqual([`/exhibitions/${doc.de}${suffix}?utm_medium=print`])
    expect((await raw(`/exhibitions/${doc.de}${suffix}`)).status).toBe(200)

    await rest(`/api/exhibitions/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ slug: `${doc.en}${suffix}`, _status: 'published' }) })
    const en = await until(`/en/exhibitions/${doc.en}`, (r) => r.status === 308 && r.headers.location?.[0] === `/en/exhibitions/${doc.en}${suffix}`)
    expect(en.headers.location).toHaveLength(1)
    expect((await raw(`/en/exhibitions/${doc.en}${suffix}`)).status).toBe(200)

    // Given back, the old slug is a page again.
    await rest(`/api/exhibitions/${doc.id}?locale=de`, { method: 'PATCH', body: JSON.stringify({ slug: doc.de, _status: 'published' }) })
    await until(`/exhibitions/${doc.de}`, (r) => r.status === 200)
    expect((await until(`/exhibitions/${doc.de}${suffix}`, (r) => r.status === 308)).headers.location).toEqual([`/exhibitions/${doc.de}`])
  })
})

describe('one URL per page', () => {
  let exhibition: Pair
  let artwork: Pair

  beforeAll(async () => {
    ;[exhibition] = await translatedDocs('exhibitions')
    ;[artwork] = await translatedDocs('artworks')
  })

  it('the other language slug redirects permanently to the page own URL', async () => {
    expect((await raw(`/en/exhibitions/${exhibition.de}`)).headers.location).toEqual([`/en/exhibitions/${exhibition.en}`])
    expect((await raw(`/exhibitions/${exhibition.en}`)).headers.location).toEqual([`/exhibitions/${exhibition.de}`])
    const page = await raw(`/en/artworks/${artwork.de}?utm_source=x`)
    expect(page.status).toBe(308)
    expect(page.headers.location).toEqual([`/en/artworks/${artwork.en}?utm_source=x`])
  })

  it('upper and mixed case redirect permanently, in one hop', async () => {
    for (const [path, target] of [
      [`/Exhibitions/${exhibition.de.toUpperCase()}`, `/exhibitions/${exhibition.de}`],
      [`/EN/Exhibitions/${exhibition.en}`, `/en/exhibitions/${exhibition.en}`],
      ['/FAQ', '/faq'],
      ['/En/Artworks', '/en/artworks'],
    ]) {
      const page = await raw(path)
      expect(page.status, path).toBe(308)
      expect(page.headers.location, path).toEqual([target])
    }
  })

  it('/artist/{slug} leads to the canonical /artists/{slug}', async () => {
    const artists = await rest('/api/artists?depth=0&limit=1&where[_status][equals]=published')
    const slug = artists.docs[0].slug
    expect((await raw(`/artist/${slug}`)).headers.location).toEqual([`/artists/${slug}`])
    expect((await raw(`/en/artist/${slug}`)).headers.location).toEqual([`/en/artists/${slug}`])
  })

  it('canonical, hreflang and the address agree on the page itself', async () => {
    for (const [path, locale] of [
      [`/exhibitions/${exhibition.de}`, 'de'],
      [`/en/exhibitions/${exhibition.en}`, 'en'],
      [`/en/artworks/${artwork.en}`, 'en'],
    ] as const) {
      const page = await raw(path, { 'user-agent': crawler })
      expect(page.status).toBe(200)
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1]
      expect(new URL(canonical!).pathname).toBe(path)
      const alternate = new RegExp(`<link rel="alternate" hrefLang="${locale}" href="([^"]+)"`).exec(page.body)?.[1]
      expect(new URL(alternate!).pathname).toBe(path)
    }
  })
})

describe('the locale cookie', () => {
  it.each(['/', '/en/crew', '/gibt-es-nicht', '/en/nope/deeper', '/wp-login.php', `/en/exhibitions/nope`])('crawlers get none on %s', async (path) => {
    const page = await raw(path, { 'user-agent': crawler, 'accept-language': 'en-US' })
    expect((page.headers['set-cookie'] ?? []).filter((c) => c.startsWith('i18n_redirected='))).toEqual([])
  })

  it('follows the same rule on a 404 as on a page, for visitors', async () => {
    const visitor = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 'sec-fetch-dest': 'document' }
    for (const [page, missing] of [
      ['/en/crew', '/en/gibt-es-nicht'],
      ['/crew', '/gibt-es-nicht'],
    ]) {
      for (const language of ['de-DE', 'en-US']) {
        const headers = { ...visitor, 'accept-language': language }
        const cookieOf = (r: Raw) => (r.headers['set-cookie'] ?? []).find((c) => c.startsWith('i18n_redirected='))?.split(';')[0] ?? null
        const ok = await raw(page, headers)
        const gone = await raw(missing, headers)
        if (ok.status === 200) expect(cookieOf(gone), `${missing} ${language}`).toBe(cookieOf(ok))
      }
    }
  })
})

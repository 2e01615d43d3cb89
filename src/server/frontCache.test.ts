import { describe, expect, it } from 'vitest'

import { fill, peek } from '../base/processState.mjs'

import { basePath, cacheable, cacheKey, createFrontCache, matchesEtag, nextCacheKey, pageEtag, querySettled, sharedVariant } from './frontCache.mjs'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })
const isrHeaders = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=600, stale-while-revalidate=31535400' }
/** A change as src/cms/changes.ts announces it. */
const change = (tags: string[], extra: Record<string, unknown> = {}) => ({
  collection: 'artworks',
  kind: 'collection',
  operation: 'change',
  publicContent: true,
  explorerSource: true,
  tags,
  ...extra,
})

describe('cacheKey', () => {
  it('keeps nothing of a request whose cookies or deciding headers readers could read differently (issue 46 point 8)', () => {
    for (const cookie of ['i18n_redirected=en; i18n_redirected=de', 'i18n_redirected =en', 'i18n_redirected=de; cookie_control_enabled_cookies=necessary~%67tm'])
      expect(cacheKey(get('/faq', { cookie })), cookie).toBeNull()
    const twoLines = { method: 'GET', url: '/faq', headers: { 'accept-encoding': 'identity, gzip' }, rawHeaders: ['Accept-Encoding', 'identity', 'accept-encoding', 'gzip'] }
    expect(cacheKey(twoLines)).toBeNull()
    expect(cacheKey({ ...twoLines, rawHeaders: ['Accept-Encoding', 'identity, gzip', 'X-Other', '1', 'x-other', '2'] })).toBe('/faq|gz||||')
  })

  it('keys public pages by path, encoding, locale cookie, language, request kind and crawler', () => {
    const german = cacheKey(get('/artworks/abendrot', { 'accept-encoding': 'gzip, br', 'accept-language': 'de-DE', cookie: 'i18n_redirected=de' }))
    // With a valid locale cookie Accept-Language decides nothing.
    expect(german).toBe('/artworks/abendrot|gz|de|||')
    expect(cacheKey(get('/artworks/abendrot', { 'accept-language': 'en', cookie: 'i18n_redirected=de' }))).toBe('/artworks/abendrot|id|de|||')
    expect(cacheKey(get('/artworks/abendrot', { 'user-agent': 'Googlebot/2.1' }))).toBe('/artworks/abendrot|id||||bot')
    // Without the cookie next-intl sets it on an /en page only when Accept-Language is not English:
    // a copy made for an English browser (no Set-Cookie) must not reach a German one.
    expect(cacheKey(get('/en/crew', { 'accept-language': 'en-US' }))).toBe('/en/crew|id||en-US||')
    expect(cacheKey(get('/en/crew', { 'accept-language': 'de-DE' }))).toBe('/en/crew|id||de-DE||')
    // Nor does it set the cookie for background requests (Sec-Fetch-Dest other than document).
    expect(cacheKey(get('/en/crew', { 'sec-fetch-dest': 'document' }))).toBe('/en/crew|id|||doc|')
    expect(cacheKey(get('/en/crew', { 'sec-fetch-dest': 'empty' }))).toBe('/en/crew|id|||bg|')
    // The proxy sets no locale cookie for crawlers, so a crawler's copy of an /en page must not reach visitors.
    expect(cacheKey(get('/en/crew', { 'user-agent': 'Googlebot/2.1' }))).toBe('/en/crew|id||||bot')
  })

  it('sends everything else to Next', () => {
    expect(cacheKey({ method: 'POST', url: '/contact', headers: {} })).toBeNull()
    // Of the addresses with a query string, only the search and the explorer are kept (below).
    for (const url of ['/magazine?page=2', '/en/faq?x=1', '/artworks?', '/artworks/abendrot?utm_source=x', '/searchx?q=a']) expect(cacheKey(get(url)), url).toBeNull()
    expect(cacheKey(get('/artworks', { rsc: '1' }))).toBeNull()
    // A click on the language switch: answered with the cookies that store the choice, never from a copy.
    const fromGerman = { host: 'gallery.test', referer: 'http://gallery.test/exhibitions/fernweh', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' }
    expect(cacheKey(get('/en/exhibitions/wanderlust', fromGerman))).toBeNull()
    expect(cacheKey(get('/exhibitions/fernweh', { ...fromGerman, referer: 'http://gallery.test/en/exhibitions/wanderlust' }))).toBeNull()
    expect(cacheKey(get('/exhibitions', fromGerman))).toBe('/exhibitions|id|||doc|')
    expect(cacheKey(get('/artworks', { 'next-router-prefetch': '1' }))).toBeNull()
    for (const url of [
      '/admin',
      '/admin/collections/artworks',
      '/api/artworks',
      '/graphql',
      '/explorer',
      '/media/a-640w.webp',
      '/_next/static/x.js',
      '/build-version',
      '/preview',
      '/en/preview',
      '/robots.txt',
    ]) {
      expect(cacheKey(get(url)), url).toBeNull()
    }
    expect(cacheKey(get('/', { cookie: '__prerender_bypass=1' }))).toBeNull()
    expect(cacheKey(get('/', { cookie: 'a=b; __next_preview_data=1' }))).toBeNull()
  })

  it("keys a signed-in editor's request as a visitor's: the page is the same outside draft mode (issue 33 point 5)", () => {
    expect(cacheKey(get('/', { cookie: 'theme=dark; payload-token=abc' }))).toBe(cacheKey(get('/', { cookie: 'theme=dark' })))
    expect(cacheKey(get('/en/faq', { cookie: 'payload-token=abc; i18n_redirected=en' }))).toBe(cacheKey(get('/en/faq', { cookie: 'i18n_redirected=en' })))
    expect(cacheKey(get('/search?q=a', { cookie: 'payload-token=x' }))).toBe(cacheKey(get('/search?q=a')))
    expect(cacheKey(get('/', { cookie: 'payload-token=abc; __prerender_bypass=1' }))).toBeNull()
  })
})

describe('the per-request pages kept with their query string', () => {
  it('keys /search and /artworks with their query, in both languages', () => {
    expect(cacheKey(get('/search?q=licht'))).toBe('/search?q=licht|id||||')
    expect(cacheKey(get('/en/search?q=light', { cookie: 'i18n_redirected=en' }))).toBe('/en/search?q=light|id|en|||')
    expect(cacheKey(get('/artworks?color=blau&sort=price-asc'))).toBe('/artworks?color=blau&sort=price-asc|id||||')
    expect(cacheKey(get('/en/artworks?page=2'))).toBe('/en/artworks?page=2|id||||')
    // Never in draft mode, for Next's own requests or for an overlong address.
    expect(cacheKey(get('/search?q=a', { cookie: '__prerender_bypass=x' }))).toBeNull()
    expect(cacheKey(get('/search?q=a', { rsc: '1' }))).toBeNull()
    expect(cacheKey(get(`/search?q=${'a'.repeat(300)}`))).toBeNull()
  })

  it('keeps what Next rendered for the request, never what came from its ISR cache or an error', () => {
    const rendered = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }
    expect(cacheable(200, rendered, '/search?q=a|id||||')).toBe(true)
    expect(cacheable(404, rendered, '/search?q=a|id||||')).toBe(false)
    expect(cacheable(200, { ...rendered, 'set-cookie': ['cart=1'] }, '/search?q=a|id||||')).toBe(false)
    expect(cacheable(200, isrHeaders, '/artworks?color=x|id||||')).toBe(false)
    // A query page's rules never apply to a path whose other key parts hold a '?'.
    expect(cacheable(200, rendered, '/faq|id||de?||')).toBe(false)
  })

  it('drops every query page with any change, made before or during its render', () => {
    let clock = 1000
    const cache = createFrontCache({ now: () => clock, tagsOf: () => ['pages:3'] })
    const page = (text: string, startedAt = clock) => ({ headers: {}, body: Buffer.from(text), startedAt })
    cache.set('/artworks?color=blau|id||||', page('blau'))
    cache.set('/en/search?q=light|id||||', page('light'))
    cache.set('/faq|id||||', page('faq'))
    clock = 2000
    cache.purge(change(['artworks', 'artworks:7']))
    expect(cache.get('/artworks?color=blau|id||||')).toBeNull()
    expect(cache.get('/en/search?q=light|id||||')).toBeNull()
    expect(cache.get('/faq|id||||')?.body.toString()).toBe('faq')
    // A render that began before a purge and ended after it may show the old data: not kept.
    clock = 3000
    cache.set('/search?q=x|id||||', page('begun before', 1500))
    expect(cache.get('/search?q=x|id||||')).toBeNull()
    cache.set('/search?q=x|id||||', page('begun after', 2500))
    expect(cache.get('/search?q=x|id||||')?.body.toString()).toBe('begun after')
  })

  it('keeps a search page only while the search engines are settled', () => {
    const before = peek('searchSettled')
    try {
      fill('searchSettled', undefined)
      expect(querySettled('/search?q=a|id||||')).toBe(false)
      fill('searchSettled', () => false)
      expect(querySettled('/en/search?q=a|id||||')).toBe(false)
      fill('searchSettled', () => true)
      expect(querySettled('/search?q=a|id||||')).toBe(true)
      // The explorer waits for its lists itself.
      fill('searchSettled', () => false)
      expect(querySettled('/artworks?color=blau|id||||')).toBe(true)
    } finally {
      fill('searchSettled', before)
    }
  })
})

describe('cacheable', () => {
  it('keeps only 200 answers from Next’s ISR cache, with no cookie but the locale one', () => {
    expect(cacheable(200, isrHeaders)).toBe(true)
    expect(cacheable(404, isrHeaders)).toBe(false)
    expect(cacheable(200, { ...isrHeaders, 'set-cookie': ['a=b'] })).toBe(false)
    expect(cacheable(200, { ...isrHeaders, 'set-cookie': ['i18n_redirected=de; Path=/', 'payload-token=x'] })).toBe(false)
    // The locale proxy's cookie follows from the key (path and the request's cookie): safe to replay.
    expect(cacheable(200, { ...isrHeaders, 'set-cookie': ['i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=lax'] })).toBe(true)
    expect(cacheable(200, { 'cache-control': 'private, no-cache, no-store' })).toBe(false)
    expect(cacheable(200, { 'x-nextjs-cache': 'HIT', 'cache-control': 'no-store' })).toBe(false)
  })
})

describe('createFrontCache', () => {
  const entry = (text: string) => ({ headers: { etag: '"1"' }, body: Buffer.from(text) })

  it("drops the copies whose page carries one of a change's tags, in both languages, and those of unknown tags", () => {
    let clock = 1000
    // The tags Next keeps with each page (by its cache key, the locale inside).
    const tags: Record<string, string[]> = { '/de/artworks/a': ['artworks:1', 'artists:2'], '/en/artworks/a': ['artworks:1', 'artists:2'], '/de/artworks/b': ['artworks:5'] }
    const cache = createFrontCache({ now: () => clock, tagsOf: (key) => tags[key] })
    cache.set('/artworks/a|gz|', entry('de'))
    cache.set('/en/artworks/a|gz|', entry('en'))
    cache.set('/artworks/b|gz|', entry('b'))
    cache.set('/unknown|gz|', entry('?'))
    clock = 2000
    cache.purge(change(['artists', 'artists:2']))
    expect(cache.get('/artworks/a|gz|')).toBeNull()
    expect(cache.get('/en/artworks/a|gz|')).toBeNull()
    expect(cache.get('/unknown|gz|')).toBeNull()
    expect(cache.get('/artworks/b|gz|')?.body.toString()).toBe('b')
    // A change no page shows (a staff account) leaves everything; a resync of the bus drops all.
    cache.purge({ collection: 'users', kind: 'collection', operation: 'change', publicContent: false, explorerSource: false, tags: ['users', 'users:1'] })
    expect(cache.size).toBe(1)
    cache.purge({ everything: true })
    expect(cache.size).toBe(0)
  })

  it("names a public path's page as Next's cache does, the locale inside", () => {
    expect(nextCacheKey('/')).toBe('/de')
    expect(nextCacheKey('/en')).toBe('/en')
    expect(nextCacheKey('/artworks/a')).toBe('/de/artworks/a')
    expect(nextCacheKey('/en/artworks/a?x=1')).toBe('/en/artworks/a')
  })

  it('forgets entries after their age and the least recently used beyond its size', () => {
    let clock = 0
    // Room for two pages of 10 KB with their headers, not three.
    const cache = createFrontCache({ maxAgeMs: 1000, maxBytes: 25_000, now: () => clock, tagsOf: () => [] })
    const page = 'x'.repeat(10_000)
    cache.set('/a|id|', entry(page))
    cache.set('/b|id|', entry(page))
    cache.get('/a|id|') // /a is now the most recently used
    cache.set('/c|id|', entry(page))
    expect(cache.bytes).toBeLessThanOrEqual(25_000)
    expect(cache.get('/b|id|')).toBeNull()
    expect(cache.get('/a|id|')).not.toBeNull()
    clock = 2000
    expect(cache.get('/a|id|')).toBeNull()
  })

  it('maps the home pages to the path /', () => {
    expect(basePath('/en')).toBe('/')
    expect(basePath('/en/crew')).toBe('/crew')
    expect(basePath('/crew')).toBe('/crew')
  })
})

describe('acceptedEncoding', () => {
  it('is gzip when the client takes gzip, and nothing otherwise (deflate, br, zstd, gzip;q=0)', async () => {
    const { acceptedEncoding } = await import('./frontCache.mjs')
    expect(acceptedEncoding('gzip, deflate, br')).toBe('gzip')
    expect(acceptedEncoding('br;q=1, gzip;q=0.5')).toBe('gzip')
    expect(acceptedEncoding('x-gzip')).toBe('gzip')
    for (const value of [undefined, '', 'deflate', 'br', 'zstd', 'identity', 'gzip;q=0', '*', 'gzipper']) expect(acceptedEncoding(value), String(value)).toBeNull()
  })

  it('keys deflate and br requests with those that ask for no compression', () => {
    const plain = cacheKey(get('/faq', {}))
    expect(cacheKey(get('/faq', { 'accept-encoding': 'deflate' }))).toBe(plain)
    expect(cacheKey(get('/faq', { 'accept-encoding': 'br' }))).toBe(plain)
    expect(cacheKey(get('/faq', { 'accept-encoding': 'gzip;q=0, deflate' }))).toBe(plain)
    expect(cacheKey(get('/faq', { 'accept-encoding': 'gzip' }))).not.toBe(plain)
  })
})

describe('createFrontCache with several instances', () => {
  const entry = (text: string, startedAt: number) => ({ headers: { etag: '"1"' }, body: Buffer.from(text), startedAt })
  it('keeps no copy of a request that was under way when a change was heard (its page may predate it)', () => {
    let clock = 1000
    const b = createFrontCache({ now: () => clock, tagsOf: () => ['pages:1'] })
    // B's request begins at 1000; the change another instance announced is heard at 1500.
    clock = 1500
    b.purge(change(['pages', 'pages:1'], { collection: 'pages' }))
    clock = 2000
    b.set('/faq|id|||doc|', entry('maybe old', 1000))
    expect(b.get('/faq|id|||doc|')).toBeNull()
    // Begun after the change was heard, the copy stays.
    b.set('/faq|id|||doc|', entry('new', 1600))
    expect(b.get('/faq|id|||doc|')?.body.toString()).toBe('new')
  })
})

describe('the ETag of a kept page', () => {
  it('is a weak tag of the page before compression, the same on every instance, another for other bytes', () => {
    const page = Buffer.from('<!DOCTYPE html><html lang="de-DE"><body>Werk</body></html>')
    expect(pageEtag(page)).toMatch(/^W\/"[\w-]{27}"$/)
    expect(pageEtag(Buffer.from(page))).toBe(pageEtag(page))
    expect(pageEtag(Buffer.from('<!DOCTYPE html><html lang="de-DE"><body>Werk.</body></html>'))).not.toBe(pageEtag(page))
  })

  it('matches If-None-Match weakly, in a list and as *', () => {
    const etag = 'W/"abc"'
    for (const header of ['W/"abc"', '"abc"', '"x", W/"abc"', '*']) expect(matchesEtag(header, etag), header).toBe(true)
    for (const header of [undefined, '', '"abd"', 'W/"ab"', '"x", "y"']) expect(matchesEtag(header, etag), String(header)).toBe(false)
  })
})

describe('the variant a shared cache in front may keep an answer as (issue 46 point 8)', () => {
  const variant = (url: string, headers: Record<string, string>) => sharedVariant(get(url, headers), cacheKey(get(url, headers)))
  it('names the stored language and gzip: what deploy/nginx.conf keys a page by (consent changes no answer)', () => {
    expect(variant('/faq', { cookie: 'i18n_redirected=de' })).toBe('de|')
    expect(variant('/en/faq', { cookie: 'i18n_redirected=en; cookie_control_enabled_cookies=necessary~gtm', 'accept-encoding': 'gzip' })).toBe('en|gz')
    expect(variant('/en/faq', { cookie: 'i18n_redirected=en', 'accept-encoding': 'gzip' })).toBe('en|gz')
    expect(variant('/faq', { cookie: 'i18n_redirected=de', 'sec-fetch-dest': 'document' })).toBe('de|')
  })

  it('names no language for a visitor without a stored one: nginx then keys the page by Accept-Language', () => {
    expect(variant('/faq', {})).toBe('|')
    expect(variant('/faq', { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'gzip' })).toBe('|gz')
    expect(variant('/en/faq', { cookie: 'cookie_control_enabled_cookies=necessary', 'accept-language': 'de' })).toBe('|')
    expect(variant('/faq', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBeNull()
    expect(variant('/faq', { cookie: 'payload-token=eyJ.x.y' })).toBeNull()
    expect(variant('/faq', { 'sec-fetch-dest': 'empty' })).toBeNull()
  })

  it('is none for a request a shared copy must not be made from', () => {
    expect(variant('/faq', { cookie: 'i18n_redirected=fr' })).toBeNull()
    expect(variant('/faq', { cookie: 'i18n_redirected=en; i18n_redirected=de' })).toBeNull()
    expect(variant('/faq', { cookie: 'i18n_redirected =en' })).toBeNull()
    expect(variant('/faq', { cookie: 'i18n_redirected=en', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBeNull()
    expect(variant('/en/faq', { cookie: 'i18n_redirected=de', 'sec-fetch-dest': 'empty' })).toBeNull()
    expect(variant('/search?q=x', { cookie: 'i18n_redirected=de' })).toBeNull()
    expect(variant('/faq', { cookie: 'i18n_redirected=de; __prerender_bypass=1' })).toBeNull()
    expect(variant('/faq', { cookie: 'i18n_redirected=de; payload-token=eyJ.x.y' })).toBeNull()
  })
})

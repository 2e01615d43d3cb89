import { describe, expect, it } from 'vitest'

import { completeErrorPageHeader, statusPageWantedHeader } from '../features/routing/completeErrorPage.mjs'

import { crawlerPage, isDocumentRequest, localeOf, replacementFor } from './errorPages.mjs'

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** What the locale proxy does for a complete error page (src/proxy.ts: a header only this server reads). */
const noteComplete = (response: import('node:http').ServerResponse) => {
  response.setHeader(completeErrorPageHeader, '1')
}

describe('error pages of the production server', () => {
  it('replaces incomplete 404 and any 5xx answers, never complete ones or others', () => {
    expect(replacementFor(500, false)).toBe(500)
    expect(replacementFor(503, false)).toBe(500)
    expect(replacementFor(404, false)).toBe(404)
    expect(replacementFor(404, true)).toBeNull()
    expect(replacementFor(500, true)).toBeNull()
    expect(replacementFor(200, false)).toBeNull()
    expect(replacementFor(308, false)).toBeNull()
  })

  it('only for page loads', () => {
    expect(isDocumentRequest({ method: 'GET', url: '/en/crew', headers: {} })).toBe(true)
    expect(isDocumentRequest({ method: 'GET', url: '/crew?x=1', headers: {} })).toBe(true)
    expect(isDocumentRequest({ method: 'POST', url: '/contact', headers: {} })).toBe(false)
    expect(isDocumentRequest({ method: 'GET', url: '/crew', headers: { rsc: '1' } })).toBe(false)
    for (const url of ['/api/artworks', '/admin', '/graphql', '/media/x-640w.webp', '/_next/static/a.js', '/explorer', '/favicon.ico'])
      expect(isDocumentRequest({ method: 'GET', url, headers: {} }), url).toBe(false)
  })

  it('in the language of the address', () => {
    expect(localeOf('/en')).toBe('en')
    expect(localeOf('/en/crew')).toBe('en')
    expect(localeOf('/en?x')).toBe('en')
    expect(localeOf('/english')).toBe('de')
    expect(localeOf('/crew')).toBe('de')
  })
})

describe('the error pages in place of Next’s, on a real HTTP server with the SiteResponse', () => {
  const pages = { page: (status: number | string, locale: string) => Buffer.from(`<h1>our ${status} ${locale}</h1>`), scriptsOf: () => [] }
  type Handler = (response: import('node:http').ServerResponse) => void

  async function serve(handler: Handler, path = '/crew') {
    const { createServer } = await import('node:http')
    const { SiteResponse } = await import('./siteResponse.mjs')
    const { secureResponse } = await import('./secureResponse.mjs')
    const server = createServer({ ServerResponse: SiteResponse }, (request, response) => {
      response.site = { request, scripts: secureResponse(request, response), errorPages: pages, copy: null }
      handler(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`)
      return { status: response.status, body: await response.text(), headers: response.headers }
    } finally {
      server.close()
    }
  }

  it('replaces an empty 404 shell and a failed render with the site page, keeping the status', async () => {
    const notFound = await serve((r) => {
      r.statusCode = 404
      r.setHeader('content-type', 'text/html')
      r.write('<html id="__next_error__">')
      r.end('</html>')
    }, '/en/gone')
    expect(notFound).toMatchObject({ status: 404, body: '<h1>our 404 en</h1>' })
    const failed = await serve((r) => {
      r.writeHead(500, { 'content-type': 'text/html', 'x-nextjs-cache': 'MISS' })
      r.end('<html id="__next_error__"></html>')
    })
    expect(failed).toMatchObject({ status: 500, body: '<h1>our 500 de</h1>' })
    expect(failed.headers.get('x-nextjs-cache')).toBeNull()
  })

  it('passes complete error pages (the locale proxy noted them), other answers and heads already sent', async () => {
    /** A complete error page as the proxy answers one: noted, then sent. */
    const completePage =
      (status: number, body: string, headers: Record<string, string> = {}) =>
      (r: import('node:http').ServerResponse) => {
        noteComplete(r)
        r.writeHead(status, { 'content-type': 'text/html', ...headers })
        r.end(body)
      }
    const complete = await serve(completePage(404, '<h1>complete</h1>', { 'cache-control': 's-maxage=600' }))
    expect(complete).toMatchObject({ status: 404, body: '<h1>complete</h1>' })
    expect(complete.headers.get('cache-control')).toBe('private, no-store')
    const dotted = await serve(completePage(404, '<h1>complete</h1>'), '/alt/wp-login.php')
    expect(dotted).toMatchObject({ status: 404, body: '<h1>complete</h1>' })
    expect(dotted.headers.get('cache-control')).toBe('private, no-store')
    const serverError = await serve(completePage(500, '<h1>complete 500</h1>'), '/500')
    expect(serverError).toMatchObject({ status: 500, body: '<h1>complete 500</h1>' })
    const file = await serve((r) => {
      r.statusCode = 404
      r.end('no such file')
    }, '/missing.png')
    expect(file).toMatchObject({ status: 404, body: 'no such file' })
    const ok = await serve((r) => {
      r.writeHead(200, { 'content-type': 'text/html' })
      r.write('<p>a')
      r.end('page</p>')
    })
    expect(ok).toMatchObject({ status: 200, body: '<p>apage</p>' })
  })

  it('puts the status page the locale proxy names in its bare status (a form it cannot read), in the address’s language', async () => {
    const bare = (r: import('node:http').ServerResponse) => {
      r.writeHead(400, { [statusPageWantedHeader]: 'form', 'cache-control': 'no-store' })
      r.end()
    }
    const german = await serve(bare, '/contact')
    expect(german).toMatchObject({ status: 400, body: '<h1>our form de</h1>' })
    expect(german.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(german.headers.get(statusPageWantedHeader)).toBeNull()
    expect(await serve(bare, '/en/contact')).toMatchObject({ status: 400, body: '<h1>our form en</h1>' })
  })
})

describe('crawlers (docs/behaviour.md#error-page-bots: the error page is not rendered for bots)', () => {
  it('get an empty page that names the error in the address language, not to be indexed', () => {
    expect(crawlerPage(404, 'de')).toContain('<html lang="de-DE">')
    expect(crawlerPage(404, 'de')).toContain('<title>Seite nicht gefunden · Vernissage</title>')
    expect(crawlerPage(404, 'en')).toContain('<title>Page not found · Vernissage</title>')
    expect(crawlerPage(500, 'en')).toContain('<html lang="en-US">')
    expect(crawlerPage(500, 'de')).toContain('<title>Internal Server Error · Vernissage</title>')
    for (const page of [crawlerPage(404, 'de'), crawlerPage(500, 'en')]) {
      expect(page).toContain('<meta name="robots" content="noindex">')
      expect(page).toContain('<body></body>')
    }
  })

  const pages = { page: (status: number, locale: string) => Buffer.from(`<h1>our ${status} ${locale}</h1>`), scriptsOf: () => [] }

  async function crawl(handler: (response: import('node:http').ServerResponse) => void, path: string, userAgent = googlebot) {
    const { createServer } = await import('node:http')
    const { SiteResponse } = await import('./siteResponse.mjs')
    const { secureResponse } = await import('./secureResponse.mjs')
    const server = createServer({ ServerResponse: SiteResponse }, (request, response) => {
      response.site = { request, scripts: secureResponse(request, response), errorPages: pages, copy: null }
      handler(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'user-agent': userAgent } })
      return { status: response.status, body: await response.text(), headers: response.headers }
    } finally {
      server.close()
    }
  }
  const failing = (status: number) => (r: import('node:http').ServerResponse) => {
    r.writeHead(status, { 'content-type': 'text/html' })
    r.end('<html id="__next_error__"></html>')
  }
  const completeNotFound = (r: import('node:http').ServerResponse) => {
    noteComplete(r)
    r.writeHead(404, { 'content-type': 'text/html' })
    r.end('<header>menu</header><h1>Seite nicht gefunden</h1>')
  }

  it('keep the status of every 404 and 5xx kind, in both languages, without the error page', async () => {
    for (const [handler, path, status, title] of [
      [completeNotFound, '/gibt-es-nicht', 404, 'Seite nicht gefunden'],
      [completeNotFound, '/en/no-such-page', 404, 'Page not found'],
      [completeNotFound, '/alt/seite.php', 404, 'Seite nicht gefunden'],
      [failing(404), '/en/artworks/gone', 404, 'Page not found'],
      [failing(500), '/crew', 500, 'Internal Server Error'],
      [failing(503), '/en/crew', 503, 'Internal Server Error'],
      [failing(502), '/crew', 502, 'Internal Server Error'],
    ] as const) {
      const answer = await crawl(handler, path)
      expect(answer.status, path).toBe(status)
      expect(answer.body, path).toBe(crawlerPage(status === 404 ? 404 : 500, path.startsWith('/en') ? 'en' : 'de'))
      expect(answer.body, path).toContain(`<title>${title} · Vernissage</title>`)
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('while visitors keep the error page, and crawlers their ordinary pages and files', async () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
    expect(await crawl(completeNotFound, '/gibt-es-nicht', chrome)).toMatchObject({ status: 404, body: '<header>menu</header><h1>Seite nicht gefunden</h1>' })
    expect(await crawl(failing(503), '/en/crew', chrome)).toMatchObject({ status: 503, body: '<h1>our 500 en</h1>' })
    const ok = await crawl((r) => {
      r.writeHead(200, { 'content-type': 'text/html' })
      r.end('<p>page</p>')
    }, '/crew')
    expect(ok).toMatchObject({ status: 200, body: '<p>page</p>' })
    const file = await crawl((r) => {
      r.statusCode = 404
      r.end('no such file')
    }, '/missing.png')
    expect(file).toMatchObject({ status: 404, body: 'no such file' })
  })
})

describe('unroutable', () => {
  it('takes malformed encodings and dotted first segments that are none of the site files', async () => {
    const { unroutable } = await import('./errorPages.mjs')
    const statics = new Set(['/favicon.ico', '/robots.txt', '/icon-192.png'])
    for (const url of ['/%', '/artworks/%E0%A4%A', '/x.ico', '/wp-login.php', '/a.b/c', '/de.x/artworks', '/.env', '/favicon.ico/x'])
      expect(unroutable(url, statics), url).toBe(true)
    for (const url of ['/', '/favicon.ico', '/robots.txt', '/icon-192.png', '/artworks/abend.rot', '/en/faq', '/_next/static/x.js', '/search?q=a.b', '/artworks/%C3%A4'])
      expect(unroutable(url, statics), url).toBe(false)
  })
})

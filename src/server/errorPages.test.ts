import { describe, expect, it } from 'vitest'

import { isDocumentRequest, localeOf, replacementFor } from './errorPages.mjs'

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

describe('interceptErrorPages on a real HTTP server', () => {
  const pages = { page: (status: number, locale: string) => Buffer.from(`<h1>our ${status} ${locale}</h1>`) }
  type Handler = (response: import('node:http').ServerResponse) => void

  async function serve(handler: Handler, path = '/crew') {
    const { createServer } = await import('node:http')
    const { interceptErrorPages } = await import('./errorPages.mjs')
    const server = createServer((request, response) => {
      interceptErrorPages(pages, request, response)
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

  it('passes complete error pages (without their mark), other answers and heads already sent', async () => {
    const marked = await serve((r) => {
      r.setHeader('x-vernissage-error-page', '404')
      r.writeHead(200, { 'cache-control': 's-maxage=600' })
      r.end('<h1>complete</h1>')
    })
    expect(marked).toMatchObject({ status: 404, body: '<h1>complete</h1>' })
    expect(marked.headers.get('cache-control')).toBe('private, no-store')
    const dotted = await serve((r) => {
      r.setHeader('x-vernissage-error-page', '404')
      r.end('<h1>complete</h1>')
    }, '/wp-login.php')
    expect(dotted).toMatchObject({ status: 404, body: '<h1>complete</h1>' })
    const file = await serve((r) => {
      r.statusCode = 404
      r.end('no such file')
    }, '/missing.png')
    expect(file).toMatchObject({ status: 404, body: 'no such file' })
    expect(marked.headers.get('x-vernissage-error-page')).toBeNull()
    const ok = await serve((r) => {
      r.writeHead(200, { 'content-type': 'text/html' })
      r.write('<p>a')
      r.end('page</p>')
    })
    expect(ok).toMatchObject({ status: 200, body: '<p>apage</p>' })
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

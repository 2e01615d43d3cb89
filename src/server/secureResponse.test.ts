import { createHash } from 'node:crypto'
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { errorPageWantedHeader } from '../features/routing/completeErrorPage.mjs'
import { admitInlineScript, noteStoredPage, storedScriptsHeader } from '../features/security/pageScripts.mjs'

import { cachedPageHeaders, pageVary, secureResponse, varyWith } from './secureResponse.mjs'
import { SiteResponse } from './siteResponse.mjs'
import { createErrorPages } from './errorPages.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

type KeptErrorPages = NonNullable<SiteResponse['site']>['errorPages']

/** A real server with the production server's response class; `handler` plays Next. */
async function listen(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void, errorPages: KeptErrorPages = null) {
  const server = http.createServer({ ServerResponse: SiteResponse }, (request, response) => {
    const scripts = secureResponse(request, response)
    ;(response as SiteResponse).site = { request, scripts, errorPages, copy: null }
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as { port: number }).port }
}

async function serve(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void, headers: Record<string, string> = {}) {
  const { server, port } = await listen(handler)
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers, redirect: 'manual' })
    return { status: response.status, headers: response.headers, body: await response.text() }
  } finally {
    server.close()
  }
}

const scriptSrc = (policy: string | null) => policy?.split('; ').find((d) => d.startsWith('script-src ')) ?? ''
/** Tag Manager's hosts, in every page's policy (consent is followed in the browser). */
const tagManager = 'https://www.googletagmanager.com https://*.googletagmanager.com'

describe('the security headers of the production server (issue 31 point 3)', () => {
  it('hands Next a nonce in the request and admits it in the page policy', async () => {
    let seen = ''
    const page = await serve((request, r) => {
      seen = String(request.headers['content-security-policy'])
      r.setHeader('content-type', 'text/html; charset=utf-8')
      r.end('<p>x</p>')
    })
    const nonce = /'nonce-([^']+)'/.exec(seen)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(scriptSrc(page.headers.get('content-security-policy'))).toBe(`script-src 'self' 'nonce-${nonce}' ${tagManager}`)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    // Every request gets a nonce of its own, whatever else is under way.
    const again = await serve((request, r) => {
      r.setHeader('content-type', 'text/html')
      r.end(String(request.headers['content-security-policy']))
    })
    expect(again.body).not.toContain(nonce)
  })

  /** What Next sends for a stored page: the entry's headers, with the hashes the cache handler put there. */
  const storedPage = (r: http.ServerResponse, html: string, state: string) => {
    const value = { kind: 'APP_PAGE', html, headers: {} as Record<string, string> }
    noteStoredPage('/de/x', 1, value)
    for (const [name, header] of Object.entries(value.headers)) r.setHeader(name, header)
    r.setHeader('x-nextjs-cache', state)
    r.setHeader('content-type', 'text/html; charset=utf-8')
    r.end(html)
  }

  it("admits a stored page's scripts by the hashes its version carries, names no nonce, and keeps the hashes' header to itself (issue 50 point 2)", async () => {
    const html = '<html><script>self.a=1</script><p>x</p><script>self.b=2</script></html>'
    // MISS: the render that stores the page, and the requests Next batched with it, get its hashes too.
    for (const state of ['HIT', 'STALE', 'MISS']) {
      const page = await serve((_, r) => storedPage(r, html, state))
      expect(page.body).toBe(html)
      expect(scriptSrc(page.headers.get('content-security-policy')), state).toBe(`script-src 'self' ${sha('self.a=1')} ${sha('self.b=2')} ${tagManager}`)
      expect(page.headers.get(storedScriptsHeader)).toBeNull()
    }
  })

  it('keeps the nonce, and admits the site’s own inline scripts, on a page rendered for the request (per request, or in draft mode)', async () => {
    const html = '<html><script>self.a=1</script><p>x</p></html>'
    admitInlineScript('self.theme=1')
    for (const state of [null, 'HIT']) {
      const rendered = await serve((_, r) => {
        if (state) r.setHeader('x-nextjs-cache', state)
        r.setHeader('content-type', 'text/html; charset=utf-8')
        r.end(html)
      })
      const policy = scriptSrc(rendered.headers.get('content-security-policy'))
      expect(policy).toMatch(/'nonce-/)
      expect(policy).toContain(sha('self.theme=1'))
      expect(policy).not.toContain(sha('self.a=1'))
    }
  })

  it('lets a page stream: its first bytes reach the client before its last are written', async () => {
    let release = () => {}
    let ended = false
    const { server, port } = await listen((_, r) => {
      r.setHeader('content-type', 'text/html; charset=utf-8')
      r.write('<p>first</p>')
      // The rest is written once the client has read the first bytes (or after 3 s, if they never come).
      const finish = () => {
        if (ended) return
        ended = true
        r.end('<p>last</p>')
      }
      release = finish
      setTimeout(finish, 3000)
    })
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      const reader = response.body!.getReader()
      const first = await reader.read()
      expect(ended).toBe(false)
      expect(new TextDecoder().decode(first.value)).toBe('<p>first</p>')
      release()
      while (!(await reader.read()).done);
    } finally {
      server.close()
    }
  })

  it('sends no policy with a 304, which the browser would lay over the page it keeps', async () => {
    const notModified = await serve((_, r) => {
      r.writeHead(304, { etag: '"x"', 'content-type': 'text/html' })
      r.end()
    })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('locks down everything else, and gives every visitor of a page one policy, consent or not (issue 50 point 1)', async () => {
    const json = await serve((_, r) => {
      r.writeHead(200, { 'content-type': 'application/json' })
      r.end('{}')
    })
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
    const page = (cookie?: string) =>
      serve(
        (_, r) => {
          r.setHeader('content-type', 'text/html')
          r.end('<p>x</p>')
        },
        cookie ? { cookie } : {},
      )
    // Each request has a nonce of its own: the rest of the policy is the same.
    const withoutNonce = (policy: string | null) => String(policy).replace(/'nonce-[^']+'/, "'nonce'")
    const plain = withoutNonce((await page()).headers.get('content-security-policy'))
    expect(plain).toContain('https://www.googletagmanager.com')
    expect(withoutNonce((await page('cookie_control_enabled_cookies=gtm')).headers.get('content-security-policy'))).toBe(plain)
  })

  it('drops the Refresh Next adds to a 308, which repeated the Location and its query (issue 30 point 9), and its rewrite note', async () => {
    const query = `?q=${'x'.repeat(6000)}`
    const answer = await serve((_, r) => {
      // As Next's router answers a redirect from the proxy (next/dist/server/lib/router-server.js).
      r.statusCode = 308
      r.setHeader('location', `/crew${query}`)
      r.setHeader('Refresh', `0;url=/crew${query}`)
      r.setHeader('x-middleware-rewrite', '/de/crew')
      r.end(`/crew${query}`)
    })
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe(`/crew${query}`)
    expect(answer.headers.get('refresh')).toBeNull()
    expect(answer.headers.get('x-middleware-rewrite')).toBeNull()
  })
})

describe('the headers of a page from the front cache', () => {
  it("let the site itself frame it (the admin's live preview) and no other site, as Next's own answer does; no request goes in", () => {
    const headers = cachedPageHeaders([])
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('admit the scripts by the hashes kept with the page, made once per kept page', () => {
    const kept = ["'sha256-a'", "'sha256-b'"]
    const headers = cachedPageHeaders(kept)
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-a' 'sha256-b' /)
    expect(cachedPageHeaders(kept)).toBe(headers)
    expect(cachedPageHeaders(["'sha256-c'"])['content-security-policy']).toMatch(/script-src 'self' 'sha256-c' /)
  })
})

describe('Vary', () => {
  it('adds what is missing to the Vary Next wrote, once, keeping its order', () => {
    expect(varyWith('rsc, Accept-Encoding', ['Accept-Encoding', 'Accept-Language', 'Cookie'])).toBe('rsc, Accept-Encoding, Accept-Language, Cookie')
    expect(varyWith(undefined, ['Cookie'])).toBe('Cookie')
    expect(varyWith('cookie', ['Cookie'])).toBe('cookie')
  })

  it('names Accept-Language only where it decides between a page and a redirect: addresses without /en', () => {
    expect(pageVary('/en/crew')).toEqual(['Accept-Encoding', 'Cookie'])
    expect(pageVary('/en')).toEqual(['Accept-Encoding', 'Cookie'])
    expect(pageVary('/crew')).toEqual(['Accept-Encoding', 'Accept-Language', 'Cookie'])
    expect(pageVary('/english')).toEqual(['Accept-Encoding', 'Accept-Language', 'Cookie'])
  })
})

describe("the server's error page in place of the proxy's bare status", () => {
  const kept = '<!DOCTYPE html><html lang="de"><body><main data-testid="not-found">Seite nicht gefunden</main><script>self.kept=1</script></body></html>'
  const errorPages = createErrorPages({ render: async () => ({ status: 404, html: kept }) })
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
  /** What the proxy answers for a missing address: the status, the routing's cookie, and for a page load the note. */
  const proxy = (wanted: boolean) => (_request: http.IncomingMessage, r: http.ServerResponse) => {
    r.statusCode = 404
    r.setHeader('set-cookie', 'i18n_redirected=de; Path=/')
    if (wanted) r.setHeader(errorPageWantedHeader, '1')
    r.end()
  }
  async function ask(path: string, wanted: boolean, userAgent = browser) {
    const { server, port } = await listen(proxy(wanted), errorPages)
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'user-agent': userAgent } })
      return { status: response.status, headers: response.headers, body: await response.text() }
    } finally {
      server.close()
    }
  }

  it('is the kept page, whatever the address looks like, with every security header and the routing’s cookie', async () => {
    await errorPages.refresh()
    for (const path of ['/gibt-es-nicht', '/alt/wp-login.php']) {
      const answer = await ask(path, true)
      expect([answer.status, answer.body], path).toEqual([404, kept])
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store')
      expect(scriptSrc(answer.headers.get('content-security-policy')), path).toContain(sha('self.kept=1'))
      expect(answer.headers.get('set-cookie'), path).toBe('i18n_redirected=de; Path=/')
      expect(answer.headers.get(errorPageWantedHeader), path).toBeNull()
    }
  })

  it('is the empty crawler page for a crawler, and nothing for an answer the proxy did not mark that is no page load', async () => {
    const crawler = await ask('/alt/wp-login.php', true, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
    expect(crawler.status).toBe(404)
    expect(crawler.body).toContain('<body></body>')
    const file = await ask('/alt/wp-login.php', false)
    expect([file.status, file.body]).toEqual([404, ''])
  })
})

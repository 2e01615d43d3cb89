import { createHash } from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { secureResponse } from './secureResponse.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

async function serve(handler: (response: http.ServerResponse) => void, headers: Record<string, string> = {}) {
  const server = http.createServer((request, response) => {
    secureResponse(request, response)
    handler(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers })
    return { status: response.status, headers: response.headers, body: await response.text() }
  } finally {
    server.close()
  }
}

describe('secureResponse on a real HTTP server', () => {
  it('gives a page the hashes of its inline scripts, also when Next compressed it', async () => {
    const html = '<html><script>self.a=1</script><p>x</p><script>self.b=2</script></html>'
    const plain = await serve((r) => {
      r.setHeader('content-type', 'text/html; charset=utf-8')
      r.write(html.slice(0, 20))
      r.end(html.slice(20))
    })
    expect(plain.body).toBe(html)
    expect(plain.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha('self.a=1')} ${sha('self.b=2')}`)
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('x-frame-options')).toBe('DENY')

    const gzipped = await serve((r) => {
      const body = zlib.gzipSync(html)
      r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(body.length) })
      r.end(body)
    })
    expect(gzipped.body).toBe(html)
    expect(gzipped.headers.get('content-security-policy')).toContain(sha('self.b=2'))
  })

  it('sends no policy with a 304, which the browser would lay over the page it keeps', async () => {
    const notModified = await serve((r) => {
      r.writeHead(304, { etag: '"x"', 'content-type': 'text/html' })
      r.end()
    })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('locks down everything else and admits Tag Manager only for a consenting visitor', async () => {
    const json = await serve((r) => {
      r.writeHead(200, { 'content-type': 'application/json' })
      r.end('{}')
    })
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
    const page = (cookie?: string) =>
      serve(
        (r) => {
          r.setHeader('content-type', 'text/html')
          r.end('<p>x</p>')
        },
        cookie ? { cookie } : {},
      )
    expect((await page()).headers.get('content-security-policy')).not.toContain('googletagmanager')
    expect((await page('cookie_control_enabled_cookies=gtm')).headers.get('content-security-policy')).toContain('https://www.googletagmanager.com')
  })
})

describe('small headers (issue 30 point 9)', () => {
  it('drops the Refresh Next adds to a 308, which repeated the Location and its query', async () => {
    const query = `?q=${'x'.repeat(6000)}`
    const server = http.createServer((request, response) => {
      secureResponse(request, response)
      // As Next's router answers a redirect from the proxy (next/dist/server/lib/router-server.js).
      response.statusCode = 308
      response.setHeader('location', `/crew${query}`)
      response.setHeader('Refresh', `0;url=/crew${query}`)
      response.end(`/crew${query}`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/Crew${query}`, { redirect: 'manual' })
      await response.arrayBuffer()
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(`/crew${query}`)
      expect(response.headers.get('refresh')).toBeNull()
    } finally {
      server.close()
    }
  })
})

describe('varyWith', () => {
  it('adds what is missing to the Vary Next wrote, once, keeping its order', async () => {
    const { varyWith } = await import('./secureResponse.mjs')
    expect(varyWith('rsc, Accept-Encoding', ['Accept-Encoding', 'Accept-Language', 'Cookie'])).toBe('rsc, Accept-Encoding, Accept-Language, Cookie')
    expect(varyWith(undefined, ['Cookie'])).toBe('Cookie')
    expect(varyWith('cookie', ['Cookie'])).toBe('cookie')
  })
})

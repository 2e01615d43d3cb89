/**
 * Odd requests get a 4xx with a clear message in the visitor's language, never a 5xx (issue 16
 * point 5, found by bench/fuzz.mjs): ids that are not numbers, files missing from the disk, form
 * posts whose body cannot be read, very long unknown addresses; a request target in absolute form
 * (issue 46 point 13), sent over a raw TCP socket as a client straight to an instance would.
 */
import net from 'node:net'
import zlib from 'node:zlib'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, isSiteStatusPage, stackTraceIn } from './support'

async function get(path: string, language: string) {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-language': language }, redirect: 'manual' })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

describe('REST: odd ids and missing files', () => {
  it('an id that is not a number answers 404 with a message in German and English', async () => {
    for (const path of ['/api/artworks/abc', '/api/artists/1e3', '/api/media/..%2f', '/api/pages/-1']) {
      const de = await get(path, 'de')
      expect(de.status, path).toBe(404)
      expect(JSON.parse(de.text).errors[0].message).toMatch(/nicht gefunden/i)
      const en = await get(path, 'en')
      expect(JSON.parse(en.text).errors[0].message).toMatch(/not found/i)
      expect(stackTraceIn(en.text)).toBeNull()
    }
  })

  it('a media file that is not on the disk answers 404, and no server path', async () => {
    for (const path of ['/api/media/file/missing-e2e.jpg', '/api/media/file/..%2f..%2fpackage.json']) {
      const result = await get(path, 'en')
      expect(result.status, path).toBeGreaterThanOrEqual(400)
      expect(result.status, path).toBeLessThan(500)
      expect(result.text).not.toMatch(/\/work\/|tmp\/|media\//)
    }
    expect((await get('/api/media/file/missing-e2e.jpg', 'de')).status).toBe(404)
  })
})

describe('REST: odd and unbounded lists', () => {
  it('a page below 1 is page 1; an anonymous list pages at most 100, whatever limit or pagination asks', async () => {
    for (const [query, page, limit] of [
      ['page=-1', 1, 10],
      ['page=0&limit=5', 1, 5],
      ['page=abc', 1, 10],
      ['limit=0', 1, 100],
      ['limit=-5', 1, 100],
      ['limit=100000', 1, 100],
      ['pagination=false', 1, 100],
    ] as const) {
      const answer = await get(`/api/artworks?depth=0&${query}`, 'en')
      expect(answer.status, query).toBe(200)
      const body = JSON.parse(answer.text) as { page: number; limit: number; docs: unknown[] }
      expect(body.page, query).toBe(page)
      expect(body.limit, query).toBe(limit)
      expect(body.docs.length, query).toBeLessThanOrEqual(100)
    }
  })
})

describe('pages: odd form posts and addresses', () => {
  for (const [path, language, title] of [
    ['/contact', 'de', 'Formular nicht lesbar'],
    ['/en/contact', 'en', 'Form could not be read'],
    ['/newsletter', 'de', 'Formular nicht lesbar'],
  ] as const) {
    it(`a broken multipart post to ${path} answers 400 with a page in ${language}`, async () => {
      const response = await fetch(`${BASE_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=abc', 'accept-language': language },
        body: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
      })
      const text = await response.text()
      expect(response.status).toBe(400)
      expect(text).toContain(`<h1>${title}</h1>`)
      // The site's page for it, rendered by Next, put in by the server for the proxy's bare 400.
      expect(isSiteStatusPage(text, 'form', language), text.slice(0, 300)).toBe(true)
    })
  }

  it('a very long unknown address answers the 404 page with headers a client can read (no hreflang Link for it)', async () => {
    const result = await get(`/${'a'.repeat(8000)}`, 'de')
    expect(result.status).toBe(404)
    expect(result.headers.get('link')).toBeNull()
    expect(result.text).toContain('<title>')
  })

  it("no address a client sends makes the answer's headers grow past 4 KB, whatever route it falls under", async () => {
    const long = 'x'.repeat(4000)
    for (const path of [`/${long}`, `/en/${long}`, `/artworks/${long}`, `/en/exhibitions/${long}`, `/${long}.php`, `/search?q=${long}`, `/artworks?tags=${long}`, `/api/${long}`]) {
      const response = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-language': 'de' }, redirect: 'manual' })
      await response.arrayBuffer()
      let bytes = 0
      response.headers.forEach((value, name) => (bytes += name.length + value.length + 4))
      expect(bytes, path.slice(0, 40)).toBeLessThan(4096)
      expect(response.status, path.slice(0, 40)).toBeLessThan(500)
    }
  })
})

/** One request written to a raw socket as given (fetch cannot send an absolute-form target); the status and headers back. */
function rawRequest(target: string, host: string) {
  const base = new URL(BASE_URL)
  return new Promise<{ status: number; headers: Record<string, string> }>((resolve, reject) => {
    const socket = net.connect(Number(base.port), base.hostname)
    let received = ''
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${target}: no answer within 30 s`)))
    socket.on('error', reject)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      socket.destroy()
      const [statusLine, ...lines] = received.slice(0, end).split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim()
      resolve({ status: Number(statusLine.split(' ')[1]), headers })
    })
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept-Language: de\r\nConnection: close\r\n\r\n`)
  })
}

describe('a request target in absolute form', () => {
  it('is answered as its path and never redirected to the host it names', async () => {
    const host = new URL(BASE_URL).host
    const elsewhere = 'elsewhere.example'
    for (const path of ['/', '', '/de', '/de/', '/de/artworks', '/artworks/', '/en', '/en/artworks/', '/admin', '/api/artworks?limit=1', '/search?q=x']) {
      for (const scheme of ['http', 'https']) {
        const answer = await rawRequest(`${scheme}://${elsewhere}${path}`, host)
        expect(answer.status, `${scheme}://${elsewhere}${path}`).toBeLessThan(500)
        expect(answer.headers.location ?? '', `${scheme}://${elsewhere}${path} → ${answer.status}`).not.toContain(elsewhere)
        expect(JSON.stringify(answer.headers), `${scheme}://${elsewhere}${path}`).not.toContain(elsewhere)
      }
    }
    // As its path: the same status as the origin-form request.
    for (const path of ['/artworks', '/de/artworks', '/en/artworks/']) {
      expect((await rawRequest(`http://${elsewhere}${path}`, host)).status, path).toBe((await rawRequest(path, host)).status)
    }
  })
})

describe('uploads as staff: pictures too large to handle', () => {
  it('a decompression bomb (a header claiming 60,000² pixels) is refused with 400 in the staff member’s language', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    )
    png.writeUInt32BE(60_000, 16)
    png.writeUInt32BE(60_000, 20)
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
    for (const [language, message] of [
      ['en', /The picture is too large \(60000 × 60000 pixels/],
      ['de', /Das Bild ist zu groß \(60000 × 60000 Pixel/],
    ] as const) {
      const body = new FormData()
      body.append('file', new Blob([png], { type: 'image/png' }), 'bomb.png')
      body.append('_payload', JSON.stringify({ alt: 'bomb' }))
      const response = await fetch(`${BASE_URL}/api/media`, { method: 'POST', headers: { ...(await adminHeaders()), 'accept-language': language }, body })
      const text = await response.text()
      expect(response.status).toBe(400)
      expect(JSON.parse(text).errors[0].message).toMatch(message)
      expect(stackTraceIn(text)).toBeNull()
    }
  })
})

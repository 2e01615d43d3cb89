/**
 * Odd input gets a 4xx, never a 5xx, from the real production server (issue 30 point 8): every
 * collection and global of the Payload config (read from the config, not a fixed list) × query
 * parameters of the wrong type or size over REST, the same classes over GraphQL, and a small fuzz
 * table of the classes an attack run found: bare /api, /media and /sitemaps; TRACE and the
 * asterisk form (`OPTIONS *`); form posts over 1 MB (with and without a declared length); a form
 * post from another site (a server action whose Origin names another host); a GraphQL
 * subscription over a plain POST. Pages answer in the address's language.
 */
import http from 'node:http'

import config from '@payload-config'
import { describe, expect, it } from 'vitest'

import { adminHeaders, BASE_URL, gql, isSiteStatusPage, stackTraceIn } from './support'

const base = new URL(BASE_URL)

/** One request as sent, also with targets and methods fetch refuses to send (`*`, TRACE), without following redirects. */
function raw(method: string, target: string, headers: Record<string, string | number> = {}, body?: Buffer | string, chunked = false) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request({ host: base.hostname, port: base.port, method, path: target, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
    request.on('timeout', () => request.destroy(new Error(`${method} ${target}: no answer within 30 s`)))
    if (body !== undefined && chunked) {
      // Without Content-Length: Node sends it chunked, in pieces.
      const buffer = Buffer.from(body)
      for (let offset = 0; offset < buffer.length; offset += 64 * 1024) request.write(buffer.subarray(offset, offset + 64 * 1024))
    } else if (body !== undefined) request.write(body)
    request.end()
  })
}

const oddQueries = [
  'where=abc',
  'where[id][equals][x]=1',
  'where[id][in]=a&where[id][in][x]=b',
  'where[id][like][0]=a',
  'where[createdAt][greater_than]=abc',
  'where[or][0][id][equals][y]=1',
  'page=1e9',
  'page=99999999999999999999',
  'page=-1',
  'limit=-1',
  'limit=1e20',
  'limit[x]=1',
  'sort=!!',
  'sort[x]=1',
  'depth=abc',
  'depth=1e9',
]

describe('REST: every collection and global of the config × odd query parameters', () => {
  it('answers below 500 with no stack trace, anonymous and as staff', async () => {
    const resolved = await config
    const addresses = [
      ...resolved.collections.flatMap(({ slug }) => [`/api/${slug}`, `/api/${slug}/count`, `/api/${slug}/1`]),
      ...resolved.globals.map(({ slug }) => `/api/globals/${slug}`),
    ]
    expect(resolved.collections.length).toBeGreaterThan(10)
    const staff = await adminHeaders()
    const failures: string[] = []
    for (const address of addresses) {
      for (const query of oddQueries) {
        for (const headers of [{}, staff]) {
          const response = await fetch(`${BASE_URL}${address}?${query}`, { headers: { 'accept-language': 'en', ...headers }, redirect: 'manual' })
          const text = await response.text()
          if (response.status >= 500 || stackTraceIn(text))
            failures.push(`${'authorization' in headers ? 'staff' : 'anonymous'} ${address}?${query} → ${response.status} ${text.slice(0, 120)}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('GraphQL: odd arguments and a subscription over a plain POST', () => {
  it('a page of a billion, an odd sort, a date "abc" answer below 500', async () => {
    for (const query of [
      '{ Artworks(page: 1000000000, limit: 10) { docs { id } } }',
      '{ Artists(limit: 10, sort: "!!") { docs { id } } }',
      '{ Artworks(limit: 10, where: { createdAt: { greater_than: "abc" } }) { docs { id } } }',
    ]) {
      const answer = await gql(query, {}, 'en')
      expect(answer.status, `${query}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
      expect(answer.body.errors?.length, query).toBeGreaterThan(0)
      expect(stackTraceIn(answer.text), query).toBeNull()
    }
  })

  it('a subscription sent over a plain POST answers 400 with a message in German and English, on /graphql and /api/graphql', async () => {
    for (const [language, text] of [
      ['de', /Abonnements.*text\/event-stream/],
      ['en', /Subscriptions.*text\/event-stream/],
    ] as const) {
      const answer = await gql('subscription { artworksChanged { slug } }', {}, language)
      expect(answer.status, answer.text).toBe(400)
      expect(answer.body.errors?.[0].message).toMatch(text)
    }
    const api = await fetch(`${BASE_URL}/api/graphql?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { artworksChanged { slug } }' }),
    })
    expect(api.status).toBe(400)
  })
})

/** The hidden fields of the contact form as the page renders them (the server action's id and state). */
async function contactForm(path: string): Promise<FormData> {
  const html = await (await fetch(`${BASE_URL}${path}`)).text()
  const form = new FormData()
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  for (const [tag] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1]
    if (name) form.append(name, decode(/value="([^"]*)"/.exec(tag)?.[1] ?? ''))
  }
  expect(
    [...form.keys()].some((name) => name.startsWith('$ACTION')),
    'the contact form posts to a server action',
  ).toBe(true)
  return form
}

/** A FormData as the bytes and content type a browser sends. */
async function encoded(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! }
}

describe('the named classes (a small fuzz table)', () => {
  for (const [method, target, status, language, title] of [
    ['GET', '/api', 404, 'en', null],
    ['GET', '/media', 404, 'de', 'Seite nicht gefunden'],
    ['GET', '/sitemaps', 404, 'de', 'Seite nicht gefunden'],
    ['GET', '/_next', 404, 'de', 'Seite nicht gefunden'],
    ['TRACE', '/', 405, 'de', 'Methode nicht erlaubt'],
    ['TRACE', '/en/artworks', 405, 'en', 'Method not allowed'],
    ['TRACE', '/api/artworks', 405, 'en', null],
    // Node's own parser knows no TRACK and answers 400 before the server sees it.
    ['TRACK', '/', 400, 'de', null],
    ['OPTIONS', '*', 400, 'de', 'Anfrage nicht verständlich'],
    ['GET', '*', 400, 'de', 'Anfrage nicht verständlich'],
  ] as const) {
    it(`${method} ${target} answers ${status}${title ? ` with “${title}”` : ''}`, async () => {
      const answer = await raw(method, target, { 'accept-language': language })
      expect(answer.status).toBe(status)
      if (title) expect(answer.text).toContain(title)
      // The server's own refusals get the site's status page, rendered by Next (src/base/statusPages.mjs).
      if (title && status !== 404) expect(isSiteStatusPage(answer.text, String(status), language), answer.text.slice(0, 300)).toBe(true)
      if (status === 405) expect(answer.headers.allow).toContain('GET')
      expect(stackTraceIn(answer.text)).toBeNull()
    })
  }

  it('a form post over 1 MB answers 413 with a page in the visitor’s language, with or without a declared length', async () => {
    for (const [path, title] of [
      ['/contact', 'Formular zu groß'],
      ['/en/contact', 'Form too large'],
    ] as const) {
      const form = await contactForm(path)
      form.append('message', 'a'.repeat(1_200_000))
      const { body, type } = await encoded(form)
      for (const chunked of [false, true]) {
        const headers: Record<string, string | number> = { 'content-type': type, origin: BASE_URL }
        if (!chunked) headers['content-length'] = body.length
        const answer = await raw('POST', path, headers, body, chunked)
        expect(answer.status, `${path} chunked=${chunked}: ${answer.text.slice(0, 200)}`).toBe(413)
        expect(answer.text).toContain(title)
        expect(isSiteStatusPage(answer.text, '413', path.startsWith('/en') ? 'en' : 'de')).toBe(true)
      }
    }
    // A form under 1 MB sent without a length is read by the server and answered as usual.
    const { body, type } = await encoded(await contactForm('/en/contact'))
    const small = await raw('POST', '/en/contact', { 'content-type': type, origin: BASE_URL }, body, true)
    expect(small.status).toBe(200)
    expect(small.text).toContain('<title>Contact')
  })

  it('a form post from another site’s page answers 400 with a page in the visitor’s language; from this site it is answered', async () => {
    for (const [path, title] of [
      ['/contact', 'Formular von einer anderen Website'],
      ['/en/contact', 'Form sent from another site'],
    ] as const) {
      const { body, type } = await encoded(await contactForm(path))
      const foreign = await raw('POST', path, { 'content-type': type, 'content-length': body.length, origin: 'https://elsewhere.example' }, body)
      expect(foreign.status).toBe(400)
      expect(foreign.text).toContain(title)
      expect(isSiteStatusPage(foreign.text, 'origin', path.startsWith('/en') ? 'en' : 'de')).toBe(true)
      const own = await raw('POST', path, { 'content-type': type, 'content-length': body.length, origin: BASE_URL }, body)
      expect(own.status).toBe(200)
    }
  })
})

describe('anonymous uploads (issue 30 point 10)', () => {
  it('a 24 MB upload to /api/media without a session is answered 403 before the server has taken its body', async () => {
    const size = 24 * 1024 * 1024
    const boundary = 'e2e-gate'
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const started = performance.now()
    const { status, written, ms } = await new Promise<{ status: number; written: number; ms: number }>((resolve, reject) => {
      let written = 0
      let answered = false
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: 'POST',
          path: '/api/media',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length, 'accept-language': 'en' },
        },
        (response) => {
          answered = true
          const ms = performance.now() - started
          response.resume()
          response.on('end', () => {
            request.destroy()
            resolve({ status: response.statusCode ?? 0, written, ms })
          })
        },
      )
      request.on('error', (error) => (answered ? undefined : reject(error)))
      // The head and the first 256 KB, then nothing more until the answer: a server that reads the
      // body before it answers never answers (the test times out), one that refuses first does.
      // (Pumping the whole body raced the answer: on a loaded machine the sockets' buffers took all
      // 24 MB before it came.)
      const piece = Buffer.alloc(256 * 1024, 0xff)
      request.write(head)
      written += piece.length
      request.write(piece)
      setTimeout(() => (answered ? undefined : reject(new Error('no answer in 10 s to an upload whose body was held back'))), 10_000).unref()
    })
    console.log(`anonymous 24 MB upload over HTTP: ${status} after ${ms.toFixed(0)} ms, ${(written / 1e6).toFixed(1)} MB handed to the socket by then`)
    expect(status).toBe(403)
    // The answer came with the body held back: that the server reads none of it is measured in
    // tests/integration/upload-gate.int.test.ts.
    expect(written).toBeLessThan(size)
    expect(ms).toBeLessThan(5_000)
  })
})

/**
 * The CMS: the admin's login form, REST login of the e2e admin, upload rules of the media
 * collection (images only, 25 MB at most) and what anonymous REST callers may not do.
 */
import http from 'node:http'

import { describe, it, expect, afterAll } from 'vitest'
import sharp from 'sharp'

import { ADMIN_EMAIL, ADMIN_PASSWORD, adminHeaders, BASE_URL, stackTraceIn, browserForTests } from './support'

const getBrowser = browserForTests()
const created: Array<string | number> = []

afterAll(async () => {
  // Uploads made here are removed again, so repeated runs leave the database as seeded.
  const headers = await adminHeaders()
  for (const id of created) await fetch(`${BASE_URL}/api/media/${id}`, { method: 'DELETE', headers })
})

/** POST /api/media as multipart, the way the admin's upload field sends it. */
async function upload(file: Blob, filename: string, { auth = true, ownConnection = false } = {}) {
  const form = new FormData()
  form.append('file', file, filename)
  form.append('_payload', JSON.stringify({ alt: 'E2E upload' }))
  const headers = auth ? await adminHeaders() : {}
  const { status, text } = ownConnection
    ? await postOnOwnConnection(`${BASE_URL}/api/media`, form, headers)
    : await fetch(`${BASE_URL}/api/media`, { method: 'POST', headers, body: form }).then(async (r) => ({ status: r.status, text: await r.text() }))
  let body: any = null
  try {
    body = JSON.parse(text)
  } catch {
    // A non-JSON answer is reported by the assertions below.
  }
  if (body?.doc?.id) created.push(body.doc.id)
  return { status, text, body }
}

/**
 * A POST on a connection of its own, closed afterwards. A server that answers before reading a
 * huge body leaves that connection unusable; fetch's shared pool would hand it to the next test.
 * The connection asks to be kept, as a browser's does: asked to close it, the server closes once it
 * has answered, and the body still being sent then meets a closed socket (EPIPE) before the answer
 * is read, 11 times in 25 on a loaded machine; kept, the server reads the rest and we close it.
 */
async function postOnOwnConnection(url: string, form: FormData, headers: Record<string, string>) {
  const encoded = new Request(url, { method: 'POST', body: form })
  const payload = Buffer.from(await encoded.arrayBuffer())
  const agent = new http.Agent({ keepAlive: true })
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': payload.length } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(payload)
  }).finally(() => agent.destroy())
}

/** The first error message of a Payload REST error answer. */
const messageOf = (body: any): string => body?.errors?.[0]?.message ?? body?.message ?? ''

describe('admin UI', () => {
  it('/admin answers 200 and shows the login form', async () => {
    const context = await getBrowser().newContext({ locale: 'de-DE' })
    try {
      const page = await context.newPage()
      const response = await page.goto(`${BASE_URL}/admin`, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      await page.waitForSelector('input[name="email"]', { timeout: 30_000 })
      expect(await page.locator('input[type="password"]').count()).toBe(1)
      expect(await page.locator('button[type="submit"]').count()).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  })

  it('signs the e2e admin in through the form', async () => {
    const context = await getBrowser().newContext({ locale: 'en-US' })
    try {
      const page = await context.newPage()
      await page.goto(`${BASE_URL}/admin/login`, { waitUntil: 'domcontentloaded' })
      await page.fill('input[name="email"]', ADMIN_EMAIL)
      await page.fill('input[type="password"]', ADMIN_PASSWORD)
      await page.click('button[type="submit"]')
      await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.includes('login'), { timeout: 30_000 })
      const cookies = await context.cookies()
      expect(cookies.some((cookie) => cookie.name === 'payload-token')).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('REST login', () => {
  it('logs the e2e admin in and returns a JWT that /api/users/me accepts', async () => {
    const login = await fetch(`${BASE_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { token, user } = (await login.json()) as { token: string; user: { email: string } }
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(user.email).toBe(ADMIN_EMAIL)
    const me = await fetch(`${BASE_URL}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(ADMIN_EMAIL)
  })

  it('refuses an unknown account with 401 and no stack trace', async () => {
    const response = await fetch(`${BASE_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody-e2e@vernissage.test', password: 'wrong-password-1234' }),
    })
    const text = await response.text()
    expect(response.status).toBe(401)
    expect(text).not.toContain('token')
    expect(stackTraceIn(text)).toBeNull()
  })
})

describe('media uploads', () => {
  it('refuses a text file with 4xx, a clear message and no stack trace', async () => {
    const result = await upload(new Blob(['just some notes, not an image\n'], { type: 'text/plain' }), 'e2e-notes.txt')
    expect(result.status).toBeGreaterThanOrEqual(400)
    expect(result.status).toBeLessThan(500)
    expect(messageOf(result.body)).toMatch(/type|allowed|invalid|image|Bild|picture/i)
    expect(stackTraceIn(result.text)).toBeNull()
  })

  it('refuses a text file disguised as .png', async () => {
    const result = await upload(new Blob(['not a png at all'], { type: 'image/png' }), 'e2e-disguised.png')
    expect(result.status).toBeGreaterThanOrEqual(400)
    expect(result.status).toBeLessThan(500)
    expect(messageOf(result.body)).toBeTruthy()
    expect(stackTraceIn(result.text)).toBeNull()
  })

  it('refuses an upload over 25 MB with 413 and a message in both languages', async () => {
    const big = Buffer.alloc(26 * 1024 * 1024, 7)
    // A real PNG header, so only the size is wrong.
    const header = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    header.copy(big)
    const result = await upload(new Blob([big], { type: 'image/png' }), 'e2e-too-big.png', { ownConnection: true })
    expect(result.status).toBe(413)
    expect(messageOf(result.body)).toBe('Die Datei ist größer als 25 MB. / The file is larger than 25 MB.')
    expect(stackTraceIn(result.text)).toBeNull()
  })

  it('accepts a small PNG and then serves its 160w WebP variant', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer()
    const name = `e2e-upload-${Date.now()}.png`
    const result = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
    expect(result.status).toBe(201)
    const filename: string = result.body.doc.filename
    expect(filename).toMatch(/\.png$/)
    const variant = await fetch(`${BASE_URL}/media/${filename.replace(/\.png$/, '')}-160w.webp`)
    expect(variant.status).toBe(200)
    expect(variant.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata()
    // Never enlarged beyond the original's 64 px.
    expect([meta.width, meta.height]).toEqual([64, 48])
  })

  it('refuses an anonymous upload with 403', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const result = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'e2e-anonymous.png', { auth: false })
    expect(result.status).toBe(403)
  })
})

describe('anonymous REST', () => {
  it('GET /api/users answers 401 or 403', async () => {
    const response = await fetch(`${BASE_URL}/api/users`)
    expect([401, 403]).toContain(response.status)
    expect(await response.text()).not.toContain(ADMIN_EMAIL)
  })

  it('POST /api/artworks answers 403', async () => {
    const response = await fetch(`${BASE_URL}/api/artworks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'E2E anonymous artwork', _status: 'published' }),
    })
    expect(response.status).toBe(403)
    const search = await fetch(`${BASE_URL}/api/artworks?where[title][equals]=E2E%20anonymous%20artwork`)
    expect(((await search.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})

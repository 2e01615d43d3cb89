/**
 * Anonymous uploads are refused before their body is read (issue 30 point 10): a 24 MB upload to
 * POST /api/media (and a replacement to PATCH /api/media/:id) without a session gets Payload's
 * 403 in the client's language at once, having read (almost) none of the body, so the process's
 * memory does not grow by its size; staff still upload. Through Payload's REST handler (the one
 * src/app/(payload)/api routes to) on the run's real database, with a body that is made as it is
 * read and counts what was read.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  const email = `upload-gate-${process.pid}@vernissage.test`
  const password = 'upload-gate-password-1234'
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password, name: 'Gate' } as never, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

const boundary = 'vernissage-gate-boundary'

/** A multipart body with one file of `size` bytes, produced only as it is read; `read()` says how many bytes were taken. */
function lazyUpload(size: number) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"gross"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = 64 * 1024
  let sent = 0
  let read = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let piece: Buffer
      if (sent === 0) piece = head
      else if (sent < head.length + size) piece = Buffer.alloc(Math.min(chunk, head.length + size - sent), 0xff)
      else if (sent === head.length + size) piece = tail
      else return controller.close()
      sent += piece.length
      read += piece.length
      controller.enqueue(new Uint8Array(piece))
    },
  })
  return { body, read: () => read, total: head.length + size + tail.length }
}

async function send(method: string, path: string, body: ReadableStream<Uint8Array> | Uint8Array, headers: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    body: body as BodyInit,
    duplex: 'half',
  } as RequestInit)
  const response = await handleEndpoints({ config, request })
  return { status: response.status, text: await response.text() }
}

describe('anonymous uploads', () => {
  it('a 24 MB upload without a session is refused with 403 fast, before its body is read, in German and English', async () => {
    const size = 24 * 1024 * 1024
    for (const [language, message] of [
      ['en', /not allowed/i],
      ['de', /keine Berechtigung/i],
    ] as const) {
      global.gc?.()
      const before = process.memoryUsage()
      const upload = lazyUpload(size)
      const started = performance.now()
      const answer = await send('POST', '/api/media', upload.body, { 'accept-language': language })
      const ms = performance.now() - started
      const after = process.memoryUsage()
      const grown = after.arrayBuffers + after.heapUsed - (before.arrayBuffers + before.heapUsed)
      console.log(
        `anonymous 24 MB upload (${language}): ${answer.status} in ${ms.toFixed(0)} ms, ${upload.read()} of ${upload.total} bytes read, heap + buffers grew ${(grown / 1e6).toFixed(1)} MB`,
      )
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.text).errors[0].message).toMatch(message)
      // Nothing of the body was needed to refuse it.
      expect(upload.read()).toBeLessThan(256 * 1024)
      expect(grown).toBeLessThan(size / 2)
      expect(ms).toBeLessThan(2_000)
    }
  })

  it('a replacement file for an existing picture is refused alike; with a session the upload goes through', async () => {
    const upload = lazyUpload(8 * 1024 * 1024)
    const replaced = await send('PATCH', '/api/media/1', upload.body, { 'accept-language': 'en' })
    expect(replaced.status).toBe(403)
    expect(upload.read()).toBeLessThan(256 * 1024)

    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Tor","copyrightText":"© Test"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tor-${Date.now()}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const staff = await send('POST', '/api/media', new Uint8Array(body), { authorization: `JWT ${token}`, 'accept-language': 'en' })
    expect(staff.status, staff.text.slice(0, 300)).toBe(201)
    const id = JSON.parse(staff.text).doc.id
    await payload.delete({ collection: 'media', id, overrideAccess: true })
  })
})

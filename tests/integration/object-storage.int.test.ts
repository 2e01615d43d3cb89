/**
 * Media in S3-compatible object storage (issue 17 point 3), against a real S3 server (s3rver)
 * started by this test: Payload's official adapter stores the original in the bucket, nothing
 * lands on the local disk, a variant is made once and stored beside its original (so another
 * instance serves the very same bytes), a delete removes both. With the store unreachable an
 * upload fails as a whole with a message in the staff member's language, the media route answers
 * 503 instead of a stack trace, and everything works again once the store is back.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const bucket = 'vernissage-media-test'
const directory = path.join(root, 'tmp', `s3rver-${process.pid}`)
const localMedia = path.join(root, 'tmp', `s3-local-media-${process.pid}`)

let server: S3rver | undefined
let port = 0
let payload: Payload
let token = ''
/** Every upload this file made: removed again at the end, so the run's database names no file that lives in a bucket gone with this test (the backup test reads every upload's file). */
const created: Array<number | string> = []
let readMediaFile: (name: string) => Promise<Response>
let handleEndpoints: typeof import('payload').handleEndpoints
let config: Awaited<typeof import('@/payload.config')>['default']

async function startStore(): Promise<void> {
  server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  port = ((await server.run()) as AddressInfo).port
}

async function stopStore(): Promise<void> {
  await server?.close()
  server = undefined
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

function s3() {
  return new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
}

async function keys(): Promise<string[]> {
  const listed = await s3().send(new ListObjectsV2Command({ Bucket: bucket }))
  return (listed.Contents ?? []).map((item) => item.Key!).sort()
}

async function upload(name: string, bytes: Buffer, language: 'de' | 'en') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: `Bild ${name}` }))
  const response = await handleEndpoints({
    config,
    request: new Request('http://localhost/api/media', {
      method: 'POST',
      body: form,
      headers: { authorization: `JWT ${token}`, 'accept-language': language },
    }),
  })
  const body = await response.text()
  if (response.status === 201) created.push(JSON.parse(body).doc.id)
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body }
}

beforeAll(async () => {
  fs.rmSync(directory, { recursive: true, force: true })
  fs.rmSync(localMedia, { recursive: true, force: true })
  await startStore()
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_DIR: localMedia,
  })
  // Imported only now: the configuration reads S3_* when it loads.
  const { testPayload } = await import('./payload')
  payload = await testPayload()
  config = (await import('@/payload.config')).default
  handleEndpoints = (await import('payload')).handleEndpoints
  readMediaFile = (await import('@/features/uploads/serveVariant')).readMediaFile
  const email = `s3-${process.pid}@galerie.test`
  const password = 'object-storage-password-1234'
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password, name: 'S3' } as never, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
}, 300_000)

afterAll(async () => {
  for (const id of created) await payload?.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_DIR']) delete process.env[name]
  await stopStore()
  fs.rmSync(directory, { recursive: true, force: true })
  fs.rmSync(localMedia, { recursive: true, force: true })
})

describe('media in S3-compatible object storage', () => {
  let original = ''
  let id: number | string = 0

  it('an upload stores the original in the bucket through the official adapter, not on the local disk', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
    const answer = await upload('blue-field.png', png, 'en')
    expect(answer.status, answer.body).toBe(201)
    const doc = JSON.parse(answer.body).doc as { id: number; filename: string; path: string }
    original = doc.filename
    id = doc.id
    expect(await keys()).toContain(original)
    expect(fs.existsSync(path.join(localMedia, original))).toBe(false)
    // The original as the site and Payload's own file route serve it: the uploaded bytes.
    const served = await readMediaFile(original)
    expect(served.status).toBe(200)
    expect(sha(new Uint8Array(await served.arrayBuffer()))).toBe(sha(png))
    const viaPayload = await handleEndpoints({ config, request: new Request(`http://localhost/api/media/file/${original}`) })
    expect(viaPayload.status).toBe(200)
  })

  it('a variant is made once and stored beside its original, so every instance serves the same bytes', async () => {
    const stem = original.replace(/\.png$/, '')
    const name = `${stem}-320w.webp`
    expect(await keys()).not.toContain(name)
    const first = await readMediaFile(name)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toMatch(/immutable/)
    const bytes = new Uint8Array(await first.arrayBuffer())
    expect((await sharp(bytes).metadata()).width).toBe(320)
    expect(await keys()).toContain(name)
    // Served again (by this or any other instance): read from the bucket, byte for byte the same.
    const again = await readMediaFile(name)
    expect(sha(new Uint8Array(await again.arrayBuffer()))).toBe(sha(bytes))
    expect(fs.existsSync(path.join(root, 'data', 'media-cache', name))).toBe(false)
    expect((await readMediaFile(`${stem}-640w.jpg`)).status).toBe(200)
    expect((await readMediaFile('no-such-picture-320w.webp')).status).toBe(404)
    expect((await readMediaFile('no-such-picture.png')).status).toBe(404)
  })

  it('with the store unreachable, uploads fail whole with a clear message and images answer 503; all works again when it is back', async () => {
    const before = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const stem = original.replace(/\.png$/, '')
    await stopStore()
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer()
    for (const [language, text] of [
      ['de', /Bildspeicher ist gerade nicht erreichbar/],
      ['en', /image storage cannot be reached/],
    ] as const) {
      const answer = await upload(`red-${language}.png`, png, language)
      expect(answer.status, answer.body).toBe(503)
      expect(answer.retryAfter).toBe('5')
      expect(JSON.parse(answer.body).errors[0].message).toMatch(text)
      expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Something went wrong/)
    }
    // Nothing half-saved: no document without its file.
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
    // A picture replaced while the store is away keeps its previous file.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'replacement.png')
    const replaced = await handleEndpoints({
      config,
      request: new Request(`http://localhost/api/media/${id}`, { method: 'PATCH', body: form, headers: { authorization: `JWT ${token}`, 'accept-language': 'de' } }),
    })
    expect(replaced.status, await replaced.clone().text()).toBe(503)
    expect((await payload.findByID({ collection: 'media', id, overrideAccess: true })).filename).toBe(original)
    const image = await readMediaFile(`${stem}-768w.webp`)
    expect(image.status).toBe(503)
    expect(image.headers.get('retry-after')).toBe('5')
    expect(await image.text()).not.toMatch(/ECONNREFUSED|at /)

    await startStore()
    const answer = await upload('red-again.png', png, 'en')
    expect(answer.status, answer.body).toBe(201)
    expect((await readMediaFile(`${stem}-768w.webp`)).status).toBe(200)
    expect((await readMediaFile(original)).status).toBe(200)
  }, 60_000)

  it('deleting an image removes its original and its variants from the bucket', async () => {
    const stem = original.replace(/\.png$/, '')
    expect((await keys()).filter((key) => key.startsWith(stem)).length).toBeGreaterThanOrEqual(3)
    await payload.delete({ collection: 'media', id, overrideAccess: true })
    expect((await keys()).filter((key) => key.startsWith(stem))).toEqual([])
  })
})

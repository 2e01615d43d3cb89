/**
 * Deep zoom tiles with an object store (issue 35 point 2, issue 46 point 3), against a real S3
 * server (s3rver) started here: the pyramid of a large original is cut when it is uploaded and
 * every tile is put beside the original in the bucket (so every instance serves the same bytes),
 * nothing lands on the local disk; a tile of a picture whose pyramid is missing answers 404 and
 * puts nothing in the bucket (no request cuts one), `npm run pyramids` (makeMissingPyramids) makes
 * it from the original in the bucket; tiles past the pyramid's edge and tiles of a small original
 * answer 404, and a delete removes the tiles with the variants.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { maxLevel, tileName, tileTotal } from '@/base/tiles'

const root = path.resolve(import.meta.dirname, '../..')
const bucket = 'vernissage-tiles-test'
const directory = path.join(root, 'tmp', `s3rver-tiles-${process.pid}`)
const localMedia = path.join(root, 'tmp', `s3-tiles-local-media-${process.pid}`)
const localCache = path.join(root, 'tmp', `s3-tiles-local-cache-${process.pid}`)

let server: S3rver | undefined
let payload: Payload
let readMediaFile: (name: string) => Promise<Response>
let pyramids: typeof import('@/features/uploads/pyramids')

function s3(port: number) {
  return new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
}
let client: S3Client

async function keys(start: string): Promise<string[]> {
  const found: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }))
    found.push(...(page.Contents ?? []).map((item) => item.Key!))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return found
}

async function upload(name: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#2a6"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e90"/></svg>`
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer()
  return payload.create({ collection: 'media', data: { alt: name }, file: { data, mimetype: 'image/jpeg', name, size: data.length }, overrideAccess: true })
}

beforeAll(async () => {
  for (const folder of [directory, localMedia, localCache]) fs.rmSync(folder, { recursive: true, force: true })
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = (await server.run()) as AddressInfo
  client = s3(port)
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_DIR: localMedia,
    MEDIA_CACHE_DIR: localCache,
  })
  // Imported only now: the configuration reads S3_* when it loads.
  const { testPayload } = await import('./payload')
  payload = await testPayload()
  readMediaFile = (await import('@/features/uploads/serveTiles')).serveMedia
  pyramids = await import('@/features/uploads/pyramids')
}, 300_000)

afterAll(async () => {
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_DIR', 'MEDIA_CACHE_DIR']) delete process.env[name]
  await server?.close()
  for (const folder of [directory, localMedia, localCache]) fs.rmSync(folder, { recursive: true, force: true })
})

describe('deep zoom tiles in S3-compatible object storage', () => {
  const size = { width: 4000, height: 3000 }

  it('cuts the pyramid and makes the variants in the upload’s media job and stores them beside the original, nothing on the local disk', async () => {
    const doc = await upload(`bucket-gross-${Date.now()}.jpg`, size.width, size.height)
    const stem = doc.filename!.replace(/\.jpg$/, '')
    await (await import('@/features/uploads/mediaJob')).mediaJobsSettled()
    // Made by the job, before any request: every variant the site links, every tile.
    const variants = (await keys(`${stem}-`)).filter((key) => /-\d+w\.(?:webp|jpg)$/.test(key))
    expect(variants.sort()).toEqual((await import('@/features/uploads/mediaJob')).variantNames(doc.filename!, doc.width).sort())
    expect(variants).toHaveLength(16)
    const stored = (await keys(`${stem}-dz`)).sort()
    expect(stored.length).toBe(tileTotal(size))
    expect(await pyramids.hasPyramid(stem)).toBe(true)
    const top = tileName(stem, { level: maxLevel(size), column: 7, row: 5 })
    expect(stored).toContain(top)
    const [first, second] = await Promise.all([readMediaFile(top), readMediaFile(tileName(stem, { level: 5, column: 0, row: 0 }))])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toMatch(/immutable/)
    const bytes = Buffer.from(await first.arrayBuffer())
    expect((await sharp(bytes).metadata()).width).toBe(256)
    // Served again, as another instance would: from the bucket, byte for byte the same.
    const again = Buffer.from(await (await readMediaFile(top)).arrayBuffer())
    expect(again.equals(bytes)).toBe(true)
    expect(fs.existsSync(localCache) ? fs.readdirSync(localCache).filter((name) => name.startsWith(stem)) : []).toEqual([])

    expect((await readMediaFile(tileName(stem, { level: maxLevel(size) + 1, column: 0, row: 0 }))).status).toBe(404)
    expect((await readMediaFile(tileName(stem, { level: maxLevel(size), column: 99, row: 0 }))).status).toBe(404)

    // Without its pyramid (an import, an older upload): 404 at once, nothing put in the bucket.
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: [...stored, ...variants].map((Key) => ({ Key })) } }))
    expect(await keys(stem)).toEqual([doc.filename])
    const answers = await Promise.all([0, 1, 2, 3].map((column) => readMediaFile(tileName(stem, { level: maxLevel(size), column, row: 0 }))))
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404])
    expect(await keys(stem)).toEqual([doc.filename])
    expect(await pyramids.hasPyramid(stem)).toBe(false)
    // npm run pyramids: made from the original in the bucket.
    const summary = await pyramids.makeMissingPyramids(payload, () => {})
    expect([summary.made, summary.failed]).toEqual([1, 0])
    expect((await keys(`${stem}-dz`)).length).toBe(tileTotal(size))
    expect((await readMediaFile(top)).status).toBe(200)

    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(await keys(stem)).toEqual([])
    expect((await readMediaFile(top)).status).toBe(404)
  }, 120_000)

  it('makes no pyramid for a small original: its tiles answer 404 and nothing is put in the bucket', async () => {
    const doc = await upload(`bucket-klein-${Date.now()}.jpg`, 1600, 1200)
    const stem = doc.filename!.replace(/\.jpg$/, '')
    await (await import('@/features/uploads/mediaJob')).mediaJobsSettled()
    expect(await keys(`${stem}-dz`)).toEqual([])
    expect((await readMediaFile(tileName(stem, { level: 0, column: 0, row: 0 }))).status).toBe(404)
    expect(await keys(`${stem}-dz`)).toEqual([])
    expect((await readMediaFile('no-such-picture-a1b2c3d4e5-dz0-0-0.webp')).status).toBe(404)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  }, 60_000)
})

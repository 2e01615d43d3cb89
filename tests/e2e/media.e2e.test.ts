/**
 * Image variants at /media/{stem}-{width}w.webp|jpg (docs/behaviour.md#image-naming): the spec widths serve the
 * right type and size, anything else is a plain 404 that leaks nothing.
 */
import { describe, it, expect, beforeAll } from 'vitest'
import sharp from 'sharp'

import { BASE_URL, gqlData, stackTraceIn } from './support'

type Upload = { id: string | number; filename: string; width: number | null; height: number | null }

let image: Upload
let stem: string

beforeAll(async () => {
  const data = await gqlData<{ Artworks: { docs: Array<{ images: Upload[] | null }> } }>(
    `query Images { Artworks(limit: 5, sort: "-publishedAt") { docs { images { id filename width height } } } }`,
  )
  const found = data.Artworks.docs.flatMap((doc) => doc.images ?? []).find((upload) => upload?.filename)
  if (!found) throw new Error('no published artwork has an image')
  image = found
  stem = found.filename.replace(/\.[a-z0-9]+$/i, '')
})

async function get(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) }
}

describe('media variants', () => {
  it('serves {stem}-640w.webp as image/webp at most 640 px wide', async () => {
    const { status, type, body } = await get(`/media/${stem}-640w.webp`)
    expect(status).toBe(200)
    expect(type).toBe('image/webp')
    const meta = await sharp(body).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(Math.min(640, image.width ?? 640))
  })

  it('serves {stem}-640w.jpg as image/jpeg', async () => {
    const { status, type, body } = await get(`/media/${stem}-640w.jpg`)
    expect(status).toBe(200)
    expect(type).toBe('image/jpeg')
    expect((await sharp(body).metadata()).format).toBe('jpeg')
  })

  it.each([160, 1920])('serves the spec width %i', async (width) => {
    const { status, type, body } = await get(`/media/${stem}-${width}w.webp`)
    expect(status).toBe(200)
    expect(type).toBe('image/webp')
    expect((await sharp(body).metadata()).width).toBe(Math.min(width, image.width ?? width))
  })

  it('keeps the aspect ratio of the original', async () => {
    const meta = await sharp((await get(`/media/${stem}-320w.jpg`)).body).metadata()
    if (!image.width || !image.height) throw new Error('the upload has no width/height')
    const expected = image.width / image.height
    expect(Math.abs(meta.width! / meta.height! - expected)).toBeLessThan(0.05)
  })

  it.each([500, 641, 2000, 0, 99999])('answers 404 for width %i, which is not in the list', async (width) => {
    const { status, type } = await get(`/media/${stem}-${width}w.webp`)
    expect(status).toBe(404)
    expect(type).not.toMatch(/^image\//)
  })

  it('answers 404 for other formats of a variant', async () => {
    expect((await get(`/media/${stem}-640w.png`)).status).toBe(404)
    expect((await get(`/media/${stem}-640w.gif`)).status).toBe(404)
  })

  it.each([
    '/media/..%2F..%2Fpackage.json',
    '/media/..%2F..%2F.env',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/..%5C..%5Cpackage.json',
    '/media/%2Fetc%2Fpasswd',
    '/media/....%2F....%2Fetc%2Fpasswd',
    '/media/..%2F..%2Fdata%2Fmedia%2Fx-640w.webp',
    '/media/e2e-no-such-image-640w.webp',
    '/media/e2e-no-such-image.jpg',
    '/media/e2e-no-such-image',
  ])('answers 404 without leaking anything for %s', async (path) => {
    const { status, body } = await get(path)
    const text = body.toString('utf8')
    expect(status).toBe(404)
    expect(text).not.toContain('"name": "vernissage"')
    expect(text).not.toContain('root:x:0:0')
    expect(stackTraceIn(text)).toBeNull()
  })

  it('serves the original of the upload too', async () => {
    const { status, type } = await get(`/media/${image.filename}`)
    expect(status).toBe(200)
    expect(type).toMatch(/^image\//)
  })

  it('names every upload by its content, so its variants are cached as immutable', async () => {
    expect(image.filename).toMatch(/-[0-9a-f]{10}\.[a-z]+$/)
    const response = await fetch(`${BASE_URL}/media/${stem}-640w.webp`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

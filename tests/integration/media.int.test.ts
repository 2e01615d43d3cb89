import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { readMediaFile, variantCacheDirectory } from '@/features/uploads/serveVariant'
import { imageWidths } from '@/base/mediaVariants'

import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function upload(name: string, data: Buffer, mimetype: string) {
  return payload.create({
    collection: 'media',
    data: { alt: 'Test', copyrightText: '© Test', copyrightLink: 'https://example.org' },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
  })
}

describe('images stay correct over time', () => {
  const picture = (background: string) => sharp({ create: { width: 640, height: 480, channels: 3, background } })
  const pixel = async (response: Response) =>
    (
      await sharp(Buffer.from(await response.arrayBuffer()))
        .raw()
        .toBuffer()
    )[0]

  it('gives x.jpg and x.png, and two pictures under one name, their own variant URLs and pixels', async () => {
    const name = `gleich-${Date.now()}`
    const red = await upload(`${name}.jpg`, await picture('#ff0000').jpeg().toBuffer(), 'image/jpeg')
    const blue = await upload(`${name}.png`, await picture('#0000ff').png().toBuffer(), 'image/png')
    const green = await upload(`${name}.png`, await picture('#00ff00').png().toBuffer(), 'image/png')
    const stems = [red, blue, green].map((doc) => doc.filename!.replace(/\.\w+$/, ''))
    expect(new Set(stems).size).toBe(3)
    const [r, b, g] = await Promise.all(stems.map((stem) => readMediaFile(`${stem}-320w.jpg`)))
    expect(await pixel(r)).toBeGreaterThan(200)
    expect(await pixel(b)).toBeLessThan(50)
    expect(await pixel(g)).toBeLessThan(50)
  })

  it('gives a replaced picture new URLs, and serves variants as immutable', async () => {
    const doc = await upload(`tausch-${Date.now()}.png`, await picture('#ff0000').png().toBuffer(), 'image/png')
    const before = doc.filename!
    const data = await picture('#0000ff').png().toBuffer()
    const replaced = await payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data, mimetype: 'image/png', name: before, size: data.length },
      overrideAccess: true,
    })
    expect(replaced.filename).not.toBe(before)
    const response = await readMediaFile(`${replaced.filename!.replace(/\.png$/, '')}-640w.webp`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('stores umlauts and very long names under a safe name that is served', async () => {
    const doc = await upload(`Größe über ${'Länge '.repeat(40)}.png`, await picture('#888888').png().toBuffer(), 'image/png')
    expect(doc.filename).toMatch(/^groesse-ueber-laenge-[a-z0-9-]*-[0-9a-f]{10}\.png$/)
    expect(doc.filename!.length).toBeLessThanOrEqual(80)
    expect((await readMediaFile(doc.filename!)).status).toBe(200)
  })
})

describe('uploads and their variants', () => {
  it('exposes aspectRatio, mediaType and path, and serves every spec width as WebP and JPG', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#884422' } })
      .png()
      .toBuffer()
    const doc = await upload(`bild-${Date.now()}.png`, png, 'image/png')
    expect(doc.width).toBe(2400)
    expect(doc.aspectRatio).toBe(1.5)
    expect(doc.mediaType).toBe('image')
    expect(doc.path).toBe(`/media/${doc.filename}`)

    const stem = doc.filename!.replace(/\.png$/, '')
    for (const width of imageWidths) {
      const webp = await readMediaFile(`${stem}-${width}w.webp`)
      expect(webp.status).toBe(200)
      expect(webp.headers.get('content-type')).toBe('image/webp')
      const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata()
      expect(meta.width).toBe(width)
      expect(meta.format).toBe('webp')
    }
    const jpg = await readMediaFile(`${stem}-1920w.jpg`)
    expect(jpg.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).width).toBe(1920)
    // Made once, then read from the cache folder.
    await expect(fs.stat(path.join(variantCacheDirectory(), `${stem}-640w.webp`))).resolves.toBeTruthy()
  })

  it('never enlarges a small original', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#224488' } })
      .png()
      .toBuffer()
    const doc = await upload(`klein-${Date.now()}.png`, png, 'image/png')
    const stem = doc.filename!.replace(/\.png$/, '')
    const response = await readMediaFile(`${stem}-1920w.webp`)
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(300)
  })

  it('drops cached variants when the image is deleted', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000000' } })
      .png()
      .toBuffer()
    const doc = await upload(`weg-${Date.now()}.png`, png, 'image/png')
    const stem = doc.filename!.replace(/\.png$/, '')
    expect((await readMediaFile(`${stem}-320w.webp`)).status).toBe(200)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect((await readMediaFile(`${stem}-320w.webp`)).status).toBe(404)
  })

  it('answers 404 for unknown files, widths outside the list and path tricks', async () => {
    expect((await readMediaFile('nothing-here-640w.webp')).status).toBe(404)
    expect((await readMediaFile('x-500w.webp')).status).toBe(404)
    expect((await readMediaFile('..%2Fsecret.png')).status).toBe(404)
    expect((await readMediaFile('../data/vernissage.db')).status).toBe(404)
    expect((await readMediaFile('.payload-secret')).status).toBe(404)
  })

  it('refuses files that are not images', async () => {
    const error = await upload('notes.txt', Buffer.from('just text'), 'text/plain').catch((e: unknown) => e)
    expect(JSON.stringify((error as { data?: unknown }).data)).toMatch(/file type|Dateityp|not allowed|nicht erlaubt/i)
  })

  it('refuses a corrupt image that claims to be one', async () => {
    await expect(upload('kaputt.png', Buffer.from('this is not a png at all'), 'image/png')).rejects.toThrow()
  })
})

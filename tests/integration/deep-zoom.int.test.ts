/**
 * Deep zoom tiles on the local disk (issue 35 point 2, issue 46 point 3, issue 48 point 6): a large
 * original's DZI pyramid is cut by the media job its upload queues (the save does not wait), with
 * every variant the site links (src/features/uploads/mediaJob.ts), kept beside the variants under the content-marked stem with
 * the variants' caching, and dropped with them when the picture is replaced or deleted (a replaced
 * picture gets new tile addresses and a pyramid of its own at once). No request ever cuts one: a
 * tile of a picture without a pyramid answers 404 at once and leaves nothing on the disk, and
 * `npm run pyramids` (makeMissingPyramids) makes the missing ones. A small original has none, and
 * an upload whose cut fails is still saved. The object-store side is
 * tests/integration/deep-zoom-s3.int.test.ts.
 */
import fs from 'node:fs/promises'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { mediaJobsSettled, variantNames } from '@/features/uploads/mediaJob'
import { hasPyramid, makeMissingPyramids, pyramidMark } from '@/features/uploads/pyramids'
import { serveMedia as readMediaFile } from '@/features/uploads/serveTiles'
import { variantCacheDirectory } from '@/features/uploads/serveVariant'
import { levelSize, levelTiles, maxLevel, tileName, tileNamePattern, tileTotal } from '@/base/tiles'

import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A picture whose left half is red and right half blue, with a black square in the top left corner. */
export async function twoHalves(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#d01010"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#1020d0"/><rect width="100" height="100" fill="#000"/></svg>`
  const picture = sharp(Buffer.from(svg))
  return format === 'jpeg' ? picture.jpeg({ quality: 90 }).toBuffer() : picture.png().toBuffer()
}

async function upload(name: string, data: Buffer) {
  return payload.create({ collection: 'media', data: { alt: 'Gross' }, file: { data, mimetype: 'image/jpeg', name, size: data.length }, overrideAccess: true })
}

async function pixel(response: Response, x = 0, y = 0): Promise<[number, number, number]> {
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at], data[at + 1], data[at + 2]]
}

async function tilesOnDisk(stem: string): Promise<string[]> {
  const pattern = tileNamePattern(stem)
  const names = await fs.readdir(variantCacheDirectory()).catch(() => [] as string[])
  return names.filter((name) => pattern.test(name))
}

/** Everything in the cache folder, hidden work folders included: what a request may have left. */
async function cacheListing(): Promise<string[]> {
  return (await fs.readdir(variantCacheDirectory()).catch(() => [] as string[])).sort()
}

describe('deep zoom tiles on the local disk', () => {
  const size = { width: 4400, height: 3000 }
  let stem = ''
  let id: number

  it('cuts the pyramid of a large original and makes its variants in the job its upload queues, with every tile of every level', async () => {
    const doc = await upload(`gross-${Date.now()}.jpg`, await twoHalves(size.width, size.height))
    expect([doc.width, doc.height]).toEqual([size.width, size.height])
    stem = doc.filename!.replace(/\.jpg$/, '')
    id = doc.id
    // The save answered before the job: the pyramid's mark is written last, seconds later.
    expect(await hasPyramid(stem)).toBe(false)
    await mediaJobsSettled()
    // Made by the job, before any request: every tile, and every variant the pages and the viewer link.
    expect((await tilesOnDisk(stem)).length).toBe(tileTotal(size))
    const variants = variantNames(doc.filename!, doc.width)
    expect(variants).toHaveLength(16)
    for (const name of variants) expect(await fs.stat(`${variantCacheDirectory()}/${name}`).then((file) => file.size > 0)).toBe(true)
    const [large] = await Promise.all([sharp(`${variantCacheDirectory()}/${stem}-1920w.webp`).metadata()])
    expect([large.width, large.format]).toEqual([1920, 'webp'])
    expect((await sharp(`${variantCacheDirectory()}/${stem}-160w.jpg`).metadata()).width).toBe(160)
    expect(await hasPyramid(stem)).toBe(true)
    const top = maxLevel(size)
    expect(top).toBe(13)
    const names = [
      tileName(stem, { level: top, column: 0, row: 0 }),
      tileName(stem, { level: top, column: levelTiles(size, top).columns - 1, row: 0 }),
      tileName(stem, { level: 8, column: 0, row: 0 }),
      tileName(stem, { level: 0, column: 0, row: 0 }),
    ]
    const answers = await Promise.all(names.map((name) => readMediaFile(name)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toBe('image/webp')
      expect(answer.headers.get('cache-control')).toMatch(/immutable/)
    }
    // The top level at the original's own pixels: the corner square is black, the left half red, the right blue.
    const [r, g, b] = await pixel(answers[0].clone(), 10, 10)
    expect(Math.max(r, g, b)).toBeLessThan(40)
    const [r2, , b2] = await pixel(answers[0], 200, 200)
    expect(r2).toBeGreaterThan(180)
    expect(b2).toBeLessThan(60)
    const [r3, , b3] = await pixel(answers[1], 10, 10)
    expect(b3).toBeGreaterThan(180)
    expect(r3).toBeLessThan(60)
    // Tile sizes: 254 px plus the 1 px overlap on inner edges; the last column takes what is left.
    const first = await sharp(Buffer.from(await (await readMediaFile(names[0])).arrayBuffer())).metadata()
    expect([first.width, first.height]).toEqual([255, 255])
    const level8 = await sharp(Buffer.from(await answers[2].arrayBuffer())).metadata()
    expect([level8.width, level8.height]).toEqual([levelSize(size, 8).width, levelSize(size, 8).height])
    expect((await tilesOnDisk(stem)).length).toBe(tileTotal(size))
    // No work folder left behind.
    expect((await cacheListing()).filter((name) => name.startsWith('.'))).toEqual([])
  })

  it('never cuts a pyramid on request: a picture without one answers 404 at once and leaves nothing behind; npm run pyramids makes it', async () => {
    // As an upload from before pyramids were made at upload (or after a restore emptied the cache).
    for (const name of await tilesOnDisk(stem)) await fs.rm(`${variantCacheDirectory()}/${name}`)
    expect(await hasPyramid(stem)).toBe(false)
    const before = await cacheListing()
    const top = maxLevel(size)
    // A viewer asks for a dozen tiles at once; a crawler for any.
    const names = [0, 1, 2, 3, 4, 5].flatMap((column) => [tileName(stem, { level: top, column, row: 0 }), tileName(stem, { level: 9, column: 0, row: 0 })])
    const started = performance.now()
    const answers = await Promise.all(names.map((name) => readMediaFile(name)))
    const elapsed = performance.now() - started
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 404))
    // Cutting this pyramid takes seconds of a core; twelve stats take a few milliseconds.
    expect(elapsed).toBeLessThan(500)
    console.log(`12 tile requests without a pyramid: ${elapsed.toFixed(1)} ms`)
    expect(await cacheListing()).toEqual(before)
    expect(await hasPyramid(stem)).toBe(false)

    const lines: string[] = []
    const summary = await makeMissingPyramids(payload, (line) => lines.push(line))
    expect(summary.failed).toBe(0)
    expect(summary.made).toBeGreaterThanOrEqual(1)
    expect(lines.some((line) => line.startsWith(`${stem}.jpg: ${tileTotal(size)} tiles`))).toBe(true)
    expect((await tilesOnDisk(stem)).length).toBe(tileTotal(size))
    expect((await readMediaFile(tileName(stem, { level: top, column: 0, row: 0 }))).status).toBe(200)
    // Run again, it has nothing to do for this picture.
    const again: string[] = []
    await makeMissingPyramids(payload, (line) => again.push(line))
    expect(again.filter((line) => line.startsWith(stem))).toEqual([])
  })

  it('answers 404 for tiles past the edge of the pyramid, and for any tile of a small original, which gets none', async () => {
    const top = maxLevel(size)
    const { columns, rows } = levelTiles(size, top)
    for (const tile of [
      { level: top + 1, column: 0, row: 0 },
      { level: top, column: columns, row: 0 },
      { level: top, column: 0, row: rows },
    ]) {
      expect((await readMediaFile(tileName(stem, tile))).status).toBe(404)
    }
    const small = await payload.create({
      collection: 'media',
      data: { alt: 'Klein' },
      file: { data: await twoHalves(1600, 1200), mimetype: 'image/jpeg', name: `klein-${Date.now()}.jpg`, size: 1 },
      overrideAccess: true,
    })
    await mediaJobsSettled()
    const smallStem = small.filename!.replace(/\.jpg$/, '')
    expect(await tilesOnDisk(smallStem)).toEqual([])
    // Its variants up to its own width (and the viewer's): none wider than the original but that one.
    expect(variantNames(small.filename!, small.width).filter((name) => /-(1920|1600)w/.test(name))).toEqual([
      `${smallStem}-1600w.webp`,
      `${smallStem}-1600w.jpg`,
      `${smallStem}-1920w.webp`,
      `${smallStem}-1920w.jpg`,
    ])
    for (const name of variantNames(small.filename!, small.width)) expect(await fs.stat(`${variantCacheDirectory()}/${name}`).then(() => true)).toBe(true)
    expect((await readMediaFile(tileName(smallStem, { level: 0, column: 0, row: 0 }))).status).toBe(404)
    expect(await tilesOnDisk(smallStem)).toEqual([])
    expect((await readMediaFile('no-such-picture-a1b2c3d4e5-dz3-0-0.webp')).status).toBe(404)
    expect((await readMediaFile('../x-dz3-0-0.webp')).status).toBe(404)
  })

  it('saves an upload whose pyramid cannot be cut (logged), and its tiles answer 404', async () => {
    // A JPEG cut short: its header still says 4400 × 3000, its pixels end early.
    const whole = await twoHalves(size.width, size.height)
    const data = whole.subarray(0, Math.floor(whole.length / 2))
    const doc = await upload(`kaputt-${Date.now()}.jpg`, Buffer.from(data))
    expect([doc.width, doc.height]).toEqual([size.width, size.height])
    await mediaJobsSettled()
    const brokenStem = doc.filename!.replace(/\.jpg$/, '')
    expect(await tilesOnDisk(brokenStem)).toEqual([])
    expect(await hasPyramid(brokenStem)).toBe(false)
    expect((await readMediaFile(pyramidMark(brokenStem))).status).toBe(404)
    expect((await cacheListing()).filter((name) => name.startsWith('.') || name.endsWith('.tmp'))).toEqual([])
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })

  it('gives a replaced picture new tile addresses and its own pyramid in its job, and drops the old tiles; a delete drops the rest', async () => {
    const data = await twoHalves(size.width, size.height, 'png')
    const replaced = await payload.update({
      collection: 'media',
      id,
      data: {},
      file: { data, mimetype: 'image/png', name: `${stem}.png`, size: data.length },
      overrideAccess: true,
    })
    const newStem = replaced.filename!.replace(/\.png$/, '')
    expect(newStem).not.toBe(stem)
    await mediaJobsSettled()
    expect(await tilesOnDisk(stem)).toEqual([])
    expect((await tilesOnDisk(newStem)).length).toBe(tileTotal(size))
    expect((await readMediaFile(tileName(stem, { level: 0, column: 0, row: 0 }))).status).toBe(404)
    expect((await readMediaFile(tileName(newStem, { level: 12, column: 1, row: 1 }))).status).toBe(200)
    // An edit that keeps the picture cuts nothing again.
    const marked = (await fs.stat(`${variantCacheDirectory()}/${pyramidMark(newStem)}`)).mtimeMs
    await payload.update({ collection: 'media', id, data: { alt: 'Noch grösser' }, overrideAccess: true })
    expect((await fs.stat(`${variantCacheDirectory()}/${pyramidMark(newStem)}`)).mtimeMs).toBe(marked)
    await payload.delete({ collection: 'media', id, overrideAccess: true })
    expect(await tilesOnDisk(newStem)).toEqual([])
    expect((await readMediaFile(tileName(newStem, { level: 12, column: 1, row: 1 }))).status).toBe(404)
  })
})

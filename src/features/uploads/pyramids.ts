/**
 * Makes the deep zoom pyramids of ../../base/tiles.ts (issue 46 point 3: expensive work only for
 * those who may ask for it). Cutting a 6000 × 4500 original takes ~6 s of a core and ~15 MB of
 * disk, so it is done when staff upload or replace a picture (./collections.ts), by
 * `npm run pyramids` and by `npm start`'s preparation for originals stored without one (older
 * uploads, an import, a restore, which empties MEDIA_CACHE_DIR) — never for a visitor: a tile
 * asked for before its pyramid exists answers 404 (./serveTiles.ts) and the viewer shows the plain
 * picture. The tiles land where ./serveTiles.ts reads them: beside the variants in
 * MEDIA_CACHE_DIR, or with an object store in the bucket beside the original.
 *
 * The level 0 tile is written last, after every other tile: its presence marks a whole pyramid,
 * so a cut that died halfway is made again, and checking one costs one stat or one listing.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pLimit from 'p-limit'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { getStoredBytes, listStoredNames, objectStoreSettings, putStoredObject, type ObjectStoreSettings } from './objectStore'
import { exists, mediaDirectory, oneAtATimePerCore, temporaryBeside, variantCacheDirectory } from './serveVariant'
import { deepZoomMinSide, hasDeepZoom, tileName, tileOverlap, tileSize, type PixelSize } from '../../base/tiles'
import { fileStem } from '../../base/mediaVariants'

/** The tiles' quality: as the WebP variants. */
const tileQuality = 78

/** The tile whose presence says the whole pyramid of `stem` is stored: written last. */
export function pyramidMark(stem: string): string {
  return tileName(stem, { level: 0, column: 0, row: 0 })
}

/** The size of the picture the pyramid is cut from: turned upright as the variants are (EXIF). */
async function uprightSize(input: string | Buffer): Promise<PixelSize | null> {
  const { width, height, orientation } = await sharp(input, { failOn: 'error' }).metadata()
  if (!width || !height) return null
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height }
}

type CutTile = { name: string; file: string }

/** Cuts the pyramid into `folder` (libvips' DZI folders) and lists its tiles under their flat names, the mark last. */
async function cutPyramid(input: string | Buffer, stem: string, folder: string): Promise<CutTile[]> {
  await fs.mkdir(folder, { recursive: true })
  await sharp(input, { failOn: 'error' })
    .rotate()
    .webp({ quality: tileQuality })
    .tile({ size: tileSize, overlap: tileOverlap, layout: 'dz', container: 'fs' })
    .toFile(path.join(folder, 'p.dz'))
  const levels = path.join(folder, 'p_files')
  const tiles: CutTile[] = []
  for (const level of await fs.readdir(levels)) {
    if (!/^\d+$/.test(level)) continue
    for (const file of await fs.readdir(path.join(levels, level))) {
      const match = /^(\d+)_(\d+)\.webp$/.exec(file)
      if (match) tiles.push({ name: tileName(stem, { level: Number(level), column: Number(match[1]), row: Number(match[2]) }), file: path.join(levels, level, file) })
    }
  }
  const mark = pyramidMark(stem)
  return [...tiles.filter((tile) => tile.name !== mark), ...tiles.filter((tile) => tile.name === mark)]
}

/** Local disk: each tile renamed in whole (atomic) from a folder of its own into MEDIA_CACHE_DIR, the mark last. */
async function writePyramid(input: string | Buffer, stem: string): Promise<number> {
  const folder = temporaryBeside(path.join(variantCacheDirectory(), `.${stem}-dz`))
  try {
    const tiles = await oneAtATimePerCore(() => cutPyramid(input, stem, folder))
    for (const { name, file } of tiles) await fs.rename(file, path.join(variantCacheDirectory(), name))
    return tiles.length
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
}

/** Object store: every tile put beside the original, the mark once all others are in. */
async function storePyramid(store: ObjectStoreSettings, input: string | Buffer, stem: string): Promise<number> {
  const folder = path.join(os.tmpdir(), `vernissage-dz-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`)
  try {
    const tiles = await oneAtATimePerCore(() => cutPyramid(input, stem, folder))
    const mark = tiles.pop()!
    // A few uploads at a time: hundreds of PUTs at once would only queue in the SDK's sockets.
    const limit = pLimit(8)
    await Promise.all(tiles.map(({ name, file }) => limit(async () => putStoredObject(store, name, await fs.readFile(file), 'image/webp'))))
    await putStoredObject(store, mark.name, await fs.readFile(mark.file), 'image/webp')
    return tiles.length + 1
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
}

/** Whether the whole pyramid of `stem` is stored (its mark is). */
export async function hasPyramid(stem: string): Promise<boolean> {
  const store = objectStoreSettings()
  const mark = pyramidMark(stem)
  if (store) return (await listStoredNames(store, mark)).includes(mark)
  return exists(path.join(variantCacheDirectory(), mark))
}

export type PyramidOutcome = { made: number } | { skipped: 'small' | 'no original' }

/**
 * Cuts and stores the pyramid of the stored original `filename`, from `bytes` when the caller
 * holds them (an upload being saved: with an object store the original may not be in the bucket
 * yet), else from the stored original. An original under 4,000 px gets none.
 */
export async function makePyramid(filename: string, bytes?: Buffer | string | null): Promise<PyramidOutcome> {
  const stem = fileStem(filename)
  const store = objectStoreSettings()
  let input: Buffer | string | null = bytes ?? null
  if (!input) {
    if (store) input = await getStoredBytes(store, filename)
    else {
      const file = path.join(mediaDirectory(), filename)
      input = (await exists(file)) ? file : null
    }
  }
  if (!input) return { skipped: 'no original' }
  if (!hasDeepZoom(await uprightSize(input))) return { skipped: 'small' }
  return { made: store ? await storePyramid(store, input, stem) : await writePyramid(input, stem) }
}

type MediaDoc = { id: number | string; filename?: string | null; width?: number | null; height?: number | null }

/**
 * Makes the pyramid of every large original stored without one (`npm run pyramids`, `npm start`'s
 * preparation). One that fails is logged and counted, the others are still made.
 */
export async function makeMissingPyramids(payload: Payload, log: (line: string) => void): Promise<{ large: number; made: number; failed: number }> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { or: [{ width: { greater_than_equal: deepZoomMinSide } }, { height: { greater_than_equal: deepZoomMinSide } }] },
    select: { filename: true, width: true, height: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const large = (docs as MediaDoc[]).filter((doc) => doc.filename && hasDeepZoom({ width: doc.width ?? 0, height: doc.height ?? 0 }))
  let made = 0
  let failed = 0
  for (const doc of large) {
    const filename = doc.filename!
    if (await hasPyramid(fileStem(filename))) continue
    const started = Date.now()
    try {
      const outcome = await makePyramid(filename)
      if ('made' in outcome) {
        made += 1
        log(`${filename}: ${outcome.made} tiles in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      } else log(`${filename}: none made (${outcome.skipped})`)
    } catch (error) {
      failed += 1
      log(`${filename}: failed (${error instanceof Error ? error.message : String(error)})`)
    }
  }
  return { large: large.length, made, failed }
}

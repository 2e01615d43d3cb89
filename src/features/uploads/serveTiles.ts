/**
 * Serves the deep zoom tiles of ./tiles.ts through the media route, made the way the variants are
 * (./serveVariant.ts): on the first request for any tile of an original the whole pyramid is cut
 * once (one libvips run is far cheaper than decoding a 6000 px original per tile), then kept on
 * the local disk beside the variants or, with an object store, put in the bucket beside its
 * original, so every instance serves the same bytes. Concurrent first requests share one run; a
 * tile that cannot exist (an original under 4,000 px, a level or column past the pyramid's edge)
 * answers 404 without cutting anything. A stem names one picture for good (./variants.ts,
 * storedName), so what is remembered of it never goes stale.
 */
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import pLimit from 'p-limit'
import sharp from 'sharp'

import { getStoredBytes, getStoredObject, listStoredNames, ObjectStoreUnavailable, objectStoreSettings, putStoredObject, type ObjectStoreSettings } from './objectStore'
import { exists, findOriginal, mediaHeaders, notFound, oneAtATimePerCore, originalExtensions, readMediaFile, storeUnavailable, variantCacheDirectory } from './serveVariant'
import { isTileOf, parseTileName, tileName, tileOverlap, tileSize, type PixelSize, type TileAddress } from '../../base/tiles'
import { isContentAddressed } from '../../base/mediaVariants'

/** The tiles' quality: as the WebP variants. */
const tileQuality = 78

/**
 * The pixel size of originals already looked at, by stem (null: no pyramid): a request for a tile
 * that cannot exist is then answered without reading the original again. Bounded, oldest first out.
 */
const sizes = new Map<string, PixelSize | null>()
const sizesKept = 2000

function remember(stem: string, size: PixelSize | null): PixelSize | null {
  sizes.set(stem, size)
  if (sizes.size > sizesKept) sizes.delete(sizes.keys().next().value as string)
  return size
}

/** The size of the picture the pyramid is cut from: turned upright as the variants are (EXIF). */
async function uprightSize(input: string | Buffer): Promise<PixelSize | null> {
  const { width, height, orientation } = await sharp(input, { failOn: 'error' }).metadata()
  if (!width || !height) return null
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height }
}

/** Cuts the pyramid into `folder` (libvips' DZI folders) and lists its tiles under their flat names. */
async function cutPyramid(input: string | Buffer, stem: string, folder: string): Promise<Array<{ name: string; file: string }>> {
  await fs.mkdir(folder, { recursive: true })
  await sharp(input, { failOn: 'error' })
    .rotate()
    .webp({ quality: tileQuality })
    .tile({ size: tileSize, overlap: tileOverlap, layout: 'dz', container: 'fs' })
    .toFile(path.join(folder, 'p.dz'))
  const levels = path.join(folder, 'p_files')
  const tiles: Array<{ name: string; file: string }> = []
  for (const level of await fs.readdir(levels)) {
    if (!/^\d+$/.test(level)) continue
    for (const file of await fs.readdir(path.join(levels, level))) {
      const match = /^(\d+)_(\d+)\.webp$/.exec(file)
      if (match) tiles.push({ name: tileName(stem, { level: Number(level), column: Number(match[1]), row: Number(match[2]) }), file: path.join(levels, level, file) })
    }
  }
  return tiles
}

/** Pyramids being cut right now, by stem. */
const cutting = new Map<string, Promise<unknown>>()

function once<T>(key: string, work: () => Promise<T>): Promise<T> {
  let job = cutting.get(key) as Promise<T> | undefined
  if (!job) {
    job = work().finally(() => cutting.delete(key))
    cutting.set(key, job)
  }
  return job
}

/** Local disk: the tiles land beside the variants, each renamed in whole (atomic) from a folder of their own. */
async function writePyramid(original: string, stem: string): Promise<void> {
  const folder = path.join(variantCacheDirectory(), `.${stem}-dz-${process.pid}-${Date.now()}`)
  try {
    const tiles = await oneAtATimePerCore(() => cutPyramid(original, stem, folder))
    for (const { name, file } of tiles) await fs.rename(file, path.join(variantCacheDirectory(), name))
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
}

/** The file of one tile on the local disk, cutting the pyramid first if need be; null when there is no such tile. */
export async function tileFile(stem: string, tile: TileAddress): Promise<string | null> {
  const target = path.join(variantCacheDirectory(), tileName(stem, tile))
  if (await exists(target)) return target
  const original = await findOriginal(stem)
  if (!original) return null
  const size = sizes.has(stem) ? sizes.get(stem)! : remember(stem, await uprightSize(original))
  if (!size || !isTileOf(size, tile)) return null
  await once(stem, () => writePyramid(original, stem))
  return (await exists(target)) ? target : null
}

/** Object store: the pyramid cut from the original in the bucket, every tile put beside it. */
async function storePyramid(store: ObjectStoreSettings, stem: string, bytes: Buffer): Promise<Map<string, Buffer>> {
  const folder = path.join(os.tmpdir(), `vernissage-dz-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`)
  try {
    const tiles = await oneAtATimePerCore(() => cutPyramid(bytes, stem, folder))
    const made = new Map<string, Buffer>()
    // A few uploads at a time: hundreds of PUTs at once would only queue in the SDK's sockets.
    const limit = pLimit(8)
    await Promise.all(
      tiles.map(({ name, file }) =>
        limit(async () => {
          const tile = await fs.readFile(file)
          made.set(name, tile)
          await putStoredObject(store, name, tile, 'image/webp')
        }),
      ),
    )
    return made
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
}

export type StoredTile = { body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>; size: number | undefined }

async function readStoredOriginal(store: ObjectStoreSettings, stem: string): Promise<Buffer | null> {
  const original = (await listStoredNames(store, `${stem}.`)).find((candidate) => originalExtensions.some((extension) => candidate === stem + extension))
  return original ? getStoredBytes(store, original) : null
}

/**
 * One tile from the bucket, or cut now from the original in the bucket; null when there is no such
 * tile. Errors of the store itself (ObjectStoreUnavailable) are the caller's to answer.
 */
export async function storedTile(store: ObjectStoreSettings, stem: string, tile: TileAddress): Promise<StoredTile | null> {
  const known = sizes.get(stem)
  if (sizes.has(stem) && (!known || !isTileOf(known, tile))) return null
  const name = tileName(stem, tile)
  const found = await getStoredObject(store, name)
  if (found) return { body: found.body, size: found.size }
  let bytes: Buffer | null = null
  if (!sizes.has(stem)) {
    bytes = await once(`s3-original:${stem}`, () => readStoredOriginal(store, stem))
    // No original (yet): nothing is remembered, an upload may still bring it.
    if (!bytes) return null
    remember(stem, await uprightSize(bytes))
  }
  const size = sizes.get(stem)
  if (!size || !isTileOf(size, tile)) return null
  const made = await once(`s3:${stem}`, async () => {
    const original = bytes ?? (await readStoredOriginal(store, stem))
    if (!original) return null
    return storePyramid(store, stem, original)
  })
  const tileBytes = made?.get(name)
  return tileBytes ? { body: new Uint8Array(tileBytes), size: tileBytes.length } : null
}

/**
 * The media route's answer (src/app/media): a deep zoom tile from here, with a variant's headers;
 * an original or a variant from ./serveVariant.ts.
 */
export async function serveMedia(name: string): Promise<Response> {
  const tile = parseTileName(name)
  if (!tile) return readMediaFile(name)
  const contentAddressed = isContentAddressed(tile.stem)
  const store = objectStoreSettings()
  try {
    if (store) {
      const found = await storedTile(store, tile.stem, tile)
      return found ? new Response(found.body, { headers: mediaHeaders(name, found.size, contentAddressed) }) : notFound()
    }
    const file = await tileFile(tile.stem, tile)
    if (!file) return notFound()
    const { size } = await fs.stat(file)
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, { headers: mediaHeaders(name, size, contentAddressed) })
  } catch (error) {
    if (error instanceof ObjectStoreUnavailable) return storeUnavailable()
    return new Response('This image could not be processed', { status: 422 })
  }
}

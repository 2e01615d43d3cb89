import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import sharp from 'sharp'

import {
  deleteStoredObjects,
  getStoredBytes,
  getStoredObject,
  listStoredNames,
  ObjectStoreUnavailable,
  objectStoreSettings,
  putStoredObject,
  type ObjectStoreSettings,
} from './objectStore'
import { tileNamePattern } from '../../base/tiles'
import { imageTypes, isContentAddressed, parseVariantName, type ImageWidth, type VariantFormat } from '../../base/mediaVariants'
import { config } from '../../config/env.mjs'

export const originalExtensions = Object.keys(imageTypes)

export function mediaDirectory(): string {
  return path.resolve(process.cwd(), config().MEDIA_DIR)
}

/** Variants live apart from the originals so Payload's folder holds only what staff uploaded. */
export function variantCacheDirectory(): string {
  return path.resolve(process.cwd(), config().MEDIA_CACHE_DIR)
}

/** Uploads stored before content marks may still change their picture under one name. */
const cacheHeader = 'public, max-age=604800, stale-while-revalidate=86400'
/** A content-marked name always shows the same picture (./variants.ts, storedName). */
const immutableHeader = 'public, max-age=31536000, immutable'

export async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile()
  } catch {
    return false
  }
}

export async function findOriginal(stem: string): Promise<string | null> {
  for (const extension of originalExtensions) {
    const candidate = path.join(mediaDirectory(), stem + extension)
    if (await exists(candidate)) return candidate
  }
  return null
}

/** Variants being made right now, so concurrent first requests share one sharp run. */
const inFlight = new Map<string, Promise<unknown>>()

// Each variant is made once and kept on disk, so libvips' own cache of decoded pictures would only
// hold memory; and at most one picture per core is decoded at a time, so a burst of first
// requests for many variants (a crawler, an attacker) waits instead of decoding them all at once.
sharp.cache(false)
const makers = Math.max(1, os.availableParallelism())
let making = 0
const waiting: (() => void)[] = []

export async function oneAtATimePerCore<T>(work: () => Promise<T>): Promise<T> {
  if (making >= makers) await new Promise<void>((resolve) => waiting.push(resolve))
  else making += 1
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else making -= 1
  }
}

async function makeVariant(original: string, target: string, width: ImageWidth, format: VariantFormat): Promise<string> {
  return oneAtATimePerCore(() => writeVariant(original, target, width, format))
}

/** A picture (turned upright) encoded as one variant: the site's widths and qualities in one place. */
export function encodeVariant(picture: sharp.Sharp, width: ImageWidth, format: VariantFormat): sharp.Sharp {
  const pipeline = picture.resize({ width, withoutEnlargement: true })
  return format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })
}

function variantPipeline(original: string | Buffer, width: ImageWidth, format: VariantFormat) {
  return encodeVariant(sharp(original, { failOn: 'error' }).rotate(), width, format)
}

/**
 * A name beside `target` for writing it before an atomic rename, unique to this write: the media
 * job and a visitor's first request can make the same variant in one process in the same
 * millisecond, and a shared name let one rename find the other's file gone (a 422 for the visitor).
 */
export function temporaryBeside(target: string): string {
  return `${target}.${process.pid}.${randomUUID()}.tmp`
}

async function writeVariant(original: string, target: string, width: ImageWidth, format: VariantFormat): Promise<string> {
  await fs.mkdir(path.dirname(target), { recursive: true })
  const temporary = temporaryBeside(target)
  await variantPipeline(original, width, format).toFile(temporary)
  // A rename is atomic, so other processes sharing the folder never read half a file.
  await fs.rename(temporary, target)
  return target
}

export async function variantFile(stem: string, width: ImageWidth, format: VariantFormat): Promise<string | null> {
  const target = path.join(variantCacheDirectory(), `${stem}-${width}w.${format}`)
  if (await exists(target)) return target
  const original = await findOriginal(stem)
  if (!original) return null
  let job = inFlight.get(target) as Promise<string> | undefined
  if (!job) {
    job = makeVariant(original, target, width, format).finally(() => inFlight.delete(target))
    inFlight.set(target, job)
  }
  return job
}

/** A variant's name or a deep zoom tile's (./tiles.ts): both are dropped with their original. */
function variantPattern(stem: string): { test: (name: string) => boolean } {
  const variant = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+w\\.(webp|jpg)$`)
  const tile = tileNamePattern(stem)
  return { test: (name) => variant.test(name) || tile.test(name) }
}

/** Removes the cached variants (and tiles) of an original, after it was replaced or deleted. */
export async function dropVariants(filename: string): Promise<void> {
  const stem = filename.replace(/\.[a-z0-9]+$/i, '')
  const store = objectStoreSettings()
  if (store) {
    const pattern = variantPattern(stem)
    await deleteStoredObjects(store, `${stem}-`, (name) => pattern.test(name))
    return
  }
  const directory = variantCacheDirectory()
  let names: string[] = []
  try {
    names = await fs.readdir(directory)
  } catch {
    return
  }
  const pattern = variantPattern(stem)
  await Promise.all(names.filter((n) => pattern.test(n)).map((n) => fs.rm(path.join(directory, n), { force: true })))
}

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export function storeUnavailable(): Response {
  return new Response('The image storage cannot be reached right now. Please try again in a few seconds.', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' },
  })
}

export function typeOf(name: string): string {
  return imageTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
}

export function mediaHeaders(name: string, size: number | undefined, contentAddressed: boolean): Headers {
  const headers = new Headers({
    'content-type': typeOf(name),
    'cache-control': contentAddressed ? immutableHeader : cacheHeader,
    'x-content-type-options': 'nosniff',
  })
  if (size !== undefined) headers.set('content-length', String(size))
  return headers
}

/** A variant made from the original in the bucket and stored beside it: made once, by whichever instance is asked first. */
async function storedVariant(store: ObjectStoreSettings, stem: string, width: ImageWidth, format: VariantFormat): Promise<Buffer | null> {
  const name = `${stem}-${width}w.${format}`
  let job = inFlight.get(name) as Promise<Buffer | null> | undefined
  if (!job) {
    job = (async () => {
      const original = (await listStoredNames(store, `${stem}.`)).find((candidate) => originalExtensions.some((extension) => candidate === stem + extension))
      if (!original) return null
      const bytes = await getStoredBytes(store, original)
      if (!bytes) return null
      const variant = await oneAtATimePerCore(() => variantPipeline(bytes, width, format).toBuffer())
      await putStoredObject(store, name, variant, typeOf(name))
      return variant
    })().finally(() => inFlight.delete(name))
    inFlight.set(name, job)
  }
  return job
}

async function readStoredMediaFile(store: ObjectStoreSettings, name: string, parsed: NonNullable<ReturnType<typeof parseVariantName>>): Promise<Response> {
  const contentAddressed = isContentAddressed(parsed.kind === 'original' ? parsed.filename : parsed.stem)
  try {
    const stored = await getStoredObject(store, name)
    if (stored) return new Response(stored.body, { headers: mediaHeaders(name, stored.size, contentAddressed) })
    if (parsed.kind === 'original') return notFound()
    let made: Buffer | null
    try {
      made = await storedVariant(store, parsed.stem, parsed.width, parsed.format)
    } catch (error) {
      if (error instanceof ObjectStoreUnavailable) throw error
      return new Response('This image could not be processed', { status: 422 })
    }
    if (!made) return notFound()
    return new Response(new Uint8Array(made), { headers: mediaHeaders(name, made.length, contentAddressed) })
  } catch (error) {
    if (error instanceof ObjectStoreUnavailable) return storeUnavailable()
    throw error
  }
}

export async function readMediaFile(name: string): Promise<Response> {
  const parsed = parseVariantName(name)
  if (!parsed) return notFound()
  const store = objectStoreSettings()
  if (store) return readStoredMediaFile(store, name, parsed)
  let file: string | null
  if (parsed.kind === 'original') {
    file = path.join(mediaDirectory(), parsed.filename)
    if (!(await exists(file))) return notFound()
  } else {
    try {
      file = await variantFile(parsed.stem, parsed.width, parsed.format)
    } catch {
      return new Response('This image could not be processed', { status: 422 })
    }
    if (!file) return notFound()
  }
  // Streamed from the disk: fifty visitors loading a large original hold a few buffers, not fifty copies.
  let size: number
  try {
    size = (await fs.stat(file)).size
  } catch {
    return notFound()
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: mediaHeaders(file, size, isContentAddressed(parsed.kind === 'original' ? parsed.filename : parsed.stem)),
  })
}

import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import sharp from 'sharp'

import { isContentAddressed, parseVariantName, type ImageWidth, type VariantFormat } from './variants'

const originalExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif']

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

export function mediaDirectory(): string {
  return path.resolve(process.cwd(), process.env.MEDIA_DIR || 'data/media')
}

/** Variants live apart from the originals so Payload's folder holds only what staff uploaded. */
export function variantCacheDirectory(): string {
  return path.resolve(process.cwd(), process.env.MEDIA_CACHE_DIR || 'data/media-cache')
}

/** Uploads stored before content marks may still change their picture under one name. */
const cacheHeader = 'public, max-age=604800, stale-while-revalidate=86400'
/** A content-marked name always shows the same picture (./variants.ts, storedName). */
const immutableHeader = 'public, max-age=31536000, immutable'

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile()
  } catch {
    return false
  }
}

async function findOriginal(stem: string): Promise<string | null> {
  for (const extension of originalExtensions) {
    const candidate = path.join(mediaDirectory(), stem + extension)
    if (await exists(candidate)) return candidate
  }
  return null
}

/** Variants being made right now, so concurrent first requests share one sharp run. */
const inFlight = new Map<string, Promise<string>>()

// Each variant is made once and kept on disk, so libvips' own cache of decoded pictures would only
// hold memory; and at most one picture per core is decoded at a time, so a burst of first
// requests for many variants (a crawler, an attacker) waits instead of decoding them all at once.
sharp.cache(false)
const makers = Math.max(1, os.availableParallelism())
let making = 0
const waiting: (() => void)[] = []

async function oneAtATimePerCore<T>(work: () => Promise<T>): Promise<T> {
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

async function writeVariant(original: string, target: string, width: ImageWidth, format: VariantFormat): Promise<string> {
  await fs.mkdir(path.dirname(target), { recursive: true })
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
  const pipeline = sharp(original, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true })
  await (format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toFile(temporary)
  // A rename is atomic, so other processes sharing the folder never read half a file.
  await fs.rename(temporary, target)
  return target
}

export async function variantFile(stem: string, width: ImageWidth, format: VariantFormat): Promise<string | null> {
  const target = path.join(variantCacheDirectory(), `${stem}-${width}w.${format}`)
  if (await exists(target)) return target
  const original = await findOriginal(stem)
  if (!original) return null
  let job = inFlight.get(target)
  if (!job) {
    job = makeVariant(original, target, width, format).finally(() => inFlight.delete(target))
    inFlight.set(target, job)
  }
  return job
}

/** Removes the cached variants of an original, after it was replaced or deleted. */
export async function dropVariants(filename: string): Promise<void> {
  const stem = filename.replace(/\.[a-z0-9]+$/i, '')
  const directory = variantCacheDirectory()
  let names: string[] = []
  try {
    names = await fs.readdir(directory)
  } catch {
    return
  }
  const pattern = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+w\\.(webp|jpg)$`)
  await Promise.all(names.filter((n) => pattern.test(n)).map((n) => fs.rm(path.join(directory, n), { force: true })))
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export async function readMediaFile(name: string): Promise<Response> {
  const parsed = parseVariantName(name)
  if (!parsed) return notFound()
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
    headers: {
      'content-type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(size),
      'cache-control': isContentAddressed(parsed.kind === 'original' ? parsed.filename : parsed.stem) ? immutableHeader : cacheHeader,
      'x-content-type-options': 'nosniff',
    },
  })
}

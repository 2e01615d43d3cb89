/**
 * What a new picture needs before its first visitor (issue 48 point 6): its size variants at every
 * width the site links and its deep zoom pyramid (./pyramids.ts), made in a job once staff have
 * saved it — an upload in the admin, a replaced file, an import — and stored where every instance
 * reads them: MEDIA_CACHE_DIR beside the originals, or the bucket beside the original. A visitor's
 * request still makes a variant that is missing (./serveVariant.ts), so nothing waits on the job.
 *
 * The job is the instance's own queue, one picture at a time, read from where the original is
 * stored (the save answers at once; a large original takes a few seconds of a core). It holds no
 * state of its own: what is stored says what is done, and what a job an instance did not finish
 * (a crash, a restart) left undone is made as before it — a variant on its first request, a
 * pyramid by the sweep every instance runs as it starts (`npm start`'s preparation, ./pyramids.ts
 * makeMissingPyramids).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import pLimit from 'p-limit'
import sharp from 'sharp'

import { getStoredBytes, listStoredNames, objectStoreSettings, putStoredObject, type ObjectStoreSettings } from './objectStore'
import { hasPyramid, makePyramid } from './pyramids'
import { encodeVariant, exists, findOriginal, oneAtATimePerCore, originalExtensions, temporaryBeside, typeOf, variantCacheDirectory } from './serveVariant'
import { fileStem, imageWidths, type ImageWidth, type VariantFormat } from '../../base/mediaVariants'
import { hasDeepZoom } from '../../base/tiles'

const formats: VariantFormat[] = ['webp', 'jpg']
const largest = imageWidths[imageWidths.length - 1]

/**
 * The widths a picture is linked at: those its srcset lists (up to its own width, the smallest
 * always) and the image viewer's (the largest).
 */
export function linkedWidths(originalWidth: number | null | undefined): ImageWidth[] {
  return imageWidths.filter((width, index) => !originalWidth || width <= originalWidth || index === 0 || width === largest)
}

/** The variants' stored names of a picture. */
export function variantNames(filename: string, originalWidth: number | null | undefined): string[] {
  const stem = fileStem(filename)
  return linkedWidths(originalWidth).flatMap((width) => formats.map((format) => `${stem}-${width}w.${format}`))
}

/** Which of a picture's variants are not stored yet. */
async function missingVariants(store: ObjectStoreSettings | null, filename: string, originalWidth: number | null | undefined): Promise<string[]> {
  const names = variantNames(filename, originalWidth)
  if (store) {
    // Variants sort before the tiles (`-160w` before `-dz0`): one listing holds them all.
    const stored = new Set(await listStoredNames(store, `${fileStem(filename)}-`))
    return names.filter((name) => !stored.has(name))
  }
  const missing: string[] = []
  for (const name of names) if (!(await exists(path.join(variantCacheDirectory(), name)))) missing.push(name)
  return missing
}

/** The original's bytes (or its path on the disk), as stored. */
async function storedOriginal(store: ObjectStoreSettings | null, filename: string): Promise<Buffer | string | null> {
  if (store) return getStoredBytes(store, filename)
  return findOriginal(fileStem(filename))
}

/** Encodes the `names` variants of the original and stores each. */
async function makeVariants(store: ObjectStoreSettings | null, input: Buffer | string, names: string[]): Promise<void> {
  for (const name of names) {
    const match = /-(\d+)w\.(webp|jpg)$/.exec(name)!
    // Read in one pass from the top (sequentialRead): libvips holds a few rows of the original, not all of it.
    const picture = sharp(input, { failOn: 'error', sequentialRead: true }).rotate()
    const bytes = await oneAtATimePerCore(() => encodeVariant(picture, Number(match[1]) as ImageWidth, match[2] as VariantFormat).toBuffer())
    if (store) await putStoredObject(store, name, bytes, typeOf(name))
    else {
      // A rename is atomic: a request reading the folder meanwhile never gets half a file.
      const target = path.join(variantCacheDirectory(), name)
      const temporary = temporaryBeside(target)
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.writeFile(temporary, bytes)
      await fs.rename(temporary, target)
    }
  }
}

export type MediaPicture = { filename: string; width?: number | null; height?: number | null; mimeType?: string | null }

/** Makes what `picture` is missing: its variants, then (a large original) its pyramid, from the stored original. */
export async function prepareMedia(picture: MediaPicture): Promise<{ variants: number; pyramid: boolean }> {
  if (picture.mimeType && !picture.mimeType.startsWith('image/')) return { variants: 0, pyramid: false }
  if (!originalExtensions.some((extension) => picture.filename.toLowerCase().endsWith(extension))) return { variants: 0, pyramid: false }
  const store = objectStoreSettings()
  const missing = await missingVariants(store, picture.filename, picture.width)
  const needsPyramid = hasDeepZoom({ width: picture.width ?? 0, height: picture.height ?? 0 }) && !(await hasPyramid(fileStem(picture.filename)))
  if (missing.length === 0 && !needsPyramid) return { variants: 0, pyramid: false }
  const input = await storedOriginal(store, picture.filename)
  if (!input) return { variants: 0, pyramid: false }
  if (missing.length) await makeVariants(store, input, missing)
  const pyramid = needsPyramid && 'made' in (await makePyramid(picture.filename, input))
  return { variants: missing.length, pyramid }
}

/** The instance's media jobs: one picture at a time, after the save that asked for it. */
const queue = pLimit(1)
const running = new Set<Promise<unknown>>()

/** Queues `prepareMedia` for a saved picture; a failure is logged, and the next sweep tries again. */
export function queueMediaJob(picture: MediaPicture, log: (error: unknown, message: string) => void): void {
  const job = queue(() => prepareMedia(picture))
    .catch((error: unknown) => log(error, `Variants or deep zoom pyramid of ${picture.filename} not made (the next start or npm run pyramids makes them)`))
    .finally(() => running.delete(job))
  running.add(job)
}

/** Resolves once every queued media job has ended (an import waits for it before it exits; tests too). */
export async function mediaJobsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running])
}

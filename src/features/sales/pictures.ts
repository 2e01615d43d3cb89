/**
 * The pictures of the printed matter (issue 49 point 5): a work's first picture as one of the
 * site's own variants (docs/behaviour.md#image-naming), read the way the site serves it — from the
 * local disk or the object store, made on first use (src/features/uploads/serveVariant.ts) — so a
 * price list or a work sheet never decodes a full-size original. pdfkit takes JPEG and PNG only:
 * the JPEG variant is asked for, and anything else is converted with sharp. A picture that is
 * missing or cannot be read is left out (null): the paper keeps its space empty, never fails.
 */
import sharp from 'sharp'

import { fileStem, type ImageWidth } from '@/base/mediaVariants'
import { readMediaFile } from '@/features/uploads/serveVariant'

import type { PrintWork } from './printWorks'

/** A thumbnail of a price list (about 18 mm wide: 320 px is 450 dpi) and a work sheet's picture (about 17 cm: 1024 px is 150 dpi). */
export const pictureWidths = { thumbnail: 320, sheet: 1024 } as const satisfies Record<string, ImageWidth>

const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
const isPng = (bytes: Buffer) => bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))

/** Bytes pdfkit can embed: JPEG and PNG as they are, any other picture (WebP, AVIF …) as JPEG; null for what is no picture. */
export async function printablePicture(bytes: Buffer): Promise<Buffer | null> {
  if (isJpeg(bytes) || isPng(bytes)) return bytes
  try {
    return await sharp(bytes, { failOn: 'error' }).rotate().jpeg({ quality: 82 }).toBuffer()
  } catch {
    return null
  }
}

/** One stored picture at one of the site's widths, ready for pdfkit; null when there is none. */
export async function pictureFor(filename: string | null, width: ImageWidth): Promise<Buffer | null> {
  if (!filename) return null
  try {
    const response = await readMediaFile(`${fileStem(filename)}-${width}w.jpg`)
    if (!response.ok) return null
    return await printablePicture(Buffer.from(await response.arrayBuffer()))
  } catch {
    return null
  }
}

/** The pictures of these works at one width, by work id; works without one are not in the map. Two at a time: the variants may have to be made first. */
export async function picturesOf(works: PrintWork[], width: ImageWidth): Promise<Map<number, Buffer>> {
  const pictures = new Map<number, Buffer>()
  const queue = [...works]
  const next = async (): Promise<void> => {
    const work = queue.shift()
    if (!work) return
    const picture = await pictureFor(work.picture, width)
    if (picture) pictures.set(work.id, picture)
    return next()
  }
  await Promise.all([next(), next()])
  return pictures
}

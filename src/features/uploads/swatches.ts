import sharp from 'sharp'

import { dominantColours, type Swatch } from '../../base/colours'
import { readMediaFile } from './serveVariant'

/** Pictures are read at this size for their colours: enough for the shares, a few milliseconds each. */
const sampleSize = 64

/**
 * The dominant colours of a picture's bytes (the image types of ./variants.ts), or none when they cannot be read:
 * a picture whose colours are unknown is still a picture, and its upload never fails for this.
 */
export async function readSwatches(bytes: Buffer | Uint8Array): Promise<Swatch[]> {
  try {
    const { data } = await sharp(bytes, { failOn: 'error', animated: false })
      .resize(sampleSize, sampleSize, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return dominantColours(data, 4)
  } catch {
    return []
  }
}

/** The swatches of a stored upload (local disk or object storage), or none when it is not there. */
export async function readStoredSwatches(filename: string): Promise<Swatch[]> {
  const response = await readMediaFile(filename)
  if (!response.ok) return []
  return readSwatches(Buffer.from(await response.arrayBuffer()))
}

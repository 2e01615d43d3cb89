import zlib from 'node:zlib'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pictureProblem } from './requestErrors'

/** A real PNG whose header claims another size (what a decompression bomb's header says). */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  )
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  // The IHDR chunk's checksum, over its type and data, so the header reads as valid.
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
  return png
}

describe('pictureProblem', () => {
  it('passes a picture of a sensible size', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
    expect(await pictureProblem(jpeg, 'en')).toBeNull()
  })

  it('refuses more than 80 megapixels, in German and English, before decoding anything', async () => {
    expect(await pictureProblem(await pngClaiming(60_000, 60_000), 'en')).toBe(
      'The picture is too large (60000 × 60000 pixels, 3600 megapixels; at most 80). Please make it smaller.',
    )
    expect(await pictureProblem(await pngClaiming(12_000, 12_000), 'de')).toMatch(/^Das Bild ist zu groß \(12000 × 12000 Pixel, 144 Megapixel/)
    expect(await pictureProblem(await pngClaiming(10_000, 8_000), 'en')).toBeNull()
  })

  it('refuses what is no readable picture', async () => {
    expect(await pictureProblem(Buffer.from('not an image at all\n'), 'de')).toBe('Die Datei ist kein lesbares Bild.')
    expect(await pictureProblem(Buffer.alloc(0), 'en')).toBe('The file is not a readable picture.')
  })
})

// Makes the site's raster icons from src/app/icon.svg (cream mark on black, DESIGN.md) with sharp:
// src/app/favicon.ico (16, 32, 48), src/app/apple-icon.png (180) and the manifest's
// public/icon-192.png and public/icon-512.png. The outputs are committed; run again after
// changing the SVG: `node scripts/icons.mjs`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const icoSizes = [16, 32, 48]

/** An ICO file holding PNG images (allowed since Windows Vista, read by every current browser). */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry) // width, 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1) // height
    header.writeUInt8(0, entry + 2) // no palette
    header.writeUInt8(0, entry + 3) // reserved
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => image.png)])
}

/** The sizes and offsets an ICO file lists (for the test). */
export function readIco(buffer) {
  const count = buffer.readUInt16LE(4)
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i
    const size = buffer.readUInt8(entry) || 256
    const length = buffer.readUInt32LE(entry + 8)
    const offset = buffer.readUInt32LE(entry + 12)
    return { size, png: buffer.subarray(offset, offset + length) }
  })
}

async function main() {
  const { default: sharp } = await import('sharp')
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const svg = fs.readFileSync(path.join(root, 'src/app/icon.svg'))
  const png = (size) =>
    sharp(svg, { density: 72 * Math.max(1, size / 512) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer()
  const outputs = {
    'src/app/apple-icon.png': await png(180),
    'public/icon-192.png': await png(192),
    'public/icon-512.png': await png(512),
    'src/app/favicon.ico': icoFromPngs(await Promise.all(icoSizes.map(async (size) => ({ size, png: await png(size) })))),
  }
  for (const [file, data] of Object.entries(outputs)) {
    fs.writeFileSync(path.join(root, file), data)
    console.log(`${file}: ${data.length} bytes`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()

#!/usr/bin/env node
// What making the spec's 16 image variants (8 widths × WebP/JPG) costs per image, to choose
// between making them at upload and on first request. Uses the same sharp settings as
// src/features/uploads/serveVariant.ts on a generated 2400×1600 original.
//   node bench/variants.mjs [images]
import sharp from 'sharp'

const widths = [160, 320, 640, 768, 1024, 1366, 1600, 1920]
const count = Number(process.argv[2] || 5)

function composition(seed) {
  const shapes = Array.from({ length: 24 }, (_, i) => {
    const x = (seed * 97 + i * 131) % 2400
    const y = (seed * 53 + i * 71) % 1600
    const hue = (seed * 40 + i * 23) % 360
    return `<circle cx="${x}" cy="${y}" r="${120 + ((i * 37) % 300)}" fill="hsl(${hue},60%,50%)" fill-opacity="0.6"/>`
  }).join('')
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="100%" height="100%" fill="#e9e1d0"/>${shapes}</svg>`)
}

let total = 0
let firstVariantTotal = 0
for (let n = 0; n < count; n++) {
  const original = await sharp(composition(n)).jpeg({ quality: 85 }).toBuffer()
  const started = performance.now()
  for (const [i, width] of widths.entries()) {
    for (const format of ['webp', 'jpg']) {
      const t = performance.now()
      const pipeline = sharp(original).rotate().resize({ width, withoutEnlargement: true })
      await (format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer()
      if (i === 2 && format === 'webp') firstVariantTotal += performance.now() - t
    }
  }
  total += performance.now() - started
}
console.log(`images: ${count} originals of 2400×1600`)
console.log(`all 16 variants per image: ${(total / count).toFixed(0)} ms`)
console.log(`one 640w WebP (what a visitor's first request waits for): ${(firstVariantTotal / count).toFixed(0)} ms`)
console.log(`400 images × 16 variants at upload would take ~${(((total / count) * 400) / 1000 / 60).toFixed(1)} min of CPU`)

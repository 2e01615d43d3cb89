import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { icoFromPngs, icoSizes, readIco } from './icons.mjs'

const root = path.resolve(import.meta.dirname, '..')

describe('icons', () => {
  it('writes an ICO whose directory points at each PNG', async () => {
    const pngs = await Promise.all(
      [16, 256].map(async (size) => ({
        size,
        png: await sharp({ create: { width: size, height: size, channels: 4, background: '#000' } })
          .png()
          .toBuffer(),
      })),
    )
    const ico = icoFromPngs(pngs)
    expect(ico.readUInt16LE(0)).toBe(0)
    expect(ico.readUInt16LE(2)).toBe(1)
    expect(ico.readUInt8(6 + 16)).toBe(0) // 256 is written as 0
    const read = readIco(ico)
    expect(read.map((entry) => entry.size)).toEqual([16, 256])
    expect(read.map((entry) => Buffer.compare(entry.png, pngs[read.indexOf(entry)].png))).toEqual([0, 0])
  })

  it('the committed icons have their sizes, cream on black', async () => {
    const favicon = readIco(fs.readFileSync(path.join(root, 'src/app/favicon.ico')))
    expect(favicon.map((entry) => entry.size)).toEqual(icoSizes)
    const files: Array<[Buffer, number]> = [
      ...favicon.map((entry): [Buffer, number] => [entry.png, entry.size]),
      [fs.readFileSync(path.join(root, 'src/app/apple-icon.png')), 180],
      [fs.readFileSync(path.join(root, 'public/icon-192.png')), 192],
      [fs.readFileSync(path.join(root, 'public/icon-512.png')), 512],
    ]
    for (const [png, size] of files) {
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([size, size])
      expect([...data.subarray(0, 3)]).toEqual([0, 0, 0]) // black corner
      // The brightest pixel is the cream #F1EADB of the mark.
      let best = 0
      for (let i = 0; i < data.length; i += 3) if (data[i] + data[i + 1] + data[i + 2] > data[best] + data[best + 1] + data[best + 2]) best = i
      expect([...data.subarray(best, best + 3)]).toEqual([0xf1, 0xea, 0xdb])
    }
    const svg = fs.readFileSync(path.join(root, 'src/app/icon.svg'), 'utf8')
    expect(svg).toMatch(/fill="#000"/)
    expect(svg).toMatch(/fill="#F1EADB"/i)
  })
})

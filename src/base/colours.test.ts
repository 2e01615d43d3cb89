import { describe, expect, it } from 'vitest'

import { dominantColours, hexToRgb, maxProposed, proposeColours, rgbToHex, rgbToLab } from './colours'

/** Raw pixels: each [hex, count] repeated, with a little noise so the grid has more than one cell per colour. */
function pixels(parts: Array<[string, number]>, channels: 3 | 4 = 3, alpha = 255): Uint8Array {
  const out: number[] = []
  let seed = 7
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return (seed % 13) - 6
  }
  for (const [hex, count] of parts) {
    const [r, g, b] = hexToRgb(hex) as [number, number, number]
    for (let i = 0; i < count; i++) {
      const clamp = (value: number) => Math.max(0, Math.min(255, value + noise()))
      out.push(clamp(r), clamp(g), clamp(b))
      if (channels === 4) out.push(alpha)
    }
  }
  return Uint8Array.from(out)
}

const vocabulary = [
  { id: 'ochre', hex: '#c8923a' },
  { id: 'ultramarine', hex: '#2a3f9d' },
  { id: 'carmine', hex: '#a3172b' },
  { id: 'emerald', hex: '#1f7a5a' },
  { id: 'black', hex: '#151515' },
  { id: 'white', hex: '#f3efe6' },
  { id: 'grey', hex: '#8a8a86' },
  { id: 'lemon', hex: '#ecd23c' },
]

describe('colours read from a picture', () => {
  it('converts between hex and RGB, and refuses what is not a colour', () => {
    expect(hexToRgb('#a3172b')).toEqual([163, 23, 43])
    expect(rgbToHex([163, 23, 43])).toBe('#a3172b')
    expect(hexToRgb('red')).toBeNull()
    expect(rgbToLab([255, 255, 255])[0]).toBeCloseTo(100, 0)
    expect(rgbToLab([0, 0, 0])[0]).toBeCloseTo(0, 5)
  })

  it('finds the dominant colours with their shares, most common first', () => {
    const swatches = dominantColours(
      pixels([
        ['#b01c30', 600],
        ['#2c40a0', 300],
        ['#f0eee8', 100],
      ]),
      3,
    )
    expect(swatches.map((swatch) => swatch.share)).toEqual([0.6, 0.3, 0.1])
    const nearest = (hex: string) => rgbToLab(hexToRgb(hex) as [number, number, number])
    const gap = (a: string, b: string) => Math.hypot(...nearest(a).map((value, i) => value - nearest(b)[i]))
    expect(gap(swatches[0].hex, '#b01c30')).toBeLessThan(4)
    expect(gap(swatches[1].hex, '#2c40a0')).toBeLessThan(4)
  })

  it('leaves out groups too small to be a colour of the picture', () => {
    const swatches = dominantColours(
      pixels([
        ['#b01c30', 985],
        ['#2c40a0', 15],
      ]),
      3,
    )
    expect(swatches).toHaveLength(1)
    expect(swatches[0].share).toBe(0.985)
  })

  it('skips transparent pixels and answers nothing for an empty picture', () => {
    expect(dominantColours(pixels([['#b01c30', 50]], 4, 0), 4)).toEqual([])
    expect(dominantColours(new Uint8Array(), 3)).toEqual([])
    expect(dominantColours(pixels([['#2c40a0', 40]], 4), 4)).toHaveLength(1)
  })

  it('proposes the vocabulary colours that cover enough of the picture, the largest first', () => {
    const swatches = dominantColours(
      pixels([
        ['#b01c30', 600],
        ['#2c40a0', 300],
        ['#f0eee8', 100],
      ]),
      3,
    )
    expect(proposeColours(swatches, vocabulary)).toEqual(['carmine', 'ultramarine'])
  })

  it('adds up swatches that fall to the same vocabulary colour', () => {
    const swatches = [
      { hex: '#c0903c', share: 0.07 },
      { hex: '#cc9a40', share: 0.07 },
      { hex: '#141414', share: 0.86 },
    ]
    expect(proposeColours(swatches, vocabulary)).toEqual(['ochre', 'black'])
  })

  it('proposes a coloured accent on a neutral ground, but not a small neutral patch', () => {
    const swatches = [
      { hex: '#141414', share: 0.87 },
      { hex: '#8a8a86', share: 0.08 },
      { hex: '#2c40a0', share: 0.05 },
    ]
    expect(proposeColours(swatches, vocabulary)).toEqual(['ultramarine', 'black'])
  })

  it('always proposes the largest colour, and never more than the maximum', () => {
    expect(proposeColours([{ hex: '#2c40a0', share: 0.05 }], vocabulary)).toEqual(['ultramarine'])
    const many = ['#b01c30', '#2c40a0', '#f0eee8', '#151515', '#1f7a5a'].map((hex) => ({ hex, share: 0.2 }))
    expect(proposeColours(many, vocabulary)).toHaveLength(maxProposed)
    // A neutral ground larger than three coloured accents keeps its place, in the last one.
    const ground = [{ hex: '#f0eee8', share: 0.7 }, ...['#b01c30', '#2c40a0', '#1f7a5a'].map((hex) => ({ hex, share: 0.1 }))]
    expect(proposeColours(ground, vocabulary)).toEqual(['carmine', 'ultramarine', 'white'])
  })

  it('proposes nothing without a vocabulary or without swatches, and ignores malformed values', () => {
    expect(proposeColours([{ hex: '#2c40a0', share: 1 }], [])).toEqual([])
    expect(proposeColours([], vocabulary)).toEqual([])
    expect(proposeColours([{ hex: 'nope', share: 1 }], [{ id: 'x', hex: 'bad' }, ...vocabulary])).toEqual([])
  })
})

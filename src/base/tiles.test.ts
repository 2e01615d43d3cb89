import { describe, expect, it } from 'vitest'

import { hasDeepZoom, isTileOf, levelSize, levelTiles, maxLevel, parseTileName, tileName, tileNamePattern, tileTotal, tileUrl } from './tiles'

const large = { width: 6000, height: 4500 }

describe('the deep zoom pyramid of an original', () => {
  it('is made from 4,000 px on the long side, in either orientation', () => {
    expect(hasDeepZoom(large)).toBe(true)
    expect(hasDeepZoom({ width: 3000, height: 4000 })).toBe(true)
    expect(hasDeepZoom({ width: 3999, height: 2000 })).toBe(false)
    expect(hasDeepZoom({ width: 1600, height: 1200 })).toBe(false)
    expect(hasDeepZoom(null)).toBe(false)
    expect(hasDeepZoom({ width: 6000 })).toBe(false)
  })

  it('has DZI levels: the top at the original size, each below halved rounding up, level 0 one pixel', () => {
    expect(maxLevel(large)).toBe(13)
    expect(levelSize(large, 13)).toEqual(large)
    expect(levelSize(large, 12)).toEqual({ width: 3000, height: 2250 })
    expect(levelSize(large, 11)).toEqual({ width: 1500, height: 1125 })
    expect(levelSize(large, 10)).toEqual({ width: 750, height: 563 })
    expect(levelSize(large, 0)).toEqual({ width: 1, height: 1 })
    expect(levelTiles(large, 13)).toEqual({ columns: 24, rows: 18 })
    expect(levelTiles(large, 8)).toEqual({ columns: 1, rows: 1 })
    // 432 + 108 + 30 + 9 + 4 + 1 × 9
    expect(tileTotal(large)).toBe(592)
  })

  it('knows which tiles exist', () => {
    expect(isTileOf(large, { level: 13, column: 23, row: 17 })).toBe(true)
    expect(isTileOf(large, { level: 13, column: 24, row: 0 })).toBe(false)
    expect(isTileOf(large, { level: 14, column: 0, row: 0 })).toBe(false)
    expect(isTileOf(large, { level: 0, column: 0, row: 0 })).toBe(true)
    expect(isTileOf({ width: 1600, height: 1200 }, { level: 0, column: 0, row: 0 })).toBe(false)
  })

  it('names tiles flat beside the variants, under the content-marked stem, and reads the names back', () => {
    const name = tileName('dusk-a1b2c3d4e5', { level: 12, column: 3, row: 7 })
    expect(name).toBe('dusk-a1b2c3d4e5-dz12-3-7.webp')
    expect(parseTileName(name)).toEqual({ stem: 'dusk-a1b2c3d4e5', level: 12, column: 3, row: 7 })
    expect(tileUrl('dusk-a1b2c3d4e5.jpg', { level: 0, column: 0, row: 0 })).toBe('/media/dusk-a1b2c3d4e5-dz0-0-0.webp')
    expect(parseTileName('dusk-a1b2c3d4e5-640w.webp')).toBeNull()
    expect(parseTileName('dusk-a1b2c3d4e5.webp')).toBeNull()
    expect(parseTileName('..-dz1-0-0.webp')).toBeNull()
    expect(parseTileName('a..b-dz1-0-0.webp')).toBeNull()
    expect(parseTileName('dusk-dz1-0-0.jpg')).toBeNull()
    expect(tileNamePattern('dusk-a1b2c3d4e5').test(name)).toBe(true)
    expect(tileNamePattern('dusk-a1b2c3d4e5').test('dusk-a1b2c3d4e5-640w.webp')).toBe(false)
    expect(tileNamePattern('dusk').test(name)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'

import { firstLevel, opensDeep, relativeZoom, tileSourceOf } from './deepZoom'

describe('the deep zoom viewer', () => {
  it('opens originals of 4,000 px and more on the long side, not smaller ones or images without a file', () => {
    expect(opensDeep({ filename: 'a-a1b2c3d4e5.jpg', width: 6000, height: 4500 })).toBe(true)
    expect(opensDeep({ filename: 'a-a1b2c3d4e5.jpg', width: 1600, height: 1200 })).toBe(false)
    expect(opensDeep({ filename: null, width: 6000, height: 4500 })).toBe(false)
    expect(opensDeep(null)).toBe(false)
  })

  it('starts at the first level worth a tile, and names tiles as the media route serves them', () => {
    expect(firstLevel({ width: 6000, height: 4500 })).toBe(8)
    const source = tileSourceOf({ filename: 'dusk-a1b2c3d4e5.jpg', width: 6000, height: 4500 })
    expect(source).toMatchObject({ width: 6000, height: 4500, tileSize: 254, tileOverlap: 1, minLevel: 8, maxLevel: 13 })
    expect(source.getTileUrl(13, 4, 2)).toBe('/media/dusk-a1b2c3d4e5-dz13-4-2.webp')
  })

  it('counts the zoom from the fitted picture', () => {
    expect(relativeZoom(2, 1)).toBe(2)
    expect(relativeZoom(0.5, 0.25)).toBe(2)
    expect(relativeZoom(1, 0)).toBe(1)
  })
})

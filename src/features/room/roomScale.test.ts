import { describe, expect, it } from 'vitest'

import { bench, centreHeight, fitsStage, floorShown, person, placementOf, plinthHeight, room, roomLayout, sceneOf } from './roomScale'

const phonePortrait = { width: 360, height: 520 }
const phoneLandscape = { width: 640, height: 250 }

describe('where a work goes', () => {
  it('hangs flat works and stands those with a real depth, small ones on a plinth', () => {
    expect(placementOf({ width: 120, height: 80 })).toBe('wall')
    expect(placementOf({ width: 120, height: 80, depth: 4 })).toBe('wall')
    expect(placementOf({ width: 30, height: 45, depth: 25 })).toBe('plinth')
    expect(placementOf({ width: 90, height: 180, depth: 60 })).toBe('floor')
  })

  it('centres a hung work at 145 cm, unless it is too tall for that', () => {
    expect(centreHeight({ width: 120, height: 80 })).toBe(145)
    const tall = { width: 200, height: 300 }
    expect(centreHeight(tall)).toBe(160)
    expect(sceneOf(tall).work.y).toBe(10)
  })

  it('puts the bench under a work that clears it, beside one that does not, and a person beside a sculpture', () => {
    const small = sceneOf({ width: 60, height: 80 })
    expect(small.reference.kind).toBe('bench')
    expect(small.under).toBe(true)
    const large = sceneOf({ width: 300, height: 200 })
    expect(large.under).toBe(false)
    expect(large.reference.box.x).toBeGreaterThanOrEqual(large.work.x + large.work.width)
    const sculpture = sceneOf({ width: 30, height: 45, depth: 25 })
    expect(sculpture.reference.kind).toBe('person')
    expect(sculpture.plinth?.height).toBe(plinthHeight)
    expect(sculpture.work.y).toBe(plinthHeight)
  })
})

describe('the room at true scale', () => {
  it('draws works of 50 and 150 cm at 1 : 3 in the same window', () => {
    for (const stage of [phonePortrait, phoneLandscape, { width: 1280, height: 700 }]) {
      const a = roomLayout({ width: 50, height: 40 }, stage)
      const b = roomLayout({ width: 150, height: 100 }, stage)
      expect(a.scale).toBe(b.scale)
      expect(b.work.width / a.work.width).toBeCloseTo(3, 10)
      expect(a.enlarged).toBe(false)
    }
  })

  it('draws the bench at its own size on the same scale, standing on the floor', () => {
    const layout = roomLayout({ width: 120, height: 80 }, phonePortrait)
    expect(layout.reference.rect.width / layout.work.width).toBeCloseTo(bench.width / 120, 10)
    expect(layout.reference.rect.top + layout.reference.rect.height).toBeCloseTo(layout.floorTop, 10)
    // The work's centre 145 cm above the floor.
    expect((layout.floorTop - (layout.work.top + layout.work.height / 2)) / layout.scale).toBeCloseTo(145, 10)
  })

  it('fits a work 3 m wide on a 360 px phone, in portrait and landscape, by making the whole room larger', () => {
    for (const stage of [phonePortrait, phoneLandscape]) {
      const layout = roomLayout({ width: 300, height: 200 }, stage)
      expect(layout.enlarged).toBe(true)
      expect(fitsStage(layout.work, stage)).toBe(true)
      expect(fitsStage(layout.reference.rect, stage)).toBe(true)
      // The bench shrinks with the work: the scale is one.
      expect(layout.reference.rect.width / layout.work.width).toBeCloseTo(bench.width / 300, 10)
    }
  })

  it('shows at least the standard room, and the floor', () => {
    const layout = roomLayout({ width: 20, height: 20 }, { width: 800, height: 800 })
    expect(layout.scale).toBeCloseTo(800 / room.width, 10)
    expect(800 - layout.floorTop).toBeGreaterThanOrEqual(floorShown * layout.scale - 1e-9)
  })

  it('stands a sculpture on its plinth beside a person of 175 cm', () => {
    const layout = roomLayout({ width: 30, height: 45, depth: 25 }, phonePortrait)
    expect(layout.placement).toBe('plinth')
    expect(layout.plinth).not.toBeNull()
    expect(layout.work.top + layout.work.height).toBeCloseTo(layout.plinth!.top, 10)
    expect(layout.reference.rect.height / layout.scale).toBeCloseTo(person.height, 10)
  })

  it('writes the dimensions above the work, or below it when there is no room above', () => {
    const layout = roomLayout({ width: 120, height: 80 }, phonePortrait)
    expect(layout.label.above).toBe(true)
    expect(layout.label.top).toBe(layout.work.top)
    const tall = roomLayout({ width: 100, height: 400 }, { width: 360, height: 300 })
    expect(tall.label.above).toBe(false)
  })
})

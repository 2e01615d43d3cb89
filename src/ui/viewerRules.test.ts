import { describe, expect, it } from 'vitest'

import {
  clampPan,
  clampScale,
  drag,
  fitSize,
  initialView,
  isDoubleTap,
  keyAction,
  maxScale,
  pinch,
  stepIndex,
  toggleZoom,
  transformOf,
  wheelZoom,
  zoomStep,
  zoomTo,
} from './viewerRules'

const stage = { width: 1000, height: 800 }
// A 3:2 landscape image fitted into the stage: 1000 × 667.
const fitted = fitSize({ width: 1920, height: 1280 }, stage)

describe('fitSize', () => {
  it('fits a landscape image to the stage width and a portrait one to its height', () => {
    expect(fitted).toEqual({ width: 1000, height: 667 })
    expect(fitSize({ width: 1000, height: 1600 }, stage)).toEqual({ width: 500, height: 800 })
  })
  it('gives nothing for unknown sizes', () => {
    expect(fitSize({ width: 0, height: 100 }, stage)).toEqual({ width: 0, height: 0 })
    expect(fitSize({ width: 100, height: 100 }, { width: 0, height: 0 })).toEqual({ width: 0, height: 0 })
  })
})

describe('zoom limits', () => {
  it('clamps the scale between 1 and 4', () => {
    expect(clampScale(0.2)).toBe(1)
    expect(clampScale(9)).toBe(maxScale)
    expect(clampScale(2)).toBe(2)
    expect(clampScale(Number.NaN)).toBe(1)
  })

  it('steps by 1.5 up to 4 and back down to exactly 1', () => {
    const scales = [initialView]
    for (let i = 0; i < 5; i++) scales.push(zoomStep(scales.at(-1)!, 'in', fitted, stage))
    expect(scales.map((v) => Math.round(v.scale * 1000) / 1000)).toEqual([1, 1.5, 2.25, 3.375, 4, 4])
    let view = scales.at(-1)!
    for (let i = 0; i < 5; i++) view = zoomStep(view, 'out', fitted, stage)
    expect(view).toEqual(initialView)
  })

  it('zooms about a point: the image point under it stays put', () => {
    const at = { x: 300, y: -100 }
    const view = zoomTo(initialView, 2, at, fitted, stage)
    // Image point under `at` before: (at - t) / s = (300, -100). After: t + 2·q must equal `at`.
    expect(view.x + 2 * 300).toBeCloseTo(300)
    expect(view.y + 2 * -100).toBeCloseTo(-100)
  })

  it('recentres when zoomed back to 1', () => {
    expect(zoomTo({ scale: 3, x: 200, y: 50 }, 1, { x: 10, y: 10 }, fitted, stage)).toEqual(initialView)
  })

  it('wheel up zooms in, wheel down zooms out, within the limits', () => {
    expect(wheelZoom(initialView, -200, { x: 0, y: 0 }, fitted, stage).scale).toBeGreaterThan(1)
    expect(wheelZoom({ scale: 2, x: 0, y: 0 }, 200, { x: 0, y: 0 }, fitted, stage).scale).toBeLessThan(2)
    expect(wheelZoom(initialView, 200, { x: 0, y: 0 }, fitted, stage)).toEqual(initialView)
    expect(wheelZoom({ scale: 4, x: 0, y: 0 }, -5000, { x: 0, y: 0 }, fitted, stage).scale).toBe(4)
  })
})

describe('panning', () => {
  it('keeps a zoomed image covering the stage', () => {
    // At scale 2 the image is 2000 × 1334: it may move ±500 horizontally and ±267 vertically.
    expect(clampPan({ scale: 2, x: 9999, y: -9999 }, fitted, stage)).toEqual({ scale: 2, x: 500, y: -267 })
  })

  it('keeps a side that is smaller than the stage centred', () => {
    // At 1.1 the height is 733.7 < 800: no vertical movement at all.
    expect(clampPan({ scale: 1.1, x: 0, y: 120 }, fitted, stage).y).toBe(0)
  })

  it('drags only when zoomed', () => {
    expect(drag(initialView, 100, 100, fitted, stage)).toEqual(initialView)
    expect(drag({ scale: 2, x: 0, y: 0 }, 100, -50, fitted, stage)).toEqual({ scale: 2, x: 100, y: -50 })
  })
})

describe('pinch', () => {
  it('scales with the distance of the fingers', () => {
    const view = pinch(
      initialView,
      [
        { x: -50, y: 0 },
        { x: 50, y: 0 },
      ],
      [
        { x: -100, y: 0 },
        { x: 100, y: 0 },
      ],
      fitted,
      stage,
    )
    expect(view.scale).toBeCloseTo(2)
    expect(view.x).toBeCloseTo(0)
  })

  it('keeps the point between the fingers under them', () => {
    const start: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 100, y: 0 },
      { x: 200, y: 0 },
    ]
    const view = pinch(
      initialView,
      start,
      [
        { x: 50, y: 0 },
        { x: 250, y: 0 },
      ],
      fitted,
      stage,
    )
    // Midpoint 150 stays at 150: t + 2 · 150 = 150.
    expect(view.scale).toBeCloseTo(2)
    expect(view.x + 2 * 150).toBeCloseTo(150)
  })

  it('does not go below 1 or above 4, and ignores fingers on one spot', () => {
    expect(
      pinch(
        initialView,
        [
          { x: -100, y: 0 },
          { x: 100, y: 0 },
        ],
        [
          { x: -10, y: 0 },
          { x: 10, y: 0 },
        ],
        fitted,
        stage,
      ),
    ).toEqual(initialView)
    expect(
      pinch(
        initialView,
        [
          { x: -10, y: 0 },
          { x: 10, y: 0 },
        ],
        [
          { x: -400, y: 0 },
          { x: 400, y: 0 },
        ],
        fitted,
        stage,
      ).scale,
    ).toBe(4)
    expect(
      pinch(
        initialView,
        [
          { x: 0, y: 0 },
          { x: 0, y: 0 },
        ],
        [
          { x: -400, y: 0 },
          { x: 400, y: 0 },
        ],
        fitted,
        stage,
      ),
    ).toEqual(initialView)
  })
})

describe('double-tap', () => {
  it('counts two near taps in quick succession', () => {
    expect(isDoubleTap(null, { time: 0, x: 0, y: 0 })).toBe(false)
    expect(isDoubleTap({ time: 0, x: 0, y: 0 }, { time: 250, x: 10, y: 10 })).toBe(true)
    expect(isDoubleTap({ time: 0, x: 0, y: 0 }, { time: 400, x: 0, y: 0 })).toBe(false)
    expect(isDoubleTap({ time: 0, x: 0, y: 0 }, { time: 100, x: 80, y: 0 })).toBe(false)
  })

  it('toggles between the fitted view and 2.5×', () => {
    const zoomed = toggleZoom(initialView, { x: 0, y: 0 }, fitted, stage)
    expect(zoomed.scale).toBe(2.5)
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, fitted, stage)).toEqual(initialView)
  })
})

describe('keys and images', () => {
  it('arrows change images while fitted and pan while zoomed', () => {
    expect(keyAction('ArrowLeft', false)).toEqual({ type: 'previous' })
    expect(keyAction('ArrowRight', false)).toEqual({ type: 'next' })
    expect(keyAction('ArrowUp', false)).toBeNull()
    expect(keyAction('ArrowRight', true)).toMatchObject({ type: 'pan', dy: 0 })
    expect(keyAction('ArrowDown', true)).toMatchObject({ type: 'pan', dx: 0 })
  })

  it('maps + - 0 to zoom and reset, and leaves other keys alone', () => {
    expect(keyAction('+', false)).toEqual({ type: 'zoom', direction: 'in' })
    expect(keyAction('=', false)).toEqual({ type: 'zoom', direction: 'in' })
    expect(keyAction('-', true)).toEqual({ type: 'zoom', direction: 'out' })
    expect(keyAction('0', true)).toEqual({ type: 'reset' })
    expect(keyAction('Escape', false)).toBeNull()
    expect(keyAction('a', false)).toBeNull()
  })

  it('wraps round at both ends', () => {
    expect(stepIndex(0, 3, -1)).toBe(2)
    expect(stepIndex(2, 3, 1)).toBe(0)
    expect(stepIndex(1, 3, 1)).toBe(2)
    expect(stepIndex(0, 0, 1)).toBe(0)
  })

  it('writes the transform', () => {
    expect(transformOf({ scale: 2.25, x: -12.34, y: 0 })).toBe('translate(-12.3px, 0px) scale(2.25)')
  })
})

/**
 * Pure rules of the image viewer (ImageViewer.tsx): fitting, zoom steps and limits, zooming
 * about a point, panning within the image, pinching, double-tap and the keyboard map.
 *
 * Coordinates: the image is centred in the stage and drawn with
 * `transform: translate(x, y) scale(scale)` about its centre, so a point q of the fitted image
 * (relative to its centre) appears at t + scale·q relative to the stage centre.
 */

export type Size = { width: number; height: number }
export type Point = { x: number; y: number }
export type View = { scale: number; x: number; y: number }

export const minScale = 1
/** Four times the fitted size: the 1920 variant is then close to its own pixels on most screens. */
export const maxScale = 4
/** One press of +/- or a zoom button. */
export const zoomFactor = 1.5
/** Where a double-click or double-tap zooms to. */
export const doubleTapScale = 2.5
/** Two taps closer than this in time (ms) and space (px) make a double-tap. */
export const doubleTapMs = 300
export const doubleTapDistance = 30
/** A press that moves further than this (px) is a drag, not a tap. */
export const tapSlop = 6
/** Pixels an arrow key pans a zoomed image. */
export const panStep = 80

export const initialView: View = { scale: 1, x: 0, y: 0 }

/** The size of an image of `natural` size fitted inside `stage` (contain), keeping its ratio. */
export function fitSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0 || stage.width <= 0 || stage.height <= 0) return { width: 0, height: 0 }
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height)
  return { width: Math.round(natural.width * ratio), height: Math.round(natural.height * ratio) }
}

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return minScale
  return Math.min(maxScale, Math.max(minScale, scale))
}

/**
 * Keeps the image covering the stage where it can: a zoomed image cannot be dragged so far that
 * a gap opens on a side it overflows; on a side where it is smaller than the stage it stays centred.
 */
export function clampPan(view: View, fitted: Size, stage: Size): View {
  const maxX = Math.max(0, (fitted.width * view.scale - stage.width) / 2)
  const maxY = Math.max(0, (fitted.height * view.scale - stage.height) / 2)
  // `+ 0` turns -0 into 0, so a centred image compares equal to the initial view.
  return { scale: view.scale, x: Math.min(maxX, Math.max(-maxX, view.x)) + 0, y: Math.min(maxY, Math.max(-maxY, view.y)) + 0 }
}

/**
 * Zooms to `scale` keeping the image point under `at` (relative to the stage centre) where it
 * is, then clamps. Back at 1 the image is centred again.
 */
export function zoomTo(view: View, scale: number, at: Point, fitted: Size, stage: Size): View {
  const next = clampScale(scale)
  if (next === minScale) return { ...initialView }
  const ratio = next / view.scale
  return clampPan({ scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, fitted, stage)
}

/** One zoom step in or out about the stage centre (buttons and keys). Close to 1 snaps to 1. */
export function zoomStep(view: View, direction: 'in' | 'out', fitted: Size, stage: Size): View {
  const raw = direction === 'in' ? view.scale * zoomFactor : view.scale / zoomFactor
  return zoomTo(view, raw < 1.05 ? 1 : raw, { x: 0, y: 0 }, fitted, stage)
}

/** Double-click / double-tap: zoom in about the point, or back to the fitted view when zoomed. */
export function toggleZoom(view: View, at: Point, fitted: Size, stage: Size): View {
  return view.scale > minScale ? { ...initialView } : zoomTo(view, doubleTapScale, at, fitted, stage)
}

/** Mouse wheel: a smooth factor from the wheel distance, about the pointer. */
export function wheelZoom(view: View, deltaY: number, at: Point, fitted: Size, stage: Size): View {
  return zoomTo(view, view.scale * Math.exp(-deltaY * 0.002), at, fitted, stage)
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
}

/**
 * Two-finger pinch: the scale follows the change of the fingers' distance, and the image point
 * that was under the fingers' midpoint at the start follows the midpoint (so a pinch also pans).
 * `start` and `now` are the two pointers (relative to the stage centre) at the start and now.
 */
export function pinch(startView: View, start: [Point, Point], now: [Point, Point], fitted: Size, stage: Size): View {
  const startDistance = distance(start[0], start[1])
  if (startDistance < 1) return startView
  const scale = clampScale(startView.scale * (distance(now[0], now[1]) / startDistance))
  const from = midpoint(start[0], start[1])
  const to = midpoint(now[0], now[1])
  const ratio = scale / startView.scale
  if (scale === minScale) return { ...initialView }
  return clampPan({ scale, x: to.x - (from.x - startView.x) * ratio, y: to.y - (from.y - startView.y) * ratio }, fitted, stage)
}

/** Dragging a zoomed image by (dx, dy) from where the drag started. */
export function drag(startView: View, dx: number, dy: number, fitted: Size, stage: Size): View {
  if (startView.scale <= minScale) return startView
  return clampPan({ scale: startView.scale, x: startView.x + dx, y: startView.y + dy }, fitted, stage)
}

export type Tap = { time: number; x: number; y: number }

/** Whether a tap completes a double-tap with the tap before it. */
export function isDoubleTap(previous: Tap | null, current: Tap): boolean {
  if (!previous) return false
  return current.time - previous.time <= doubleTapMs && distance(previous, current) <= doubleTapDistance
}

/** Next or previous image, wrapping round at both ends. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

export type ViewerAction = { type: 'previous' } | { type: 'next' } | { type: 'zoom'; direction: 'in' | 'out' } | { type: 'reset' } | { type: 'pan'; dx: number; dy: number }

/**
 * The keyboard map. Arrow keys change the image while it is fitted and pan it while zoomed in
 * (otherwise a keyboard user could never see the rest of a zoomed image); 0 gets back to the
 * fitted view, from which arrows change images again. `+` also comes as `=` on keyboards where
 * it needs Shift. Escape and Tab belong to the Overlay.
 */
export function keyAction(key: string, zoomed: boolean): ViewerAction | null {
  switch (key) {
    case '+':
    case '=':
    case 'Add':
      return { type: 'zoom', direction: 'in' }
    case '-':
    case '_':
    case 'Subtract':
      return { type: 'zoom', direction: 'out' }
    case '0':
      return { type: 'reset' }
    case 'ArrowLeft':
      // Panning right reveals what is left of the view: the image moves right.
      return zoomed ? { type: 'pan', dx: panStep, dy: 0 } : { type: 'previous' }
    case 'ArrowRight':
      return zoomed ? { type: 'pan', dx: -panStep, dy: 0 } : { type: 'next' }
    case 'ArrowUp':
      return zoomed ? { type: 'pan', dx: 0, dy: panStep } : null
    case 'ArrowDown':
      return zoomed ? { type: 'pan', dx: 0, dy: -panStep } : null
    default:
      return null
  }
}

/** The CSS transform of a view. */
export function transformOf(view: View): string {
  return `translate(${round(view.x)}px, ${round(view.y)}px) scale(${round(view.scale, 1000)})`
}

function round(value: number, precision = 10): number {
  return Math.round(value * precision) / precision
}

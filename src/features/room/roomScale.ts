/**
 * The rules of the room view (issue 35 point 1), pure: where a work hangs or stands, what stands
 * beside it for scale, and how the room is drawn into a window at one true scale.
 *
 * True scale means one number of pixels per centimetre for everything in the window, and the same
 * number for every work that fits the room: the view always shows at least `room` (4 m of wall,
 * 3 m high, and some floor), so a 50 cm and a 150 cm work come out 1 : 3. Only a scene that does
 * not fit that room (a very large work) makes the room larger, and then the whole room, the bench
 * and the work shrink together.
 *
 * Scene coordinates are centimetres: x from the work's centre, y up from the floor. Layout
 * coordinates are CSS pixels from the top left of the stage.
 */

export type WorkDimensions = { width: number; height: number; depth?: number | null }
export type Size = { width: number; height: number }
export type Rect = { left: number; top: number; width: number; height: number }
export type Placement = 'wall' | 'plinth' | 'floor'
export type ReferenceKind = 'bench' | 'person'
export type Reference = { kind: ReferenceKind; width: number; height: number }

/** The usual height of a hung work's centre above the floor (museum practice: 57 in ≈ 145 cm). */
export const hangingCentre = 145
/** A gallery bench: 180 cm wide, seat 45 cm high. */
export const bench: Reference = { kind: 'bench', width: 180, height: 45 }
/** A standing adult, 175 cm tall, about 45 cm across the shoulders. */
export const person: Reference = { kind: 'person', width: 45, height: 175 }
/** From this depth a work stands rather than hangs: stretchers and frames stay well below it. */
export const standingDepth = 10
/** Standing works up to this height are shown on a plinth, taller ones on the floor. */
export const plinthUpTo = 100
export const plinthHeight = 90
/** The least room every view shows: 4 m of wall, 3 m high. */
export const room = { width: 400, height: 300 }
/** How much floor in front of the wall is shown below it. */
export const floorShown = 40
/** Between a work (or its plinth) and the reference beside it. */
const besideGap = 40
/** Free wall kept around the scene. */
const margin = 30
/** A work too tall to centre at 145 cm hangs this far above the floor. */
const floorClearance = 10
/** The bench stands under a hung work only if the work clears its seat by this much. */
const benchClearance = 25

/** Hung on the wall, or standing (on a plinth or the floor) when it has a real depth. */
export function placementOf(work: WorkDimensions): Placement {
  if ((work.depth ?? 0) < standingDepth) return 'wall'
  return work.height <= plinthUpTo ? 'plinth' : 'floor'
}

/** How high the centre of a hung work is: 145 cm, unless the work is too tall for that. */
export function centreHeight(work: WorkDimensions): number {
  return Math.max(hangingCentre, work.height / 2 + floorClearance)
}

export function referenceFor(work: WorkDimensions): Reference {
  return placementOf(work) === 'wall' ? bench : person
}

/** A box in scene centimetres: left edge, bottom edge, size. */
export type SceneBox = { x: number; y: number; width: number; height: number }

export type Scene = {
  placement: Placement
  work: SceneBox
  plinth: SceneBox | null
  reference: Reference & { box: SceneBox }
  /** Whether the bench stands under the work (else beside it). */
  under: boolean
}

/** The scene in centimetres: the work, its plinth, and the bench or person beside or under it. */
export function sceneOf(work: WorkDimensions): Scene {
  const placement = placementOf(work)
  const reference = referenceFor(work)
  const left = -work.width / 2
  if (placement === 'wall') {
    const bottom = centreHeight(work) - work.height / 2
    const box = { x: left, y: bottom, width: work.width, height: work.height }
    const under = bottom >= reference.height + benchClearance
    const referenceBox = under
      ? { x: -reference.width / 2, y: 0, width: reference.width, height: reference.height }
      : { x: -left + besideGap, y: 0, width: reference.width, height: reference.height }
    return { placement, work: box, plinth: null, reference: { ...reference, box: referenceBox }, under }
  }
  const plinth = placement === 'plinth' ? { x: -Math.max(work.width + 20, 40) / 2, y: 0, width: Math.max(work.width + 20, 40), height: plinthHeight } : null
  const box = { x: left, y: plinth ? plinthHeight : 0, width: work.width, height: work.height }
  const right = plinth ? plinth.x + plinth.width : -left
  return { placement, work: box, plinth, reference: { ...reference, box: { x: right + besideGap, y: 0, width: reference.width, height: reference.height } }, under: false }
}

export type RoomLayout = {
  placement: Placement
  /** Pixels per centimetre, the same for everything drawn. */
  scale: number
  /** Whether the scene was too large for the standard room, so the room was made larger. */
  enlarged: boolean
  /** Where the floor meets the wall, from the top of the stage. */
  floorTop: number
  work: Rect
  plinth: Rect | null
  reference: Reference & { rect: Rect }
  /** Where the dimensions are written: above the work, or below it where the top is too close. */
  label: { left: number; top: number; above: boolean }
}

/** Space a line of the dimensions takes above or below the work. */
const labelRoom = 24

/** The room laid out in a stage of `stage` CSS pixels at one true scale. */
export function roomLayout(work: WorkDimensions, stage: Size): RoomLayout {
  const scene = sceneOf(work)
  const boxes = [scene.work, scene.reference.box, ...(scene.plinth ? [scene.plinth] : [])]
  const minX = Math.min(...boxes.map((box) => box.x)) - margin
  const maxX = Math.max(...boxes.map((box) => box.x + box.width)) + margin
  const top = Math.max(...boxes.map((box) => box.y + box.height)) + margin
  const sceneWidth = Math.max(room.width, maxX - minX)
  const sceneHeight = Math.max(room.height, top) + floorShown
  const enlarged = sceneWidth > room.width || sceneHeight > room.height + floorShown
  const scale = Math.min(stage.width / sceneWidth, stage.height / sceneHeight)
  // The scene's middle at the stage's middle; the window's spare height goes to wall above and floor below alike.
  const centreX = (minX + maxX) / 2
  const centreY = (Math.max(room.height, top) - floorShown) / 2
  const toRect = (box: SceneBox): Rect => ({
    left: stage.width / 2 + (box.x - centreX) * scale,
    top: stage.height / 2 - (box.y + box.height - centreY) * scale,
    width: box.width * scale,
    height: box.height * scale,
  })
  const workRect = toRect(scene.work)
  const above = workRect.top >= labelRoom
  return {
    placement: scene.placement,
    scale,
    enlarged,
    floorTop: stage.height / 2 + centreY * scale,
    work: workRect,
    plinth: scene.plinth ? toRect(scene.plinth) : null,
    reference: { kind: scene.reference.kind, width: scene.reference.width, height: scene.reference.height, rect: toRect(scene.reference.box) },
    label: { left: workRect.left, top: above ? workRect.top : workRect.top + workRect.height, above },
  }
}

/** Whether a rectangle lies within the stage (to the pixel's rounding). */
export function fitsStage(rect: Rect, stage: Size): boolean {
  const slack = 0.5
  return rect.left >= -slack && rect.top >= -slack && rect.left + rect.width <= stage.width + slack && rect.top + rect.height <= stage.height + slack
}

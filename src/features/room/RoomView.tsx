'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { variantSrcSet, variantUrl } from '@/base/mediaVariants'

import { roomLayout, type Rect, type ReferenceKind, type Size, type WorkDimensions } from './roomScale'
import type { RoomTexts } from './texts'

export type RoomImage = { filename: string; width?: number | null; height?: number | null }
export type WallColour = 'light' | 'grey' | 'dark'
const wallColours: WallColour[] = ['light', 'grey', 'dark']

type RoomViewProps = { work: WorkDimensions; image: RoomImage | null; texts: RoomTexts; onClose: () => void }

const box = ({ left, top, width, height }: Rect) => ({ left, top, width, height })

/**
 * The open room (its own chunk, loaded by RoomButton): the work on a wall or a plinth beside a
 * bench or a person, all at one true scale (roomScale.ts) that follows the window, its dimensions
 * written beside it, and the wall colour to choose. What the view shows is said in words below it
 * and is the scene's accessible name, read with the close button when the room opens.
 */
export function RoomView({ work, image, texts, onClose }: RoomViewProps) {
  const stageRef = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 })
  const [wall, setWall] = useState<WallColour>('light')
  const captionId = `room-caption-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`

  useEffect(() => {
    const element = stageRef.current
    if (!element) return
    const measure = () => setStage({ width: element.clientWidth, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const layout = stage.width > 0 && stage.height > 0 ? roomLayout(work, stage) : null
  return (
    <div className="room" data-wall={wall} data-testid="room-view">
      <div className="room__bar">
        {/* First in the document, so the Overlay focuses it on open; the description is read with it. */}
        <button type="button" className="overlay__round-button room__close" onClick={onClose} aria-describedby={captionId} data-testid="room-close">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          <span className="room__hidden">{texts.close}</span>
        </button>
        <fieldset className="room__walls">
          <legend className="room__legend">{texts.wall}</legend>
          {wallColours.map((colour) => (
            <label key={colour} className="room__wall-choice">
              <input type="radio" name={`${captionId}-wall`} value={colour} checked={wall === colour} onChange={() => setWall(colour)} data-testid={`room-wall-${colour}`} />
              <span className="room__swatch" data-colour={colour} aria-hidden="true" />
              {texts.walls[colour]}
            </label>
          ))}
        </fieldset>
      </div>
      <div ref={stageRef} className="room__stage" data-testid="room-stage">
        {layout ? (
          <div className="room__scene" role="img" aria-labelledby={captionId} data-scale={layout.scale} data-placement={layout.placement} data-testid="room-scene">
            <div className="room__floor" style={{ top: layout.floorTop }} />
            {layout.plinth ? <div className="room__plinth" style={box(layout.plinth)} data-testid="room-plinth" /> : null}
            <Figure kind={layout.reference.kind} rect={layout.reference.rect} />
            <div className="room__work" data-placement={layout.placement} style={box(layout.work)} data-testid="room-work">
              {image ? (
                <picture>
                  <source type="image/webp" srcSet={variantSrcSet(image.filename, 'webp', image.width)} sizes={`${Math.ceil(layout.work.width)}px`} />
                  <img src={variantUrl(image.filename, 640, 'jpg')} alt="" decoding="async" />
                </picture>
              ) : null}
            </div>
            <p
              className={layout.label.above ? 'room__size room__size--above' : 'room__size'}
              style={{ left: layout.label.left, top: layout.label.top }}
              aria-hidden="true"
              data-testid="room-size"
            >
              {texts.size}
            </p>
          </div>
        ) : null}
      </div>
      <p id={captionId} className="room__caption" data-testid="room-caption">
        {texts.description}
      </p>
    </div>
  )
}

/** The bench or the person, drawn to its size (the rectangle is already at scale). */
function Figure({ kind, rect }: { kind: ReferenceKind; rect: Rect }) {
  return (
    <svg
      className="room__figure"
      data-kind={kind}
      style={box(rect)}
      viewBox={kind === 'bench' ? '0 0 180 45' : '0 0 45 175'}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="room-reference"
    >
      {kind === 'bench' ? (
        <path d="M0 0h180v7H0zM8 7h6v38H8zM166 7h6v38h-6zM14 30h152v3H14z" />
      ) : (
        <path d="M22.5 1a10 11 0 1 1 0 22a10 11 0 1 1 0-22zM12 26h21c5 0 8 3 8 8v44c0 3-2 4-4 4s-4-1-4-4V40h-1v130c0 3-2 5-5 5s-4-2-4-5V100h-2v70c0 3-2 5-4 5s-5-2-5-5V40h-1v38c0 3-2 4-4 4s-4-1-4-4V34c0-5 3-8 8-8z" />
      )}
    </svg>
  )
}

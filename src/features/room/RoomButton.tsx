'use client'

import { useCallback, useEffect, useId, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'

import { lazyPart } from '@/ui/lazyPart'
import { Overlay } from '@/ui/Overlay'

import type { RoomImage, RoomView as View } from './RoomView'
import type { WorkDimensions } from './roomScale'
import type { RoomTexts } from './texts'

type ViewComponent = ComponentType<React.ComponentProps<typeof View>>

/**
 * The room itself is a chunk of its own, fetched when the button is pressed and not before (not
 * even on hover): the artwork page pays for this button only, and a visitor who never opens the
 * room downloads nothing of it (issue 35 point 1).
 */
const roomPart = lazyPart<ViewComponent>(() => import('./RoomView').then((module) => module.RoomView))

type RoomButtonProps = { work: WorkDimensions; image: RoomImage | null; texts: RoomTexts }

/**
 * "Im Raum ansehen": opens the work at true scale on a wall in the site's Overlay (docs/behaviour.md#overlays: outside
 * click, Escape and back close it; focus moves in and comes back here).
 */
export function RoomButton({ work, image, texts }: RoomButtonProps) {
  const id = `room-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [open, setOpen] = useState(false)
  const [RoomView, setRoomView] = useState<ViewComponent | null>(null)
  // In <body>, as the image viewer's, so no ancestor's stacking context can trap it.
  const [portal, setPortal] = useState<HTMLElement | null>(null)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => setPortal(document.body), [])

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  return (
    <>
      <button
        type="button"
        className="room-open"
        aria-haspopup="dialog"
        aria-controls={id}
        data-testid="room-open"
        data-needs-js=""
        onClick={() =>
          // A chunk that fails to load has been through the site's one recovery (lazyPart); within
          // its guard the room stays shut and the page stays as it is.
          roomPart.load().then(
            (component) => {
              setRoomView(() => component)
              setOpen(true)
            },
            () => undefined,
          )
        }
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 20h18M6 20v-3h12v3M7 4h10v9H7z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
        {texts.open}
      </button>
      {portal
        ? createPortal(
            <Overlay id={id} open={open} onClose={close} label={texts.label} className="room__overlay">
              {open && RoomView ? <RoomView work={work} image={image} texts={texts} onClose={close} /> : null}
            </Overlay>,
            portal,
          )
        : null}
    </>
  )
}

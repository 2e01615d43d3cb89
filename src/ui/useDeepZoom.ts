'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type OpenSeadragon from 'openseadragon'

import { lazyPart } from '@/ui/lazyPart'

import { relativeZoom, tileSourceOf } from './deepZoom'

type OpenSeadragonModule = typeof OpenSeadragon

/**
 * OpenSeadragon (~100 KB compressed) is fetched only when a large original is opened in the image
 * viewer; smaller originals, and the artwork page itself, never load it.
 */
const openSeadragon = lazyPart<OpenSeadragonModule>(() => import('openseadragon').then((module) => module.default))

export type DeepZoomState = {
  /** The zoom as the toolbar shows it: 1 is the picture fitted to the stage. */
  scale: number
  /** The most it zooms: the original's own pixels, one to one with CSS pixels. */
  max: number
  /** 'failed': the viewer or its pyramid could not be loaded (none made yet); the caller shows the plain picture. */
  status: 'loading' | 'open' | 'failed'
  /**
   * The tiles have the stage: they have drawn the whole view, or the visitor has moved it off the
   * fitted picture. Until then the caller shows the picture at screen resolution beneath.
   */
  drawn: boolean
}

export type DeepZoomControl = DeepZoomState & {
  zoom: (direction: 'in' | 'out') => void
  reset: () => void
  /** Moves the picture by (dx, dy) CSS pixels, as a drag would. */
  pan: (dx: number, dy: number) => void
}

const zoomFactor = 1.5
const closed: Omit<DeepZoomState, 'drawn'> = { scale: 1, max: 1, status: 'loading' }

/**
 * The deep zoom stage in `element` for a large original (null: none, the plain viewer is used).
 * OpenSeadragon loads only the tiles in view at the level the screen needs; it takes the pointer
 * (drag, pinch, wheel, double-click) itself, while the keys and buttons stay the image viewer's
 * and reach it through `zoom`, `reset` and `pan`. Drawn with the canvas drawer: no WebGL, and
 * nothing the site's Content-Security-Policy forbids (no eval, its own styles set through the DOM).
 */
export function useDeepZoom(element: RefObject<HTMLDivElement | null>, image: { filename: string; width: number; height: number } | null): DeepZoomControl {
  const [state, setState] = useState(closed)
  // By filename: the next picture starts undrawn from its first render, not after the effect.
  const [drawnFor, setDrawnFor] = useState<string | null>(null)
  const viewerRef = useRef<OpenSeadragon.Viewer | null>(null)
  const moduleRef = useRef<OpenSeadragonModule | null>(null)
  const filename = image?.filename ?? null
  const width = image?.width ?? 0
  const height = image?.height ?? 0

  useEffect(() => {
    const container = element.current
    if (!filename || !container) return
    let cancelled = false
    setState(closed)
    setDrawnFor(null)
    openSeadragon.load().then(
      (OSD) => {
        if (cancelled) return
        moduleRef.current = OSD
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        const viewer = OSD({
          element: container,
          tileSources: tileSourceOf({ filename, width, height }),
          drawer: 'canvas',
          showNavigationControl: false,
          keyboardNavEnabled: false,
          // Not a tab stop of its own: the viewer's buttons and keys work the picture.
          tabIndex: -1,
          visibilityRatio: 1,
          constrainDuringPan: true,
          minZoomImageRatio: 1,
          maxZoomPixelRatio: 1,
          animationTime: still ? 0 : 0.4,
          blendTime: 0,
          crossOriginPolicy: false,
          gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true },
          gestureSettingsTouch: { pinchRotate: false, dblClickToZoom: true, flickEnabled: true },
        })
        viewerRef.current = viewer
        // Once it has given up, the plain picture has the stage for good: the viewer is taken
        // down, and nothing it still reports (an animation, a resize) may bring deep zoom back.
        let gaveUp = false
        const giveUp = () => {
          if (gaveUp || cancelled) return
          gaveUp = true
          setState({ ...closed, status: 'failed' })
          queueMicrotask(() => {
            if (viewerRef.current !== viewer) return
            viewer.destroy()
            viewerRef.current = null
          })
        }
        const takeOver = () => {
          if (!gaveUp && !cancelled) setDrawnFor(filename)
        }
        const update = () => {
          const viewport = viewer.viewport
          if (!viewport || gaveUp) return
          const home = viewport.getHomeZoom()
          const scale = relativeZoom(viewport.getZoom(true), home)
          setState({ scale, max: relativeZoom(viewport.getMaxZoom(), home), status: 'open' })
          // Zoomed or moved, the picture beneath no longer lines up with the view: the tiles take
          // over with what they have.
          const shift = viewport.deltaPixelsFromPointsNoRotate(viewport.getCenter(true).minus(viewport.getHomeBounds().getCenter()), true)
          if (Math.abs(scale - 1) > 0.001 || Math.hypot(shift.x, shift.y) > 1) takeOver()
        }
        viewer.addHandler('open', update)
        viewer.addHandler('animation', update)
        viewer.addHandler('animation-finish', update)
        viewer.addHandler('resize', update)
        viewer.addHandler('open-failed', giveUp)
        // Every tile the view needs is loaded, and drawn in this frame (blendTime 0).
        viewer.addHandler('fully-loaded-change', (event) => {
          if (event.fullyLoaded) takeOver()
        })
        // A pyramid is made when the picture is uploaded, never on request (issue 46 point 3): one
        // not made yet (an older upload before `npm run pyramids`, a failed cut) answers 404 for
        // every tile. The first tiles failing before any loaded means that, and the plain picture
        // takes the stage; a tile failing later (the network) only leaves its spot blurred.
        let tileLoaded = false
        viewer.addHandler('tile-loaded', () => {
          tileLoaded = true
        })
        viewer.addHandler('tile-load-failed', () => {
          if (!tileLoaded) giveUp()
        })
      },
      () => {
        if (!cancelled) setState({ ...closed, status: 'failed' })
      },
    )
    return () => {
      cancelled = true
      viewerRef.current?.destroy()
      viewerRef.current = null
    }
  }, [element, filename, width, height])

  const zoom = useCallback((direction: 'in' | 'out') => {
    const viewport = viewerRef.current?.viewport
    if (!viewport) return
    viewport.zoomBy(direction === 'in' ? zoomFactor : 1 / zoomFactor)
    viewport.applyConstraints()
  }, [])
  const reset = useCallback(() => viewerRef.current?.viewport?.goHome(), [])
  const pan = useCallback((dx: number, dy: number) => {
    const viewport = viewerRef.current?.viewport
    const OSD = moduleRef.current
    if (!viewport || !OSD) return
    // The picture moves by (dx, dy): the view moves the other way.
    viewport.panBy(viewport.deltaPointsFromPixels(new OSD.Point(-dx, -dy)))
    viewport.applyConstraints()
  }, [])

  return { ...state, drawn: filename !== null && drawnFor === filename, zoom, reset, pan }
}

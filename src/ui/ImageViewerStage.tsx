'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'

import { variantSrcSet, variantUrl } from '@/base/mediaVariants'
import { opensDeep } from './deepZoom'
import { useDeepZoom } from './useDeepZoom'

import { defaultProfileImage, emitImageError, ImageCopyright } from './ImageElement'
import type { ViewerImage } from './ImageViewer'
import { useTooltip } from './useTooltip'
import {
  drag,
  fitSize,
  initialView,
  isDoubleTap,
  keyAction,
  maxScale,
  minScale,
  pinch,
  stepIndex,
  tapSlop,
  toggleZoom,
  transformOf,
  wheelZoom,
  zoomStep,
  type Point,
  type Size,
  type Tap,
  type View,
} from './viewerRules'

type StageProps = { images: ViewerImage[]; index: number; onIndex: (index: number) => void; onClose: () => void }

type Gesture =
  { kind: 'none' } | { kind: 'drag'; id: number; start: Point; startView: View; moved: boolean } | { kind: 'pinch'; ids: [number, number]; start: [Point, Point]; startView: View }

/** The open viewer: toolbar, the image at the 1920 variant, and the gestures on it. */
export function ImageViewerStage({ images, index, onIndex, onClose }: StageProps) {
  const t = useTranslations('imageViewer')
  const image = images[index]
  const count = images.length
  const stageRef = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 })
  const [view, setViewState] = useState<View>(initialView)
  // Steps (buttons, keys, double-tap) glide; drags and pinches follow the fingers at once.
  const [animate, setAnimate] = useState(false)
  const [failed, setFailed] = useState(false)
  const viewRef = useRef(view)
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture>({ kind: 'none' })
  const lastTap = useRef<Tap | null>(null)
  const hintId = `image-viewer-hint-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  // A large original opens in deep zoom (issue 35): tiles up to its own pixels instead of the 1920
  // variant. Should the zoom viewer or the pyramid fail, the plain picture takes over.
  const deepRef = useRef<HTMLDivElement>(null)
  const deep = useDeepZoom(deepRef, opensDeep(image) ? image : null)
  const isDeep = opensDeep(image) && deep.status !== 'failed'
  const scale = isDeep ? deep.scale : view.scale
  const top = isDeep ? deep.max : maxScale

  const natural = { width: image.width || stage.width, height: image.height || stage.height }
  const fitted = fitSize(natural, stage)
  const setView = (next: View, glide: boolean) => {
    viewRef.current = next
    setAnimate(glide)
    setViewState(next)
  }

  // A new image starts fitted.
  useEffect(() => {
    viewRef.current = initialView
    setViewState(initialView)
    setFailed(false)
  }, [index])

  useEffect(() => {
    const element = stageRef.current
    if (!element) return
    const measure = () => setStage({ width: element.clientWidth, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const relative = (clientX: number, clientY: number): Point => {
    const rect = stageRef.current!.getBoundingClientRect()
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 }
  }

  const go = (step: 1 | -1) => onIndex(stepIndex(index, count, step))

  // Keys while open (Escape and Tab are the Overlay's).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      const action = keyAction(event.key, isDeep ? deep.scale > 1.001 : viewRef.current.scale > 1)
      if (!action) return
      if ((action.type === 'previous' || action.type === 'next') && count < 2) return
      event.preventDefault()
      if (action.type === 'previous') go(-1)
      else if (action.type === 'next') go(1)
      else if (isDeep && action.type === 'zoom') deep.zoom(action.direction)
      else if (isDeep && action.type === 'reset') deep.reset()
      else if (isDeep && action.type === 'pan') deep.pan(action.dx, action.dy)
      else if (action.type === 'zoom') setView(zoomStep(viewRef.current, action.direction, fitted, stage), true)
      else if (action.type === 'reset') setView(initialView, true)
      else setView(drag(viewRef.current, action.dx, action.dy, fitted, stage), true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })

  // The wheel needs a non-passive listener to keep the page from scrolling (React's is passive).
  useEffect(() => {
    const element = stageRef.current
    // Deep zoom takes the wheel itself.
    if (!element || isDeep) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const delta = event.deltaY * (event.deltaMode === 1 ? 16 : 1)
      setView(wheelZoom(viewRef.current, delta, relative(event.clientX, event.clientY), fitted, stage), false)
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  })

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    const point = relative(event.clientX, event.clientY)
    pointers.current.set(event.pointerId, point)
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // A pointer the browser no longer tracks cannot be captured; the gesture still works.
    }
    const entries = [...pointers.current.entries()]
    if (entries.length >= 2) {
      const [[a, pa], [b, pb]] = entries
      gesture.current = { kind: 'pinch', ids: [a, b], start: [pa, pb], startView: viewRef.current }
      lastTap.current = null
    } else {
      gesture.current = { kind: 'drag', id: event.pointerId, start: point, startView: viewRef.current, moved: false }
    }
  }

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    const point = relative(event.clientX, event.clientY)
    pointers.current.set(event.pointerId, point)
    const current = gesture.current
    if (current.kind === 'pinch') {
      const a = pointers.current.get(current.ids[0])
      const b = pointers.current.get(current.ids[1])
      if (a && b) setView(pinch(current.startView, current.start, [a, b], fitted, stage), false)
    } else if (current.kind === 'drag' && current.id === event.pointerId) {
      const dx = point.x - current.start.x
      const dy = point.y - current.start.y
      if (Math.hypot(dx, dy) > tapSlop) current.moved = true
      if (current.moved) setView(drag(current.startView, dx, dy, fitted, stage), false)
    }
  }

  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    const point = relative(event.clientX, event.clientY)
    pointers.current.delete(event.pointerId)
    const current = gesture.current
    if (current.kind === 'drag' && !current.moved && event.type === 'pointerup') {
      // A tap: two in quick succession toggle the zoom (double-click and double-tap alike).
      const tap = { time: event.timeStamp, x: point.x, y: point.y }
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null
        setView(toggleZoom(viewRef.current, point, fitted, stage), true)
      } else {
        lastTap.current = tap
      }
    }
    // One finger left after a pinch carries on as a drag from where it is.
    const [rest] = [...pointers.current.entries()]
    gesture.current = rest ? { kind: 'drag', id: rest[0], start: rest[1], startView: viewRef.current, moved: true } : { kind: 'none' }
  }

  const filename = image.filename ?? null
  const alt = image.alt ?? ''
  const percent = Math.round(scale * 100)
  const zoomOut = () => (isDeep ? deep.zoom('out') : setView(zoomStep(viewRef.current, 'out', fitted, stage), true))
  const zoomIn = () => (isDeep ? deep.zoom('in') : setView(zoomStep(viewRef.current, 'in', fitted, stage), true))
  const reset = () => (isDeep ? deep.reset() : setView(initialView, true))
  return (
    <div className="image-viewer__frame">
      <div className="image-viewer__bar">
        {/* First in the document so the Overlay focuses it on open (drawn last by the flex order);
            the keyboard hint is read with it. */}
        <ViewerButton className="image-viewer__close" label={t('close')} icon="close" onClick={onClose} describedBy={hintId} testId="image-viewer-close" />
        <p className="image-viewer__position" aria-live="polite" data-testid="image-viewer-position">
          {t('position', { index: index + 1, count })}
        </p>
        <div className="image-viewer__tools">
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
          <ViewerButton label={t('zoomOut')} icon="minus" onClick={zoomOut} inactive={scale <= minScale + 0.001} testId="image-viewer-zoom-out" />
          {/* An <output> is a polite live region: the new zoom level is announced. */}
          <output className="image-viewer__zoom" data-testid="image-viewer-zoom">
            {t('zoomLevel', { percent })}
          </output>
          <ViewerButton label={t('zoomIn')} icon="plus" onClick={zoomIn} inactive={scale >= top - 0.001} testId="image-viewer-zoom-in" />
          <ViewerButton label={t('reset')} icon="fit" onClick={reset} inactive={scale <= minScale + 0.001} testId="image-viewer-reset" />
        </div>
      </div>
      <p id={hintId} className="image-viewer__hint">
        {t('hint')}
      </p>
      <div
        ref={stageRef}
        className="image-viewer__stage"
        data-testid="image-viewer-stage"
        data-zoomed={scale > 1.001 ? 'true' : undefined}
        data-deep={isDeep ? deep.status : undefined}
        onPointerDown={isDeep ? undefined : onPointerDown}
        onPointerMove={isDeep ? undefined : onPointerMove}
        onPointerUp={isDeep ? undefined : onPointerEnd}
        onPointerCancel={isDeep ? undefined : onPointerEnd}
        onDragStart={(event) => event.preventDefault()}
      >
        {isDeep ? (
          <>
            {/* The picture at screen resolution, at once, while OpenSeadragon and its tiles load
                (docs/behaviour.md#image-viewer); beneath the tiles, and hidden once they have the view. */}
            {stage.width > 0 ? (
              <picture key={`placeholder-${image.id}`}>
                {/* The width the stage shows it at: the artwork page has most often loaded it already. */}
                <source type="image/webp" srcSet={variantSrcSet(filename, 'webp', image.width)} sizes={`${Math.round(fitted.width)}px`} />
                <img
                  className="image-viewer__placeholder"
                  srcSet={variantSrcSet(filename, 'jpg', image.width)}
                  sizes={`${Math.round(fitted.width)}px`}
                  src={variantUrl(filename, 1920, 'jpg')}
                  alt=""
                  aria-hidden="true"
                  width={fitted.width || undefined}
                  height={fitted.height || undefined}
                  style={{ width: fitted.width || undefined, height: fitted.height || undefined }}
                  hidden={deep.drawn}
                  data-testid="image-viewer-placeholder"
                  draggable={false}
                />
              </picture>
            ) : null}
            <div
              key={image.id}
              ref={deepRef}
              className="image-viewer__deep"
              role="img"
              aria-label={alt}
              data-drawn={deep.drawn ? 'true' : undefined}
              data-testid="image-viewer-deep"
            />
          </>
        ) : stage.width > 0 ? (
          <picture key={`${image.id}-${failed}`}>
            {filename && !failed ? <source type="image/webp" srcSet={variantUrl(filename, 1920, 'webp')} /> : null}
            <img
              className="image-viewer__image"
              src={failed ? defaultProfileImage : variantUrl(filename, 1920, 'jpg')}
              alt={alt}
              width={fitted.width || undefined}
              height={fitted.height || undefined}
              style={{ width: fitted.width || undefined, height: fitted.height || undefined, transform: transformOf(view) }}
              data-scale={view.scale}
              data-animate={animate ? 'true' : undefined}
              data-fallback={failed ? 'true' : undefined}
              data-testid="image-viewer-image"
              draggable={false}
              onError={(event) => {
                if (failed) return
                emitImageError(event.currentTarget.currentSrc || event.currentTarget.src)
                setFailed(true)
              }}
            />
          </picture>
        ) : null}
      </div>
      {count > 1 ? (
        <>
          <ViewerButton className="image-viewer__step image-viewer__step--previous" label={t('previous')} icon="previous" onClick={() => go(-1)} testId="image-viewer-previous" />
          <ViewerButton className="image-viewer__step image-viewer__step--next" label={t('next')} icon="next" onClick={() => go(1)} testId="image-viewer-next" />
        </>
      ) : null}
      <div className="image-viewer__caption">
        {alt ? <p>{alt}</p> : null}
        <ImageCopyright image={image} />
      </div>
    </div>
  )
}

const icons = {
  close: 'M6 6l12 12M18 6L6 18',
  minus: 'M5 12h14',
  plus: 'M5 12h14M12 5v14',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const

type ViewerButtonProps = {
  label: string
  icon: keyof typeof icons
  onClick: () => void
  /** Shown as unavailable but still focusable (aria-disabled), so focus never falls out. */
  inactive?: boolean
  className?: string
  describedBy?: string
  testId: string
}

/**
 * An icon button named by its tooltip (useTooltip: shown on hover and keyboard focus, Escape hides
 * it and leaves the viewer open).
 */
function ViewerButton({ label, icon, onClick, inactive = false, className, describedBy, testId }: ViewerButtonProps) {
  const { triggerProps, tooltip } = useTooltip<HTMLButtonElement>(label)
  return (
    <>
      <button
        type="button"
        className={['overlay__round-button image-viewer__button', className].filter(Boolean).join(' ')}
        {...triggerProps}
        aria-disabled={inactive || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onClick={() => {
          if (!inactive) onClick()
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={icons[icon]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {tooltip}
    </>
  )
}

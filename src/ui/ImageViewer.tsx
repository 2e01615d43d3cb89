'use client'

import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { useTranslations } from 'next-intl'

import { lazyPart } from './lazyPart'

import { ImageCopyright, ImageElement as Image, type ImageMedia } from './ImageElement'
import type { ImageViewerStage as Stage } from './ImageViewerStage'
import { Overlay } from './Overlay'

export type ViewerImage = ImageMedia & { id: number | string }

type StageComponent = ComponentType<React.ComponentProps<typeof Stage>>

/** The full-screen stage's own chunk (zoom, pan, pinch), fetched once: most visitors never open it. */
const stagePart = lazyPart<StageComponent>(() => import('./ImageViewerStage').then((module) => module.ImageViewerStage))

type ImageViewerProps = {
  images: ViewerImage[]
  /** `sizes` of the images in the page. */
  sizes: string
}

/**
 * Every image of a work in the page; activating one (click, Enter, Space) opens it full screen
 * (`ivOpen`, docs/behaviour.md#image-viewer) in an Overlay with next/previous, zoom, pan and pinch. Focus moves into the
 * viewer, stays there, and returns to the image's place in the page on close.
 */
export function ImageViewer({ images, sizes }: ImageViewerProps) {
  const t = useTranslations('imageViewer')
  const id = `image-viewer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [ivOpen, setIvOpen] = useState(false)
  const [index, setIndex] = useState(0)
  // The Overlay lives in <body> so no ancestor's stacking context or transform can trap it.
  const [portal, setPortal] = useState<HTMLElement | null>(null)
  const [StageView, setStageView] = useState<StageComponent | null>(null)
  const keep = useCallback((component: StageComponent | null) => component && setStageView(() => component), [])
  const prepare = useCallback(() => stagePart.load().then(keep), [keep])
  const warm = useCallback(() => void stagePart.warm().then(keep), [keep])
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const wasOpen = useRef(false)

  useEffect(() => setPortal(document.body), [])

  useEffect(() => {
    if (ivOpen) {
      wasOpen.current = true
      // The page behind must not scroll while the wheel and fingers zoom the image.
      const root = document.documentElement
      const previous = root.style.overflow
      root.style.overflow = 'hidden'
      return () => {
        root.style.overflow = previous
      }
    }
    // Back to the image now shown, which after next/previous is not the one that opened it.
    // Runs after the Overlay's own focus return, so this one wins.
    if (wasOpen.current) buttons.current[index]?.focus()
    wasOpen.current = false
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ivOpen])

  if (images.length === 0) return null
  const count = images.length
  return (
    <div className="image-viewer" data-testid="image-viewer">
      {images.map((image, i) => (
        <figure key={image.id} className="image-viewer__item">
          <button
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            className="image-viewer__open"
            aria-haspopup="dialog"
            aria-controls={id}
            aria-label={t('open', { name: image.alt || t('position', { index: i + 1, count }) })}
            data-testid="image-viewer-open"
            onPointerEnter={warm}
            onFocus={warm}
            onClick={() => {
              setIndex(i)
              // Opens once the stage is there, so focus moves into it. A stage that fails to load
              // has been through the recovery (lazyPart: the event, the guarded reload); within
              // the guard the viewer stays shut and the image stays in the page.
              prepare().then(
                () => setIvOpen(true),
                () => undefined,
              )
            }}
          >
            <Image image={image} sizes={sizes} eager={i === 0} />
          </button>
          {/* Beside the button, not in it: a link inside a button is not allowed. */}
          <ImageCopyright image={image} />
        </figure>
      ))}
      {portal
        ? createPortal(
            <Overlay id={id} open={ivOpen} onClose={() => setIvOpen(false)} label={t('label')} className="image-viewer__overlay">
              {ivOpen && StageView ? <StageView images={images} index={index} onIndex={setIndex} onClose={() => setIvOpen(false)} /> : null}
            </Overlay>,
            portal,
          )
        : null}
    </div>
  )
}

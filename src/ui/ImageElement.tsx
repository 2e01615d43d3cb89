'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { Media } from '@/cms/payload-types'
import { variantSrcSet, variantUrl } from '@/features/uploads/variants'

import './image.css'

export type ImageMedia = Pick<Media, 'filename' | 'width' | 'height' | 'alt'> & Partial<Pick<Media, 'copyrightText' | 'copyrightLink'>>

export type ImageProps = {
  image: ImageMedia | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each window width. */
  sizes: string
  /** The first image of a page loads at once; the rest wait until they come near the screen (SPEC §7). */
  eager?: boolean
  alt?: string
  className?: string
  /**
   * Shows the copyright line under the image. Off by default: teasers and cards sit inside a
   * link, where a second link is not allowed, and are too small for it.
   */
  showCopyright?: boolean
  /** Called after a failed load, once the default profile image has taken its place. */
  onError?: (src: string) => void
}

/** The self-hosted stand-in for an image that cannot be loaded (SPEC §4/§8). */
export const defaultProfileImage = '/default-profile.svg'

/** Window event fired for every image that fails to load: `detail.src` is the address that failed. */
export const imageErrorEvent = 'vernissage:image-error'

export function emitImageError(src: string): void {
  window.dispatchEvent(new CustomEvent(imageErrorEvent, { detail: { src } }))
}

type LoadState = 'server' | 'loading' | 'loaded'

/**
 * A responsive image at the spec's widths, WebP with a JPG fallback chosen by the browser.
 * Width, height and the aspect ratio reserve its space before it loads. The wrapper carries
 * `data-loaded="true"` once it has loaded; a failed load shows the default profile image
 * (`data-fallback`) and fires `vernissage:image-error`. Without a file name the source is the
 * word `default` (SPEC §8), which fails and so ends in the same fallback.
 */
export function ImageElement({ image, sizes, eager = false, alt, className, showCopyright = false, onError }: ImageProps) {
  const imgRef = useRef<HTMLImageElement>(null)
  // 'server' until hydrated: nothing is hidden before scripts run, so a slow script never keeps
  // an already loaded image invisible. Only images still loading after hydration fade in.
  const [state, setState] = useState<LoadState>('server')
  const [failed, setFailed] = useState(false)
  const filename = image?.filename ?? null
  // A reused element that is given another upload starts afresh (React's "adjust state on prop change").
  const [current, setCurrent] = useState(filename)
  if (current !== filename) {
    setCurrent(filename)
    setFailed(false)
    setState('loading')
  }
  const width = image?.width ?? undefined
  const height = image?.height ?? undefined
  const src = variantUrl(filename, 640, 'jpg')

  const fail = useCallback(
    (attempted: string) => {
      if (failed) return // the fallback itself failing must not loop
      setFailed(true)
      setState('loading')
      emitImageError(attempted)
      onError?.(attempted)
    },
    [failed, onError],
  )

  // Load and error events that fired before hydration were not seen by React: read the outcome
  // from the element. A lazy image not yet requested has no currentSrc and is left alone.
  useEffect(() => {
    const img = imgRef.current
    if (!img) return
    if (img.complete && img.naturalWidth > 0) setState('loaded')
    else if (img.complete && img.currentSrc) fail(img.currentSrc)
    else setState('loading')
    // Only on mount: later changes arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const copyright = showCopyright ? <ImageCopyright image={image} /> : null
  return (
    <span
      className={['image', className].filter(Boolean).join(' ')}
      data-loaded={state === 'loaded' ? 'true' : state === 'loading' ? 'false' : undefined}
      data-fallback={failed ? 'true' : undefined}
      data-eager={eager ? 'true' : undefined}
    >
      <picture>
        {/* Kept in place as null so the img stays the same element when the fallback takes over. */}
        {filename && !failed ? <source type="image/webp" srcSet={variantSrcSet(filename, 'webp', width)} sizes={sizes} /> : null}
        <img
          ref={imgRef}
          src={failed ? defaultProfileImage : src}
          srcSet={filename && !failed ? variantSrcSet(filename, 'jpg', width) : undefined}
          sizes={filename && !failed ? sizes : undefined}
          width={width}
          height={height}
          style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
          alt={alt ?? image?.alt ?? ''}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={(event) => fail(event.currentTarget.currentSrc || event.currentTarget.src)}
        />
      </picture>
      {copyright}
    </span>
  )
}

/**
 * The copyright line `© text` of an upload; a link only when the upload has a copyright link
 * (SPEC §4). Exported for places where the image sits inside a button or link and the line must
 * stand beside it.
 */
export function ImageCopyright({ image, className }: { image: ImageMedia | null | undefined; className?: string }) {
  const text = image?.copyrightText?.trim()
  if (!text) return null
  // Editors often type the sign themselves ("© Anna Berg 2019"): do not double it.
  const label = /^(©|\(c\))/i.test(text) ? text : `© ${text}`
  // The CMS accepts only http(s) addresses; checked again so no other scheme ever becomes a link.
  const link = image?.copyrightLink && /^https?:\/\/\S+$/.test(image.copyrightLink) ? image.copyrightLink : null
  return (
    <small className={['image__copyright', className].filter(Boolean).join(' ')} data-testid="image-copyright">
      {link ? (
        <a href={link} rel="noopener">
          {label}
        </a>
      ) : (
        label
      )}
    </small>
  )
}

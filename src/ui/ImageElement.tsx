import type { Media } from '@/cms/payload-types'
import { variantSrcSet, variantUrl } from '@/base/mediaVariants'

export type ImageMedia = Pick<Media, 'filename' | 'width' | 'height' | 'alt'> & Partial<Pick<Media, 'copyrightText' | 'copyrightLink'>>

export type ImageProps = {
  image: ImageMedia | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each window width. */
  sizes: string
  /**
   * The first image of a page loads at once, with high priority; the rest wait until they come near
   * the screen (docs/behaviour.md#image-loading). `'auto'`: loads at once too, with the browser's
   * own priority or its preload's (the first screen of a masonry, ../features/artworks/masonry.ts).
   */
  eager?: boolean | 'auto'
  alt?: string
  className?: string
  /**
   * Shows the copyright line under the image. Off by default: teasers and cards sit inside a
   * link, where a second link is not allowed, and are too small for it.
   */
  showCopyright?: boolean
}

/** The self-hosted stand-in for an image that cannot be loaded (docs/behaviour.md#image-fallback). */
export const defaultProfileImage = '/default-profile.svg'

/** Window event fired for every image that fails to load: `detail.src` is the address that failed. */
export const imageErrorEvent = 'vernissage:image-error'

export function emitImageError(src: string): void {
  window.dispatchEvent(new CustomEvent(imageErrorEvent, { detail: { src } }))
}

/**
 * A responsive image at the spec's widths, WebP with a JPG fallback chosen by the browser.
 * Width, height and the aspect ratio reserve its space before it loads. Rendered on the server
 * and in the browser alike, with no state of its own: one listener for the whole page
 * (src/ui/imageStates.ts, started by the site's client behaviours) marks the wrapper
 * `data-loaded="false"` while it loads after scripts started (it then fades in) and "true" once
 * loaded, and replaces a picture that fails to load by the default profile image
 * (`data-fallback`), firing `vernissage:image-error`. Without a file name the source is the word
 * `default` (docs/behaviour.md#image-fallback), which fails and so ends in the same fallback. A grid of 24 works used to
 * hydrate 24 components with state and effects for this.
 */
export function ImageElement({ image, sizes, eager = false, alt, className, showCopyright = false }: ImageProps) {
  const filename = image?.filename ?? null
  const width = image?.width ?? undefined
  const height = image?.height ?? undefined
  return (
    // Another upload in the same place is a new element, so no state of the old one (a fallback) stays.
    <span key={filename ?? ''} className={['image', className].filter(Boolean).join(' ')} data-eager={eager ? 'true' : undefined}>
      <picture>
        {filename ? <source type="image/webp" srcSet={variantSrcSet(filename, 'webp', width)} sizes={sizes} /> : null}
        <img
          src={variantUrl(filename, 640, 'jpg')}
          srcSet={filename ? variantSrcSet(filename, 'jpg', width) : undefined}
          sizes={filename ? sizes : undefined}
          width={width}
          height={height}
          style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
          alt={alt ?? image?.alt ?? ''}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager === true ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      {showCopyright ? <ImageCopyright image={image} /> : null}
    </span>
  )
}

/**
 * The copyright line `© text` of an upload; a link only when the upload has a copyright link
 * (docs/behaviour.md#image-upload). Exported for places where the image sits inside a button or link and the line must
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

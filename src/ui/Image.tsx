import type { Media } from '@/cms/payload-types'
import { variantSrcSet, variantUrl } from '@/features/uploads/variants'

type ImageProps = {
  image: Pick<Media, 'filename' | 'width' | 'height' | 'alt'> | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each window width. */
  sizes: string
  /** The first image of a page loads at once; the rest wait until they come near the screen (SPEC §7). */
  eager?: boolean
  alt?: string
  className?: string
}

/**
 * A responsive image at the spec's widths, WebP with a JPG fallback chosen by the browser.
 * Width and height are given so the space is reserved before it loads.
 */
export function Image({ image, sizes, eager = false, alt, className }: ImageProps) {
  if (!image?.filename) return <span className={className} data-image="default" aria-hidden="true" />
  const width = image.width ?? undefined
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={variantSrcSet(image.filename, 'webp', width)} sizes={sizes} />
      <img
        src={variantUrl(image.filename, 640, 'jpg')}
        srcSet={variantSrcSet(image.filename, 'jpg', width)}
        sizes={sizes}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={alt ?? image.alt ?? ''}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
}

import { preload } from 'react-dom'

import { variantSrcSet, variantUrl } from '@/base/mediaVariants'

import { ImageElement, type ImageMedia, type ImageProps } from './ImageElement'

/**
 * The site's image (docs/behaviour.md#image-naming), usable from server and client components alike. Only the fields
 * the image draws cross to the browser: a whole media record would ride along in every page's data.
 */
export function Image({ image, ...props }: ImageProps) {
  const picked: ImageMedia | null = image
    ? {
        filename: image.filename,
        width: image.width,
        height: image.height,
        alt: image.alt,
        ...(props.showCopyright ? { copyrightText: image.copyrightText, copyrightLink: image.copyrightLink } : {}),
      }
    : null
  return <ImageElement image={picked} {...props} />
}

/**
 * Fetches a picture with high priority before it is laid out, as the browser would pick it from
 * the WebP source of ImageElement with these `sizes` (same candidates, same sizes), on screens that
 * match `media`. A `<link rel="preload">` in the page's head (React's preload, from server and
 * client components alike); the image itself may stay lazy.
 */
export function preloadImage(image: Pick<ImageMedia, 'filename' | 'width'> | null | undefined, sizes: string, media?: string): void {
  if (!image?.filename) return
  preload(variantUrl(image.filename, 640, 'webp'), {
    as: 'image',
    type: 'image/webp',
    imageSrcSet: variantSrcSet(image.filename, 'webp', image.width ?? undefined),
    imageSizes: sizes,
    fetchPriority: 'high',
    media,
  })
}

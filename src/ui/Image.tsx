import { ImageElement, type ImageMedia, type ImageProps } from './ImageElement'

/**
 * The site's image (SPEC §4/§7), usable from server and client components alike. Only the fields
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

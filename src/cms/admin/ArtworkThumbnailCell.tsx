import type { DefaultServerCellComponentProps } from 'payload'

import { variantUrl } from '../../base/mediaVariants'
import { relationId } from '../relations'

type Picture = { filename?: string | null; alt?: string | null }

/** The artworks list's picture column: the work's first picture, small, as staff scan a list. */
export async function ArtworkThumbnailCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const first = Array.isArray(cellData) ? cellData[0] : undefined
  const id = relationId(first)
  const picture: Picture | null =
    first && typeof first === 'object'
      ? (first as Picture)
      : id === undefined
        ? null
        : await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, select: { filename: true, alt: true } }).catch(() => null)
  if (!picture?.filename) return <span className="artwork-thumb artwork-thumb--none" aria-hidden="true" />
  // The 320 px variant (the media list's own thumbnail), shown at 56 px.
  // eslint-disable-next-line @next/next/no-img-element -- our own variants (src/features/uploads); next/image is not used here
  return <img className="artwork-thumb" src={variantUrl(picture.filename, 320, 'webp')} alt={picture.alt ?? ''} width={56} height={56} loading="lazy" decoding="async" />
}

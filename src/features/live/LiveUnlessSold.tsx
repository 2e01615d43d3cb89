'use client'

import { useLiveArtwork } from './LiveArtworks'

/**
 * Shows its children (the add-to-cart action) while the work is for sale, following live updates
 * on a page with <LiveArtworks>. Sold (or unpublished) since the page loaded, they become invisible and
 * unreachable but keep their space, so nothing below moves.
 */
export function LiveUnlessSold({ slug, sold, children }: { slug: string; sold: boolean | null | undefined; children: React.ReactNode }) {
  const live = useLiveArtwork(slug)
  const available = live ? !live.sold && live.published !== false : !sold
  if (available) return children
  if (sold) return null
  return (
    <span aria-hidden="true" inert style={{ visibility: 'hidden' }} data-testid="sold-since-load">
      {children}
    </span>
  )
}

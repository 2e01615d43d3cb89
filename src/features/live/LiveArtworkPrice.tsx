'use client'

import { ArtworkPrice } from '@/features/artworks/components/ArtworkPrice'
import type { PricedArtwork } from '@/features/artworks/price'

import { useLiveArtwork } from './LiveArtworks'
import './live.css'

/**
 * The price line of a work (docs/behaviour.md#price-on-request), following live updates on a page with <LiveArtworks>: sold shows
 * "Verkauft"/"Sold" with the red dot, a new price its amount. Same line, so nothing moves.
 * `announce` makes the change heard by screen readers (once per page, not on every card).
 */
export function LiveArtworkPrice({ slug, artwork, announce = false }: { slug: string; artwork: PricedArtwork; announce?: boolean }) {
  const live = useLiveArtwork(slug)
  const shown = live ? { ...artwork, ...live } : artwork
  // A new line is a new element rather than an edited text: Chromium counts a text that changes
  // its width in place as a (tiny) layout shift, a replaced one not.
  const line = <ArtworkPrice key={`${shown.sold}|${shown.price}|${shown.priceOnRequest}`} artwork={shown} />
  return announce ? (
    <span aria-live="polite" aria-atomic="true">
      {line}
    </span>
  ) : (
    line
  )
}

'use client'

import { useTranslations } from 'next-intl'

import type { PricedArtwork } from '@/base/price'
import { useLiveArtwork } from '@/features/live/LiveArtworks'
import { useReservation } from '@/features/live/useReservation'

import { ArtworkPrice } from './ArtworkPrice'

/**
 * The price line of a work (docs/behaviour.md#price-on-request), following live updates on a page with <LiveArtworks>: sold shows
 * "Verkauft"/"Sold" with the red dot, a new price its amount. Same line, so nothing moves.
 * `announce` makes the change heard by screen readers (once per page, not on every card).
 */
export function LiveArtworkPrice({ slug, artwork, announce = false }: { slug: string; artwork: PricedArtwork; announce?: boolean }) {
  const t = useTranslations('artwork')
  const live = useLiveArtwork(slug)
  const shown = live ? { ...artwork, ...live } : artwork
  // Reserved (issue 36): beside the price, until the date passes on this page's clock.
  const reserved = useReservation(shown, live ? undefined : artwork.reserved)
  // A new line is a new element rather than an edited text: Chromium counts a text that changes
  // its width in place as a (tiny) layout shift, a replaced one not.
  const line = (
    <span key={`${shown.sold}|${shown.price}|${shown.priceOnRequest}|${reserved}`}>
      <ArtworkPrice artwork={shown} />
      {reserved ? (
        <>
          {' '}
          <span data-reserved="true">{t('reserved')}</span>
        </>
      ) : null}
    </span>
  )
  return announce ? (
    <span aria-live="polite" aria-atomic="true">
      {line}
    </span>
  ) : (
    line
  )
}

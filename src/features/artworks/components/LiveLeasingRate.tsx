'use client'

import { useTranslations } from 'next-intl'

import { formatPrice, isLeasable, monthlyLeasingRate, parsePrice, type PricedArtwork } from '@/base/price'

import { useLiveArtwork } from '@/features/live/LiveArtworks'

type LiveLeasingRateProps = {
  slug: string
  artwork: PricedArtwork
  className?: string
  /** data-testid of the line. */
  testId?: string
  /** Text before the rate ("Leasing über 48 Monate"); the rate then gets `rateTestId`. */
  label?: string
  rateTestId?: string
  /** Keep the line's space when the rate goes (a work sold while the page is open): no layout shift. */
  keepSpace?: boolean
}

function rateOf(artwork: PricedArtwork, t: (key: 'perMonth', values: { amount: string }) => string): string | null {
  const price = parsePrice(artwork.price)
  return isLeasable(artwork) && price !== null ? t('perMonth', { amount: formatPrice(monthlyLeasingRate(price)) }) : null
}

/**
 * The monthly leasing rate of a work (docs/behaviour.md#leasing-rate), following live updates on a page with <LiveArtworks>:
 * a new price changes the rate, a sale removes it.
 */
export function LiveLeasingRate({ slug, artwork, className, testId, label, rateTestId, keepSpace = true }: LiveLeasingRateProps) {
  const t = useTranslations('leasing')
  const live = useLiveArtwork(slug)
  const initial = rateOf(artwork, t)
  const rate = live ? rateOf({ ...artwork, ...live }, t) : initial
  const shown = rate ?? initial
  if (!shown || (!rate && !keepSpace)) return null
  const content = label ? (
    <>
      {label}: <span data-testid={rateTestId}>{shown}</span>
    </>
  ) : (
    shown
  )
  if (rate) {
    return (
      <p className={className} data-testid={testId}>
        {content}
      </p>
    )
  }
  // Gone since the page loaded: invisible (and hidden from screen readers) but still taking its place.
  return (
    <p className={className} data-testid={testId ? `${testId}-gone` : undefined} aria-hidden="true" style={{ visibility: 'hidden' }}>
      {content}
    </p>
  )
}

'use client'

import { useTranslations } from 'next-intl'

import { useLiveArtwork } from '@/features/live/LiveArtworks'
import { useReservation } from '@/features/live/useReservation'

type Props = {
  slug: string
  /** The line the server computed for this room: its price (never the work's stored amount), or on request. */
  price: string
  sold: boolean
  reservedUntil: string | null
  reserved: boolean
}

/**
 * A work's price line in a viewing room (issue 51 point 4): the room's own price as the server
 * rendered it, turned into "Verkauft"/"Sold" or marked "Reserviert"/"Reserved" as soon as the live
 * stream says so. Only the sold flag and the hold date are read from the stream: the public price
 * it carries never replaces the room's.
 */
export function RoomStatus({ slug, price, sold, reservedUntil, reserved }: Props) {
  const t = useTranslations('artwork')
  const live = useLiveArtwork(slug)
  const shown = { sold: live ? Boolean(live.sold) : sold, reservedUntil: live ? (live.reservedUntil ?? null) : reservedUntil }
  const isReserved = useReservation(shown, live ? undefined : reserved)
  return (
    <span aria-live="polite" aria-atomic="true" data-testid="room-price">
      {shown.sold ? (
        <span data-sold="true">{t('sold')}</span>
      ) : (
        <span key={String(isReserved)}>
          {price}
          {isReserved ? (
            <>
              {' · '}
              <span data-reserved="true">{t('reserved')}</span>
            </>
          ) : null}
        </span>
      )}
    </span>
  )
}

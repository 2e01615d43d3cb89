'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { isReserved, reservationEnd } from '@/base/reservation'

/** setTimeout's longest wait (about 24.8 days); a reservation further off is looked at again then. */
const maxTimeout = 2 ** 31 - 1

/**
 * Whether a work is reserved now, by the browser's clock (issue 36): the line changes at the
 * reservation's date on an open page, without a request. Until the page is hydrated it says what
 * the server rendered (`rendered`), so the first paint and hydration agree however old the page is.
 */
export function useReservation(work: { sold?: boolean | null; reservedUntil?: string | null }, rendered: boolean | undefined): boolean {
  const end = reservationEnd(work.reservedUntil)
  const sold = Boolean(work.sold)
  const subscribe = useCallback(
    (changed: () => void) => {
      if (end === null || end <= Date.now()) return () => undefined
      const timer = window.setTimeout(changed, Math.min(end - Date.now() + 20, maxTimeout))
      return () => window.clearTimeout(timer)
    },
    [end],
  )
  const now = () => isReserved({ sold, reservedUntil: end === null ? null : new Date(end).toISOString() })
  return useSyncExternalStore(subscribe, now, () => rendered ?? now())
}

/**
 * When a work counts as reserved (issue 36): it has a reservation date still ahead and is not
 * sold. The date is the whole rule: no job clears it, a reservation whose date has passed simply
 * reads as none, on the server and in the browser alike. What caches a page made while it held
 * is dropped when it lapses (src/features/sales/lapse.ts). The stored date is the hold's last
 * moment, the end of its day in Berlin (issue 45, src/features/sales/holdDate.ts), so it is
 * compared as it is.
 */

type Reservable = { sold?: boolean | null; reservedUntil?: string | Date | null }

/** The reservation's end in milliseconds, or null for none (empty or unreadable). */
export function reservationEnd(reservedUntil: string | Date | null | undefined): number | null {
  if (!reservedUntil) return null
  const time = reservedUntil instanceof Date ? reservedUntil.getTime() : Date.parse(reservedUntil)
  return Number.isFinite(time) ? time : null
}

/** Reserved now: a date ahead and not sold (a sale ends any reservation). */
export function isReserved(artwork: Reservable, now: number = Date.now()): boolean {
  if (artwork.sold) return false
  const end = reservationEnd(artwork.reservedUntil)
  return end !== null && end > now
}

/** The earliest reservation among these that is still to lapse after `now`, or null. */
export function nextLapse(artworks: Iterable<Reservable>, now: number = Date.now()): number | null {
  let next: number | null = null
  for (const artwork of artworks) {
    if (!isReserved(artwork, now)) continue
    const end = reservationEnd(artwork.reservedUntil)!
    if (next === null || end < next) next = end
  }
  return next
}

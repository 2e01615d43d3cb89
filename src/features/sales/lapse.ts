/**
 * Reservations lapse by their date alone (./reservation.ts): nothing is written when one ends.
 * What was built while it held is dropped at that moment by this check, every few seconds in
 * each process that serves pages: a work whose date passed since the last round is announced as
 * changed (src/cms/changes.ts), once committed state is all there is to read. Next's cache and the
 * server's page cache drop its pages and lists, the explorer rebuilds, and open pages hear the
 * work's state on the live stream, which reads as not reserved any more. (Open pages lapse by
 * their own clock too: src/features/live/useReservation.ts.)
 */
import { fill, peek } from '@/base/processState.mjs'
import type { Payload } from 'payload'

import { announceContentChange } from '@/cms/changes'
import { collectionTag, documentTag } from '@/cms/tags'
import { lapseEvent, snapshotOf } from '@/cms/liveEvents'

import { tellWaiting } from './waiting'

/** How often the check runs: a lapsed reservation leaves every cache within this. */
export const lapseCheckMs = 5_000
/** On start, reservations that ended this long ago are announced again: a restart misses none. */
const lookBackMs = 10 * 60 * 1000

/** Announces every published work whose reservation ended in (since, now]; returns their ids. */
export async function announceLapses(payload: Payload, since: Date, now: Date): Promise<Array<number | string>> {
  const found = await payload.find({
    collection: 'artworks',
    where: { and: [{ reservedUntil: { greater_than: since.toISOString() } }, { reservedUntil: { less_than_equal: now.toISOString() } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    select: { reservedUntil: true },
  })
  for (const { id } of found.docs) {
    const row = await payload.db.findOne<Record<string, unknown> & { id: number | string }>({ collection: 'artworks', where: { id: { equals: id } }, locale: 'all' })
    await announceContentChange({
      collection: 'artworks',
      kind: 'collection',
      operation: 'change',
      id,
      publicContent: true,
      explorerSource: true,
      tags: [collectionTag('artworks'), documentTag('artworks', id)],
      live: lapseEvent(snapshotOf(row)) ?? undefined,
    })
  }
  // Whoever waits behind a lapsed hold is told (./waiting.ts).
  for (const { id, reservedUntil } of found.docs)
    if (reservedUntil) await tellWaiting(payload, id, reservedUntil, undefined, now).catch((error) => payload.logger.warn(`waiting for ${id}: ${String(error)}`))
  return found.docs.map((doc) => doc.id)
}

export type ReservationSweep = { timer: NodeJS.Timeout; since: Date }

/** Starts the check in this process (once; it never keeps a process alive). */
export function startReservationLapses(payload: Payload, intervalMs = lapseCheckMs): void {
  if (peek('reservationLapses')) return
  let running = false
  const sweep: ReservationSweep = {
    since: new Date(Date.now() - lookBackMs),
    timer: setInterval(() => {
      if (running) return
      running = true
      const now = new Date()
      announceLapses(payload, sweep.since, now)
        .then(() => {
          sweep.since = now
        })
        .catch((error) => payload.logger.warn(`reservation lapses: ${String(error)}`))
        .finally(() => {
          running = false
        })
    }, intervalMs),
  }
  sweep.timer.unref()
  fill('reservationLapses', sweep)
}

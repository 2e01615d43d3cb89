/**
 * Holds stored before a hold was a day (issue 45 point 6): "reserviert bis 12.12." was kept as
 * 12 December, 00:00 UTC (01:00 in Berlin), or as whatever time the old day-and-time picker had,
 * and ended then. `npm run holds` (scripts/holds.ts) makes each hold that has not ended by its day
 * the end of that day in Berlin, as every save now does (./holdDate.ts). Holds whose day is over
 * are left as they are: they ended, and their date is history. Cases go first: their save hands
 * the date on to the works they hold (./caseHooks.ts).
 */
import type { Payload } from 'payload'

import { endOfGalleryDay } from '../../base/dates'

export type HoldRepair = { collection: 'inquiries' | 'artworks'; id: number | string; from: string; to: string }

/** Finds (and unless `dryRun`, repairs) every hold whose day has not ended and which is not stored as that day's end. */
export async function repairHolds(payload: Payload, { dryRun = false, now = new Date(), log = (_line: string) => {} } = {}): Promise<HoldRepair[]> {
  const repairs: HoldRepair[] = []
  // A hold whose Berlin day is still on is stored after the start of yesterday in UTC at the earliest.
  const since = new Date(now.getTime() - 48 * 60 * 60 * 1000).toISOString()
  for (const collection of ['inquiries', 'artworks'] as const) {
    const found = await payload.find({
      collection,
      where: { reservedUntil: { greater_than: since } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { reservedUntil: true },
    })
    for (const doc of found.docs) {
      const from = doc.reservedUntil
      const to = endOfGalleryDay(from)
      if (!from || !to || to === from || Date.parse(to) <= now.getTime()) continue
      repairs.push({ collection, id: doc.id, from, to })
      log(`${collection} ${doc.id}: ${from} → ${to}${dryRun ? ' (dry run: not changed)' : ''}`)
      if (!dryRun) await payload.update({ collection, id: doc.id, data: { reservedUntil: to }, overrideAccess: true })
    }
  }
  return repairs
}

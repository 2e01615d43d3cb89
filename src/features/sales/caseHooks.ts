/**
 * What saving a case does (issue 36). Before: the list's order, the works' artists (for the
 * artist filter), who wrote a note and when, a default reservation date. After: the status
 * change reaches the works — reserved until the case's date and for the case, sold (with the
 * sale's day and price, ./artworkFields.ts), or released when a reserved case ends another way.
 * The works' saves are ordinary saves, so the public pages follow like after any other change
 * (src/cms/changes.ts, the live stream).
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { endOfGalleryDay } from '../../base/dates'
import { relationId } from '../../cms/relations'
import { publicError } from '../../cms/errors'
import { defaultReservationDays, refusedChange, statusChangeRefusal, statusRank, workEffect } from './caseStatus'
import { nestedReq } from '@/cms/nestedReq'

type Note = { id?: string; text?: string; author?: unknown; at?: string | null }
type StatusChange = { at: string; by: number | string | null; byName: string | null; from: string | null; to: string }

/** The line the status history gains when a save changes the status (or creates the case), else none. */
export function statusChange(before: unknown, after: string, user: unknown, at = new Date()): StatusChange | null {
  if (before === after) return null
  const staff = user as { id?: number | string; name?: string | null; email?: string } | null | undefined
  return {
    at: at.toISOString(),
    by: staff?.id ?? null,
    byName: staff ? String(staff.name || staff.email || '') || null : null,
    from: typeof before === 'string' ? before : null,
    to: after,
  }
}

function workIds(value: unknown): number[] {
  return (Array.isArray(value) ? value : [])
    .map((item) => relationId(item))
    .filter((id): id is number | string => id !== undefined && id !== null)
    .map(Number)
}

async function artistsOf(payload: Payload, ids: number[], req: PayloadRequest): Promise<number[]> {
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'artworks',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    draft: true,
    select: { artist: true },
    req: nestedReq(req),
  })
  return [
    ...new Set(
      found.docs
        .map((work) => relationId(work.artist))
        .filter((id) => id !== undefined && id !== null)
        .map(Number),
    ),
  ]
}

/** The inquiry topic of leasing questions (seeded as /inquiry/leasing, src/features/leasing). */
const leasingTopic = 'leasing'

async function isLeasingTopic(payload: Payload, topic: unknown, req: PayloadRequest): Promise<boolean> {
  const id = relationId(topic)
  if (id === undefined) return false
  const doc = await payload.findByID({ collection: 'inquiry-topics', id, depth: 0, locale: 'de', overrideAccess: true, disableErrors: true, req: nestedReq(req) })
  return doc?.slug === leasingTopic
}

export const prepareCase: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const next = { ...data }
  // A question from the leasing pages is a leasing case: the topic the leasing offers link to.
  if (operation === 'create' && data.kind === 'inquiry' && (await isLeasingTopic(req.payload, data.topic, req))) next.kind = 'leasing'
  const status = data.status ?? originalDoc?.status ?? 'new'
  const refusal = operation === 'update' ? statusChangeRefusal(originalDoc?.status, status) : null
  if (refusal) {
    const message = refusedChange[refusal][req.i18n?.language === 'en' ? 'en' : 'de']
    throw publicError(message, 400, 'CaseStatusRefused', { reason: refusal, de: refusedChange[refusal].de, en: refusedChange[refusal].en })
  }
  next.statusRank = statusRank(status)
  // Nobody writes the history (./caseFields.ts): what was there stays, and a change adds its line.
  const change = statusChange(operation === 'create' ? undefined : originalDoc?.status, status, req.user)
  const history = (Array.isArray(data.statusHistory) ? data.statusHistory : Array.isArray(originalDoc?.statusHistory) ? originalDoc.statusHistory : []) as unknown[]
  if (change) next.statusHistory = [...history, change]
  if (status === 'reserved' && !(data.reservedUntil ?? originalDoc?.reservedUntil)) {
    // To the end of that day in Berlin, as a date staff pick (./holdDate.ts).
    next.reservedUntil = endOfGalleryDay(new Date(Date.now() + defaultReservationDays * 24 * 60 * 60 * 1000))
  }
  if ('artworks' in data) next.artists = await artistsOf(req.payload, workIds(data.artworks), req)
  if (Array.isArray(data.notes)) {
    const userId = req.user?.id
    next.notes = (data.notes as Note[]).map((note) => (note.at ? note : { ...note, at: new Date().toISOString(), author: note.author ?? userId ?? null }))
  }
  return next
}

/** Applies a case's status to its works, inside the case's save (its transaction on PostgreSQL). */
export const applyCaseToWorks: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const effect = workEffect(operation === 'create' ? undefined : previousDoc?.status, doc.status)
  const untilChanged = doc.reservedUntil !== previousDoc?.reservedUntil
  if (effect === 'none' || (effect === 'reserve' && previousDoc?.status === 'reserved' && !untilChanged && operation !== 'create')) return doc
  const ids = workIds(doc.artworks)
  for (const id of ids) {
    const work = await req.payload.findByID({ collection: 'artworks', id, depth: 0, overrideAccess: true, disableErrors: true, req: nestedReq(req) })
    if (!work) continue
    if (effect === 'reserve') {
      if (work.sold) continue
      await req.payload.update({ collection: 'artworks', id, data: { reservedUntil: doc.reservedUntil, reservedFor: doc.id }, overrideAccess: true, req: nestedReq(req) })
    } else if (effect === 'sell') {
      if (work.sold) continue
      await req.payload.update({ collection: 'artworks', id, data: { sold: true }, overrideAccess: true, req: nestedReq(req) })
    } else if (relationId(work.reservedFor) !== undefined && String(relationId(work.reservedFor)) === String(doc.id)) {
      // Released: only a reservation this case holds, never another case's.
      await req.payload.update({ collection: 'artworks', id, data: { reservedUntil: null, reservedFor: null }, overrideAccess: true, req: nestedReq(req) })
    }
  }
  return doc
}

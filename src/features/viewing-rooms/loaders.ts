/**
 * Reads a viewing room by a recipient's token (issue 51): the one way into a room from outside the
 * admin. Rooms are staff-only on every door, so this reads with `overrideAccess` and hands on only
 * what the recipient may see: the room's texts in their language, the published works in the
 * room's order with the note and the price line computed here (never the stored amount).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/base/locales'
import type { Artwork, ViewingRoom } from '@/cms/payload-types'

import { recipientState, roomPriceLine, tokenPattern, type RecipientState, type RoomPriceLine } from './rules'

export type Recipient = NonNullable<ViewingRoom['recipients']>[number]
export type RoomWork = { artwork: Artwork; note: string | null; line: RoomPriceLine }

export type RoomVisit = { state: 'unknown' } | { state: Exclude<RecipientState, 'open'> } | { state: 'open'; room: ViewingRoom; recipient: Recipient; works: RoomWork[] }

/** The room and recipient a token names, whatever their state; null for a token no one holds. */
export async function roomByToken(payload: Payload, token: string, locale: Locale): Promise<{ room: ViewingRoom; recipient: Recipient } | null> {
  if (!tokenPattern.test(token)) return null
  const found = await payload.find({ collection: 'viewing-rooms', where: { 'recipients.token': { equals: token } }, depth: 0, limit: 1, locale, overrideAccess: true })
  const room = found.docs[0]
  const recipient = room?.recipients?.find((row) => row.token === token)
  return room && recipient ? { room, recipient } : null
}

/** What the page at /viewing-room/{token} shows: the open room, or why it is closed. */
export async function visitRoom(payload: Payload, token: string, locale: Locale, now = Date.now()): Promise<RoomVisit> {
  const found = await roomByToken(payload, token, locale)
  if (!found) return { state: 'unknown' }
  const { room, recipient } = found
  const state = recipientState(room, recipient, now)
  // A closed link learns nothing of its room.
  if (state !== 'open') return { state }
  return { state, room, recipient, works: await roomWorks(payload, room, locale, now) }
}

/** The room's published works in its order, each with its note and price line. */
export async function roomWorks(payload: Payload, room: ViewingRoom, locale: Locale, now = Date.now()): Promise<RoomWork[]> {
  const rows = (room.works ?? []).filter((row) => row.work != null)
  const ids = rows.map((row) => (typeof row.work === 'object' && row.work ? row.work.id : row.work) as number)
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'artworks',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    depth: 1,
    limit: ids.length,
    pagination: false,
    locale,
    overrideAccess: true,
  })
  const byId = new Map(found.docs.map((artwork) => [artwork.id, artwork]))
  return rows.flatMap((row, index) => {
    const artwork = byId.get(ids[index])
    if (!artwork) return []
    const line = roomPriceLine(artwork, row, now)
    // The amount is read to compute the line and goes no further than this function.
    const { price: _price, soldPrice: _soldPrice, reservedFor: _reservedFor, ...shown } = artwork as Artwork & { soldPrice?: unknown; reservedFor?: unknown }
    return [{ artwork: shown as Artwork, note: row.note ?? null, line }]
  })
}

/**
 * Asking or reserving from a work in a room (issue 51 point 5). The collector's message opens a
 * case (an inquiry) linked to the room and, through their address, to their contact — or, when
 * the room already has an open case from this recipient, adds the work to it. Either way the case
 * gets a staff note naming the room, the work and its price in this room, and whether a hold was
 * asked for; staff confirm the hold from the case (status "Reserviert", docs/sales.md).
 */
import type { CollectionConfig, Field, Payload } from 'payload'

import type { Locale } from '@/base/locales'
import { insertFields } from '@/cms/fields/insert'
import { saveContact } from '@/features/forms/contact'
import { deliverMail } from '@/features/forms/mail'

import type { Recipient, RoomWork } from './loaders'

/** The case's room, in its sidebar; set by the room's form. */
const caseRoomField: Field = {
  name: 'viewingRoom',
  type: 'relationship',
  relationTo: 'viewing-rooms',
  index: true,
  label: { de: 'Privater Raum', en: 'Viewing room' },
  admin: { position: 'sidebar', readOnly: true },
}

/** What the case's recipient did in that room (issue 51 point 6): the room's listing, narrowed to them. */
const caseInterestField: Field = {
  name: 'roomInterest',
  type: 'ui',
  admin: {
    condition: (data) => Boolean(data?.viewingRoom),
    components: { Field: '/features/viewing-rooms/admin/CaseRoomInterest#CaseRoomInterest' },
  },
}

/** Cases name the room they were opened from (after their contact), and show the interest in it (after their works). */
export function withRoomCases(collection: CollectionConfig): CollectionConfig {
  const fields = insertFields(collection.fields, { after: 'contact' }, [caseRoomField])
  return { ...collection, fields: insertFields(fields, { after: 'artworks' }, [caseInterestField]) }
}

/** The cases opened from a room, shown on it. */
export const roomCasesField: Field = {
  name: 'cases',
  type: 'join',
  collection: 'inquiries',
  on: 'viewingRoom',
  defaultSort: '-createdAt',
  label: { de: 'Anfragen aus diesem Raum', en: 'Inquiries from this room' },
  admin: { allowCreate: false, defaultColumns: ['subject', 'name', 'status', 'artworks', 'reservedUntil', 'createdAt'] },
}

const openStatuses = ['new', 'in-progress', 'answered', 'reserved']

const texts = {
  subject: { de: (title: string) => `Privater Raum „${title}“`, en: (title: string) => `Viewing room "${title}"` },
  reserve: { de: 'Bitte für mich reservieren.', en: 'Please reserve it for me.' },
}

/** The staff note: bilingual, as staff read cases in either admin language. */
function noteText(roomTitle: string, work: RoomWork, reserve: boolean): string {
  const price = work.line.kind === 'price' ? work.line.formatted : work.line.kind === 'sold' ? 'verkauft / sold' : 'auf Anfrage / on request'
  const inventory = work.artwork.inventory ? ` (${work.artwork.inventory})` : ''
  return [
    `Privater Raum / Viewing room „${roomTitle}“: ${work.artwork.title}${inventory}`,
    `Preis in diesem Raum / Price in this room: ${price}`,
    reserve ? 'Bittet um Reservierung / Asks for a hold' : 'Anfrage / Inquiry',
  ].join('\n')
}

type Ask = { room: { id: number; title: string }; recipient: Recipient; work: RoomWork; message: string; reserve: boolean; locale: Locale; ipHash: string; userAgent: string }

/** Opens or adds to the recipient's case about this room; returns its id. */
export async function askFromRoom(payload: Payload, { room, recipient, work, message, reserve, locale, ipHash, userAgent }: Ask): Promise<number> {
  const email = recipient.email ?? ''
  const note = { text: noteText(room.title, work, reserve), at: new Date().toISOString() }
  const open = await payload.find({
    collection: 'inquiries',
    where: { and: [{ viewingRoom: { equals: room.id } }, { email: { equals: email } }, { status: { in: openStatuses } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = open.docs[0]
  const workId = Number(work.artwork.id)
  if (existing) {
    const artworks = (existing.artworks ?? []).map((value) => Number(typeof value === 'object' && value ? value.id : value))
    await payload.update({
      collection: 'inquiries',
      id: existing.id,
      data: {
        artworks: artworks.includes(workId) ? artworks : [...artworks, workId],
        notes: [...(existing.notes ?? []), { ...note, text: `${note.text}\n\n${message}` }],
      },
      overrideAccess: true,
    })
    return Number(existing.id)
  }
  const text = [message, reserve ? texts.reserve[locale] : ''].filter(Boolean).join('\n\n')
  const { inquiryId, mailIds } = await saveContact(
    payload,
    { name: recipient.name || email, email, subject: texts.subject[locale](room.title), message: text, consent: true },
    { locale, ipHash, userAgent, artworks: [{ id: workId, title: work.artwork.title, galleryTitle: work.artwork.title }] },
  )
  await payload.update({ collection: 'inquiries', id: inquiryId, data: { viewingRoom: room.id, notes: [note] }, overrideAccess: true })
  // The gallery's notification and the collector's confirmation, at once (the outbox retries a refusal).
  for (const id of mailIds) await deliverMail(payload, id).catch((error) => payload.logger.warn(`viewing room mail ${String(id)}: ${String(error)}`))
  return Number(inquiryId)
}

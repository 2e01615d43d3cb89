/**
 * What a recipient did in a room (issue 51 point 6): opened it, viewed a work (and for how long),
 * zoomed into it or saw it in the room view. One row per moment in `viewing-room-views`, read by
 * sales staff alone: on the room (a join), on the contact (a join) and in their own list. The room
 * tells the visitor that views are recorded (RoomPage.tsx).
 */
import type { CollectionConfig, Field, Payload } from 'payload'

import { sales } from '@/cms/access'
import { insertFields } from '@/cms/fields/insert'
import { createLimit } from '@/features/security/counters'

import type { Recipient } from './loaders'

export const interestKinds = ['opened', 'viewed', 'zoomed', 'room'] as const
export type InterestKind = (typeof interestKinds)[number]

const kindLabels: Record<InterestKind, { de: string; en: string }> = {
  opened: { de: 'Raum geöffnet', en: 'Room opened' },
  viewed: { de: 'Werk angesehen', en: 'Work viewed' },
  zoomed: { de: 'Werk vergrößert', en: 'Work zoomed' },
  room: { de: 'Im Raum angesehen', en: 'Seen in the room view' },
}

export const ViewingRoomViews: CollectionConfig = {
  slug: 'viewing-room-views',
  labels: { singular: { de: 'Raumbesuch', en: 'Room view' }, plural: { de: 'Raumbesuche', en: 'Room views' } },
  access: { read: sales, create: sales, update: () => false, delete: sales },
  admin: {
    group: { de: 'Anfragen', en: 'Inquiries' },
    useAsTitle: 'kind',
    defaultColumns: ['at', 'kind', 'name', 'work', 'seconds', 'room'],
    description: {
      de: 'Wer in einem privaten Raum was angesehen hat; die Besucher:innen werden im Raum darauf hingewiesen.',
      en: 'Who looked at what in a viewing room; visitors are told so in the room.',
    },
  },
  defaultSort: '-at',
  fields: [
    { name: 'at', type: 'date', required: true, index: true, label: { de: 'Am', en: 'At' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: interestKinds.map((value) => ({ value, label: kindLabels[value] })),
      label: { de: 'Was', en: 'What' },
      admin: { readOnly: true },
    },
    { name: 'room', type: 'relationship', relationTo: 'viewing-rooms', index: true, label: { de: 'Raum', en: 'Room' }, admin: { readOnly: true } },
    { name: 'contact', type: 'relationship', relationTo: 'contacts', index: true, label: { de: 'Kontakt', en: 'Contact' }, admin: { readOnly: true } },
    { name: 'name', type: 'text', label: { de: 'Empfänger:in', en: 'Recipient' }, admin: { readOnly: true } },
    { name: 'email', type: 'text', label: { de: 'E-Mail', en: 'Email' }, admin: { readOnly: true } },
    { name: 'work', type: 'relationship', relationTo: 'artworks', label: { de: 'Werk', en: 'Artwork' }, admin: { readOnly: true } },
    { name: 'seconds', type: 'number', min: 0, label: { de: 'Sekunden', en: 'Seconds' }, admin: { readOnly: true } },
  ],
}

/** The views of a room, shown on it (Payload's join lists them in the admin). */
export const roomViewsField: Field = {
  name: 'views',
  type: 'join',
  collection: 'viewing-room-views',
  on: 'room',
  defaultSort: '-at',
  defaultLimit: 50,
  label: { de: 'Interesse', en: 'Interest' },
  admin: { allowCreate: false, defaultColumns: ['at', 'kind', 'name', 'work', 'seconds'] },
}

/** Contacts list their views in rooms too, under their history. */
export function withRoomInterest(collection: CollectionConfig): CollectionConfig {
  const field: Field = {
    name: 'roomViews',
    type: 'join',
    collection: 'viewing-room-views',
    on: 'contact',
    defaultSort: '-at',
    defaultLimit: 50,
    label: { de: 'Interesse in privaten Räumen', en: 'Interest in viewing rooms' },
    admin: { allowCreate: false, defaultColumns: ['at', 'kind', 'room', 'work', 'seconds'] },
  }
  return { ...collection, fields: insertFields(collection.fields, { after: 'history' }, [field]) }
}

/** Moments one link may record: 300 an hour (a long look at twenty works, with zooms, stays far below). */
const recorded = createLimit('viewing-room-views', { points: 300, windowMs: 60 * 60 * 1000 })

type Moment = { room: number; recipient: Recipient; kind: InterestKind; work?: number | null; seconds?: number | null }

/** Stores one moment; past the link's limit it is dropped. */
export async function recordInterest(payload: Payload, { room, recipient, kind, work, seconds }: Moment, now = new Date()): Promise<boolean> {
  if (!(await recorded.consume(recipient.token ?? '')).allowed) return false
  const contact = recipient.contact && typeof recipient.contact === 'object' ? recipient.contact.id : recipient.contact
  await payload.create({
    collection: 'viewing-room-views',
    data: {
      at: now.toISOString(),
      kind,
      room,
      contact: contact ?? null,
      name: recipient.name ?? null,
      email: recipient.email ?? null,
      work: work ?? null,
      seconds: seconds == null ? null : Math.max(0, Math.min(24 * 3600, Math.round(seconds))),
    },
    overrideAccess: true,
  })
  return true
}

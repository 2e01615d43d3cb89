/**
 * What turns a stored inquiry into a case (issue 36): its status, the staff member it is
 * assigned to, internal notes, mails received (logged by hand), the mails the site sent about it
 * (a join on the outbox), its works with their current price and status, a reply form, and the
 * erasure. Added to the inquiries collection (src/cms/collections/forms.ts) by ./collections.ts.
 */
import type { Field } from 'payload'

import { caseStatuses, caseStatusLabels } from './caseStatus'
import { holdPicker, toEndOfGalleryDay } from './holdDate'

export const caseStatusField: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  index: true,
  options: caseStatuses.map((value) => ({ label: caseStatusLabels[value], value })),
  label: { de: 'Status', en: 'Status' },
  admin: { position: 'sidebar' },
}

export const caseSidebarFields: Field[] = [
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    label: { de: 'Zuständig', en: 'Assigned to' },
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignToMe',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/cms/admin/CaseActions#CaseAssignToMe' } },
  },
  {
    name: 'reservedUntil',
    type: 'date',
    label: { de: 'Reserviert bis', en: 'Reserved until' },
    // A day, stored as its last moment in Berlin (./holdDate.ts); the works get the same.
    hooks: { beforeValidate: [toEndOfGalleryDay] },
    admin: {
      position: 'sidebar',
      date: holdPicker,
      condition: (data) => data?.status === 'reserved',
      description: {
        de: 'Gilt für die Werke dieser Anfrage, bis zum Ende dieses Tages (Berliner Zeit). Leer: zwei Wochen ab dem Speichern.',
        en: 'Applies to the works of this case, to the end of this day (Berlin time). Empty: two weeks from saving.',
      },
    },
  },
  {
    // Behind another case's hold (./waiting.ts): told when a work of this case is free again.
    name: 'waiting',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    label: { de: 'Wartet auf Freiwerden', en: 'Waiting for release' },
    admin: {
      position: 'sidebar',
      condition: (data) => data?.status !== 'reserved' && data?.status !== 'sold' && data?.status !== 'closed',
      description: {
        de: 'Ist ein Werk dieses Falls für jemand anderen reserviert: Sobald es wieder frei ist, erhält die Besucher:in eine Mail in ihrer Sprache, und der Fall steht wieder auf „In Bearbeitung“.',
        en: 'When a work of this case is reserved for someone else: as soon as it is free again, the visitor gets a mail in their language, and the case is back "In progress".',
      },
    },
  },
  {
    // The works' artists, kept from the works on every save, so the list filters by artist.
    name: 'artists',
    type: 'relationship',
    relationTo: 'artists',
    hasMany: true,
    label: { de: 'Künstler:innen', en: 'Artists' },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    // Never shown in the form: the order the list sorts by (./caseStatus.ts, statusRank).
    name: 'statusRank',
    type: 'number',
    index: true,
    admin: { hidden: true },
  },
  {
    name: 'anonymisedAt',
    type: 'date',
    label: { de: 'Anonymisiert am', en: 'Anonymised on' },
    admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.anonymisedAt), date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'caseActions',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/cms/admin/CaseActions#CaseAnonymise' } },
  },
]

/** Nobody writes the history; the case's save adds to it (./caseHooks.ts). */
const nobody = () => false

/** Every change of the case's status: when, by whom, from what to what (issue 49 point 4). */
export const caseHistoryField: Field = {
  name: 'statusHistory',
  type: 'array',
  label: { de: 'Statusverlauf', en: 'Status history' },
  labels: { singular: { de: 'Statuswechsel', en: 'Status change' }, plural: { de: 'Statuswechsel', en: 'Status changes' } },
  access: { create: nobody, update: nobody },
  admin: { readOnly: true, components: { Field: '/features/sales/admin/CaseStatusHistory#CaseStatusHistory' } },
  fields: [
    { name: 'at', type: 'date', required: true, label: { de: 'Am', en: 'On' } },
    { name: 'by', type: 'relationship', relationTo: 'users', label: { de: 'Von', en: 'By' } },
    // The name at the time, so the line still reads right when the account is renamed or gone.
    { name: 'byName', type: 'text', label: { de: 'Name', en: 'Name' } },
    { name: 'from', type: 'select', options: caseStatuses.map((value) => ({ label: caseStatusLabels[value], value })), label: { de: 'Von Status', en: 'From status' } },
    { name: 'to', type: 'select', required: true, options: caseStatuses.map((value) => ({ label: caseStatusLabels[value], value })), label: { de: 'Zu Status', en: 'To status' } },
  ],
}

export const caseMainFields: Field[] = [
  {
    name: 'caseWorks',
    type: 'ui',
    admin: { components: { Field: '/cms/admin/CaseActions#CaseWorks' } },
  },
  {
    name: 'notes',
    type: 'array',
    label: { de: 'Interne Notizen', en: 'Internal notes' },
    labels: { singular: { de: 'Notiz', en: 'Note' }, plural: { de: 'Notizen', en: 'Notes' } },
    admin: { description: { de: 'Nur für Mitarbeitende; nie an Besucher:innen geschickt.', en: 'Staff only; never sent to visitors.' } },
    fields: [
      { name: 'text', type: 'textarea', required: true, label: { de: 'Notiz', en: 'Note' } },
      {
        type: 'row',
        fields: [
          { name: 'author', type: 'relationship', relationTo: 'users', label: { de: 'Von', en: 'By' }, admin: { readOnly: true } },
          { name: 'at', type: 'date', label: { de: 'Am', en: 'On' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
    ],
  },
  {
    name: 'received',
    type: 'array',
    label: { de: 'Erhaltene Mails', en: 'Mails received' },
    labels: { singular: { de: 'Mail', en: 'Mail' }, plural: { de: 'Mails', en: 'Mails' } },
    admin: {
      description: {
        de: 'Antworten der Besucher:in aus dem Postfach hier einfügen, damit der Verlauf beisammen bleibt.',
        en: "Paste the visitor's answers from the mailbox here, so the whole exchange stays together.",
      },
    },
    fields: [
      { name: 'at', type: 'date', label: { de: 'Empfangen am', en: 'Received on' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'subject', type: 'text', label: { de: 'Betreff', en: 'Subject' } },
      { name: 'text', type: 'textarea', required: true, label: { de: 'Text', en: 'Text' } },
    ],
  },
  {
    name: 'reply',
    type: 'ui',
    admin: { components: { Field: '/cms/admin/CaseActions#CaseReply' } },
  },
  {
    name: 'mails',
    type: 'join',
    collection: 'mail-outbox',
    on: 'inquiry',
    label: { de: 'Gesendete Mails', en: 'Mails sent' },
    admin: { defaultColumns: ['subject', 'to', 'status', 'sentAt', 'createdAt'] },
  },
]

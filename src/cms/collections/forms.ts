import type { Access, CollectionConfig, Field } from 'payload'

import { sales } from '../access'

/**
 * What visitors send (contact, inquiries, newsletter sign-ups) and the mails about it. Only
 * staff read or change them; the site writes through the Local API, so no one creates them over
 * the public REST or GraphQL API.
 */
const nobody: Access = () => false
// Sales and administrators: the visitors' messages carry their names and addresses (docs/roles.md).
const salesOnly = { read: sales, create: nobody, update: sales, delete: sales }

const group = { de: 'Anfragen', en: 'Inquiries' }

const localeField: Field = {
  name: 'locale',
  type: 'select',
  required: true,
  defaultValue: 'de',
  options: [
    { label: 'Deutsch', value: 'de' },
    { label: 'English', value: 'en' },
  ],
  label: { de: 'Sprache', en: 'Language' },
  admin: { position: 'sidebar' },
}

/**
 * The mails of a submission, stored in the same row as the submission (one write, atomic on
 * either database) until they are in the outbox (src/features/forms/mail.ts, releaseMails). A
 * process killed in between leaves them here, and the next start queues them.
 */
const mailsPendingField: Field = { name: 'mailsPending', type: 'json', admin: { hidden: true } }

const consentFields: Field[] = [
  {
    name: 'consentText',
    type: 'textarea',
    label: { de: 'Einwilligungstext', en: 'Consent text' },
    admin: { readOnly: true, description: { de: 'Der Text, dem zugestimmt wurde', en: 'The text the visitor agreed to' } },
  },
]

export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: { de: 'Anfrage', en: 'Inquiry' }, plural: { de: 'Anfragen', en: 'Inquiries' } },
  access: salesOnly,
  // Saved filters per user (Payload's query presets), shared if the user says so (issue 49 point 6).
  enableQueryPresets: true,
  admin: {
    group,
    useAsTitle: 'subject',
    // The list's search finds a case by the visitor's name and address, the subject, the message,
    // the mails the visitor sent back and the staff's notes.
    listSearchableFields: ['subject', 'name', 'email', 'message', 'received.text', 'notes.text'],
    // `status` and `assignee` are the case's, added with the rest of it (below).
    defaultColumns: ['subject', 'name', 'kind', 'status', 'assignee', 'artworks', 'createdAt'],
  },
  // Each inquiry is a case (issue 36): src/features/sales/collections.ts adds its fields after `kind`
  // and before `mailsPending`, its hooks and actions, the status tabs above the list and its order.
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      options: [
        { label: { de: 'Kontakt', en: 'Contact' }, value: 'contact' },
        { label: { de: 'Anfrage', en: 'Inquiry' }, value: 'inquiry' },
        { label: { de: 'Leasing', en: 'Leasing' }, value: 'leasing' },
      ],
      label: { de: 'Art', en: 'Kind' },
      admin: { position: 'sidebar' },
    },
    localeField,
    { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
    { name: 'email', type: 'email', required: true, label: { de: 'E-Mail', en: 'Email' } },
    { name: 'subject', type: 'text', label: { de: 'Betreff', en: 'Subject' } },
    { name: 'message', type: 'textarea', required: true, label: { de: 'Nachricht', en: 'Message' } },
    { name: 'topic', type: 'relationship', relationTo: 'inquiry-topics', label: { de: 'Thema', en: 'Topic' } },
    { name: 'artworks', type: 'relationship', relationTo: 'artworks', hasMany: true, label: { de: 'Werke', en: 'Artworks' } },
    ...consentFields,
    { name: 'consentAt', type: 'date', label: { de: 'Eingewilligt am', en: 'Consent given at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'meta',
      type: 'group',
      label: { de: 'Technische Angaben', en: 'Technical details' },
      admin: { readOnly: true },
      fields: [
        // A salted hash, never the address itself: enough to spot repeated abuse.
        { name: 'ipHash', type: 'text', label: { de: 'IP-Hash', en: 'IP hash' } },
        { name: 'userAgent', type: 'text', label: { de: 'Browser', en: 'User agent' } },
      ],
    },
    mailsPendingField,
  ],
}

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { de: 'Abonnent:in', en: 'Subscriber' }, plural: { de: 'Newsletter-Abos', en: 'Subscribers' } },
  access: salesOnly,
  admin: { group, useAsTitle: 'email', defaultColumns: ['email', 'list', 'status', 'locale', 'signedUpAt'] },
  defaultSort: '-signedUpAt',
  fields: [
    { name: 'email', type: 'email', required: true, index: true, label: { de: 'E-Mail', en: 'Email' } },
    {
      name: 'list',
      type: 'select',
      required: true,
      defaultValue: 'newsletter',
      options: [
        { label: 'Newsletter', value: 'newsletter' },
        { label: 'Artini', value: 'artini' },
      ],
      label: { de: 'Liste', en: 'List' },
    },
    localeField,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { de: 'Unbestätigt', en: 'Pending' }, value: 'pending' },
        { label: { de: 'Bestätigt', en: 'Confirmed' }, value: 'confirmed' },
        { label: { de: 'Abgemeldet', en: 'Unsubscribed' }, value: 'unsubscribed' },
      ],
      label: { de: 'Status', en: 'Status' },
      admin: { position: 'sidebar' },
    },
    ...consentFields,
    { name: 'signedUpAt', type: 'date', label: { de: 'Angemeldet am', en: 'Signed up at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'confirmedAt', type: 'date', label: { de: 'Bestätigt am', en: 'Confirmed at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'unsubscribedAt', type: 'date', label: { de: 'Abgemeldet am', en: 'Unsubscribed at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    mailsPendingField,
  ],
}

export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: { de: 'Ausgehende Mail', en: 'Outgoing mail' }, plural: { de: 'Ausgehende Mails', en: 'Outgoing mails' } },
  access: salesOnly,
  admin: { group, useAsTitle: 'subject', defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true, label: { de: 'An', en: 'To' } },
    // The case a mail belongs to (issue 36): its confirmation, notification and replies show on the case.
    { name: 'inquiry', type: 'relationship', relationTo: 'inquiries', index: true, label: { de: 'Anfrage', en: 'Inquiry' }, admin: { position: 'sidebar', readOnly: true } },
    { name: 'replyTo', type: 'text', label: { de: 'Antwort an', en: 'Reply to' } },
    { name: 'subject', type: 'text', required: true, label: { de: 'Betreff', en: 'Subject' } },
    { name: 'text', type: 'textarea', required: true, label: { de: 'Text', en: 'Text' } },
    { name: 'html', type: 'textarea', label: { de: 'HTML', en: 'HTML' } },
    {
      // What the mail carries (issue 49 point 2): small specs, printed when it is sent (src/features/forms/mail.ts).
      name: 'attachments',
      type: 'json',
      label: { de: 'Anhänge', en: 'Attachments' },
      // Shown as a list (src/cms/admin/MailAttachments.tsx), never edited.
      admin: { readOnly: true, components: { Field: '/cms/admin/MailAttachments#MailAttachments' } },
    },
    localeField,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: { de: 'Wartet', en: 'Queued' }, value: 'queued' },
        { label: { de: 'Gesendet', en: 'Sent' }, value: 'sent' },
        // No SMTP configured: the outbox is where staff read the mail.
        { label: { de: 'Nur im Postausgang', en: 'Kept in outbox' }, value: 'outbox' },
        { label: { de: 'Fehlgeschlagen', en: 'Failed' }, value: 'failed' },
      ],
      label: { de: 'Status', en: 'Status' },
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { de: 'Versuche', en: 'Attempts' }, admin: { position: 'sidebar' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      label: { de: 'Nächster Versuch', en: 'Next attempt' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'textarea', label: { de: 'Letzter Fehler', en: 'Last error' } },
    { name: 'sentAt', type: 'date', label: { de: 'Gesendet am', en: 'Sent at' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // Which submission's which mail this is: unique, so a mail is queued once however often a
    // restart finds its submission's mails still pending.
    { name: 'key', type: 'text', unique: true, index: true, label: { de: 'Schlüssel', en: 'Key' }, admin: { readOnly: true, position: 'sidebar' } },
  ],
}

/**
 * Private viewing rooms (issue 51; docs/viewing-rooms.md): a selection of works for one or a few
 * collectors, with a note and a price per work meant for them, sent as a personal link. Only sales
 * staff and administrators read or write rooms, on every door (REST, GraphQL, the admin); the
 * collector reaches a room through their token alone (src/app/(site)/[locale]/(room)/viewing-room).
 * Rooms show on no public page, so they announce no change to the site's caches.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, Field, FieldHook } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/base/locales'
import { sales } from '@/cms/access'
import { publicError } from '@/cms/errors'
import { nestedReq } from '@/cms/nestedReq'
import { galleryEmail, queueMail } from '@/features/forms/mail'
import { siteUrl } from '@/features/seo/siteUrl'

import { roomCasesField } from './ask'
import { roomViewsField } from './interest'
import { inviteMail } from './mails'
import { defaultValidityDays, hashPasscode, newToken, priceModes, recipientState, roomPath } from './rules'

const priceModeLabels: Record<(typeof priceModes)[number], { de: string; en: string }> = {
  public: { de: 'Öffentlicher Preis', en: 'Public price' },
  room: { de: 'Preis für diesen Raum', en: 'Price for this room' },
  discount: { de: 'Rabatt in Prozent', en: 'Discount in per cent' },
  onRequest: { de: 'Auf Anfrage', en: 'On request' },
}

const worksField: Field = {
  name: 'works',
  type: 'array',
  label: { de: 'Werke', en: 'Artworks' },
  labels: { singular: { de: 'Werk', en: 'Artwork' }, plural: { de: 'Werke', en: 'Artworks' } },
  admin: {
    description: {
      de: 'In der Reihenfolge, in der der Raum sie zeigt. Notiz und Preis sieht nur, wer den Link hat.',
      en: 'In the order the room shows them. Only whoever holds the link sees the note and the price.',
    },
  },
  fields: [
    // Not `required`: a deleted work leaves its row empty (src/cms/deleteRules.ts, unlink), and the room skips an empty row.
    { name: 'work', type: 'relationship', relationTo: 'artworks', label: { de: 'Ausgewähltes Werk', en: 'Chosen artwork' } },
    { name: 'note', type: 'textarea', localized: true, label: { de: 'Notiz für die Sammler:in', en: 'Note for the collector' } },
    {
      type: 'row',
      fields: [
        {
          name: 'priceMode',
          type: 'select',
          required: true,
          defaultValue: 'public',
          options: priceModes.map((value) => ({ value, label: priceModeLabels[value] })),
          label: { de: 'Preis in diesem Raum', en: 'Price in this room' },
        },
        {
          name: 'roomPrice',
          type: 'number',
          min: 0,
          label: { de: 'Raumpreis (€)', en: 'Room price (€)' },
          admin: { condition: (_, row) => row?.priceMode === 'room' },
        },
        {
          name: 'discountPercent',
          type: 'number',
          min: 0,
          max: 100,
          label: { de: 'Rabatt (%)', en: 'Discount (%)' },
          admin: { condition: (_, row) => row?.priceMode === 'discount' },
        },
      ],
    },
  ],
}

/** The link as the recipient gets it, for staff to copy (never stored). */
const linkOf: FieldHook = ({ siblingData }) =>
  typeof siblingData?.token === 'string' && siblingData.token
    ? `${siteUrl().replace(/\/$/, '')}${roomPath(siblingData.token, isLocale(siblingData.language) ? siblingData.language : defaultLocale)}`
    : null

const recipientsField: Field = {
  name: 'recipients',
  type: 'array',
  label: { de: 'Empfänger:innen', en: 'Recipients' },
  labels: { singular: { de: 'Empfänger:in', en: 'Recipient' }, plural: { de: 'Empfänger:innen', en: 'Recipients' } },
  admin: {
    description: {
      de: 'Jede:r bekommt einen eigenen Link. Ein Kontakt genügt: Adresse, Name und Sprache werden beim Speichern übernommen.',
      en: 'Each gets a link of their own. A contact is enough: address, name and language are taken over on saving.',
    },
  },
  fields: [
    { name: 'contact', type: 'relationship', relationTo: 'contacts', label: { de: 'Person aus den Kontakten', en: 'Person from the contacts' } },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: { de: 'E-Mail', en: 'Email' } },
        { name: 'name', type: 'text', label: { de: 'Name', en: 'Name' } },
        {
          name: 'language',
          type: 'select',
          options: [
            { label: 'Deutsch', value: 'de' },
            { label: 'English', value: 'en' },
          ],
          label: { de: 'Sprache', en: 'Language' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'expiresAt',
          type: 'date',
          label: { de: 'Gültig bis', en: 'Valid until' },
          admin: { description: { de: `Leer: ${defaultValidityDays} Tage ab dem Speichern.`, en: `Empty: ${defaultValidityDays} days from saving.` } },
        },
        { name: 'revoked', type: 'checkbox', defaultValue: false, label: { de: 'Link gesperrt', en: 'Link revoked' } },
      ],
    },
    {
      // Written once by the save that adds the recipient (prepareRecipients), never by hand.
      name: 'token',
      type: 'text',
      index: true,
      label: { de: 'Zugangsschlüssel', en: 'Access token' },
      admin: { readOnly: true },
    },
    {
      name: 'link',
      type: 'text',
      virtual: true,
      label: { de: 'Persönlicher Link', en: 'Personal link' },
      admin: { readOnly: true },
      hooks: { afterRead: [linkOf] },
    },
    {
      // Typed once, kept only as its hash (passcodeHash); empty on reading.
      name: 'passcode',
      type: 'text',
      virtual: true,
      label: { de: 'Neuer Zugangscode (optional)', en: 'New passcode (optional)' },
      admin: {
        description: {
          de: 'Wird nur verschlüsselt gespeichert. Ein Code ist gesetzt, wenn unten „Code gesetzt“ angehakt ist.',
          en: 'Stored only as a hash. A passcode is set when “Passcode set” below is ticked.',
        },
      },
    },
    { name: 'passcodeHash', type: 'text', admin: { hidden: true } },
    {
      name: 'hasPasscode',
      type: 'checkbox',
      label: { de: 'Code gesetzt (abwählen entfernt ihn)', en: 'Passcode set (untick to remove it)' },
    },
  ],
}

type RecipientRow = {
  id?: string | null
  contact?: number | string | { id: number | string } | null
  email?: string | null
  name?: string | null
  language?: string | null
  expiresAt?: string | null
  revoked?: boolean | null
  token?: string | null
  passcode?: string | null
  passcodeHash?: string | null
  hasPasscode?: boolean | null
}

const idOf = (value: RecipientRow['contact']) => (value && typeof value === 'object' ? value.id : value)

/**
 * Each recipient's token is made here, once, and kept: a token sent in a request is ignored (a
 * row keeps the token it had, by its id; a new row gets a new one). An address, name and language
 * left empty are taken from the contact; a typed passcode is kept as its hash.
 */
export const prepareRecipients: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!Array.isArray(data.recipients)) return data
  const before = new Map(((originalDoc?.recipients ?? []) as RecipientRow[]).map((row) => [row.id, row]))
  const language: Locale = isLocale(req.locale) ? (req.locale as Locale) : defaultLocale
  const recipients: RecipientRow[] = []
  for (const row of data.recipients as RecipientRow[]) {
    const old = row.id ? before.get(row.id) : undefined
    const next: RecipientRow = { ...row, token: old?.token || newToken() }
    const contactId = idOf(row.contact)
    if (contactId && (!next.email || !next.name || !next.language)) {
      const contact = await req.payload.findByID({ collection: 'contacts', id: contactId, depth: 0, overrideAccess: true, disableErrors: true, req: nestedReq(req) })
      if (contact) {
        next.email ||= contact.emails?.[0]?.address ?? null
        next.name ||= contact.name
        next.language ||= contact.language
      }
    }
    if (!next.email) throw publicError(texts.noAddress[language], 400, 'ViewingRoomRecipient', {})
    next.email = next.email.trim().toLowerCase()
    next.language = isLocale(next.language) ? next.language : defaultLocale
    next.expiresAt ||= new Date(Date.now() + defaultValidityDays * 24 * 60 * 60 * 1000).toISOString()
    const typed = typeof row.passcode === 'string' ? row.passcode.trim() : ''
    if (typed) next.passcodeHash = hashPasscode(typed)
    else next.passcodeHash = row.hasPasscode === false ? null : (old?.passcodeHash ?? null)
    next.hasPasscode = Boolean(next.passcodeHash)
    delete next.passcode
    recipients.push(next)
  }
  return { ...data, recipients }
}

const texts = {
  noAddress: {
    de: 'Jede Empfänger:in braucht eine E-Mail-Adresse oder einen Kontakt mit Adresse.',
    en: 'Every recipient needs an email address or a contact with an address.',
  },
}

/**
 * With "Links senden" ticked, each recipient whose link is open gets it by mail in their
 * language, once per token (the outbox key): a recipient added later gets theirs on that save.
 */
export const mailLinks: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  // An erasure takes a recipient out (src/features/privacy/person.ts); it sends no one anything.
  if (!doc.sendLinks || context?.personErasure) return doc
  const gallery = await galleryEmail(req.payload)
  const rows = (doc.recipients ?? []) as RecipientRow[]
  if (rows.every((row) => !row.token || recipientState(doc, row) !== 'open')) return doc
  // The title in every language, so each recipient reads their own.
  const all = await req.payload.findByID({ collection: 'viewing-rooms', id: doc.id, depth: 0, locale: 'all', overrideAccess: true, req: nestedReq(req) })
  for (const row of rows) {
    if (!row.token || !row.email || recipientState(doc, row) !== 'open') continue
    const locale: Locale = isLocale(row.language) ? row.language : defaultLocale
    const title = ((all.title as unknown as Record<string, string | null>)?.[locale] || (all.title as unknown as Record<string, string | null>)?.[defaultLocale]) ?? ''
    const url = `${siteUrl().replace(/\/$/, '')}${roomPath(row.token, locale)}`
    const mail = inviteMail(locale, { name: row.name ?? '', title, url, expiresAt: row.expiresAt ?? null, passcode: Boolean(row.passcodeHash) })
    await queueMail(
      req.payload,
      { to: row.email, replyTo: gallery, subject: mail.subject, text: mail.text, locale },
      new Date(),
      req,
      `viewing-rooms:${doc.id}:${row.token}:invite`,
    )
  }
  return doc
}

export const ViewingRooms: CollectionConfig = {
  slug: 'viewing-rooms',
  labels: { singular: { de: 'Privater Raum', en: 'Viewing room' }, plural: { de: 'Private Räume', en: 'Viewing rooms' } },
  access: { read: sales, create: sales, update: sales, delete: sales },
  admin: {
    group: { de: 'Anfragen', en: 'Inquiries' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'sendLinks', 'revoked', 'updatedAt'],
    description: {
      de: 'Eine Auswahl von Werken für einzelne Sammler:innen, mit eigenen Preisen und einem persönlichen Link (docs/viewing-rooms.md).',
      en: 'A selection of works for single collectors, with prices of their own and a personal link (docs/viewing-rooms.md).',
    },
  },
  defaultSort: '-updatedAt',
  hooks: { beforeChange: [prepareRecipients], afterChange: [mailLinks] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { de: 'Titel', en: 'Title' } },
    { name: 'introduction', type: 'textarea', localized: true, label: { de: 'Einleitung', en: 'Introduction' } },
    worksField,
    recipientsField,
    {
      name: 'sendLinks',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Links per Mail senden', en: 'Send the links by mail' },
      admin: {
        position: 'sidebar',
        description: {
          de: 'Beim Speichern bekommt jede:r Empfänger:in mit offenem Link ihn einmal per Mail, in ihrer Sprache.',
          en: 'On saving, each recipient with an open link gets it once by mail, in their language.',
        },
      },
    },
    {
      name: 'revoked',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Raum gesperrt', en: 'Room revoked' },
      admin: { position: 'sidebar', description: { de: 'Sperrt alle Links sofort.', en: 'Revokes every link at once.' } },
    },
    // What the recipients looked at and asked about (issue 51 points 5 and 6).
    roomViewsField,
    roomCasesField,
  ],
}

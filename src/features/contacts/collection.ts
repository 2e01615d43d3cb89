/**
 * The gallery's contacts (issue 49 point 1): one record per person — name, email addresses,
 * language, organisation, tags, notes and newsletter consent with its log — that every case is
 * attached to by its address, automatically (`attachContact`, a hook of the inquiries). The
 * contact's page lists its cases, and across them its mails, holds and purchases (./history.ts).
 * Only staff read or change contacts; the site writes them through the Local API alone. Erasure
 * and the access export (src/features/privacy/person.ts) take a contact with the person's address,
 * and the cases of that contact under its other addresses.
 */
import type { CollectionBeforeChangeHook, CollectionConfig, Field, FieldHook, Payload, PayloadRequest } from 'payload'

import { sales } from '../../cms/access'
import { contactImportEndpoint } from './importEndpoint'
import { contactTags } from './tags'
import { nestedReq } from '../../cms/nestedReq'
import { normaliseEmail } from '../privacy/person'

/** Addresses are kept trimmed and in lower case, so a case finds its contact however it was typed. */
const lowerCaseAddress: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

const consentLogField: Field = {
  name: 'consentLog',
  type: 'array',
  label: { de: 'Verlauf der Einwilligung', en: 'Consent log' },
  labels: { singular: { de: 'Eintrag', en: 'Entry' }, plural: { de: 'Einträge', en: 'Entries' } },
  admin: {
    // Written by the save that changes the consent (logConsent), never by hand.
    readOnly: true,
    description: {
      de: 'Jede Änderung der Einwilligung mit Zeitpunkt und Quelle; wird beim Speichern ergänzt.',
      en: 'Every change of the consent with its time and source; added on saving.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'at', type: 'date', required: true, label: { de: 'Am', en: 'On' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'consent',
          type: 'select',
          required: true,
          options: [
            { value: 'given', label: { de: 'erteilt', en: 'given' } },
            { value: 'withdrawn', label: { de: 'widerrufen', en: 'withdrawn' } },
          ],
          label: { de: 'Einwilligung', en: 'Consent' },
          admin: { readOnly: true },
        },
        { name: 'source', type: 'text', label: { de: 'Quelle', en: 'Source' }, admin: { readOnly: true } },
      ],
    },
  ],
}

/** The addresses in one line, for the list's column and its search (an array field is neither). */
const listAddresses: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const emails = (Array.isArray(data.emails) ? data.emails : Array.isArray(originalDoc?.emails) ? originalDoc.emails : []) as Array<{ address?: string }>
  return {
    ...data,
    addresses: emails
      .map((entry) => entry.address)
      .filter(Boolean)
      .join(', '),
  }
}

/** A change of the newsletter consent is logged with its time and who made it. */
const logConsent: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const before = Boolean(originalDoc?.newsletterConsent)
  const after = data.newsletterConsent === undefined ? before : Boolean(data.newsletterConsent)
  if (after === before && originalDoc) return data
  if (!originalDoc && !after) return data
  const source = data.consentSource || (req.user ? `staff: ${String((req.user as { name?: string; email?: string }).name || req.user.email)}` : 'site')
  const log = Array.isArray(data.consentLog) ? data.consentLog : Array.isArray(originalDoc?.consentLog) ? originalDoc.consentLog : []
  return { ...data, consentSource: undefined, consentLog: [...log, { at: new Date().toISOString(), consent: after ? 'given' : 'withdrawn', source }] }
}

export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: { de: 'Kontakt', en: 'Contact' }, plural: { de: 'Kontakte', en: 'Contacts' } },
  access: { read: sales, create: sales, update: sales, delete: sales },
  // Saved filters per user (Payload's query presets), shared if the user says so (issue 49 point 6).
  enableQueryPresets: true,
  admin: {
    group: { de: 'Anfragen', en: 'Inquiries' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'addresses', 'organisation', 'tags', 'language', 'updatedAt'],
    // The list's search finds a contact by its name, addresses, organisation and notes, and by the
    // text of its cases: the first message, the mails that came back and staff's notes (through the join).
    listSearchableFields: ['name', 'addresses', 'organisation', 'notes', 'cases.subject', 'cases.message', 'cases.received.text', 'cases.notes.text'],
    components: { beforeListTable: ['/features/contacts/admin/ContactImport#ContactImport'] },
    description: {
      de: 'Sammler:innen, Presse, Institutionen: jede Anfrage wird über ihre Adresse dem Kontakt zugeordnet, neue Adressen legen einen Kontakt an.',
      en: 'Collectors, press, institutions: every inquiry is attached to its contact by address; a new address creates a contact.',
    },
  },
  defaultSort: 'name',
  // An address list from a CSV or XLSX file, duplicates decided by staff (./importContacts.ts).
  endpoints: [contactImportEndpoint],
  hooks: { beforeChange: [listAddresses, logConsent] },
  fields: [
    { name: 'name', type: 'text', required: true, index: true, label: { de: 'Name', en: 'Name' } },
    {
      name: 'emails',
      type: 'array',
      label: { de: 'E-Mail-Adressen', en: 'Email addresses' },
      labels: { singular: { de: 'Adresse', en: 'Address' }, plural: { de: 'Adressen', en: 'Addresses' } },
      fields: [{ name: 'address', type: 'email', required: true, index: true, label: { de: 'E-Mail', en: 'Email' }, hooks: { beforeValidate: [lowerCaseAddress] } }],
    },
    {
      // Kept from `emails` on every save (listAddresses): the list shows and searches it; the form shows the addresses above.
      name: 'addresses',
      type: 'text',
      index: true,
      label: { de: 'E-Mail', en: 'Email' },
      admin: { readOnly: true, condition: () => false },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: 'de',
          options: [
            { label: 'Deutsch', value: 'de' },
            { label: 'English', value: 'en' },
          ],
          label: { de: 'Sprache der Korrespondenz', en: 'Language of correspondence' },
        },
        { name: 'organisation', type: 'text', label: { de: 'Organisation', en: 'Organisation' } },
      ],
    },
    { name: 'tags', type: 'select', hasMany: true, options: contactTags, label: { de: 'Schlagwörter', en: 'Tags' } },
    { name: 'notes', type: 'textarea', label: { de: 'Notizen', en: 'Notes' }, admin: { description: { de: 'Nur für Mitarbeitende.', en: 'Staff only.' } } },
    {
      name: 'newsletterConsent',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Willigt in den Newsletter ein', en: 'Consents to the newsletter' },
      admin: { position: 'sidebar' },
    },
    { name: 'personData', type: 'ui', admin: { position: 'sidebar', components: { Field: '/features/contacts/admin/ContactPersonData#ContactPersonData' } } },
    // Where a consent change came from, for the log only (never stored).
    { name: 'consentSource', type: 'text', virtual: true, admin: { hidden: true } },
    consentLogField,
    {
      name: 'cases',
      type: 'join',
      collection: 'inquiries',
      on: 'contact',
      defaultSort: '-createdAt',
      label: { de: 'Anfragen und Fälle', en: 'Inquiries and cases' },
      // Cases come from visitors (or a case's page); their mails, holds and purchases are listed below.
      admin: { allowCreate: false, defaultColumns: ['subject', 'kind', 'status', 'artworks', 'reservedUntil', 'createdAt'] },
    },
    // Its mails, holds and purchases across the cases above, read with the viewer's access (./history.ts).
    { name: 'history', type: 'ui', admin: { components: { Field: '/features/contacts/admin/ContactHistory#ContactHistory' } } },
  ],
}

/** The contact that has `email` among its addresses, if any. */
export async function contactByEmail(payload: Payload, email: string, req?: PayloadRequest): Promise<{ id: number | string } | null> {
  const address = normaliseEmail(email)
  if (!address) return null
  const found = await payload.find({ collection: 'contacts', where: { 'emails.address': { equals: address } }, limit: 1, depth: 0, overrideAccess: true, req: nestedReq(req) })
  return (found.docs[0] as { id: number | string } | undefined) ?? null
}

/**
 * Attaches a case to the contact with its address, creating the contact (name, address, language
 * from the case) when there is none: on every new case, and when staff change a case's address.
 * A case staff attached by hand keeps its contact; an anonymised case has none.
 */
export const attachContact: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (data.anonymisedAt || originalDoc?.anonymisedAt) return { ...data, contact: null }
  const email = normaliseEmail(data.email ?? originalDoc?.email)
  const addressChanged = operation === 'update' && data.email !== undefined && normaliseEmail(originalDoc?.email) !== email
  const chosenByHand = data.contact !== undefined && data.contact !== null && String(data.contact) !== String(originalDoc?.contact ?? '')
  if (!email || chosenByHand || (operation === 'update' && !addressChanged && originalDoc?.contact)) return data
  const existing = await contactByEmail(req.payload, email, req)
  if (existing) return { ...data, contact: existing.id }
  const created = await req.payload.create({
    collection: 'contacts',
    data: { name: String(data.name ?? originalDoc?.name ?? email), emails: [{ address: email }], language: (data.locale ?? originalDoc?.locale) === 'en' ? 'en' : 'de' },
    overrideAccess: true,
    req: nestedReq(req),
  })
  return { ...data, contact: created.id }
}

/** A case's field naming its contact (the contract: `contact` on the inquiries). */
export const caseContactField: Field = {
  name: 'contact',
  type: 'relationship',
  relationTo: 'contacts',
  index: true,
  label: { de: 'Kontakt', en: 'Contact' },
  admin: {
    position: 'sidebar',
    description: { de: 'Wird über die E-Mail-Adresse zugeordnet.', en: 'Attached by the email address.' },
  },
}

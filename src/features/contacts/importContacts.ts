/**
 * An existing address list into the contacts (issue 49 point 1; docs/sales.md#importing-an-address-list):
 * a CSV (commas or semicolons, as spreadsheets write it) or an XLSX file, read by the catalogue's
 * readers (src/features/catalogue/csv.ts, xlsx.ts), first as a plan and then, as staff decided, for real.
 *
 * - Columns are found by their heading in German or English (Name, E-Mail, Organisation, Sprache,
 *   Schlagwörter, Notizen, Newsletter); several addresses in one cell are split at commas,
 *   semicolons or spaces.
 * - Rows of the file with a common address are one person: merged into one row of the plan.
 * - A row whose address a contact already has is that contact: it fills what the contact lacks
 *   (organisation, language), adds tags and addresses, and adds its notes below the contact's own;
 *   nothing a person wrote on the contact is changed or lost, and the same file imported again adds nothing.
 * - A row whose name (not address) a contact has is a possible duplicate: staff decide, per row,
 *   to merge it into that contact or to make a new one. Undecided, it is made new only when
 *   staff say so: the plan names it and the import leaves it until then.
 * - A row without a valid address, or without a name, is refused with its line and the reason.
 * Newsletter consent from a file is recorded with the file as its source in the consent log.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Contact } from '@/cms/payload-types'
import { nestedReq } from '@/cms/nestedReq'
import { parseCsv } from '@/features/catalogue/csv'
import { readXlsx } from '@/features/catalogue/xlsx'

import { type Message } from '@/base/refusals'

import { contactTags } from './tags'

/** The largest address list taken. */
export const maxContactFileBytes = 5 * 1024 * 1024

type Language = 'de' | 'en'

export type ContactRow = { lines: number[]; name: string; emails: string[]; organisation: string; language: Language | null; tags: string[]; notes: string; consent: boolean }
export type Candidate = { id: number; name: string; emails: string[] }
export type PlannedRow = ContactRow &
  ({ action: 'new' } | { action: 'update'; contact: Candidate } | { action: 'duplicate'; candidates: Candidate[] } | { action: 'refused'; reason: Message })
/** Per possible duplicate (by its first line): the contact to merge into, or 'new'. */
export type Decisions = Record<string, number | 'new'>
export type ImportOutcome = { created: number; updated: number; left: number; refused: number; rows: PlannedRow[] }

const headings: Record<keyof Omit<ContactRow, 'lines'>, string[]> = {
  name: ['name', 'vollständiger name', 'full name', 'kontakt', 'contact'],
  emails: ['e-mail', 'email', 'e-mail-adresse', 'e-mail-adressen', 'email address', 'email addresses', 'mail'],
  organisation: ['organisation', 'organization', 'firma', 'company', 'institution'],
  language: ['sprache', 'language', 'korrespondenzsprache'],
  tags: ['schlagwörter', 'tags', 'kategorie', 'category'],
  notes: ['notizen', 'notes', 'bemerkung', 'bemerkungen', 'comment', 'comments'],
  consent: ['newsletter', 'newsletter-einwilligung', 'newsletter consent'],
}

const addressPattern = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/

function languageOf(value: string): Language | null {
  const text = value.trim().toLowerCase()
  if (['de', 'deutsch', 'german', 'ger'].includes(text)) return 'de'
  if (['en', 'englisch', 'english', 'eng'].includes(text)) return 'en'
  return null
}

function tagsOf(value: string): string[] {
  const words = value
    .split(/[,;]/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean)
  return contactTags.filter((tag) => words.some((word) => word === tag.value || word === tag.label.de.toLowerCase() || word === tag.label.en.toLowerCase())).map((tag) => tag.value)
}

const yes = (value: string) => ['ja', 'yes', 'true', '1', 'x', 'wahr'].includes(value.trim().toLowerCase())

/** The rows of an address list (CSV or XLSX), merged where they share an address; throws a Message-bearing error on a file it cannot read. */
export async function readContactRows(bytes: Buffer, format: 'csv' | 'xlsx'): Promise<{ rows: ContactRow[]; refused: PlannedRow[] }> {
  const table =
    format === 'xlsx'
      ? (await readXlsx(bytes)).map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell))))
      : parseCsv(bytes.toString('utf8'))
  const [header = [], ...body] = table
  const column = Object.fromEntries(Object.entries(headings).map(([key, names]) => [key, header.findIndex((cell) => names.includes(String(cell).trim().toLowerCase()))])) as Record<
    keyof typeof headings,
    number
  >
  if (column.emails < 0 || column.name < 0)
    throw new ContactFileError({
      de: 'Die Datei braucht die Spalten „Name“ und „E-Mail“ in der ersten Zeile.',
      en: 'The file needs the columns "Name" and "Email" in its first row.',
    })
  const cell = (row: string[], key: keyof typeof headings) => (column[key] < 0 ? '' : String(row[column[key]] ?? '').trim())
  const rows: ContactRow[] = []
  const refused: PlannedRow[] = []
  body.forEach((row, index) => {
    const line = index + 2
    if (row.every((value) => !String(value).trim())) return
    const emails = [
      ...new Set(
        cell(row, 'emails')
          .split(/[\s,;]+/)
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      ),
    ]
    const read: ContactRow = {
      lines: [line],
      name: cell(row, 'name'),
      emails,
      organisation: cell(row, 'organisation'),
      language: languageOf(cell(row, 'language')),
      tags: tagsOf(cell(row, 'tags')),
      notes: cell(row, 'notes'),
      consent: yes(cell(row, 'consent')),
    }
    const bad = emails.find((address) => !addressPattern.test(address))
    if (!read.name || emails.length === 0 || bad) {
      const reason: Message = !read.name
        ? { de: 'Kein Name.', en: 'No name.' }
        : bad
          ? { de: `„${bad}“ ist keine E-Mail-Adresse.`, en: `"${bad}" is not an email address.` }
          : { de: 'Keine E-Mail-Adresse.', en: 'No email address.' }
      refused.push({ ...read, action: 'refused', reason })
      return
    }
    const same = rows.find((known) => known.emails.some((address) => emails.includes(address)))
    if (!same) return void rows.push(read)
    same.lines.push(line)
    same.emails = [...new Set([...same.emails, ...emails])]
    same.organisation ||= read.organisation
    same.language ??= read.language
    same.tags = [...new Set([...same.tags, ...read.tags])]
    same.notes = [same.notes, read.notes].filter(Boolean).join('\n')
    same.consent ||= read.consent
  })
  return { rows, refused }
}

export class ContactFileError extends Error {
  constructor(readonly reason: Message) {
    super(reason.en)
  }
}

const candidate = (doc: { id: number; name: string; emails?: Array<{ address: string }> | null }): Candidate => ({
  id: doc.id,
  name: doc.name,
  emails: (doc.emails ?? []).map((entry) => entry.address),
})

/** Rows per question when the plan looks up a file's addresses and names (a long `in` list is one query each). */
const lookupBatch = 500

/** The contacts holding any of the addresses or bearing any of the names: a few queries for the whole file, not two per row. */
async function knownContacts(payload: Payload, field: 'emails.address' | 'name', values: string[]): Promise<Contact[]> {
  const found: Contact[] = []
  const distinct = [...new Set(values)]
  for (let from = 0; from < distinct.length; from += lookupBatch) {
    const batch = distinct.slice(from, from + lookupBatch)
    const page = await payload.find({ collection: 'contacts', where: { [field]: { in: batch } }, depth: 0, pagination: false, overrideAccess: true })
    found.push(...page.docs)
  }
  return found
}

/** What importing the rows would do: new, update (same address), possible duplicate (same name). */
export async function planContacts(payload: Payload, rows: ContactRow[], refused: PlannedRow[] = []): Promise<PlannedRow[]> {
  const holders = new Map<string, Contact>()
  for (const contact of await knownContacts(
    payload,
    'emails.address',
    rows.flatMap((row) => row.emails),
  )) {
    for (const entry of contact.emails ?? []) if (!holders.has(entry.address)) holders.set(entry.address, contact)
  }
  const named = new Map<string, Contact[]>()
  const unknown = rows.filter((row) => !row.emails.some((address) => holders.has(address)))
  for (const contact of await knownContacts(
    payload,
    'name',
    unknown.map((row) => row.name),
  )) {
    const same = named.get(contact.name) ?? []
    if (same.length < 5) named.set(contact.name, [...same, contact])
  }
  const planned: PlannedRow[] = rows.map((row) => {
    const known = row.emails.map((address) => holders.get(address)).find(Boolean)
    if (known) return { ...row, action: 'update', contact: candidate(known) }
    const byName = named.get(row.name) ?? []
    return byName.length > 0 ? { ...row, action: 'duplicate', candidates: byName.map(candidate) } : { ...row, action: 'new' }
  })
  return [...planned, ...refused].sort((a, b) => a.lines[0] - b.lines[0])
}

/** Adds a row to a contact without changing what the contact holds. */
async function mergeInto(payload: Payload, id: number, row: ContactRow, source: string, req?: PayloadRequest) {
  const contact = await payload.findByID({ collection: 'contacts', id, depth: 0, overrideAccess: true, req: nestedReq(req) })
  const emails = (contact.emails ?? []).map((entry) => entry.address)
  const added = row.emails.filter((address) => !emails.includes(address))
  await payload.update({
    collection: 'contacts',
    id,
    data: {
      emails: [...(contact.emails ?? []), ...added.map((address) => ({ address }))],
      organisation: contact.organisation || row.organisation || undefined,
      tags: [...new Set([...(contact.tags ?? []), ...row.tags])] as never,
      // A note the contact already holds is not added again: the same file imported twice changes nothing.
      notes: (row.notes && !(contact.notes ?? '').includes(row.notes) ? [contact.notes, row.notes] : [contact.notes]).filter(Boolean).join('\n\n') || undefined,
      ...(row.consent && !contact.newsletterConsent ? { newsletterConsent: true, consentSource: source } : {}),
    },
    overrideAccess: true,
    req: nestedReq(req),
  })
}

/** Imports the plan as staff decided; a possible duplicate without a decision is left as it is. */
export async function importContacts(payload: Payload, planned: PlannedRow[], decisions: Decisions, source: string, req?: PayloadRequest): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, updated: 0, left: 0, refused: 0, rows: planned }
  for (const row of planned) {
    const decision = decisions[String(row.lines[0])]
    if (row.action === 'refused') outcome.refused += 1
    else if (row.action === 'update') {
      await mergeInto(payload, row.contact.id, row, source, req)
      outcome.updated += 1
    } else if (row.action === 'duplicate' && decision === undefined) outcome.left += 1
    else if (row.action === 'duplicate' && decision !== 'new' && row.candidates.some((known) => known.id === decision)) {
      await mergeInto(payload, decision, row, source, req)
      outcome.updated += 1
    } else {
      await payload.create({
        collection: 'contacts',
        data: {
          name: row.name,
          emails: row.emails.map((address) => ({ address })),
          language: row.language ?? 'de',
          organisation: row.organisation || undefined,
          tags: row.tags as never,
          notes: row.notes || undefined,
          newsletterConsent: row.consent,
          ...(row.consent ? { consentSource: source } : {}),
        },
        overrideAccess: true,
        req: nestedReq(req),
      })
      outcome.created += 1
    }
  }
  return outcome
}

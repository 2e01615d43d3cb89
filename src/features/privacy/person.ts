/**
 * Everything held about one person, found by their email address, for an access request (GDPR
 * Art. 15) and an erasure (Art. 17) in one action (issue 45 point 4): their cases, newsletter
 * subscriptions with their consent log, the mails to, from or about them in the outbox, documents
 * and versions of versioned collections that carry the address (a crew member's page), and the
 * site-search entries of those documents, and what private viewing rooms keep of them (issue 51:
 * their rows among a room's recipients, with address, name, contact, token and passcode hash, and
 * every view recorded of them). A staff account with the address is shown, not erased.
 *
 * The one erasure of a case is here (`eraseCase`); the case's own button calls it too. A sold
 * case is a business record: it is kept, reduced to what the sale needs (./retention.ts).
 */
import type { Payload, Where } from 'payload'

import { loadSearchDocuments } from '@/features/search/documents'
import { relationIds } from '@/cms/relations'

import { keptUntil } from './retention'

export const anonymisedName = 'anonymisiert / anonymised'
export const anonymisedEmail = (id: number | string) => `anonymised-${id}@invalid.invalid`
const erased = '—'

type Doc = Record<string, unknown> & { id: number | string }

export type PersonData = {
  email: string
  /** Contact records with the address among theirs (src/features/contacts). */
  contacts: Doc[]
  cases: Doc[]
  subscriptions: Doc[]
  mails: Doc[]
  /** Documents of versioned collections whose current text carries the address, by collection. */
  documents: Array<{ collection: string; doc: Doc }>
  /** Versions carrying the address (of those documents, or older ones of documents that changed it). */
  versions: Array<{ collection: string; id: number | string; parent: number | string; updatedAt: string }>
  /** What the site search holds of those documents, in each language. */
  searchEntries: Array<{ locale: 'de' | 'en'; id: string; title: string; href: string }>
  staffAccounts: Doc[]
  /** The person's rows among viewing rooms' recipients (src/features/viewing-rooms), with their room. */
  roomRecipients: Array<{ room: { id: number | string; title: string }; recipient: Doc }>
  /** What was recorded of them in viewing rooms (`viewing-room-views`). */
  roomViews: Doc[]
}

/**
 * Every field that holds a person's address or names their contact, by `collection.path`, and
 * where `findPerson` reaches it. tests/integration/person-data.int.test.ts walks the config and
 * fails on such a field missing here, so a new place a person is kept is not missed by an erasure.
 */
export const personFields: Record<string, string> = {
  'contacts.emails.address': 'contacts: erased whole',
  'inquiries.email': 'cases: eraseCase',
  'inquiries.contact': 'cases: eraseCase',
  'subscribers.email': 'subscriptions: deleted',
  'mail-outbox.to': 'mails: deleted',
  'mail-outbox.replyTo': 'mails: deleted',
  'crew.email': 'versioned documents with an email field: deleted with their versions',
  'users.email': 'staff accounts: shown, not erased',
  'viewing-rooms.recipients.email': 'roomRecipients: taken out of the room',
  'viewing-rooms.recipients.contact': 'roomRecipients: taken out of the room',
  'viewing-room-views.email': 'roomViews: deleted',
  'viewing-room-views.contact': 'roomViews: deleted',
}

/** The address as it is compared: trimmed, lower case; null when it is no address. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null
}

const same = (value: unknown, email: string) => typeof value === 'string' && value.trim().toLowerCase() === email
const mentions = (value: unknown, email: string) => typeof value === 'string' && value.toLowerCase().includes(email)

/** Collections with versions and a top-level email field (the crew today; any later one too). */
function versionedWithEmail(payload: Payload): Array<{ slug: string; fields: string[] }> {
  return payload.config.collections
    .filter((collection) => collection.versions)
    .map((collection) => ({ slug: collection.slug, fields: collection.fields.flatMap((field) => (field.type === 'email' ? [field.name] : [])) }))
    .filter((entry) => entry.fields.length > 0)
}

async function all(payload: Payload, collection: string, where: Where, draft = false): Promise<Doc[]> {
  const found = await payload.find({ collection: collection as never, where, depth: 0, pagination: false, overrideAccess: true, draft })
  return found.docs as unknown as Doc[]
}

/**
 * The person in viewing rooms: a recipient row with the address, or naming one of their contacts,
 * or carrying another address of those contacts (the contact is the same person, and goes whole);
 * and every view recorded under any of those addresses or contacts.
 */
async function findInRooms(payload: Payload, email: string, contacts: Doc[]): Promise<Pick<PersonData, 'roomRecipients' | 'roomViews'>> {
  const contactSet = new Set(contacts.map((doc) => String(doc.id)))
  const addresses = new Set([email])
  for (const contact of contacts)
    for (const entry of (contact.emails ?? []) as Array<{ address?: unknown }>) if (normaliseEmail(entry.address)) addresses.add(normaliseEmail(entry.address)!)
  const isPerson = (row: Doc | Record<string, unknown>) => [...addresses].some((address) => same(row.email, address)) || contactSet.has(String(relationIds([row.contact])[0] ?? ''))
  const recipientWhere: Where[] = [...addresses].map((address) => ({ 'recipients.email': { like: address } }))
  if (contactSet.size > 0) recipientWhere.push({ 'recipients.contact': { in: [...contactSet] } })
  const rooms = await all(payload, 'viewing-rooms', { or: recipientWhere })
  const roomRecipients: PersonData['roomRecipients'] = []
  for (const room of rooms) {
    for (const row of (room.recipients ?? []) as Doc[]) {
      if (!isPerson(row)) continue
      roomRecipients.push({ room: { id: room.id, title: String(room.title ?? '') }, recipient: row })
      // A recipient row is the person whatever address it was given; its views carry that address.
      const address = normaliseEmail(row.email)
      if (address) addresses.add(address)
    }
  }
  const viewWhere: Where[] = [...addresses].map((address) => ({ email: { like: address } }))
  if (contactSet.size > 0) viewWhere.push({ contact: { in: [...contactSet] } })
  const roomViews = (await all(payload, 'viewing-room-views', { or: viewWhere })).filter(isPerson)
  return { roomRecipients, roomViews }
}

/** Everything held about the address (already normalised). */
export async function findPerson(payload: Payload, email: string): Promise<PersonData> {
  const like = { like: email }
  const contacts = await all(payload, 'contacts', { 'emails.address': { equals: email } })
  const contactIds = contacts.map((doc) => doc.id)
  const { roomRecipients, roomViews } = await findInRooms(payload, email, contacts)
  const caseWhere: Where = contactIds.length > 0 ? { or: [{ email: like }, { contact: { in: contactIds } }] } : { email: like }
  const contactSet = new Set(contactIds.map(String))
  const cases = (await all(payload, 'inquiries', caseWhere)).filter((doc) => same(doc.email, email) || contactSet.has(String(relationIds([doc.contact])[0] ?? '')))
  const subscriptions = (await all(payload, 'subscribers', { email: like })).filter((doc) => same(doc.email, email))
  const caseIds = cases.map((doc) => doc.id)
  const mailWhere: Where[] = [{ to: like }, { replyTo: like }, { text: like }]
  if (caseIds.length > 0) mailWhere.push({ inquiry: { in: caseIds } })
  for (const subscription of subscriptions) mailWhere.push({ key: { like: `subscribers:${subscription.id}:` } })
  // A room's invitation, to whichever address the recipient row had (src/features/viewing-rooms/collection.ts).
  const invitations = new Set(roomRecipients.map(({ room, recipient }) => `viewing-rooms:${room.id}:${String(recipient.token)}:invite`))
  if (invitations.size > 0) mailWhere.push({ key: { in: [...invitations] } })
  const caseSet = new Set(caseIds.map(String))
  const mails = (await all(payload, 'mail-outbox', { or: mailWhere })).filter(
    (doc) =>
      same(doc.to, email) ||
      same(doc.replyTo, email) ||
      mentions(doc.text, email) ||
      caseSet.has(String(relationIds([doc.inquiry])[0] ?? '')) ||
      subscriptions.some((subscription) => String(doc.key ?? '').startsWith(`subscribers:${subscription.id}:`)) ||
      invitations.has(String(doc.key ?? '')),
  )
  const documents: PersonData['documents'] = []
  const versions: PersonData['versions'] = []
  for (const { slug, fields } of versionedWithEmail(payload)) {
    const docs = (await all(payload, slug, { or: fields.map((field) => ({ [field]: like })) }, true)).filter((doc) => fields.some((field) => same(doc[field], email)))
    for (const doc of docs) documents.push({ collection: slug, doc })
    const found = await payload.findVersions({
      collection: slug as never,
      where: { or: fields.map((field) => ({ [`version.${field}`]: like })) },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const version of found.docs as unknown as Array<{ id: number | string; parent: unknown; updatedAt: string; version: Record<string, unknown> }>) {
      if (fields.some((field) => same(version.version[field], email))) {
        versions.push({ collection: slug, id: version.id, parent: relationIds([version.parent])[0] ?? '', updatedAt: version.updatedAt })
      }
    }
  }
  const searchEntries: PersonData['searchEntries'] = []
  if (documents.length > 0) {
    // What the site's search is built from (src/features/search/documents.ts), read only when a page carries the address.
    const ids = new Set(documents.map(({ collection, doc }) => `${collection}:${doc.id}`))
    for (const locale of ['de', 'en'] as const) {
      const { docs } = await loadSearchDocuments(payload, locale)
      for (const item of docs) if (ids.has(item.id)) searchEntries.push({ locale, id: item.id, title: item.title, href: item.href })
    }
  }
  const staffAccounts = (await all(payload, 'users', { email: like })).filter((doc) => same(doc.email, email)).map(({ id, email: address, name }) => ({ id, email: address, name }))
  return { email, contacts, cases, subscriptions, mails, documents, versions, searchEntries, staffAccounts, roomRecipients, roomViews }
}

/** What an erasure removed, and what it kept and why, for the receipt. */
export type Receipt = {
  email: string
  at: string
  removed: Array<{ kind: 'contact' | 'case' | 'subscription' | 'mail' | 'document' | 'version' | 'searchEntry' | 'roomRecipient' | 'roomView'; id: string; title: string }>
  kept: Array<{ kind: 'case' | 'staffAccount'; id: string; title: string; until: string | null }>
}

const caseTitle = (doc: Doc) => `#${doc.id} ${String(doc.subject ?? '')}`.trim()

/** The date a sold case's works were sold (the latest of them), else the case's last change. */
async function saleDate(payload: Payload, doc: Doc): Promise<string> {
  const ids = relationIds(doc.artworks)
  const works = ids.length > 0 ? await all(payload, 'artworks', { id: { in: ids } }) : []
  const dates = works.map((work) => work.soldAt).filter((value): value is string => typeof value === 'string')
  return dates.sort().at(-1) ?? String(doc.updatedAt ?? new Date().toISOString())
}

/**
 * Erases the person's data in one case: the address, subject, message, consent text, technical
 * details, notes and pasted mails go, and the case's mails leave the outbox (a queued one is never
 * sent). Status, works, dates and the works' sale prices stay. A sold case also keeps the buyer's
 * name, which the invoice names; every other case loses it. Returns what happened, or null when
 * there is no such case.
 */
export async function eraseCase(payload: Payload, id: number | string): Promise<{ doc: Doc; sold: boolean; mails: Doc[]; until: string | null } | null> {
  const doc = (await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, disableErrors: true })) as Doc | null
  if (!doc) return null
  const sold = doc.status === 'sold'
  const until = sold ? keptUntil(await saleDate(payload, doc)) : null
  const mails = await all(payload, 'mail-outbox', { inquiry: { equals: doc.id } })
  if (mails.length > 0) await payload.delete({ collection: 'mail-outbox', where: { id: { in: mails.map((mail) => mail.id) } }, overrideAccess: true })
  await payload.update({
    collection: 'inquiries',
    id: doc.id,
    data: {
      name: sold ? doc.name : anonymisedName,
      email: anonymisedEmail(doc.id),
      subject: erased,
      message: erased,
      consentText: null,
      meta: { ipHash: null, userAgent: null },
      contact: null,
      notes: [],
      received: [],
      mailsPending: null,
      anonymisedAt: new Date().toISOString(),
    } as never,
    overrideAccess: true,
  })
  return { doc, sold, mails, until }
}

/** Erases everything `findPerson` found for the address, and says what was removed and kept. */
export async function erasePerson(payload: Payload, email: string): Promise<Receipt> {
  const found = await findPerson(payload, email)
  const receipt: Receipt = { email, at: new Date().toISOString(), removed: [], kept: [] }
  const gone = new Set<string>()
  for (const doc of found.cases) {
    const outcome = await eraseCase(payload, doc.id)
    if (!outcome) continue
    for (const mail of outcome.mails) gone.add(String(mail.id))
    receipt.removed.push({ kind: 'case', id: String(doc.id), title: caseTitle(doc) })
    if (outcome.sold) receipt.kept.push({ kind: 'case', id: String(doc.id), title: caseTitle(doc), until: outcome.until })
  }
  // Out of every viewing room before the contact goes (its rows name it): the link stops working, and the rest of the room stays.
  const byRoom = new Map<string, Set<string>>()
  for (const { room, recipient } of found.roomRecipients) byRoom.set(String(room.id), (byRoom.get(String(room.id)) ?? new Set()).add(String(recipient.id)))
  for (const [roomId, rows] of byRoom) {
    const room = (await payload.findByID({ collection: 'viewing-rooms', id: roomId, depth: 0, overrideAccess: true, disableErrors: true })) as Doc | null
    if (!room) continue
    const recipients = ((room.recipients ?? []) as Doc[]).filter((row) => !rows.has(String(row.id)))
    await payload.update({ collection: 'viewing-rooms', id: roomId, data: { recipients } as never, overrideAccess: true, context: { personErasure: true } })
  }
  for (const { room, recipient } of found.roomRecipients) {
    receipt.removed.push({ kind: 'roomRecipient', id: `${room.id}:${recipient.id}`, title: `${room.title} — ${String(recipient.name ?? recipient.email ?? '')}` })
  }
  if (found.roomViews.length > 0) await payload.delete({ collection: 'viewing-room-views', where: { id: { in: found.roomViews.map((view) => view.id) } }, overrideAccess: true })
  for (const view of found.roomViews) receipt.removed.push({ kind: 'roomView', id: String(view.id), title: `${String(view.kind)} ${String(view.at)}` })
  // The contact goes whole (every address of it is the same person); its cases were erased above.
  for (const doc of found.contacts) {
    await payload.delete({ collection: 'contacts', id: doc.id, overrideAccess: true })
    receipt.removed.push({ kind: 'contact', id: String(doc.id), title: String(doc.name ?? doc.id) })
  }
  for (const doc of found.subscriptions) {
    await payload.delete({ collection: 'subscribers', id: doc.id, overrideAccess: true })
    receipt.removed.push({ kind: 'subscription', id: String(doc.id), title: `${String(doc.list)} (${String(doc.status)})` })
  }
  const left = found.mails.filter((mail) => !gone.has(String(mail.id)))
  if (left.length > 0) await payload.delete({ collection: 'mail-outbox', where: { id: { in: left.map((mail) => mail.id) } }, overrideAccess: true })
  for (const mail of found.mails) receipt.removed.push({ kind: 'mail', id: String(mail.id), title: String(mail.subject ?? '') })
  // A document goes with its versions (Payload deletes them) and leaves the search with the change announced.
  const deleted = new Set<string>()
  for (const { collection, doc } of found.documents) {
    await payload.delete({ collection: collection as never, id: doc.id, overrideAccess: true })
    deleted.add(`${collection}:${doc.id}`)
    receipt.removed.push({ kind: 'document', id: `${collection}:${doc.id}`, title: String(doc.name ?? doc.title ?? doc.id) })
  }
  const older = found.versions.filter((version) => !deleted.has(`${version.collection}:${version.parent}`))
  for (const version of older) {
    await payload.db.deleteVersions({ collection: version.collection as never, where: { id: { equals: version.id } } })
  }
  for (const version of found.versions) receipt.removed.push({ kind: 'version', id: `${version.collection}:${version.id}`, title: version.updatedAt })
  for (const entry of found.searchEntries) receipt.removed.push({ kind: 'searchEntry', id: `${entry.locale}:${entry.id}`, title: entry.title })
  for (const account of found.staffAccounts) receipt.kept.push({ kind: 'staffAccount', id: String(account.id), title: String(account.email), until: null })
  return receipt
}

/**
 * The person's data for staff (issue 45 point 4), each refused with 403 to anyone not signed in:
 * - `GET /api/person-data?email=…`: everything held about the address (./person.ts), to show;
 * - `GET /api/person-data/export?email=…`: the same as a JSON file, for an access request (GDPR
 *   Art. 15): complete, machine-readable (as Art. 20 asks for portability) and readable in any
 *   text editor, with a note in both languages on what each part is;
 * - `POST /api/person-data/erase` (JSON `{ email }`): erases it all and answers with the receipt.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { sellsWorks } from '@/base/roles'

import { type Message } from '@/base/refusals'

import { erasePerson, findPerson, normaliseEmail, type PersonData } from './person'
import { retentionYears } from './retention'
import { personErrors } from './texts'

const noStore = { 'cache-control': 'no-store' }
const refuse = (status: number, error: Message) => Response.json({ error }, { status, headers: noStore })

async function emailOf(req: PayloadRequest, method: 'get' | 'post'): Promise<string | null> {
  if (method === 'get') return normaliseEmail(req.query?.email)
  try {
    const body = (await req.json?.()) as { email?: unknown } | undefined
    return normaliseEmail(body?.email)
  } catch {
    return null
  }
}

/** The label of each of a case's statuses, in both languages, as the collection names them. */
function statusLabels(req: PayloadRequest): Map<unknown, unknown> {
  const field = req.payload.config.collections.find((collection) => collection.slug === 'inquiries')?.fields.find((entry) => 'name' in entry && entry.name === 'status')
  const options = field && 'options' in field ? field.options : []
  return new Map(options.map((option) => (typeof option === 'string' ? [option, option] : [option.value, option.label])))
}

/** The label of each kind of view in viewing rooms, in both languages, as the collection names them. */
function viewKindLabels(req: PayloadRequest): Map<unknown, unknown> {
  const field = req.payload.config.collections.find((collection) => collection.slug === 'viewing-room-views')?.fields.find((entry) => 'name' in entry && entry.name === 'kind')
  const options = field && 'options' in field ? field.options : []
  return new Map(options.map((option) => (typeof option === 'string' ? [option, option] : [option.value, option.label])))
}

/** A recipient row as the person may read it: everything but the passcode's hash, which only says a passcode is set. */
function recipientExport({ passcodeHash, ...row }: Record<string, unknown>) {
  return { ...row, hasPasscode: Boolean(passcodeHash) }
}

/** A collection's name in both languages, as the admin shows it. */
function collectionLabel(req: PayloadRequest, slug: string): unknown {
  return req.payload.config.collections.find((collection) => collection.slug === slug)?.labels?.singular ?? slug
}

/** What the view lists: each part with the fields staff need to recognise it. */
function summary(req: PayloadRequest, data: PersonData, labels: Map<unknown, unknown>) {
  const kinds = viewKindLabels(req)
  const roomTitles = new Map(data.roomRecipients.map(({ room }) => [String(room.id), room.title]))
  return {
    email: data.email,
    contacts: data.contacts.map((doc) => ({
      id: doc.id,
      name: doc.name,
      organisation: doc.organisation ?? null,
      emails: Array.isArray(doc.emails) ? doc.emails.map((entry: { address?: string }) => entry.address) : [],
    })),
    cases: data.cases.map((doc) => ({
      id: doc.id,
      subject: doc.subject ?? null,
      name: doc.name,
      status: labels.get(doc.status) ?? doc.status,
      createdAt: doc.createdAt,
      sold: doc.status === 'sold',
    })),
    subscriptions: data.subscriptions.map((doc) => ({
      id: doc.id,
      list: doc.list,
      status: doc.status,
      consentText: doc.consentText ?? null,
      signedUpAt: doc.signedUpAt ?? null,
      confirmedAt: doc.confirmedAt ?? null,
      unsubscribedAt: doc.unsubscribedAt ?? null,
    })),
    mails: data.mails.map((doc) => ({ id: doc.id, subject: doc.subject, to: doc.to, status: doc.status, createdAt: doc.createdAt })),
    documents: data.documents.map(({ collection, doc }) => ({ collection, label: collectionLabel(req, collection), id: doc.id, title: doc.name ?? doc.title ?? null })),
    versions: data.versions.map((version) => ({ ...version, label: collectionLabel(req, version.collection) })),
    searchEntries: data.searchEntries,
    staffAccounts: data.staffAccounts.map((doc) => ({ id: doc.id, email: doc.email })),
    roomRecipients: data.roomRecipients.map(({ room, recipient }) => ({
      room: room.id,
      roomTitle: room.title,
      id: recipient.id,
      name: recipient.name ?? null,
      email: recipient.email ?? null,
      expiresAt: recipient.expiresAt ?? null,
      revoked: Boolean(recipient.revoked),
    })),
    roomViews: data.roomViews.map((doc) => ({
      id: doc.id,
      at: doc.at,
      kind: kinds.get(doc.kind) ?? doc.kind,
      room: doc.room ?? null,
      roomTitle: roomTitles.get(String(doc.room)) ?? null,
      work: doc.work ?? null,
      seconds: doc.seconds ?? null,
    })),
  }
}

const about = {
  de: `Auskunft nach Art. 15 DSGVO: alle Daten, die die Galerie unter dieser Adresse speichert. contacts: der Kontakt mit dieser Adresse (Name, Adressen, Organisation, Schlagwörter, Notizen, Einwilligungen); cases: Anfragen und Fälle; subscriptions: Newsletter-Anmeldungen mit Einwilligung (Text und Zeitpunkte); mails: Mails an, von oder über die Person im Postausgang; documents und versions: Seiten der Website mit dieser Adresse und ihre früheren Fassungen; searchEntries: ihre Einträge in der Suche der Website; staffAccounts: ein Konto als Mitarbeiter:in; roomRecipients: die Einladungen in private Räume (Raum, Adresse, Name, Kontakt, Sprache, Gültigkeit, persönlicher Zugangsschlüssel; ob ein Zugangscode gesetzt ist — gespeichert ist nur sein Hash, der hier nicht ausgegeben wird); roomViews: was in diesen Räumen aufgezeichnet wurde (geöffnet, angesehen mit Dauer in Sekunden, vergrößert, im Raum angesehen). Verkaufte Fälle werden als Geschäftsbelege ${retentionYears} Jahre aufbewahrt (HGB §257, AO §147).`,
  en: `Access request under GDPR Art. 15: everything the gallery holds under this address. contacts: the contact with this address (name, addresses, organisation, tags, notes, consents); cases: inquiries and cases; subscriptions: newsletter sign-ups with their consent (text and times); mails: mails to, from or about the person in the outbox; documents and versions: pages of the site with this address and their earlier versions; searchEntries: their entries in the site's search; staffAccounts: an account as staff; roomRecipients: the invitations to viewing rooms (room, address, name, contact, language, validity, personal access token; whether a passcode is set — only its hash is stored, and it is not given out here); roomViews: what was recorded in those rooms (opened, viewed with the time in seconds, zoomed, seen in the room view). Sold cases are kept as business records for ${retentionYears} years (HGB §257, AO §147).`,
}

export const personDataEndpoints: Endpoint[] = [
  {
    path: '/person-data',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return refuse(403, personErrors.notStaff)
      if (!sellsWorks(req.user)) return refuse(403, personErrors.notSales)
      const email = await emailOf(req, 'get')
      if (!email) return refuse(400, personErrors.badEmail)
      return Response.json(summary(req, await findPerson(req.payload, email), statusLabels(req)), { headers: noStore })
    },
  },
  {
    path: '/person-data/export',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return refuse(403, personErrors.notStaff)
      if (!sellsWorks(req.user)) return refuse(403, personErrors.notSales)
      const email = await emailOf(req, 'get')
      if (!email) return refuse(400, personErrors.badEmail)
      const data = await findPerson(req.payload, email)
      const exportedAt = new Date().toISOString()
      const file = JSON.stringify(
        {
          about,
          exportedAt,
          ...data,
          documents: data.documents.map(({ collection, doc }) => ({ collection, ...doc })),
          roomRecipients: data.roomRecipients.map(({ room, recipient }) => ({ room, ...recipientExport(recipient) })),
        },
        null,
        2,
      )
      return new Response(file, {
        headers: {
          ...noStore,
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="personal-data-${exportedAt.slice(0, 10)}.json"`,
        },
      })
    },
  },
  {
    path: '/person-data/erase',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(403, personErrors.notStaff)
      if (!sellsWorks(req.user)) return refuse(403, personErrors.notSales)
      const email = await emailOf(req, 'post')
      if (!email) return refuse(400, personErrors.badEmail)
      return Response.json(await erasePerson(req.payload, email), { headers: noStore })
    },
  },
]

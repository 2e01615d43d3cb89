/**
 * What a contact's page lists besides its cases (issue 49 point 1): the mails exchanged with the
 * person, the works reserved for them and the works they bought, each newest first, gathered from
 * the contact's cases. Read with the requesting user's access (never `overrideAccess`), so the
 * same rules hold as on every other door: only sales and administrators read contacts, cases, the
 * outbox and the works' prices and holds (docs/roles.md). Four reads in all, whatever the number
 * of cases: the cases, their mails, their works, the works' artists.
 *
 * What the cases do not store is taken from what they do: a hold's start and end are the case's
 * status history and its last reservation date (a case reserved twice keeps the second date only);
 * a sale's day and price are the work's `soldAt` and `soldPrice` (written when it was sold), else
 * the day the case became sold and the work's current price.
 */
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { isLocale, type Locale, defaultLocale } from '../../base/locales'
import { relationId, relationIds } from '../../cms/relations'
import { nestedReq } from '../../cms/nestedReq'
import { normaliseEmail } from '../privacy/person'

export type MailLine = {
  /** When it came in or went out (a mail logged without a date: null, listed last). */
  at: string | null
  direction: 'received' | 'sent'
  /** The visitor's first message, sent through the site's form rather than as a mail. */
  viaSite?: true
  /** The outbox's state of a mail sent: sent, queued, kept in the outbox, failed. */
  state?: string
  subject: string
  caseId: number | string
  caseSubject: string
}

export type HistoryWork = { id: number | string; title: string; artist: string | null; inventory: string | null }

export type HoldState = 'current' | 'lapsed' | 'released' | 'sold'

export type HoldLine = {
  work: HistoryWork
  caseId: number | string
  caseSubject: string
  /** When the case was set to reserved (its status history), if known. */
  since: string | null
  until: string
  state: HoldState
}

export type PurchaseLine = {
  work: HistoryWork
  caseId: number | string
  caseSubject: string
  at: string | null
  /** The price at the sale when recorded (`soldPrice`), else the work's current price; null when neither is readable. */
  price: number | null
  priceAtSale: boolean
  priceOnRequest: boolean
}

export type ContactHistoryLines = { mails: MailLine[]; holds: HoldLine[]; purchases: PurchaseLine[] }

type StatusLine = { at?: string | null; from?: string | null; to?: string | null }
type Case = {
  id: number | string
  subject?: string | null
  message?: string | null
  email?: string | null
  createdAt?: string | null
  status?: string | null
  reservedUntil?: string | null
  artworks?: unknown
  statusHistory?: StatusLine[] | null
  received?: Array<{ at?: string | null; subject?: string | null; text?: string | null }> | null
}
type Work = {
  id: number | string
  title?: string | null
  artist?: unknown
  inventory?: string | null
  price?: number | null
  priceOnRequest?: boolean | null
  sold?: boolean | null
  soldAt?: string | null
  soldPrice?: number | null
  reservedFor?: unknown
}

/** A subject, or the first line of a text when there is none (shortened for a table cell). */
export function subjectOrFirstLine(subject: string | null | undefined, text: string | null | undefined): string {
  const line = (subject?.trim() || (text ?? '').split('\n').find((part) => part.trim()) || '').trim()
  return line.length > 80 ? `${line.slice(0, 79)}…` : line
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : Number.NEGATIVE_INFINITY)
const newestFirst =
  <T>(at: (line: T) => string | null | undefined) =>
  (a: T, b: T) =>
    time(at(b)) - time(at(a))

/** The last moment the case's status became `status`, from its history. */
function lastChangeTo(history: StatusLine[], status: string): { at: string | null; index: number } {
  for (let index = history.length - 1; index >= 0; index--) if (history[index].to === status) return { at: history[index].at ?? null, index }
  return { at: null, index: -1 }
}

/**
 * What became of the hold a case placed on one of its works: it still holds, it ran to its date,
 * staff ended it before (the case left "reserved" before the date), or the case sold the work.
 */
export function holdState(entry: Case, work: Pick<Work, 'sold' | 'reservedFor'>, now: number): HoldState {
  const until = time(entry.reservedUntil)
  if (entry.status === 'sold' && work.sold) return 'sold'
  if (entry.status === 'reserved') return until > now && String(relationId(work.reservedFor) ?? '') === String(entry.id) ? 'current' : until > now ? 'released' : 'lapsed'
  const history = entry.statusHistory ?? []
  const left = history[lastChangeTo(history, 'reserved').index + 1]
  const endedAt = left?.at ? time(left.at) : now
  return endedAt < until ? 'released' : 'lapsed'
}

/** Whether a case ever held its works: it is reserved now, or its history went through "reserved". */
const everReserved = (entry: Case) => Boolean(entry.reservedUntil) && (entry.status === 'reserved' || (entry.statusHistory ?? []).some((line) => line.to === 'reserved'))

/**
 * A contact's mails, holds and purchases as `user` may read them. Throws Payload's Forbidden for
 * anyone who may not read the contact (an editor), and NotFound when there is none.
 */
export async function contactHistory(
  payload: Payload,
  contactId: number | string,
  user: TypedUser | null,
  options: { language?: Locale; req?: Partial<PayloadRequest>; now?: Date } = {},
): Promise<ContactHistoryLines> {
  const read = { overrideAccess: false, user, req: nestedReq(options.req) } as const
  const language = isLocale(options.language) ? options.language : defaultLocale
  const contact = await payload.findByID({ collection: 'contacts', id: contactId, depth: 0, select: { emails: true }, ...read })
  const cases = (
    await payload.find({
      collection: 'inquiries',
      where: { contact: { equals: contactId } },
      depth: 0,
      pagination: false,
      sort: '-createdAt',
      select: { subject: true, message: true, email: true, createdAt: true, status: true, reservedUntil: true, artworks: true, statusHistory: true, received: true },
      ...read,
    })
  ).docs as Case[]
  if (cases.length === 0) return { mails: [], holds: [], purchases: [] }

  // The mails the site sent to the person: to an address of the contact or of the case (not the
  // gallery's own notification, nor a reminder to staff).
  const addresses = new Set([...(contact.emails ?? []).map((entry) => normaliseEmail(entry.address)), ...cases.map((entry) => normaliseEmail(entry.email))].filter(Boolean))
  const sent = (
    await payload.find({
      collection: 'mail-outbox',
      where: { inquiry: { in: cases.map((entry) => entry.id) } },
      depth: 0,
      pagination: false,
      select: { to: true, subject: true, status: true, sentAt: true, createdAt: true, inquiry: true },
      ...read,
    })
  ).docs.filter((mail) => addresses.has(normaliseEmail(mail.to)))

  const workIds = [...new Set(cases.flatMap((entry) => relationIds(entry.artworks)))]
  const works = workIds.length
    ? ((
        await payload.find({
          collection: 'artworks',
          where: { id: { in: workIds } },
          depth: 0,
          draft: true,
          locale: language,
          pagination: false,
          select: { title: true, artist: true, inventory: true, price: true, priceOnRequest: true, sold: true, soldAt: true, soldPrice: true, reservedFor: true },
          ...read,
        })
      ).docs as Work[])
    : []
  // Their artists' names in one more read (depth 1 would also load each hold's case again).
  const artistIds = [...new Set(works.map((work) => relationId(work.artist)).filter((id) => id !== undefined))]
  const artists = artistIds.length
    ? (await payload.find({ collection: 'artists', where: { id: { in: artistIds } }, depth: 0, draft: true, locale: language, pagination: false, select: { name: true }, ...read }))
        .docs
    : []
  const artistName = new Map(artists.map((artist) => [String(artist.id), artist.name ?? null]))
  const workById = new Map(works.map((work) => [String(work.id), work]))
  const caseById = new Map(cases.map((entry) => [String(entry.id), entry]))
  const described = (work: Work): HistoryWork => ({
    id: work.id,
    title: work.title ?? '',
    artist: artistName.get(String(relationId(work.artist))) ?? null,
    inventory: work.inventory ?? null,
  })
  const worksOf = (entry: Case) => relationIds(entry.artworks).flatMap((id) => workById.get(String(id)) ?? [])

  const mails: MailLine[] = [
    ...cases.flatMap((entry) => {
      const about = { caseId: entry.id, caseSubject: subjectOrFirstLine(entry.subject, entry.message) }
      const first: MailLine[] = entry.message
        ? [{ ...about, at: entry.createdAt ?? null, direction: 'received', viaSite: true, subject: subjectOrFirstLine(entry.subject, entry.message) }]
        : []
      return [
        ...first,
        ...(entry.received ?? []).map((mail): MailLine => ({ ...about, at: mail.at ?? null, direction: 'received', subject: subjectOrFirstLine(mail.subject, mail.text) })),
      ]
    }),
    ...sent.map((mail): MailLine => {
      const entry = caseById.get(String(relationId(mail.inquiry)))
      return {
        at: mail.sentAt ?? mail.createdAt ?? null,
        direction: 'sent',
        state: mail.status ?? undefined,
        subject: subjectOrFirstLine(mail.subject, null),
        caseId: entry?.id ?? String(relationId(mail.inquiry)),
        caseSubject: entry ? subjectOrFirstLine(entry.subject, entry.message) : '',
      }
    }),
  ].sort(newestFirst((line) => line.at))

  const now = (options.now ?? new Date()).getTime()
  const holds: HoldLine[] = cases
    .filter(everReserved)
    .flatMap((entry) =>
      worksOf(entry).map((work) => ({
        work: described(work),
        caseId: entry.id,
        caseSubject: subjectOrFirstLine(entry.subject, entry.message),
        since: lastChangeTo(entry.statusHistory ?? [], 'reserved').at,
        until: entry.reservedUntil as string,
        state: holdState(entry, work, now),
      })),
    )
    .sort(newestFirst((line) => line.until))

  const purchases: PurchaseLine[] = cases
    .filter((entry) => entry.status === 'sold')
    .flatMap((entry) =>
      worksOf(entry)
        .filter((work) => work.sold)
        .map((work) => {
          const atSale = typeof work.soldPrice === 'number'
          return {
            work: described(work),
            caseId: entry.id,
            caseSubject: subjectOrFirstLine(entry.subject, entry.message),
            at: work.soldAt ?? lastChangeTo(entry.statusHistory ?? [], 'sold').at,
            price: atSale ? (work.soldPrice as number) : typeof work.price === 'number' ? work.price : null,
            priceAtSale: atSale,
            priceOnRequest: Boolean(work.priceOnRequest),
          }
        }),
    )
    .sort(newestFirst((line) => line.at))

  return { mails, holds, purchases }
}

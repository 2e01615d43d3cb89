/**
 * What staff do with a case from the admin (issue 36): reply to the visitor, list its works with
 * their current price and status, and erase the visitor's personal data on request.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { relationId, relationIds } from '@/cms/relations'
import { deliverMail, galleryEmail, queueMail, type DeliveryResult } from '@/features/forms/mail'
import { isLocale, defaultLocale, type Locale } from '@/base/locales'
import { formatDate } from '@/base/dates'
import { config } from '@/config/env.mjs'
import { eraseCase } from '@/features/privacy/person'

import { isReserved } from '../../base/reservation'
import { attachmentSpecs, maxSheets, type AttachmentKind } from './attachments'
import { caseAddress } from './inbound'
import { fill, replyTexts } from './texts'

export const maxReplyLength = 20_000

export type ReplyOutcome =
  | { ok: true; mailId: number | string; delivery: DeliveryResult }
  | { ok: false; reason: 'notFound' | 'anonymised' | 'emptyReply' | 'tooLong' | 'nothingToAttach' | 'tooManySheets' }

/** The visitor's message quoted under a reply, line by line. */
function quoted(message: string): string {
  return message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
}

/** Who signs a reply: the staff member who sent it (their own signature, else their name). */
export type Signer = { name?: string | null; signature?: string | null }

/** A closing formula (German or English) on a line of its own, as staff end a letter. */
const closing =
  /^(?:(?:mit\s+)?(?:freundlichen|besten|herzlichen|lieben|vielen|viele|beste|liebe|herzliche|schöne|sonnige)\s+(?:grüßen|grüße|gruß|dank)(?:\s+aus\s+\S+)?|gruß|grüße|herzlichst|mfg|(?:kind|best|warm|warmest|many)\s+(?:regards|wishes|thanks)|regards|sincerely|yours(?:\s+sincerely)?|cheers|best)\s*[,.!]?$/i

/**
 * The block under a reply: the staff member's own signature as they set it, else the closing, their
 * name and the gallery. When the text already ends with a closing (in its last three lines), the
 * block's own closing line is left out, so a reply never closes twice.
 */
export function signatureBlock(staffText: string, locale: Locale, signer: Signer = {}): string {
  const own = signer.signature?.trim()
  const lines = own
    ? own.split('\n').map((line) => line.trimEnd())
    : // An account without a name shows its address as one (src/cms/collections/Users.ts): never signed with.
      fill(replyTexts.signature[locale], { name: signer.name?.includes('@') ? '' : (signer.name?.trim() ?? '') })
        .split('\n')
        .filter((line) => line.trim() !== '')
  const closed = staffText
    .trim()
    .split('\n')
    .slice(-3)
    .some((line) => closing.test(line.trim()))
  return (closed && lines.length > 1 && closing.test(lines[0].trim()) ? lines.slice(1) : lines).join('\n')
}

/** The reply's text: what staff wrote, their signature and the visitor's message, in the visitor's language. */
export function replyMail(staffText: string, inquiry: { message?: string | null; createdAt?: string | null }, locale: Locale, signer: Signer = {}): string {
  // The day it was in Berlin, as everywhere (src/base/dates.ts), not the server's.
  const date = formatDate(inquiry.createdAt, locale)
  const parts = [staffText.trim(), signatureBlock(staffText, locale, signer)]
  if (inquiry.message) parts.push(`${fill(replyTexts.quote[locale], { date })}\n${quoted(inquiry.message)}`)
  return parts.join('\n\n')
}

/**
 * Queues a reply through the site's outbox (retries and all, src/features/forms/mail.ts) from the
 * gallery's address, in the visitor's language, kept on the case (the outbox mail names it), and
 * tries to send it at once. A new or open case becomes answered. `attach`: the price list of the
 * case's works and/or a work sheet per work, in the visitor's language (./attachments.ts: the
 * outbox keeps what to attach, the PDFs are printed when it is sent).
 */
export async function replyToCase(
  payload: Payload,
  id: number | string,
  input: { subject?: string; text?: string; attach?: AttachmentKind[] },
  userId?: number | string,
): Promise<ReplyOutcome> {
  const text = (input.text ?? '').trim()
  if (!text) return { ok: false, reason: 'emptyReply' }
  if (text.length > maxReplyLength) return { ok: false, reason: 'tooLong' }
  const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!inquiry) return { ok: false, reason: 'notFound' }
  if (inquiry.anonymisedAt) return { ok: false, reason: 'anonymised' }
  const locale: Locale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale
  const attach = input.attach ?? []
  const works = relationIds(inquiry.artworks).map(Number)
  if (attach.length > 0 && works.length === 0) return { ok: false, reason: 'nothingToAttach' }
  if (attach.includes('sheets') && works.length > maxSheets) return { ok: false, reason: 'tooManySheets' }
  const subject = (input.subject ?? '').trim() || (inquiry.subject ? fill(replyTexts.subject[locale], { subject: inquiry.subject }) : replyTexts.noSubject[locale])
  const gallery = await galleryEmail(payload)
  const signer = userId === undefined ? null : await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  const mailId = await queueMail(
    payload,
    // With mail into cases set up, the answer comes back to the case's own address (./inbound.ts).
    {
      to: inquiry.email,
      replyTo: config().INBOUND_SMTP_PORT ? caseAddress(gallery, inquiry.id) : gallery,
      subject: subject.slice(0, 300),
      text: replyMail(text, inquiry, locale, signer ?? {}),
      locale,
      inquiry: inquiry.id,
      ...(attach.length > 0 ? { attachments: attachmentSpecs(attach, works, locale) } : {}),
    },
    new Date(),
    undefined,
    `inquiries:${inquiry.id}:reply:${randomUUID()}`,
  )
  if (inquiry.status === 'new' || inquiry.status === 'in-progress') {
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { status: 'answered', assignee: Number(relationId(inquiry.assignee) ?? userId) || null },
      overrideAccess: true,
    })
  }
  const delivery = await deliverMail(payload, mailId)
  return { ok: true, mailId, delivery }
}

/**
 * GDPR erasure (Art. 17) of one case, as for a whole person (src/features/privacy/person.ts: the
 * one code path): the visitor's data and the case's mails go; status, works, dates and the works'
 * sale prices stay, and a sold case keeps the buyer's name as its business record.
 */
export async function anonymiseCase(payload: Payload, id: number | string): Promise<boolean> {
  return Boolean(await eraseCase(payload, id))
}

export type CaseWork = {
  id: number
  title: string
  artist: string | null
  inventory: string | null
  price: number | null
  priceOnRequest: boolean
  sold: boolean
  reserved: boolean
  reservedUntil: string | null
  reservedForThis: boolean
  status: string
}

/** The works a case names, with their current price and status, for the case's page in the admin. */
export async function caseWorks(payload: Payload, id: number | string, locale: Locale): Promise<CaseWork[] | null> {
  const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!inquiry) return null
  const ids = relationIds(inquiry.artworks).map(Number)
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'artworks',
    where: { id: { in: ids } },
    depth: 1,
    draft: true,
    locale,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  const now = Date.now()
  return ids
    .map((workId) => found.docs.find((doc) => doc.id === workId))
    .filter((work) => work !== undefined)
    .map((work) => ({
      id: work.id,
      title: work.title ?? '',
      artist: work.artist && typeof work.artist === 'object' ? (work.artist.name ?? null) : null,
      inventory: work.inventory ?? null,
      price: typeof work.price === 'number' ? work.price : null,
      priceOnRequest: Boolean(work.priceOnRequest),
      sold: Boolean(work.sold),
      reserved: isReserved(work, now),
      reservedUntil: work.reservedUntil ?? null,
      reservedForThis: String(relationId(work.reservedFor) ?? '') === String(inquiry.id),
      status: work._status ?? 'published',
    }))
}

/**
 * Saving a contact message or an inquiry about a topic or an artwork: storage first (the inquiry, then its mails in the outbox), delivery
 * afterwards. Used by the server action and by the integration tests.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { siteUrl } from '@/features/seo/siteUrl'
import { defaultLocale, type Locale } from '@/base/locales'

import { galleryEmail, inTransaction, mayMailVisitor, releaseMails } from './mail'
import { consentText, contactMails, type Source, type WorkForStaff } from './mailTexts'
import type { ContactInput } from './schemas'
import { nestedReq } from '@/cms/nestedReq'

/** What an inquiry is about: a topic or an artwork, by id and title in the visitor's and in the gallery's language. */
export type Reference = { id: number | string; title: string; galleryTitle: string }
/** An inquiry names a topic, or one artwork (its page), or several (the inquiry cart). */
export type SubmissionMeta = { locale: Locale; ipHash?: string; userAgent?: string; topic?: Reference; artworks?: Reference[]; source?: Source }

/** Where a message with these references was sent from, unless the form said so. */
function sourceOf(meta: SubmissionMeta): Source {
  if (meta.source) return meta.source
  if (meta.artworks?.length) return meta.artworks.length > 1 ? 'cart' : 'work'
  return meta.topic ? 'topic' : 'contact'
}

/** Each work's artist, inventory number, price and admin page, for the gallery's notification only. */
async function worksForStaff(payload: Payload, references: Reference[], base: string): Promise<Map<string, WorkForStaff>> {
  const ids = references.map((reference) => Number(reference.id))
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'artworks',
    where: { id: { in: ids } },
    depth: 1,
    locale: defaultLocale,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { artist: true, inventory: true, price: true, priceOnRequest: true, sold: true },
    populate: { artists: { name: true } },
  })
  return new Map(
    found.docs.map((work) => [
      String(work.id),
      {
        artist: work.artist && typeof work.artist === 'object' ? (work.artist.name ?? null) : null,
        inventory: work.inventory ?? null,
        price: typeof work.price === 'number' ? work.price : null,
        priceOnRequest: Boolean(work.priceOnRequest),
        sold: Boolean(work.sold),
        adminUrl: `${base}/admin/collections/artworks/${work.id}`,
      },
    ]),
  )
}

/**
 * Stores the inquiry with its mails in its own row (one write), then moves the mails to the outbox;
 * on PostgreSQL all in one transaction. A process killed in between leaves the mails pending in
 * the row, and the next start queues them (./mail.ts, queuePendingMails): never an inquiry
 * without its mails, never a mail twice.
 */
export async function saveContact(payload: Payload, input: ContactInput, meta: SubmissionMeta, now = new Date()) {
  const gallery = await galleryEmail(payload)
  const confirm = await mayMailVisitor(payload, input.email, now)
  // The admin link names the inquiry's id, known only once it is stored: a mark no visitor can
  // type stands for it until the mails are released.
  const idMark = `inquiry-${randomUUID()}`
  const base = siteUrl().replace(/\/$/, '')
  const details = await worksForStaff(payload, meta.artworks ?? [], base)
  const about = { topic: meta.topic && titled(meta.topic), works: meta.artworks?.map((work) => ({ ...titled(work), staff: details.get(String(work.id)) })), source: sourceOf(meta) }
  const drafted = contactMails(input, meta.locale, gallery, `${base}/admin/collections/inquiries/${idMark}`, about, confirm)
  return inTransaction(payload, async (req) => {
    const key = `inquiries:${idMark}`
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: {
        kind: meta.topic || meta.artworks?.length ? 'inquiry' : 'contact',
        topic: meta.topic ? Number(meta.topic.id) : undefined,
        artworks: meta.artworks?.length ? meta.artworks.map((work) => Number(work.id)) : undefined,
        status: 'new',
        locale: meta.locale,
        name: input.name.trim(),
        email: input.email.trim(),
        subject: input.subject.trim(),
        message: input.message.trim(),
        consentText: consentText(meta.locale),
        consentAt: now.toISOString(),
        meta: { ipHash: meta.ipHash, userAgent: meta.userAgent?.slice(0, 500) },
        mailsPending: { key, idMark, mails: drafted },
      },
      overrideAccess: true,
      req: nestedReq(req),
    })
    const mailIds = await releaseMails(payload, 'inquiries', inquiry.id, { key, idMark, mails: drafted }, now, req)
    return { inquiryId: inquiry.id, mailIds }
  })
}

function titled(reference: Reference) {
  return { visitor: reference.title, gallery: reference.galleryTitle }
}

/**
 * Saving a contact message or an inquiry about a topic or an artwork: storage first (the inquiry, then its mails in the outbox), delivery
 * afterwards. Used by the server action and by the integration tests.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { siteUrl } from '@/features/seo/siteUrl'
import type { Locale } from '@/base/locales'

import { galleryEmail, inTransaction, mayMailVisitor, releaseMails } from './mail'
import { consentText, contactMails } from './mailTexts'
import type { ContactInput } from './schemas'
import { nestedReq } from '@/cms/nestedReq'

/** What an inquiry is about: a topic or an artwork, by id and title in the visitor's and in the gallery's language. */
export type Reference = { id: number | string; title: string; galleryTitle: string }
/** An inquiry names a topic, or one artwork (its page), or several (the inquiry cart). */
export type SubmissionMeta = { locale: Locale; ipHash?: string; userAgent?: string; topic?: Reference; artworks?: Reference[] }

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
  const about = { topic: meta.topic && titled(meta.topic), works: meta.artworks?.map(titled) }
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

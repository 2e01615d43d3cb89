/**
 * Saving a contact message or an inquiry about a topic or an artwork: storage first (the inquiry, then its mails in the outbox), delivery
 * afterwards. Used by the server action and by the integration tests.
 */
import type { Payload } from 'payload'

import { siteUrl } from '@/features/seo/siteUrl'
import type { Locale } from '@/i18n/locales'

import { galleryEmail, inTransaction, mayMailVisitor, queueMail } from './mail'
import { consentText, contactMails } from './mailTexts'
import type { ContactInput } from './schemas'

/** What an inquiry is about: a topic or an artwork, by id and title in the visitor's and in the gallery's language. */
export type Reference = { id: number | string; title: string; galleryTitle: string }
/** An inquiry names a topic, or one artwork (its page), or several (the inquiry cart). */
export type SubmissionMeta = { locale: Locale; ipHash?: string; userAgent?: string; topic?: Reference; artworks?: Reference[] }

/** Stores the inquiry and its mails in one transaction: both or neither, whatever happens to the process. */
export async function saveContact(payload: Payload, input: ContactInput, meta: SubmissionMeta, now = new Date()) {
  const gallery = await galleryEmail(payload)
  const confirm = await mayMailVisitor(input.email)
  return inTransaction(payload, async (req) => {
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
      },
      overrideAccess: true,
      req,
    })
    const base = siteUrl().replace(/\/$/, '')
    const adminUrl = `${base}/admin/collections/inquiries/${inquiry.id}`
    const about = { topic: meta.topic && titled(meta.topic), works: meta.artworks?.map(titled) }
    const mails = contactMails(input, meta.locale, gallery, adminUrl, about, confirm)
    const mailIds: Array<number | string> = []
    for (const mail of mails) mailIds.push(await queueMail(payload, mail, now, req))
    return { inquiryId: inquiry.id, mailIds }
  })
}

function titled(reference: Reference) {
  return { visitor: reference.title, gallery: reference.galleryTitle }
}

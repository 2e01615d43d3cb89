/**
 * Waiting behind a hold (issue 49 point 3; docs/sales.md): a case marked "wartet auf Freiwerden"
 * / "waiting for release" is told when a work it names is free again — its hold lapsed by its
 * date, or was given back (the holding case closed without sale, staff cleared the date) — and the
 * work is not sold. The visitor gets one mail in their language, with the work's page; the case
 * goes back to "In Bearbeitung" and stops waiting, so its assignee sees it at the top of the list.
 * The mail's key (`inquiries:<id>:released:<work>:<hold>`) is unique: several instances, a
 * restart or a second look never send it twice.
 */
import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { documentPath } from '@/base/publicPaths'
import { isLocale, defaultLocale, type Locale } from '@/base/locales'
import { nestedReq } from '@/cms/nestedReq'
import { deliverMail, galleryEmail, queueMail } from '@/features/forms/mail'
import { siteUrl } from '@/features/seo/siteUrl'

const texts = {
  de: {
    subject: (title: string) => `„${title}“ ist wieder verfügbar`,
    text: (name: string, title: string, url: string) =>
      [
        `Guten Tag ${name},`,
        '',
        `Sie hatten nach „${title}“ gefragt, als das Werk reserviert war. Die Reservierung ist beendet, das Werk ist wieder verfügbar:`,
        url,
        '',
        'Antworten Sie einfach auf diese Mail, wenn Sie es sehen oder erwerben möchten.',
        '',
        'Mit freundlichen Grüßen',
        'Galerie Vernissage',
      ].join('\n'),
  },
  en: {
    subject: (title: string) => `"${title}" is available again`,
    text: (name: string, title: string, url: string) =>
      [
        `Dear ${name},`,
        '',
        `You asked about "${title}" while it was reserved. The hold has ended and the work is available again:`,
        url,
        '',
        'Simply reply to this mail if you would like to see or acquire it.',
        '',
        'Kind regards',
        'Galerie Vernissage',
      ].join('\n'),
  },
} satisfies Record<Locale, unknown>

/** After a work's save: a hold that was running and is not any more (given back, cleared) frees the work. */
export const tellWaitingOnRelease: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const held = previousDoc?.reservedUntil && Date.parse(previousDoc.reservedUntil) > Date.now()
  const holds = doc.reservedUntil && Date.parse(doc.reservedUntil) > Date.now()
  if (held && !holds && !doc.sold) await tellWaiting(req.payload, doc.id, previousDoc.reservedUntil, req)
  return doc
}

/** A field read with every language (`locale: 'all'`) in one language, German where it has none. */
function inLanguage(value: unknown, locale: Locale): string {
  if (value && typeof value === 'object') {
    const byLocale = value as Partial<Record<Locale, string | null>>
    return byLocale[locale] || byLocale[defaultLocale] || ''
  }
  return typeof value === 'string' ? value : ''
}

/** Tells the cases waiting for this work that it is free again (when it is); returns the cases told. */
export async function tellWaiting(payload: Payload, workId: number | string, hold: string, req?: PayloadRequest, now = new Date()): Promise<Array<number | string>> {
  // Every language in one read: each waiting case is told in its own.
  const work = await payload.findByID({ collection: 'artworks', id: workId, depth: 0, locale: 'all', overrideAccess: true, disableErrors: true, req: nestedReq(req) })
  if (!work || work.sold || work._status !== 'published' || (work.reservedUntil && Date.parse(work.reservedUntil) > now.getTime())) return []
  const waiting = await payload.find({
    collection: 'inquiries',
    where: { and: [{ waiting: { equals: true } }, { artworks: { contains: workId } }, { anonymisedAt: { exists: false } }] },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    req: nestedReq(req),
  })
  const gallery = await galleryEmail(payload)
  const told: Array<number | string> = []
  for (const inquiry of waiting.docs) {
    const locale: Locale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale
    const title = inLanguage(work.title, locale)
    const url = `${siteUrl().replace(/\/$/, '')}${locale === defaultLocale ? '' : `/${locale}`}${documentPath('artworks', inLanguage(work.slug, locale) || String(workId))}`
    const t = texts[locale]
    const key = `inquiries:${inquiry.id}:released:${workId}:${hold}`
    const mailId = await queueMail(
      payload,
      { to: inquiry.email, replyTo: gallery, subject: t.subject(title).slice(0, 300), text: t.text(inquiry.name, title, url), locale, inquiry: inquiry.id },
      now,
      req,
      key,
    )
    await payload.update({ collection: 'inquiries', id: inquiry.id, data: { waiting: false, status: 'in-progress' }, overrideAccess: true, req: nestedReq(req) })
    // Inside a save (a hook's transaction) the outbox sends it once committed, on its next round;
    // from the lapse check, at once.
    if (!req) await deliverMail(payload, mailId, now).catch((error) => payload.logger.warn(`waiting ${key}: ${String(error)}`))
    told.push(inquiry.id)
  }
  return told
}

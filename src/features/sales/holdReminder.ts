/**
 * The day before a hold lapses, its case's assignee is reminded (issue 49 point 3; docs/sales.md):
 * from 9:00 in Berlin on the day before the hold's last day (or at once, for a hold set later than
 * that), one mail per case and hold date, through the outbox (src/features/forms/mail.ts), so it
 * is retried until the SMTP server takes it. Every process that serves pages looks once a minute;
 * the mail's key (`inquiries:<id>:hold-reminder:<date>`) is unique, so several instances, a
 * restart or a second look never send it twice. A hold moved to another day is a new hold and is
 * reminded again. A case without an assignee reminds the gallery's own address.
 */
import type { Payload } from 'payload'

import { endOfGalleryDay, formatDate, galleryDay, galleryMoment } from '@/base/dates'
import { peek, fill as fillState } from '@/base/processState.mjs'
import { relationId, relationIds } from '@/cms/relations'
import { deliverMail, galleryEmail, queueMail } from '@/features/forms/mail'
import { siteUrl } from '@/features/seo/siteUrl'

/** How often each process looks for holds to remind. */
export const holdReminderCheckMs = 60_000
/** The hour (Berlin) of the day before the last day of a hold at which its reminder goes out. */
export const holdReminderHour = 9

/** When the reminder of a hold that ends at `reservedUntil` is due. */
export function reminderDue(reservedUntil: string): Date | null {
  const last = galleryDay(reservedUntil)
  if (!last) return null
  const dayBefore = galleryDay(new Date(galleryMoment({ ...last, hour: 12 }).getTime() - 24 * 60 * 60 * 1000))!
  return galleryMoment({ ...dayBefore, hour: holdReminderHour })
}

type Work = { title?: string | null; inventory?: string | null }

/** The reminder, in German and English (staff read both; the admin's language is not the mail's). */
export function reminderMail(input: { caseId: number | string; subject: string; visitor: string; until: string; works: Work[]; adminUrl: string; name?: string | null }) {
  const day = { de: formatDate(input.until, 'de'), en: formatDate(input.until, 'en') }
  const works = input.works.map((work) => `- ${work.title ?? ''}${work.inventory ? ` (${work.inventory})` : ''}`).join('\n') || '-'
  const hello = { de: input.name ? `Hallo ${input.name},` : 'Hallo,', en: input.name ? `Hello ${input.name},` : 'Hello,' }
  return {
    subject: `Reservierung endet ${day.de}: ${input.subject} · Hold ends ${day.en}`,
    text: [
      hello.de,
      '',
      `die Reservierung für ${input.visitor} endet am ${day.de} um Mitternacht (Fall ${input.caseId}, „${input.subject}“):`,
      works,
      '',
      `Verlängern: im Fall „Reserviert bis“ ändern. Verkauft: den Status auf „Abgeschlossen (verkauft)“ setzen. Sonst wird das Werk danach wieder als verfügbar gezeigt, und wer darauf wartet, erfährt es.`,
      input.adminUrl,
      '',
      '—',
      '',
      hello.en,
      '',
      `the hold for ${input.visitor} ends on ${day.en} at midnight (case ${input.caseId}, "${input.subject}"):`,
      works,
      '',
      `To extend it, change "Reserved until" on the case. Sold: set the status to "Closed (sold)". Otherwise the work shows as available again afterwards, and whoever is waiting for it is told.`,
      input.adminUrl,
    ].join('\n'),
  }
}

/** Queues (and tries to send) the reminders due at `now`; returns the cases reminded this time or before. */
export async function remindHolds(payload: Payload, now = new Date()): Promise<Array<number | string>> {
  // Holds whose last day is today or tomorrow in Berlin, still running.
  const horizon = endOfGalleryDay(new Date(now.getTime() + 24 * 60 * 60 * 1000))!
  const found = await payload.find({
    collection: 'inquiries',
    where: { and: [{ status: { equals: 'reserved' } }, { reservedUntil: { greater_than: now.toISOString() } }, { reservedUntil: { less_than_equal: horizon } }] },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  const keyOf = (inquiry: { id: number | string; reservedUntil?: string | null }) => `inquiries:${inquiry.id}:hold-reminder:${inquiry.reservedUntil}`
  const due = found.docs.filter((inquiry) => {
    const at = reminderDue(inquiry.reservedUntil as string)
    return at !== null && at <= now
  })
  if (due.length === 0) return []
  // The look runs every minute: a reminder already queued (by this or another instance) is not
  // read again; the outbox's retries deliver it. The rest are read in three queries, not per case.
  const queued = await payload.find({ collection: 'mail-outbox', where: { key: { in: due.map(keyOf) } }, depth: 0, pagination: false, overrideAccess: true, select: { key: true } })
  const done = new Set(queued.docs.map((mail) => mail.key))
  const pending = due.filter((inquiry) => !done.has(keyOf(inquiry)))
  const assigneeIds = [...new Set(pending.map((inquiry) => relationId(inquiry.assignee)).filter((id) => id !== undefined))]
  const assignees =
    assigneeIds.length === 0
      ? []
      : (await payload.find({ collection: 'users', where: { id: { in: assigneeIds } }, depth: 0, pagination: false, overrideAccess: true, select: { name: true, email: true } }))
          .docs
  const workIds = [...new Set(pending.flatMap((inquiry) => relationIds(inquiry.artworks).map(Number)))]
  const works =
    workIds.length === 0
      ? []
      : (
          await payload.find({
            collection: 'artworks',
            where: { id: { in: workIds } },
            depth: 0,
            locale: 'de',
            draft: true,
            pagination: false,
            overrideAccess: true,
            select: { title: true, inventory: true },
          })
        ).docs
  const gallery = await galleryEmail(payload)
  for (const inquiry of pending) {
    const until = inquiry.reservedUntil as string
    const assignee = assignees.find((user) => String(user.id) === String(relationId(inquiry.assignee)))
    const ids = relationIds(inquiry.artworks).map(Number)
    const mail = reminderMail({
      caseId: inquiry.id,
      subject: inquiry.subject || inquiry.name,
      visitor: inquiry.name,
      until,
      works: ids.map((id) => works.find((work) => work.id === id)).filter((work) => work !== undefined),
      adminUrl: `${siteUrl().replace(/\/$/, '')}/admin/collections/inquiries/${inquiry.id}`,
      name: assignee?.name && !assignee.name.includes('@') ? assignee.name : null,
    })
    const key = keyOf(inquiry)
    const mailId = await queueMail(
      payload,
      { to: assignee?.email ?? gallery, subject: mail.subject.slice(0, 300), text: mail.text, locale: 'de', inquiry: inquiry.id },
      now,
      undefined,
      key,
    )
    await deliverMail(payload, mailId, now).catch((error) => payload.logger.warn(`hold reminder ${key}: ${String(error)}`))
  }
  return due.map((inquiry) => inquiry.id)
}

/** Starts the look in this process (once; it never keeps a process alive). */
export function startHoldReminders(payload: Payload, intervalMs = holdReminderCheckMs): void {
  if (peek('holdReminders')) return
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    remindHolds(payload)
      .catch((error) => payload.logger.warn(`hold reminders: ${String(error)}`))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  fillState('holdReminders', timer)
}

/**
 * Every mail the site sends goes through the `mail-outbox` collection first, so nothing is lost
 * when SMTP fails: it is stored as queued, then sent. A failure keeps it queued with the error and
 * a later attempt (exponential backoff, at most maxAttempts) is made by the retry loop. Without
 * SMTP_URL mails stay in the outbox (status `outbox`), where staff read them in the admin.
 */
import { slot } from '@/base/processState.mjs'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import nodemailer, { type Transporter } from 'nodemailer'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { payloadSecret } from '@/cms/secret'
import { rows } from '@/base/sql'
import type { Locale } from '@/base/locales'
import type { MailOutbox } from '@/cms/payload-types'

import { createLimit } from '@/features/security/counters'

import { hashAddress } from './abuse'
import { verifyLink } from './tokens'
import { config } from '../../config/env.mjs'
import { nestedReq } from '@/cms/nestedReq'

export const maxAttempts = 10
/**
 * How long a claimed mail is left to the delivery that claimed it (MAIL_LEASE_SECONDS, 60 s by
 * default). If that process dies, any instance's retry loop takes the mail over once the lease has
 * passed, so a visitor waits at most the lease and one retry round. The delivery's SMTP timeouts
 * are cut from the lease (smtpTimeouts), so a delivery that is still alive always gives up before
 * its lease passes and no other instance sends its mail again.
 */
export const claimLeaseMs = (): number => 1000 * config().MAIL_LEASE_SECONDS

/** The SMTP timeouts of one delivery: together two thirds of the lease (10 + 10 + 20 s of 60 s). */
export function smtpTimeouts(leaseMs: number): { connectionTimeout: number; greetingTimeout: number; socketTimeout: number } {
  return { connectionTimeout: Math.round(leaseMs / 6), greetingTimeout: Math.round(leaseMs / 6), socketTimeout: Math.round(leaseMs / 3) }
}

/**
 * Deliveries under way in this process. A server that is asked to stop (src/server/server.mjs, a
 * rolling deploy) waits for them, so no mail is cut between the SMTP server's acceptance and its
 * "sent" mark — the one moment a mail could otherwise go out twice.
 */
export type MailDeliveries = { count: number; idle: Array<() => void>; drained: () => Promise<void> }
function deliveries(): MailDeliveries {
  return slot('mail', () => {
    const state: MailDeliveries = {
      count: 0,
      idle: [],
      drained: () => (state.count === 0 ? Promise.resolve() : new Promise((resolve) => state.idle.push(resolve))),
    }
    return state
  })
}

async function tracked<T>(work: () => Promise<T>): Promise<T> {
  const state = deliveries()
  state.count += 1
  try {
    return await work()
  } finally {
    state.count -= 1
    if (state.count === 0) for (const resolve of state.idle.splice(0)) resolve()
  }
}
/** The fallback recipient of the gallery's notifications. */
export const defaultGalleryEmail = 'galerie@vernissage.test'

/**
 * Mails to one visitor address (contact confirmations, newsletter confirmations) per day, whoever
 * asks for them: typing someone's address into the forms from many places cannot flood them.
 * Two checks, both must allow: the counter decides a burst atomically (in Redis with REDIS_URL,
 * shared by every instance: src/features/security/counters.ts), and the outbox — which every
 * instance writes to and keeps every mail in — counts what was written for the address in the last
 * day, so the bound also holds while an instance counts in its own memory (no REDIS_URL on several
 * instances, or Redis away for a moment: a flood slowed it, issue 46 point 4).
 */
export const mailsPerRecipient = { max: 3, windowMs: 24 * 60 * 60 * 1000 }
const recipientLimit = createLimit('mail-to', { points: mailsPerRecipient.max, windowMs: mailsPerRecipient.windowMs })
/** A newsletter sign-up not yet confirmed gets one confirmation mail a day per list, however often it is sent. */
export const confirmationsPerSignUp = { max: 1, windowMs: 24 * 60 * 60 * 1000 }
const signUpLimit = createLimit('newsletter-confirm', { points: confirmationsPerSignUp.max, windowMs: confirmationsPerSignUp.windowMs })

/** The outbox keys of the forms' own mails (a staff reply from a case is `inquiries:<id>:reply:…`, not counted). */
const formMailKeys = { contact: 'inquiries:inquiry-%', newsletter: 'subscribers:%' }

/** Form mails to this address written since `since`, by any instance. */
async function formMailsTo(payload: Payload, address: string, since: Date): Promise<number> {
  const [row] = await rows(
    payload,
    sql`SELECT COUNT(*) AS n FROM mail_outbox
        WHERE lower("to") = ${address} AND created_at > ${since.toISOString()}
          AND (key LIKE ${formMailKeys.contact} OR key LIKE ${formMailKeys.newsletter})`,
  )
  return Number(row?.n ?? 0)
}

const normalised = (email: string) => email.trim().toLowerCase()

/**
 * Whether one more mail may go to this visitor address today; counts it when it may (the counter
 * in one atomic step). The visitor's answer is the same either way (no oracle).
 */
export async function mayMailVisitor(payload: Payload, email: string, now = new Date()): Promise<boolean> {
  const address = normalised(email)
  const key = hashAddress(address, payloadSecret())
  if (!(await recipientLimit.consume(key)).allowed) return false
  if ((await formMailsTo(payload, address, new Date(now.getTime() - mailsPerRecipient.windowMs))) < mailsPerRecipient.max) return true
  await recipientLimit.reward(key).catch(() => undefined)
  return false
}

/**
 * Whether a newsletter sign-up (subscriber `id`, not confirmed) may get its confirmation mail now:
 * none in the last day for this sign-up (counter and outbox, as above), and the address's daily
 * cap. Counts it when it may.
 */
export async function mayConfirmSignUp(payload: Payload, id: number | string, email: string, now = new Date()): Promise<boolean> {
  const key = hashAddress(`${id}:${normalised(email)}`, payloadSecret())
  if (!(await signUpLimit.consume(key)).allowed) return false
  const since = new Date(now.getTime() - confirmationsPerSignUp.windowMs).toISOString()
  const [row] = await rows(payload, sql`SELECT COUNT(*) AS n FROM mail_outbox WHERE key LIKE ${`subscribers:${Number(id)}:%`} AND created_at > ${since}`)
  if (Number(row?.n ?? 0) < confirmationsPerSignUp.max && (await mayMailVisitor(payload, email, now))) return true
  await signUpLimit.reward(key).catch(() => undefined)
  return false
}

/**
 * `inquiry`: the case a mail belongs to (issue 36), so it shows on the case in the admin.
 * `attachments`: what to attach, as small JSON specs the renderer understands (a case's PDFs:
 * src/features/sales/attachments.ts), never the files: they are made when the mail is sent.
 */
export type Mail = { to: string; replyTo?: string; subject: string; text: string; html?: string; locale: Locale; inquiry?: number; attachments?: unknown[] }
export type DeliveryResult = 'sent' | 'outbox' | 'queued' | 'failed'

/** A file a mail carries, made at sending time. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string }
/**
 * Makes the files of a mail's attachment specs. The composition root hands it to the outbox in the
 * Payload config (src/payload.config.ts, `custom.mailAttachments`): the forms' floor knows no
 * feature above it that prints them.
 */
export type MailAttachmentRenderer = (payload: Payload, specs: unknown[]) => Promise<MailAttachment[]>

/** The files of a stored mail, made now; none without specs. Specs without a renderer are an error (the delivery is retried), never a mail sent without its files. */
async function attachmentsOf(payload: Payload, mail: MailOutbox): Promise<MailAttachment[] | undefined> {
  const specs = Array.isArray(mail.attachments) ? (mail.attachments as unknown[]) : []
  if (specs.length === 0) return undefined
  const render = (payload.config.custom as { mailAttachments?: MailAttachmentRenderer } | undefined)?.mailAttachments
  if (!render) throw new Error('this mail has attachments and no renderer was configured (custom.mailAttachments)')
  return render(payload, specs)
}

/** Wait before attempt n+1 after n failed ones: 30 s, 1 min, 2 min … capped at 6 hours. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 6 * 60 * 60 * 1000)
}

const unsubscribeLink = /https?:\/\/[^\s<>"]+\/newsletter\/unsubscribe\?token=([^\s<>"]+)/

/**
 * A newsletter mail carries its one-click unsubscribe link in its text; it goes into the
 * List-Unsubscribe header too (RFC 2369), with List-Unsubscribe-Post (RFC 8058) so mail clients
 * show their own unsubscribe button, which POSTs to the same address. Only a link this site signed
 * counts: a visitor's message quoted in a confirmation cannot add such a header.
 */
export function listUnsubscribeHeaders(text: string, secret: string, now = Date.now()): Record<string, string> {
  const match = unsubscribeLink.exec(text)
  if (!match) return {}
  let token: string
  try {
    token = decodeURIComponent(match[1])
  } catch {
    return {}
  }
  if (!verifyLink(token, 'unsubscribe', now, secret).ok) return {}
  return { 'List-Unsubscribe': `<${match[0]}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

const transports = new Map<string, Transporter>()

function transportFor(url: string): Transporter {
  let transport = transports.get(url)
  if (!transport) {
    // Short timeouts, inside the claim's lease: a hanging server must not hold a delivery for minutes.
    transport = nodemailer.createTransport({ url, ...smtpTimeouts(claimLeaseMs()) } as never)
    transports.set(url, transport)
  }
  return transport
}

/** The gallery's address: GALLERY_EMAIL, else the contact address in the site settings. */
export async function galleryEmail(payload: Payload): Promise<string> {
  const configured = config().GALLERY_EMAIL
  if (configured) return configured
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { contactEmail?: string | null }
    if (settings.contactEmail) return settings.contactEmail
  } catch {
    // No settings yet: the default below.
  }
  return defaultGalleryEmail
}

function fromAddress(): string {
  return config().MAIL_FROM || `Vernissage <${config().GALLERY_EMAIL || defaultGalleryEmail}>`
}

/**
 * Runs `work` in one database transaction, on PostgreSQL. Payload keeps transactions off on
 * SQLite, and rightly: its driver waits for a lock inside the one thread, so a transaction held
 * across an await stalls every other write of the process. What makes a submission safe on both
 * is that its mails are written in its own row (`mailsPending`, one atomic write) and moved to
 * the outbox under unique keys afterwards (releaseMails); a process killed in between leaves them
 * pending, and the next start queues them (queuePendingMails), each once.
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const own = await initTransaction(req)
  try {
    const result = await work(req)
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/**
 * Stores a mail as queued (in the caller's transaction when `req` carries one). The caller
 * delivers it right after answering the visitor; the retry loop picks it up once nextAttemptAt
 * has passed; a claim (claimMail) makes sure only one of them sends it. A mail with a `key` is
 * stored once: a second call with the same key returns the first mail.
 */
export async function queueMail(payload: Payload, mail: Mail, now = new Date(), req?: PayloadRequest, key?: string): Promise<number | string> {
  const existing = async () =>
    key ? (await payload.find({ collection: 'mail-outbox', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, req: nestedReq(req) })).docs[0] : undefined
  const before = await existing()
  if (before) return before.id
  try {
    const doc = await payload.create({
      collection: 'mail-outbox',
      data: { ...mail, key, status: 'queued', attempts: 0, nextAttemptAt: new Date(now.getTime() + 60_000).toISOString() },
      overrideAccess: true,
      req: nestedReq(req),
    })
    return doc.id
  } catch (error) {
    // Another process queued the same mail a moment ago (the unique key refused this one).
    const winner = req?.transactionID ? undefined : await existing()
    if (winner) return winner.id
    throw error
  }
}

/**
 * Mails waiting in a submission's row: the prefix of their outbox keys, the mails, and a mark in
 * their text that stands for the submission's id (unknown when they were written).
 */
export type PendingMails = { key: string; mails: Mail[]; idMark?: string }
type Submissions = 'inquiries' | 'subscribers'

/**
 * Moves a submission's pending mails to the outbox (each under `key:n`, so never twice) and
 * clears them from its row. Returns the outbox ids, in the order of the mails.
 */
export async function releaseMails(payload: Payload, collection: Submissions, id: number | string, pending: PendingMails, now = new Date(), req?: PayloadRequest) {
  const ids: Array<number | string> = []
  const withId = (text: string) => (pending.idMark ? text.replaceAll(pending.idMark, String(id)) : text)
  for (const [index, mail] of pending.mails.entries()) {
    const inquiry = collection === 'inquiries' ? Number(id) : undefined
    ids.push(await queueMail(payload, { ...mail, inquiry, text: withId(mail.text), html: mail.html && withId(mail.html) }, now, req, `${pending.key}:${index}`))
  }
  await payload.update({ collection, id, data: { mailsPending: null }, overrideAccess: true, req: nestedReq(req) })
  return ids
}

/**
 * Queues the mails a killed process left pending in submissions' rows, once each; run when a
 * process starts and by the retry loop. Returns the outbox ids of the mails it found.
 */
export async function queuePendingMails(payload: Payload, now = new Date()): Promise<Array<number | string>> {
  const ids: Array<number | string> = []
  for (const collection of ['inquiries', 'subscribers'] as const) {
    // `<> 'null'`: a cleared JSON column holds SQL NULL on PostgreSQL and may hold the text null on SQLite.
    const found = await rows(payload, sql`SELECT id, mails_pending FROM ${sql.identifier(collection)} WHERE mails_pending IS NOT NULL AND mails_pending <> 'null' LIMIT 100`)
    for (const row of found) {
      const pending = (typeof row.mails_pending === 'string' ? JSON.parse(row.mails_pending) : row.mails_pending) as PendingMails | null
      if (!pending?.key || !Array.isArray(pending.mails)) continue
      ids.push(...(await releaseMails(payload, collection, Number(row.id), pending, now)))
    }
  }
  return ids
}

/**
 * Claims a queued mail for one delivery attempt, atomically: one UPDATE that succeeds only while
 * the mail is still queued with the attempts this delivery saw. Of two deliveries racing (the
 * one after a form post and a retry loop, or the loops of two instances) exactly one wins; the
 * claim moves the next attempt out by claimLeaseMs, so no loop takes a mail being sent.
 */
export async function claimMail(payload: Payload, id: number | string, seenAttempts: number, now = new Date()): Promise<boolean> {
  const lease = new Date(now.getTime() + claimLeaseMs()).toISOString()
  // A mail never tried is free to its first delivery; after that, only once its next attempt (or
  // the lease of a delivery under way) has come.
  const claimed = await rows(
    payload,
    sql`UPDATE mail_outbox SET attempts = ${seenAttempts + 1}, next_attempt_at = ${lease}
        WHERE id = ${Number(id)} AND status = 'queued' AND COALESCE(attempts, 0) = ${seenAttempts}
          AND (COALESCE(attempts, 0) = 0 OR next_attempt_at IS NULL OR next_attempt_at <= ${now.toISOString()})
        RETURNING id`,
  )
  return claimed.length === 1
}

/** One delivery attempt of one queued mail; never throws for an SMTP failure. */
export async function deliverMail(payload: Payload, id: number | string, now = new Date()): Promise<DeliveryResult> {
  const mail = await payload.findByID({ collection: 'mail-outbox', id, depth: 0, overrideAccess: true })
  if (mail.status !== 'queued') return mail.status as DeliveryResult
  const smtpUrl = config().SMTP_URL
  if (!smtpUrl) {
    await payload.update({ collection: 'mail-outbox', id, data: { status: 'outbox' }, overrideAccess: true })
    return 'outbox'
  }
  const attempts = (mail.attempts ?? 0) + 1
  if (!(await claimMail(payload, id, attempts - 1, now))) return 'queued'
  return tracked(() => sendClaimed(payload, mail, attempts, now))
}

async function sendClaimed(payload: Payload, mail: MailOutbox, attempts: number, now: Date): Promise<DeliveryResult> {
  const id = mail.id
  const smtpUrl = config().SMTP_URL!
  try {
    // Printed for this attempt from the stored specs: every attempt attaches the same files.
    const attachments = await attachmentsOf(payload, mail)
    await transportFor(smtpUrl).sendMail({
      from: fromAddress(),
      to: mail.to,
      replyTo: mail.replyTo || undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html || undefined,
      attachments,
      headers: { 'Content-Language': mail.locale, ...listUnsubscribeHeaders(mail.text, payloadSecret(), now.getTime()) },
    })
    await payload.update({ collection: 'mail-outbox', id, data: { status: 'sent', attempts, sentAt: now.toISOString(), lastError: null }, overrideAccess: true })
    return 'sent'
  } catch (error) {
    const failed = attempts >= maxAttempts
    await payload.update({
      collection: 'mail-outbox',
      id,
      data: {
        status: failed ? 'failed' : 'queued',
        attempts,
        lastError: String((error as Error)?.message ?? error).slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
      },
      overrideAccess: true,
    })
    return failed ? 'failed' : 'queued'
  }
}

/**
 * Delivers every queued mail whose next attempt is due, in batches of 50 (at most 20 batches a
 * call); returns how many went out. Mails another delivery has claimed are left to it.
 */
export async function deliverDue(payload: Payload, now = new Date()): Promise<number> {
  let sent = 0
  const tried = new Set<string>()
  for (let batch = 0; batch < 20; batch++) {
    const due = await payload.find({
      collection: 'mail-outbox',
      where: { and: [{ status: { equals: 'queued' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
      sort: 'nextAttemptAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    const fresh = due.docs.filter((mail) => !tried.has(String(mail.id)))
    for (const mail of fresh) {
      tried.add(String(mail.id))
      if ((await deliverMail(payload, mail.id, now)) === 'sent') sent += 1
    }
    if (due.docs.length < 50 || fresh.length === 0) break
  }
  return sent
}

let retryTimer: NodeJS.Timeout | undefined

/**
 * Queues and delivers the mails a killed process left pending (kept in the outbox without
 * SMTP_URL); `npm start` runs it after migrating (scripts/prepare.ts). Returns how many it found.
 */
export async function deliverPendingMails(payload: Payload): Promise<number> {
  const ids = await queuePendingMails(payload)
  for (const id of ids) await deliverMail(payload, id)
  return ids.length
}

/**
 * Started from Payload's onInit in every process that loads the config; it does nothing without
 * SMTP_URL and never keeps a process (a build, a script) alive. Each round first queues what a
 * killed process (of any instance) left pending, then delivers what is due.
 */
export function startMailRetry(payload: Payload, intervalMs = 1000 * config().MAIL_RETRY_SECONDS): void {
  if (retryTimer || !config().SMTP_URL) return
  let running = false
  retryTimer = setInterval(() => {
    if (running) return
    running = true
    queuePendingMails(payload)
      .then(() => deliverDue(payload))
      .catch((error) => payload.logger.warn(`mail retry: ${String(error)}`))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  retryTimer.unref()
}

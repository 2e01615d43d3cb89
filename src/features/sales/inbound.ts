/**
 * The visitor's answer comes back into the case (issue 49 point 2; docs/operations.md#mail-into-cases).
 *
 * A reply from a case carries the case's own address as Reply-To: the gallery's address with a tag,
 * `galerie+fall-12-3f9a0c1b@galerie.example` (caseAddress), the tag signed with the site's secret
 * so no one can write into another case by guessing a number. With `INBOUND_SMTP_PORT` set, each
 * instance listens there with an SMTP server of its own (smtp-server, the library our tests use
 * as the real server) for the gallery's mail server to hand such mails to; the site reads each
 * one (mailparser), files its text under the case's "Erhaltene Mails" / "Mails received" with its
 * time and subject, and puts an answered case back to "In Bearbeitung". A mail for an unknown or
 * forged address is refused at RCPT (550), before its body is read; one the database cannot take
 * now is refused with 451, and the mail server tries again. Several instances can listen: the
 * mail server hands each mail to one, and the database is shared.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { simpleParser } from 'mailparser'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { SMTPServer } from 'smtp-server'

import { payloadSecret } from '@/cms/secret'
import { config } from '@/config/env.mjs'
import { isSqlite } from '@/base/sql'
import { nestedReq } from '@/cms/nestedReq'
import { galleryEmail, inTransaction } from '@/features/forms/mail'

/** Largest mail taken into a case (its text is kept; attachments are not). */
export const maxInboundBytes = 2 * 1024 * 1024
/** Longest text kept of one mail. */
const maxTextLength = 50_000

function tagFor(id: number | string, secret: string): string {
  return createHmac('sha256', secret).update(`case-reply:${id}`).digest('hex').slice(0, 12)
}

/** The case's own address: the gallery's with the case's signed tag. */
export function caseAddress(gallery: string, id: number | string, secret = payloadSecret()): string {
  const [local, domain] = gallery.split('@')
  return `${local.split('+')[0]}+fall-${id}-${tagFor(id, secret)}@${domain}`
}

/** The case an address names, when its tag is the site's own; otherwise null. */
export function caseOfAddress(address: string, gallery: string, secret = payloadSecret()): number | null {
  const [local, domain] = address.trim().toLowerCase().split('@')
  const [galleryLocal, galleryDomain] = gallery.toLowerCase().split('@')
  if (!local || domain !== galleryDomain) return null
  const match = /^([^+]+)\+fall-(\d{1,12})-([0-9a-f]{12})$/.exec(local)
  if (!match || match[1] !== galleryLocal.split('+')[0]) return null
  const expected = Buffer.from(tagFor(match[2], secret))
  const given = Buffer.from(match[3])
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[2]) : null
}

/** Case ids whose filing is under way in this process, each with the end of its last filing. */
const filings = new Map<number, Promise<unknown>>()

/**
 * Runs `work` for one case after every earlier filing into it has ended. Two answers to one case
 * at the same moment would otherwise both read the same `received` and the later write keep only
 * its own. On PostgreSQL, where several instances share the database, the case's row is locked
 * for the write's transaction (SELECT … FOR UPDATE: the second instance waits, then reads the
 * first one's mail); SQLite serves one instance, and the chain here orders its filings.
 */
async function oneFilingAtATime<T>(payload: Payload, id: number, work: (req?: PayloadRequest) => Promise<T>): Promise<T> {
  const before = filings.get(id) ?? Promise.resolve()
  const run = before.then(() =>
    isSqlite(payload)
      ? work()
      : inTransaction(payload, async (req) => {
          await lockRow(payload, req, sql`SELECT id FROM inquiries WHERE id = ${id} FOR UPDATE`)
          return work(req)
        }),
  )
  const settled = run.catch(() => undefined)
  filings.set(id, settled)
  void settled.then(() => filings.get(id) === settled && filings.delete(id))
  return run
}

/** A locking read inside the transaction `req` carries (PostgreSQL). */
async function lockRow(payload: Payload, req: PayloadRequest, query: SQL): Promise<void> {
  const session = (payload.db as unknown as { sessions?: Record<string, { db: { execute: (q: SQL) => Promise<unknown> } }> }).sessions?.[String(await req.transactionID)]
  if (!session) throw new Error('inbound mail: no transaction to lock the case in')
  await session.db.execute(query)
}

/**
 * Files one received mail under its case; false when there is no such case (or it was erased).
 * A case open in the admin is not written under its editor (Payload's document lock): their next
 * save would send the mails they see and drop this one. The lock's refusal goes back to the mail
 * server as 451, and it hands the mail over again later.
 */
export async function fileIntoCase(payload: Payload, id: number, mail: { subject: string; text: string; at: Date }): Promise<boolean> {
  return oneFilingAtATime(payload, id, async (req) => {
    const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, disableErrors: true, req: nestedReq(req) })
    if (!inquiry || inquiry.anonymisedAt) return false
    const received = [
      ...(inquiry.received ?? []).map(({ at, subject, text }) => ({ at, subject, text })),
      { at: mail.at.toISOString(), subject: mail.subject.slice(0, 300), text: mail.text.slice(0, maxTextLength) || '—' },
    ]
    await payload.update({
      collection: 'inquiries',
      id,
      data: { received, ...(inquiry.status === 'answered' ? { status: 'in-progress' } : {}) },
      overrideAccess: true,
      overrideLock: false,
      req: nestedReq(req),
    })
    return true
  })
}

/** Starts the listener (resolves with its port once it listens); null without INBOUND_SMTP_PORT. */
export async function startInbound(
  payload: Payload,
  port = config().INBOUND_SMTP_PORT,
  host = config().INBOUND_SMTP_HOST,
): Promise<{ port: number; close: () => Promise<void> } | null> {
  if (port === undefined) return null
  const gallery = await galleryEmail(payload)
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxInboundBytes,
    logger: false,
    banner: 'Vernissage',
    onRcptTo(address, _session, callback) {
      if (caseOfAddress(address.address, gallery) === null) {
        const refusal = Object.assign(new Error('No such case address here'), { responseCode: 550 })
        return callback(refusal)
      }
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 })
          const cases = [...new Set(session.envelope.rcptTo.map((rcpt) => caseOfAddress(rcpt.address, gallery)).filter((id): id is number => id !== null))]
          for (const id of cases) await fileIntoCase(payload, id, { subject: parsed.subject ?? '', text: (parsed.text ?? '').trim(), at: parsed.date ?? new Date() })
          callback()
        })
        .catch((error: Error & { responseCode?: number }) => {
          payload.logger.warn(`inbound mail: ${error.message}`)
          callback(Object.assign(new Error(error.responseCode ? error.message : 'Try again later'), { responseCode: error.responseCode ?? 451 }))
        })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  server.on('error', (error) => payload.logger.warn(`inbound mail: ${error.message}`))
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

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
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'

import { payloadSecret } from '@/cms/secret'
import { config } from '@/config/env.mjs'
import { galleryEmail } from '@/features/forms/mail'

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

/** Files one received mail under its case; false when there is no such case (or it was erased). */
export async function fileIntoCase(payload: Payload, id: number, mail: { subject: string; text: string; at: Date }): Promise<boolean> {
  const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, disableErrors: true })
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
  })
  return true
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

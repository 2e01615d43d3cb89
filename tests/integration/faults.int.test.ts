/**
 * Faults (issue 15 point 6, issue 16 point 4), on the real database of this run and a real SMTP
 * server: the SMTP server down during submissions and then back, with several deliveries racing
 * for the same mails (the one after a form post and the retry loops of several instances); and
 * the process killed with SIGKILL in the middle of a burst of submissions. Every acknowledged
 * submission is stored with its mails, and every mail is sent exactly once.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { saveContact } from '@/features/forms/contact'
import { deliverDue, deliverMail, queuePendingMails, type PendingMails } from '@/features/forms/mail'

import { scriptCommand } from '../../scripts/runScript.mjs'
import { emptyOutbox, testPayload } from './payload'

const root = path.resolve(import.meta.dirname, '../..')

/** A real SMTP server that records the recipients of every mail it accepts. */
async function smtp(port = 0) {
  const received: string[][] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((recipient) => recipient.address))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const address = server.server.address() as AddressInfo
  return { received, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A port nothing listens on: an SMTP server that is down. */
async function freePort(): Promise<number> {
  const probe = await smtp()
  await probe.close()
  return probe.port
}

let payload: Payload
const savedEnv = { SMTP_URL: process.env.SMTP_URL, GALLERY_EMAIL: process.env.GALLERY_EMAIL }

beforeAll(async () => {
  payload = await testPayload()
  await emptyOutbox(payload)
  process.env.GALLERY_EMAIL = 'faults-gallery@vernissage.test'
})

/** Every burst started, killed whatever happens to the test (a burst left running never ends). */
const started: ChildProcess[] = []

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const later = () => new Date(Date.now() + 60 * 60 * 1000)
const input = (email: string) => ({ name: 'Fault Test', email, subject: 'Still available?', message: 'Is the work still available?', consent: true })

/** Every outbox mail of the submissions from these addresses (the visitor's confirmation and the gallery's notice). */
async function mailsOf(emails: string[]) {
  const visitor = await payload.find({ collection: 'mail-outbox', where: { to: { in: emails } }, limit: 1000, depth: 0, overrideAccess: true })
  const gallery = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ to: { equals: 'faults-gallery@vernissage.test' } }, { or: emails.map((email) => ({ text: { contains: email } })) }] },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  return [...visitor.docs, ...gallery.docs]
}

describe('SMTP down during submissions, then back', () => {
  it('keeps every mail, and sends each exactly once although three deliveries race for it', async () => {
    const down = await freePort()
    process.env.SMTP_URL = `smtp://127.0.0.1:${down}`
    const emails = Array.from({ length: 6 }, (_, i) => `down-${process.pid}-${Date.now().toString(36)}-${i}@faults.test`)
    for (const email of emails) {
      const { mailIds } = await saveContact(payload, input(email), { locale: 'en' })
      for (const id of mailIds) expect(await deliverMail(payload, id)).toBe('queued')
    }
    expect((await mailsOf(emails)).every((mail) => mail.status === 'queued' && mail.attempts === 1)).toBe(true)

    const server = await smtp(down)
    try {
      // The retry loops of three instances wake at the same moment.
      const sent = await Promise.all([deliverDue(payload, later()), deliverDue(payload, later()), deliverDue(payload, later())])
      expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(emails.length * 2)
      for (const email of emails) {
        expect(
          server.received.filter((to) => to.includes(email)),
          email,
        ).toHaveLength(1)
      }
      const mails = await mailsOf(emails)
      expect(mails).toHaveLength(emails.length * 2)
      expect(mails.every((mail) => mail.status === 'sent')).toBe(true)
      const notices = server.received.filter((to) => to.includes('faults-gallery@vernissage.test'))
      expect(notices.length).toBeGreaterThanOrEqual(emails.length)
      // Nothing is left for a later loop to send a second time.
      expect(await deliverDue(payload, later())).toBe(0)
    } finally {
      await server.close()
    }
  })

  it('a delivery that finds the mail claimed by another leaves it alone', async () => {
    const server = await smtp()
    process.env.SMTP_URL = `smtp://127.0.0.1:${server.port}`
    try {
      const email = `race-${process.pid}-${Date.now().toString(36)}@faults.test`
      const { mailIds } = await saveContact(payload, input(email), { locale: 'de' })
      const results = await Promise.all(mailIds.flatMap((id) => [deliverMail(payload, id), deliverMail(payload, id), deliverMail(payload, id)]))
      expect(results.filter((result) => result === 'sent')).toHaveLength(mailIds.length)
      expect(server.received.filter((to) => to.includes(email))).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})

describe('mails a killed process left pending in a submission', () => {
  it('are queued once each however many starts find them at once, with the id in the admin link', async () => {
    const email = `pending-${process.pid}-${Date.now().toString(36)}@faults.test`
    const idMark = `inquiry-mark-${Date.now().toString(36)}`
    const pending: PendingMails = {
      key: `inquiries:${idMark}`,
      idMark,
      mails: [
        { to: email, locale: 'de', subject: 'Danke', text: 'Wir melden uns.' },
        {
          to: 'faults-gallery@vernissage.test',
          locale: 'de',
          replyTo: email,
          subject: 'Neue Anfrage',
          text: `Von ${email}: https://example.test/admin/collections/inquiries/${idMark}`,
        },
      ],
    }
    // What a kill between storing the inquiry and queueing its mails leaves behind.
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: { kind: 'contact', status: 'new', locale: 'de', name: 'Pending', email, subject: 'Pending', message: 'Pending mails', mailsPending: pending },
      overrideAccess: true,
    })
    // Three processes start at the same moment.
    const found = (await Promise.all([queuePendingMails(payload), queuePendingMails(payload), queuePendingMails(payload)])).flat()
    expect(new Set(found.map(String)).size).toBe(2)
    const mails = await mailsOf([email])
    expect(mails).toHaveLength(2)
    expect(mails.find((mail) => mail.to !== email)?.text).toContain(`/admin/collections/inquiries/${inquiry.id}`)
    expect(mails.some((mail) => String(mail.text).includes(idMark))).toBe(false)
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0, overrideAccess: true })).mailsPending ?? null).toBeNull()
    expect((await queuePendingMails(payload)).map(String)).not.toContain(String(mails[0].id))
  })
})

describe('the process killed with SIGKILL during a burst of submissions', () => {
  it('has every acknowledged submission stored with both its mails, and sends them exactly once after the restart', async () => {
    const prefix = `kill-${process.pid}-${Date.now().toString(36)}`
    const acked: Array<{ n: number; inquiryId: string }> = []
    let errors = ''
    // One Node process (scripts/runScript.mjs's command), so that SIGKILL hits the process doing the work.
    // No SMTP_URL: the child only stores, as the app does before it answers the visitor.
    const { command, args, env } = await scriptCommand('tests/integration/fixtures/submitBurst.ts', [prefix], { ...process.env, SMTP_URL: '' })
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const running = child
    started.push(running)
    running.stderr!.on('data', (chunk) => (errors += chunk))
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no 40 acknowledgements within 120 s: ${acked.length} (${errors.slice(-500)})`)), 120_000)
      let buffer = ''
      running.stdout!.on('data', (chunk) => {
        buffer += chunk
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          const match = /^ack (\d+) (\S+)$/.exec(line)
          if (match) acked.push({ n: Number(match[1]), inquiryId: match[2] })
        }
        if (acked.length >= 40) {
          clearTimeout(timer)
          // In the middle of the burst: four submissions are on their way.
          running.kill('SIGKILL')
          resolve()
        }
      })
      running.on('exit', (code, signal) => {
        if (signal === 'SIGKILL') return
        clearTimeout(timer)
        reject(new Error(`the burst ended by itself (${code}): ${errors.slice(-1000)}`))
      })
    })
    expect(acked.length).toBeGreaterThanOrEqual(40)
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve(null) : child.once('exit', resolve)))

    // Every acknowledged submission is there...
    const stored = await payload.find({ collection: 'inquiries', where: { email: { like: `${prefix}-` } }, limit: 1000, depth: 0, overrideAccess: true })
    const storedIds = new Set(stored.docs.map((doc) => String(doc.id)))
    for (const { inquiryId } of acked) expect(storedIds.has(inquiryId), `inquiry ${inquiryId}`).toBe(true)
    // The restarted process queues what the kill left pending in the submissions' rows (on
    // SQLite, where there is no transaction; on PostgreSQL there is nothing to find)...
    const pending = await queuePendingMails(payload)
    console.log(`SIGKILL burst: ${stored.docs.length} stored, ${acked.length} acknowledged, ${pending.length} mails found pending at the restart`)
    // ...and then every stored submission, even one the kill caught half-way, has both its mails, once.
    const emails = stored.docs.map((doc) => doc.email as string)
    const mails = await mailsOf(emails)
    for (const email of emails) {
      expect(
        mails.filter((mail) => mail.to === email),
        email,
      ).toHaveLength(1)
      expect(
        mails.filter((mail) => mail.to !== email && String(mail.text).includes(email)),
        email,
      ).toHaveLength(1)
    }
    const again = await payload.find({ collection: 'inquiries', where: { email: { like: `${prefix}-` } }, limit: 1000, depth: 0, overrideAccess: true })
    expect(again.docs.filter((doc) => doc.mailsPending)).toEqual([])
    expect(await queuePendingMails(payload)).toEqual([])

    // After the restart the retry loops (two instances) send them, once each.
    const server = await smtp()
    process.env.SMTP_URL = `smtp://127.0.0.1:${server.port}`
    try {
      for (let round = 0; round < 10 && (await mailsOf(emails)).some((mail) => mail.status === 'queued'); round++) {
        await Promise.all([deliverDue(payload, later()), deliverDue(payload, later())])
      }
      const counts = emails.map((email) => server.received.filter((to) => to.includes(email)).length)
      const lost = counts.filter((count) => count === 0).length
      const doubled = counts.reduce((sum, count) => sum + Math.max(0, count - 1), 0)
      console.log(`SIGKILL burst: ${emails.length} stored submissions, visitor mails lost ${lost}, doubled ${doubled}`)
      for (const [index, email] of emails.entries()) expect(counts[index], email).toBe(1)
      expect((await mailsOf(emails)).every((mail) => mail.status === 'sent')).toBe(true)
    } finally {
      await server.close()
    }
  })
})

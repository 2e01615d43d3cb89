/**
 * Staff sell from the admin (issue 36), against a real Payload on SQLite and PostgreSQL and a real
 * SMTP server started here: the migration of the old statuses, a case's states reaching its
 * works, the reservation that lapses by its date (and the scheduled check that drops caches then),
 * the reply through the outbox, the erasure, and the price lists and wall labels read back from
 * their PDFs (text and QR codes) in both languages, with the gallery's letterhead and the works'
 * pictures, and the PDFs a reply carries as they reach the SMTP server.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-sqlite'
import { handleEndpoints, type Payload } from 'payload'
import nodemailer from 'nodemailer'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onContentChange, type ContentChange } from '@/cms/changes'
import { databaseKind } from '@/cms/database'
import config from '@/payload.config'
import { saveContact } from '@/features/forms/contact'
import { availabilityOf } from '@/features/explorer/facets'
import { untaggedExplorerIndex } from '@/features/explorer/loaders'
import { reminderDue, remindHolds } from '@/features/sales/holdReminder'
import { caseAddress, caseOfAddress, fileIntoCase, startInbound } from '@/features/sales/inbound'
import { announceLapses } from '@/features/sales/lapse'
import { deliverDue, deliverMail } from '@/features/forms/mail'
import { labelSheet } from '@/features/sales/pdf'
import { endOfGalleryDay, galleryDayKey, wallTime } from '@/base/dates'
import { isReserved } from '@/base/reservation'
import { siteUrl } from '@/features/seo/siteUrl'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'

import { attachments, parse } from './fixtures/mail'
import { pdfQrCodes, pdfText } from './fixtures/pdf'
import { emptyOutbox, testPayload, uniqueSlug } from './payload'

let payload: Payload
let token = ''
let staffId: number
const password = 'Galerie-verkauft-2026!'

type Received = { to: string[]; raw: string }
const received: Received[] = []
let smtp: SMTPServer | undefined
const env = { SMTP_URL: process.env.SMTP_URL, GALLERY_EMAIL: process.env.GALLERY_EMAIL }

async function rest(method: string, path: string, { auth = true, body, language }: { auth?: boolean; body?: unknown; language?: string } = {}) {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {}
  if (auth) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  return handleEndpoints({ config, request: new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }) })
}

let artistId: number
async function work(title: Record<'de' | 'en', string>, data: Record<string, unknown> = {}) {
  const slug = uniqueSlug('sales-work')
  const doc = await payload.create({
    collection: 'artworks',
    data: { title: title.de, slug, artist: artistId, year: 2024, dimensions: { height: 120, width: 90.5 }, edition: '2/5', _status: 'published', ...data },
    locale: 'de',
    overrideAccess: true,
  })
  await payload.update({ collection: 'artworks', id: doc.id, data: { title: title.en, slug: `${slug}-en` }, locale: 'en', overrideAccess: true })
  return { id: doc.id, slug, slugEn: `${slug}-en` }
}

function inquiryFor(workIds: number[], locale: 'de' | 'en', email = `besuch-${randomUUID().slice(0, 8)}@example.org`) {
  return saveContact(
    payload,
    { name: 'Zoë Ångström', email, subject: 'Blaues Bild', message: 'Ist das Bild noch zu haben?\nViele Grüße', consent: true },
    { locale, ipHash: 'hash', userAgent: 'vitest', artworks: workIds.map((id) => ({ id, title: 'x', galleryTitle: 'x' })) },
  )
}

beforeAll(async () => {
  payload = await testPayload()
  await emptyOutbox(payload)
  const email = `verkauf-${randomUUID().slice(0, 8)}@galerie.test`
  staffId = (await payload.create({ collection: 'users', data: { role: 'administrator', email, password }, overrideAccess: true })).id
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
  artistId = (
    await payload.create({
      collection: 'artists',
      data: { name: 'Jürgen Müßig-Éluard', slug: uniqueSlug('mussig'), personType: 'artist', _status: 'published' },
      overrideAccess: true,
    })
  ).id
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', () => resolve()))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.GALLERY_EMAIL = 'galerie@vernissage.test'
})

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

type Drizzle = {
  run?: (query: unknown) => Promise<unknown>
  all?: (query: unknown) => Promise<Array<Record<string, unknown>>>
  execute?: (query: unknown) => Promise<{ rows: Array<Record<string, unknown>> }>
}

describe('the migration of issue 36', () => {
  it('turns an archived inquiry into a closed case and orders the list, on this database (down, a row of before, up)', async () => {
    const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
    const postgres = databaseKind() === 'postgres'
    type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
    const list: Migration[] = postgres ? postgresMigrations : sqliteMigrations
    const migration = list.find((entry) => entry.name.endsWith('_sales_pipeline'))!
    const args = { db: drizzle, payload, req: {} } as never
    const query = async (statement: ReturnType<typeof sql>) => (postgres ? (await drizzle.execute!(statement)).rows : await drizzle.all!(statement))
    // A case with its mails, as a database in use has them: the way down (which takes the mails'
    // link to their case away with the column) and back up keeps the case and every mail.
    const before = await work({ de: 'Vorher', en: 'Before' }, { price: 1000 })
    const kept = await inquiryFor([before.id], 'de')
    // The migrations after it go down first and up again after it, as a real way down and up: on
    // SQLite the delete actions (20261128_184500_delete_actions) of the columns this one adds back,
    // without which the shared database's later deletes are refused (deletes.int.test.ts).
    const later = list.slice(list.indexOf(migration) + 1)
    for (const next of [...later].reverse()) await next.down(args)
    await migration.down(args)
    const now = new Date().toISOString()
    const rows = await query(
      sql`INSERT INTO inquiries (kind, status, locale, name, email, message, updated_at, created_at) VALUES ('contact', 'archived', 'de', 'Alt', 'alt@example.org', 'Alte Nachricht', ${now}, ${now}) RETURNING id`,
    )
    const id = Number(rows[0].id)
    await migration.up(args)
    for (const next of later) await next.up(args)
    const [after] = await query(sql`SELECT status, status_rank FROM inquiries WHERE id = ${id}`)
    expect(after.status).toBe('closed')
    expect(Number(after.status_rank)).toBe(5)
    const doc = await payload.findByID({ collection: 'inquiries', id, overrideAccess: true })
    expect(doc.status).toBe('closed')
    expect((await payload.findByID({ collection: 'inquiries', id: kept.inquiryId, overrideAccess: true, depth: 0 })).artworks).toEqual([before.id])
    const mails = await payload.find({ collection: 'mail-outbox', where: { id: { in: kept.mailIds } }, overrideAccess: true, depth: 0 })
    expect(mails.docs.map((mail) => mail.id).sort()).toEqual([...kept.mailIds].sort())
    // The six values of the contract are accepted, anything else refused (sold last: a sold case is
    // never closed "without sale", issue 49 point 3).
    for (const status of ['new', 'in-progress', 'answered', 'reserved', 'closed', 'sold'] as const) {
      await payload.update({ collection: 'inquiries', id, data: { status }, overrideAccess: true })
    }
    await expect(payload.update({ collection: 'inquiries', id, data: { status: 'archived' as never }, overrideAccess: true })).rejects.toThrow()
  })
})

describe('a case and its works', () => {
  it('goes new → reserved → sold, and its work follows: reserved for the case until its date, then sold with the day and price kept for staff', async () => {
    const blue = await work({ de: 'Blaues Bild', en: 'Blue picture' }, { price: 4200 })
    const { inquiryId, mailIds } = await inquiryFor([blue.id], 'en')
    const created = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })
    expect(created).toMatchObject({ status: 'new', statusRank: 0, kind: 'inquiry', artists: [artistId] })
    // The confirmation and the notification are on the case.
    const mails = await payload.find({ collection: 'mail-outbox', where: { inquiry: { equals: inquiryId } }, overrideAccess: true, depth: 0 })
    expect(mails.docs.map((mail) => mail.id).sort()).toEqual([...mailIds].sort())

    // A hold is a day: to the end of that day in Berlin (issue 45, src/features/sales/holdDate.ts).
    const until = endOfGalleryDay(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000))!
    await payload.update({ collection: 'inquiries', id: inquiryId, data: { status: 'reserved', reservedUntil: until, assignee: staffId }, overrideAccess: true })
    const reserved = await payload.findByID({ collection: 'artworks', id: blue.id, overrideAccess: true, depth: 0 })
    expect(reserved.reservedUntil).toBe(until)
    expect(reserved.reservedFor).toBe(inquiryId)
    expect(reserved.reservedAt).toBeTruthy()
    expect(isReserved(reserved)).toBe(true)
    // The public sees the date, not whom it is for.
    const seen = await payload.findByID({ collection: 'artworks', id: blue.id, overrideAccess: false, depth: 0 })
    expect(seen.reservedUntil).toBe(until)
    expect(seen.reservedFor).toBeUndefined()

    await payload.update({ collection: 'inquiries', id: inquiryId, data: { status: 'sold' }, overrideAccess: true })
    const sold = await payload.findByID({ collection: 'artworks', id: blue.id, overrideAccess: true, depth: 0 })
    expect(sold).toMatchObject({ sold: true, soldPrice: 4200, reservedUntil: null })
    expect(Date.now() - Date.parse(sold.soldAt!)).toBeLessThan(60_000)
    const publicSold = await payload.findByID({ collection: 'artworks', id: blue.id, overrideAccess: false, depth: 0 })
    expect(publicSold.sold).toBe(true)
    expect(publicSold.soldPrice).toBeUndefined()
    expect(publicSold.soldAt).toBeUndefined()
    const settled = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })
    expect(settled.statusRank).toBe(4)
  })

  it('gives a reservation back when its case closes without sale, and leaves another case’s reservation alone', async () => {
    const red = await work({ de: 'Rotes Bild', en: 'Red picture' }, { price: 900 })
    const first = await inquiryFor([red.id], 'de')
    await payload.update({ collection: 'inquiries', id: first.inquiryId, data: { status: 'reserved' }, overrideAccess: true })
    const held = await payload.findByID({ collection: 'artworks', id: red.id, overrideAccess: true, depth: 0 })
    // No date given: two weeks.
    expect(Date.parse(held.reservedUntil!) - Date.now()).toBeGreaterThan(13 * 24 * 60 * 60 * 1000)
    const second = await inquiryFor([red.id], 'de')
    await payload.update({ collection: 'inquiries', id: second.inquiryId, data: { status: 'closed' }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'artworks', id: red.id, overrideAccess: true, depth: 0 })).reservedFor).toBe(first.inquiryId)
    await payload.update({ collection: 'inquiries', id: first.inquiryId, data: { status: 'closed' }, overrideAccess: true })
    const released = await payload.findByID({ collection: 'artworks', id: red.id, overrideAccess: true, depth: 0 })
    expect(released).toMatchObject({ reservedUntil: null, reservedFor: null, sold: false })
  })

  it('lists new cases first', async () => {
    const { docs } = await payload.find({ collection: 'inquiries', overrideAccess: true, depth: 0, limit: 200 })
    const ranks = docs.map((doc) => doc.statusRank ?? 0)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })

  it('takes a reservation date through the REST API from staff only', async () => {
    const green = await work({ de: 'Grünes Bild', en: 'Green picture' }, { price: 1500 })
    const until = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    expect((await rest('PATCH', `/api/artworks/${green.id}`, { auth: false, body: { reservedUntil: until } })).status).toBe(403)
    const response = await rest('PATCH', `/api/artworks/${green.id}`, { body: { reservedUntil: until } })
    expect(response.status).toBe(200)
    const doc = await payload.findByID({ collection: 'artworks', id: green.id, overrideAccess: false, depth: 0 })
    // Kept as the end of that day in Berlin (issue 45).
    expect(doc.reservedUntil).toBe(endOfGalleryDay(until))
    expect(doc._status).toBe('published')
  })
})

describe('a reservation lapses by its date', () => {
  it('reads as reserved before and as not reserved after, with no write; the scheduled check then announces the work so caches drop it', async () => {
    const grey = await work({ de: 'Graues Bild', en: 'Grey picture' }, { price: 2500 })
    // A hold whose day ends in 2.5 s (as one does at 23:59:57.5 in Berlin): written to the row as
    // it is stored, since every save makes a date the end of its day (issue 45).
    const until = new Date(Date.now() + 2500)
    await payload.db.updateOne({ collection: 'artworks', id: grey.id, data: { reservedUntil: until.toISOString(), updatedAt: new Date().toISOString() } })
    const index = await untaggedExplorerIndex('de')
    const before = index.items.find((item) => item.id === grey.id)!
    expect(availabilityOf(before)).toContain('reserved')
    expect(index.nextLapse).not.toBeNull()

    const heard: ContentChange[] = []
    const stop = onContentChange((change) => {
      if (change.collection === 'artworks' && String(change.id) === String(grey.id)) heard.push(change)
    })
    try {
      // The check runs every 5 s in every process that loaded the config (src/features/sales/lapse.ts): this one too.
      await expect.poll(() => heard.length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(0)
    } finally {
      stop()
    }
    expect(Date.now()).toBeGreaterThanOrEqual(until.getTime())
    const change = heard[0]
    expect(change.tags).toEqual(expect.arrayContaining(['artworks', `artworks:${grey.id}`]))
    expect((change.live as { artwork: { reservedUntil: string } }).artwork.reservedUntil).toBe(until.toISOString())
    const stored = await payload.findByID({ collection: 'artworks', id: grey.id, overrideAccess: true, depth: 0 })
    // Nothing was written: the date is still there and simply in the past.
    expect(stored.reservedUntil).toBe(until.toISOString())
    expect(isReserved(stored)).toBe(false)
    const after = (await untaggedExplorerIndex('de')).items.find((item) => item.id === grey.id)!
    expect(availabilityOf(after)).toEqual(expect.arrayContaining(['for-sale']))
    expect(availabilityOf(after)).not.toContain('reserved')
  })
})

describe('the hold reminder (issue 49 point 3)', () => {
  it('reminds the assignee once, from 9:00 on the day before the hold’s last day, through the outbox to their inbox; a hold further off waits', async () => {
    const green = await work({ de: 'Grünes Bild', en: 'Green picture' }, { price: 2600, inventory: `G-${randomUUID().slice(0, 6)}` })
    const later = await work({ de: 'Spätes Bild', en: 'Late picture' }, { price: 2700 })
    const soon = (await inquiryFor([green.id], 'de')).inquiryId
    const far = (await inquiryFor([later.id], 'de')).inquiryId
    // The last day is the day after tomorrow (Berlin): due tomorrow at 9:00.
    const lastDay = endOfGalleryDay(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))!
    await payload.update({ collection: 'inquiries', id: soon, data: { status: 'reserved', reservedUntil: lastDay, assignee: staffId }, overrideAccess: true })
    await payload.update({
      collection: 'inquiries',
      id: far,
      data: { status: 'reserved', reservedUntil: endOfGalleryDay(new Date(Date.now() + 6 * 24 * 60 * 60 * 1000))!, assignee: staffId },
      overrideAccess: true,
    })
    const due = reminderDue(lastDay)!
    expect(wallTime(due)).toMatchObject({ hour: 9, minute: 0 })
    expect(galleryDayKey(new Date(due.getTime() + 24 * 60 * 60 * 1000))).toBe(galleryDayKey(lastDay))

    expect(await remindHolds(payload, new Date(due.getTime() - 60_000))).not.toContain(soon)
    const staff = await payload.findByID({ collection: 'users', id: staffId, overrideAccess: true, depth: 0 })
    const started = Date.now()
    expect(await remindHolds(payload, due)).toContain(soon)
    const inbox = () => received.filter((entry) => entry.to.includes(staff.email) && parse(entry.raw, entry.to).text.includes(`Fall ${soon}`))
    expect(inbox()).toHaveLength(1)
    console.log(`hold reminder: due moment to the assignee's inbox in ${Date.now() - started} ms`)
    const mail = parse(inbox()[0].raw, inbox()[0].to).text
    expect(mail).toContain('Grünes Bild')
    expect(mail).toContain(`/admin/collections/inquiries/${soon}`)
    expect(mail).toContain('the hold for Zo')
    expect(mail).not.toContain('2600')
    // Looked at again (another instance, a restart): no second mail.
    await remindHolds(payload, new Date(due.getTime() + 5 * 60_000))
    expect(inbox()).toHaveLength(1)
    expect(received.filter((entry) => parse(entry.raw, entry.to).text.includes(`Fall ${far}`))).toEqual([])
    // A hold moved to another day is reminded again when that one is near.
    const moved = endOfGalleryDay(new Date(Date.parse(lastDay) + 24 * 60 * 60 * 1000))!
    await payload.update({ collection: 'inquiries', id: soon, data: { reservedUntil: moved }, overrideAccess: true })
    await remindHolds(payload, reminderDue(moved)!)
    expect(inbox()).toHaveLength(2)
  })
})

describe('waiting behind a hold (issue 49 point 3)', () => {
  it('tells the waiting visitor in their language once the hold is given back, and once its date lapses; the case is back in progress', async () => {
    const held = await work({ de: 'Wartebild', en: 'Waiting picture' }, { price: 1900 })
    const holder = (await inquiryFor([held.id], 'de')).inquiryId
    const waiterEmail = `wartet-${randomUUID().slice(0, 8)}@example.org`
    const waiter = (await inquiryFor([held.id], 'en', waiterEmail)).inquiryId
    await payload.update({
      collection: 'inquiries',
      id: holder,
      data: { status: 'reserved', reservedUntil: endOfGalleryDay(new Date(Date.now() + 3 * 86_400_000)) },
      overrideAccess: true,
    })
    await payload.update({ collection: 'inquiries', id: waiter, data: { waiting: true }, overrideAccess: true })
    const toWaiter = () =>
      received
        .filter((entry) => entry.to.includes(waiterEmail))
        .map((entry) => parse(entry.raw, entry.to))
        .filter((mail) => mail.subject.includes('available again'))
    expect(toWaiter()).toEqual([])

    // The holding case closes without sale: the work is free, the waiting visitor is told (by the outbox, once committed).
    await payload.update({ collection: 'inquiries', id: holder, data: { status: 'closed' }, overrideAccess: true })
    await deliverDue(payload, new Date(Date.now() + 5 * 60_000))
    expect(toWaiter()).toHaveLength(1)
    expect(toWaiter()[0]).toMatchObject({ subject: '"Waiting picture" is available again', language: 'en' })
    expect(toWaiter()[0].text).toContain(`/en/artworks/${held.slugEn}`)
    expect(toWaiter()[0].text).not.toContain('1900')
    expect(await payload.findByID({ collection: 'inquiries', id: waiter, overrideAccess: true, depth: 0 })).toMatchObject({ waiting: false, status: 'in-progress' })

    // A hold that lapses by its date tells whoever waits, from the lapse check, once.
    const until = endOfGalleryDay(new Date(Date.now() + 86_400_000))!
    await payload.update({ collection: 'inquiries', id: holder, data: { status: 'reserved', reservedUntil: until }, overrideAccess: true })
    await payload.update({ collection: 'inquiries', id: waiter, data: { waiting: true }, overrideAccess: true })
    const after = new Date(Date.parse(until) + 1000)
    await announceLapses(payload, new Date(Date.parse(until) - 1000), after)
    await announceLapses(payload, new Date(Date.parse(until) - 1000), after)
    expect(toWaiter()).toHaveLength(2)
  })
})

describe('replying and erasing', () => {
  it('sends the reply through the outbox from the gallery, in the visitor’s language, and keeps it on the case', async () => {
    const yellow = await work({ de: 'Gelbes Bild', en: 'Yellow picture' }, { price: 3100 })
    const email = `reply-${randomUUID().slice(0, 8)}@example.org`
    const { inquiryId } = await inquiryFor([yellow.id], 'en', email)
    expect((await rest('POST', `/api/inquiries/${inquiryId}/reply`, { auth: false, body: { text: 'Hallo' } })).status).toBe(403)
    const empty = await rest('POST', `/api/inquiries/${inquiryId}/reply`, { body: { text: '  ' } })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { error: { de: string; en: string } }).error).toEqual({ de: 'Bitte einen Antworttext schreiben.', en: 'Please write the text of the reply.' })

    // The request the admin's "Antwort senden" makes; it answers once the SMTP server has the mail.
    const clicked = Date.now()
    const response = await rest('POST', `/api/inquiries/${inquiryId}/reply`, { body: { text: 'Dear Ms Ångström, the picture is still available.' } })
    expect(response.status).toBe(200)
    console.log(`case reply: the click's request to the visitor's inbox in ${Date.now() - clicked} ms`)
    const { mailId, delivery } = (await response.json()) as { mailId: number; delivery: string }
    expect(delivery).toBe('sent')
    const mail = received.find((entry) => entry.to.includes(email) && entry.raw.includes('still available'))!
    expect(mail).toBeTruthy()
    expect(mail.raw).toMatch(/^From: Vernissage <galerie@vernissage\.test>/m)
    expect(mail.raw).toMatch(/^Content-Language: en/m)
    expect(mail.raw).toMatch(/^Subject: Your inquiry to Galerie Vernissage: Blaues Bild/m)
    expect(mail.raw).toContain('Kind regards')
    expect(mail.raw).toContain('> Ist das Bild noch zu haben?')
    // An account without a name signs as the gallery, never with its address (issue 49 point 2).
    expect(mail.raw).not.toMatch(/^Kind regards\r?\n\S+@/m)
    expect(mail.raw).toMatch(/^Kind regards\r?\nGalerie Vernissage/m)
    const stored = await payload.findByID({ collection: 'mail-outbox', id: mailId, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ inquiry: inquiryId, status: 'sent', to: email, locale: 'en' })
    const answered = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })
    expect(answered).toMatchObject({ status: 'answered', assignee: staffId })
  })

  it('files the visitor’s answer into the case through the case’s own address, and refuses a forged or unknown one (issue 49 point 2)', async () => {
    const white = await work({ de: 'Weißes Bild', en: 'White picture' }, { price: 5100 })
    const email = `antwort-${randomUUID().slice(0, 8)}@example.org`
    const { inquiryId } = await inquiryFor([white.id], 'de', email)
    process.env.INBOUND_SMTP_PORT = '1'
    const inbound = (await startInbound(payload, 0))!
    try {
      // The reply carries the case's own address as Reply-To.
      expect((await rest('POST', `/api/inquiries/${inquiryId}/reply`, { body: { text: 'Das Bild ist noch frei.' } })).status).toBe(200)
      const reply = parse(received.find((entry) => entry.to.includes(email) && entry.raw.includes('noch frei'))!.raw, [email])
      const own = caseAddress('galerie@vernissage.test', inquiryId)
      expect(reply.header('Reply-To')).toBe(own)
      expect(caseOfAddress(own, 'galerie@vernissage.test')).toBe(inquiryId)

      // The visitor answers; the gallery's mail server hands the mail to the site.
      const relay = nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true })
      const started = Date.now()
      await relay.sendMail({ from: email, to: own, subject: 'Re: Ihre Anfrage', text: 'Danke! Ich möchte es am Samstag ansehen.\n\n> Das Bild ist noch frei.' })
      console.log(`mail into case: answer handed over to filed in the case in ${Date.now() - started} ms`)
      const filed = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })
      expect(filed.received?.at(-1)).toMatchObject({ subject: 'Re: Ihre Anfrage', text: expect.stringContaining('am Samstag ansehen') })
      expect(filed.status).toBe('in-progress')

      // A forged tag, another case's number with this tag, or a stranger's address: refused before the body.
      const forged = own.replace(/-([0-9a-f]{12})@/, '-000000000000@')
      const otherCase = own.replace(`fall-${inquiryId}-`, `fall-${Number(inquiryId) + 1}-`)
      for (const to of [forged, otherCase, 'jemand@vernissage.test']) {
        await expect(relay.sendMail({ from: email, to, subject: 'x', text: 'x' }), to).rejects.toMatchObject({ responseCode: 550 })
      }
      expect((await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })).received).toHaveLength(1)
    } finally {
      await inbound.close()
      delete process.env.INBOUND_SMTP_PORT
    }
  })

  it('keeps every answer when several come into one case at once, and waits while staff have the case open (issue 49 point 2)', async () => {
    const email = `zugleich-${randomUUID().slice(0, 8)}@example.org`
    const { inquiryId } = await inquiryFor([(await work({ de: 'Graues Bild', en: 'Grey picture' }, { price: 2300 })).id], 'de', email)
    const id = Number(inquiryId)
    // Five answers at the same moment: each reads the case and writes it back; none may be lost.
    const texts = [1, 2, 3, 4, 5].map((n) => `Antwort ${n}`)
    await Promise.all(texts.map((text, n) => fileIntoCase(payload, id, { subject: `Re ${n}`, text, at: new Date(Date.now() + n) })))
    const filed = await payload.findByID({ collection: 'inquiries', id, overrideAccess: true, depth: 0 })
    expect((filed.received ?? []).map((entry) => entry.text).sort()).toEqual(texts)

    // Staff have the case open in the admin (Payload's document lock): their next save would send
    // the mails they see, so the site does not write under them, and the mail server is told to try again.
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'inquiries', value: id }, user: { relationTo: 'users', value: staffId } },
      overrideAccess: true,
    })
    process.env.INBOUND_SMTP_PORT = '1'
    const inbound = (await startInbound(payload, 0))!
    try {
      const relay = nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true })
      const own = caseAddress('galerie@vernissage.test', id)
      await expect(relay.sendMail({ from: email, to: own, subject: 'Re: später', text: 'Noch eine Frage.' })).rejects.toMatchObject({ responseCode: 451 })
      expect((await payload.findByID({ collection: 'inquiries', id, overrideAccess: true, depth: 0 })).received).toHaveLength(5)
      await payload.delete({ collection: 'payload-locked-documents', id: lock.id, overrideAccess: true })
      // The mail server's next attempt is filed.
      await relay.sendMail({ from: email, to: own, subject: 'Re: später', text: 'Noch eine Frage.' })
      expect((await payload.findByID({ collection: 'inquiries', id, overrideAccess: true, depth: 0 })).received?.at(-1)).toMatchObject({ text: 'Noch eine Frage.' })
    } finally {
      await inbound.close()
      delete process.env.INBOUND_SMTP_PORT
    }
  })

  it('signs a reply with the staff member’s name or own signature, and never closes twice (issue 49 point 2)', async () => {
    const email = `signed-${randomUUID().slice(0, 8)}@example.org`
    const { inquiryId } = await inquiryFor([(await work({ de: 'Rotes Feld', en: 'Red field' }, { price: 2900 })).id], 'de', email)
    const original = await payload.findByID({ collection: 'users', id: staffId, depth: 0, overrideAccess: true })
    try {
      await payload.update({ collection: 'users', id: staffId, data: { name: 'Mara Ost' }, overrideAccess: true })
      expect((await rest('POST', `/api/inquiries/${inquiryId}/reply`, { body: { text: 'Das Bild ist noch frei.' } })).status).toBe(200)
      const named = received.find((entry) => entry.to.includes(email) && entry.raw.includes('noch frei'))!
      expect(named.raw).toMatch(/^Mit freundlichen Gr(ü|=C3=BC)(ß|=C3=9F)en\r?\nMara Ost\r?\nGalerie Vernissage/m)

      await payload.update({ collection: 'users', id: staffId, data: { signature: 'Herzliche Grüße\nMara Ost, Verkauf' }, overrideAccess: true })
      expect((await rest('POST', `/api/inquiries/${inquiryId}/reply`, { body: { text: 'Gern zeige ich es Ihnen.\n\nViele Grüße' } })).status).toBe(200)
      const own = received.find((entry) => entry.to.includes(email) && entry.raw.includes('zeige ich'))!
      expect(own.raw).toContain('Mara Ost, Verkauf')
      expect(own.raw).not.toMatch(/Herzliche Gr/)
    } finally {
      await payload.update({ collection: 'users', id: staffId, data: { name: original.name, signature: null }, overrideAccess: true })
    }
  })

  it('closes a sold case as sold, and refuses to close it "without sale" with the reason, in both languages (issue 49 point 3)', async () => {
    const green = await work({ de: 'Grünes Feld', en: 'Green field' }, { price: 2500 })
    const { inquiryId } = await inquiryFor([green.id], 'de', `closing-${randomUUID().slice(0, 8)}@example.org`)
    expect((await rest('PATCH', `/api/inquiries/${inquiryId}`, { body: { status: 'sold' } })).status).toBe(200)
    for (const [language, reason] of [
      ['de', 'Ein verkaufter Fall wird nicht „ohne Verkauf“ abgeschlossen'],
      ['en', 'A sold case is not closed "without sale"'],
    ] as const) {
      const refused = await rest('PATCH', `/api/inquiries/${inquiryId}`, { body: { status: 'closed' }, language })
      expect(refused.status, language).toBe(400)
      expect(JSON.stringify(await refused.json()), language).toContain(reason.replace(/"/g, '\\"'))
    }
    const kept = await payload.findByID({ collection: 'inquiries', id: inquiryId, depth: 0, overrideAccess: true })
    expect(kept.status).toBe('sold')
    expect((await payload.findByID({ collection: 'artworks', id: green.id, depth: 0, overrideAccess: true })).sold).toBe(true)
    // Every other way out of a sale stays open (the sale fell through: back to work on it).
    expect((await rest('PATCH', `/api/inquiries/${inquiryId}`, { body: { status: 'in-progress' } })).status).toBe(200)
  })

  it('erases the visitor’s data on request and keeps the works and amounts', async () => {
    const white = await work({ de: 'Weißes Bild', en: 'White picture' }, { price: 5600 })
    const email = `erase-${randomUUID().slice(0, 8)}@example.org`
    const { inquiryId } = await inquiryFor([white.id], 'de', email)
    await payload.update({ collection: 'inquiries', id: inquiryId, data: { status: 'sold', notes: [{ text: 'Ruft Frau Ångström zurück' }] }, overrideAccess: true })
    expect((await rest('POST', `/api/inquiries/${inquiryId}/anonymise`, { auth: false })).status).toBe(403)
    expect((await rest('POST', `/api/inquiries/${inquiryId}/anonymise`)).status).toBe(200)
    const erased = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })
    expect(JSON.stringify(erased)).not.toContain(email)
    expect(JSON.stringify(erased)).not.toContain('Ruft Frau')
    // A sold case is a business record: it keeps the buyer's name for the invoice (issue 45 point 4).
    expect(erased).toMatchObject({ status: 'sold', artworks: [white.id], name: 'Zoë Ångström' })
    expect(erased.anonymisedAt).toBeTruthy()
    // Its mails leave the outbox.
    const mails = await payload.find({ collection: 'mail-outbox', where: { inquiry: { equals: inquiryId } }, overrideAccess: true, depth: 0 })
    expect(mails.docs.length).toBe(0)
    const kept = await payload.findByID({ collection: 'artworks', id: white.id, overrideAccess: true, depth: 0 })
    expect(kept).toMatchObject({ sold: true, soldPrice: 5600 })
    const refused = await rest('POST', `/api/inquiries/${inquiryId}/reply`, { body: { text: 'Hallo' } })
    expect(refused.status).toBe(409)
  })
})

describe('price lists and wall labels', () => {
  let exhibition: number
  let works: Array<{ id: number; slug: string; slugEn: string }>

  beforeAll(async () => {
    works = [
      await work({ de: 'Straße über Élan', en: 'Street over élan' }, { price: 12500 }),
      await work({ de: 'Nachtstück', en: 'Nocturne' }, { price: 900, priceOnRequest: true }),
      await work({ de: 'Ölfeld', en: 'Oil field' }, { price: 3300, sold: true }),
      await work({ de: 'Reservat', en: 'Reserve' }, { price: 2100, reservedUntil: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() }),
    ]
    exhibition = (
      await payload.create({
        collection: 'exhibitions',
        data: {
          title: 'Übermalungen',
          slug: uniqueSlug('uebermalungen'),
          startDate: '2026-11-01T00:00:00.000Z',
          endDate: '2026-12-31T00:00:00.000Z',
          artworks: works.map((w) => w.id),
          _status: 'published',
        },
        locale: 'de',
        overrideAccess: true,
      })
    ).id
  })

  it('are for staff only', async () => {
    for (const path of [
      `/api/exhibitions/${exhibition}/price-list.pdf?locale=de`,
      `/api/exhibitions/${exhibition}/labels.pdf?locale=en`,
      `/api/artworks/price-list.pdf?ids=${works[0].id}&locale=de`,
      `/api/artworks/labels.pdf?ids=${works[0].id}&locale=en`,
    ]) {
      const response = await rest('GET', path, { auth: false })
      expect(response.status, path).toBe(403)
      expect(response.headers.get('content-type')).not.toContain('pdf')
    }
  })

  it('print the price list in the exhibition’s order with prices, "Preis auf Anfrage" and the marks, as text, in German and English', async () => {
    const de = await rest('GET', `/api/exhibitions/${exhibition}/price-list.pdf?locale=de`)
    expect(de.status).toBe(200)
    expect(de.headers.get('content-type')).toBe('application/pdf')
    const deBytes = Buffer.from(await de.arrayBuffer())
    // The font travels in the file (a TrueType subset), so umlauts print on any machine.
    expect(deBytes.toString('latin1')).toContain('/FontFile2')
    const deText = (await pdfText(deBytes)).join('\n')
    expect(deText).toContain('Preisliste: Übermalungen')
    expect(deText).toContain('Jürgen Müßig-Éluard')
    expect(deText).toContain('Straße über Élan, 2024')
    expect(deText).toContain('120 × 90,5 cm')
    expect(deText).toContain('Exemplar 2 von 5')
    expect(deText).toContain('12.500,00 €')
    expect(deText).toContain('Preis auf Anfrage')
    expect(deText).not.toContain('900,00')
    expect(deText).toMatch(/3\.300,00 €\s+● verkauft/)
    expect(deText).toMatch(/2\.100,00 €\s+○ reserviert/)
    const order = ['Straße über Élan', 'Nachtstück', 'Ölfeld', 'Reservat'].map((title) => deText.indexOf(title))
    expect(order).toEqual([...order].sort((a, b) => a - b))

    const en = await rest('GET', `/api/exhibitions/${exhibition}/price-list.pdf?locale=en`)
    const enText = (await pdfText(Buffer.from(await en.arrayBuffer()))).join('\n')
    expect(enText).toContain('Price list:')
    expect(enText).toContain('Street over élan, 2024')
    // English throughout (issue 49 point 5): the edition, not "Edition Edition" or German words.
    expect(enText).toContain('Edition 2 of 5')
    expect(enText).not.toMatch(/Edition Edition|Auflage|Exemplar/)
    expect(enText).toContain('Price on request')
    expect(enText).toMatch(/● sold/)
    expect(enText).toMatch(/○ reserved/)
  })

  it('print a label per work with a QR code to the work’s page in that language', async () => {
    for (const locale of ['de', 'en'] as const) {
      const response = await rest('GET', `/api/exhibitions/${exhibition}/labels.pdf?locale=${locale}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      const bytes = Buffer.from(await response.arrayBuffer())
      const [text] = await pdfText(bytes)
      // The title, then the year on a line of its own (never cut with a long title).
      expect(text).toMatch(locale === 'de' ? /Straße über Élan\s+2024/ : /Street over élan\s+2024/)
      expect(text).toContain('Jürgen Müßig-Éluard')
      expect(text).toContain('120 × 90,5 cm')
      const areas = works.map((_, index) => ({
        x: labelSheet.left + (index % labelSheet.columns) * (labelSheet.width + labelSheet.gapX),
        y: labelSheet.top + Math.floor(index / labelSheet.columns) * labelSheet.height,
        width: labelSheet.width,
        height: labelSheet.height,
      }))
      const codes = await pdfQrCodes(bytes, 1, areas)
      const base = siteUrl().replace(/\/$/, '')
      expect(codes).toEqual(works.map((w) => (locale === 'de' ? `${base}/artworks/${w.slug}` : `${base}/en/artworks/${w.slugEn}`)))
    }
  })

  it('print what a gallery hands out (issue 49 point 5): inventory numbers, the VAT line, sold prices left out on request, a text without English marked, labels from any position with long titles wrapped and the year kept, file names with the exhibition and its day', async () => {
    const long = await work(
      {
        de: 'Ein sehr langer Titel, der über mehrere Zeilen eines Etiketts läuft und dennoch seine Jahreszahl behält',
        en: 'A very long title that runs over several lines of a label and still keeps its year',
      },
      { price: 4100, inventory: `INV-${randomUUID().slice(0, 6)}`, year: 1987 },
    )
    const germanOnly = await payload.create({
      collection: 'artworks',
      data: { title: 'Nur deutsch betitelt', slug: uniqueSlug('nur-deutsch'), artist: artistId, edition: 'Unikat', _status: 'published' },
      locale: 'de',
      overrideAccess: true,
    })
    await payload.updateGlobal({ slug: 'site-settings', data: { vatNote: 'Alle Preise inkl. 7 % MwSt.' }, locale: 'de', overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', data: { vatNote: 'All prices incl. 7 % VAT.' }, locale: 'en', overrideAccess: true })
    try {
      const ids = [long.id, works[2].id, germanOnly.id]
      const de = await rest('GET', `/api/artworks/price-list.pdf?ids=${ids.join(',')}&locale=de&hideSold=1`)
      const deText = (await pdfText(Buffer.from(await de.arrayBuffer()))).join('\n')
      expect(deText).toContain(`Inv.-Nr. ${(await payload.findByID({ collection: 'artworks', id: long.id, depth: 0, overrideAccess: true })).inventory}`)
      expect(deText).toContain('Alle Preise inkl. 7 % MwSt.')
      expect(deText).toMatch(/● verkauft/)
      expect(deText).not.toContain('3.300,00')
      expect(deText).toContain('4.100,00 €')
      expect(de.headers.get('content-disposition')).toMatch(/filename="preisliste-auswahl-\d{4}-\d{2}-\d{2}\.pdf"/)
      const en = await rest('GET', `/api/artworks/price-list.pdf?ids=${ids.join(',')}&locale=en`)
      const enText = (await pdfText(Buffer.from(await en.arrayBuffer()))).join('\n')
      expect(enText).toContain('All prices incl. 7 % VAT.')
      expect(enText).toContain('3.300,00 €')
      // No English text: the German one, marked — never passed off as English.
      expect(enText).toContain('Nur deutsch betitelt (German only)')
      expect(enText).toContain('Unikat (German only)')

      const labels = await rest('GET', `/api/artworks/labels.pdf?ids=${ids.join(',')}&locale=en&start=3`)
      const bytes = Buffer.from(await labels.arrayBuffer())
      const [text] = await pdfText(bytes)
      // Wrapped over three lines, whole, and the year after it.
      expect(text.replace(/\s+/g, ' ')).toContain('A very long title that runs over several lines of a label and still keeps its year 1987')
      // The first label on position 3 of a partly used sheet (the second row's left).
      const areas = ids.map((_, index) => ({
        x: labelSheet.left + ((index + 2) % labelSheet.columns) * (labelSheet.width + labelSheet.gapX),
        y: labelSheet.top + Math.floor((index + 2) / labelSheet.columns) * labelSheet.height,
        width: labelSheet.width,
        height: labelSheet.height,
      }))
      const codes = await pdfQrCodes(bytes, 1, areas)
      expect(codes[0]).toContain('/en/artworks/')
      const show = await rest('GET', `/api/exhibitions/${exhibition}/labels.pdf?locale=de`)
      const slug = (await payload.findByID({ collection: 'exhibitions', id: exhibition, depth: 0, overrideAccess: true })).slug
      expect(show.headers.get('content-disposition')).toBe(`inline; filename="wandbeschriftungen-${slug}-2026-11-01.pdf"`)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { vatNote: null }, locale: 'de', overrideAccess: true })
      await payload.updateGlobal({ slug: 'site-settings', data: { vatNote: null }, locale: 'en', overrideAccess: true })
    }
  })

  it('send a signed-out browser to the sign-in page and back to the PDF, and anyone else a 403', async () => {
    const path = `/api/exhibitions/${exhibition}/price-list.pdf?locale=en`
    const browser = await handleEndpoints({ config, request: new Request(`http://localhost${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } }) })
    expect(browser.status).toBe(302)
    expect(browser.headers.get('location')).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`)
  })

  it('print a selection from the artworks list in the order given, and refuse a malformed one in both languages', async () => {
    const ids = [works[2].id, works[0].id]
    const response = await rest('GET', `/api/artworks/price-list.pdf?ids=${ids.join(',')}&locale=en`)
    expect(response.status).toBe(200)
    const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).join('\n')
    expect(text).toContain('Price list: Selection')
    expect(text.indexOf('Oil field')).toBeLessThan(text.indexOf('Street over élan'))
    expect(text).not.toContain('Nocturne')
    const labels = await rest('GET', `/api/artworks/labels.pdf?ids=${ids.join(',')}&locale=de`)
    expect(labels.status).toBe(200)
    const bad = await rest('GET', '/api/artworks/labels.pdf?ids=1,x&locale=de')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { de: string; en: string } }).error.en).toContain('ids=1,2,3')
  })
})

describe('the gallery’s paper: letterhead, pictures, work sheets and PDFs in a reply (issue 49 points 2 and 5)', () => {
  const tag = randomUUID().slice(0, 8)
  const letterhead = { galleryName: `Galerie Nord ${tag}`, address: `Torstraße ${tag}\n10119 Berlin`, phone: `+49 30 ${tag}`, contactEmail: `info-${tag}@nord.test` }
  const before: Partial<Record<'de' | 'en', Record<string, unknown>>> = {}
  let pictured: { id: number; slug: string; slugEn: string }
  let onRequest: { id: number; slug: string; slugEn: string }
  let sold: { id: number; slug: string; slugEn: string }
  const host = siteUrl()
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '')
  const images = (bytes: Buffer) => bytes.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0

  beforeAll(async () => {
    // The name and the address are texts per language, and another file may have left English ones
    // (languages.int fills every field of every global): the letterhead is set in both.
    for (const locale of ['de', 'en'] as const) {
      const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true, fallbackLocale: false })
      before[locale] = Object.fromEntries(Object.keys(letterhead).map((key) => [key, (settings as unknown as Record<string, unknown>)[key] ?? null]))
      await payload.updateGlobal({ slug: 'site-settings', data: letterhead, locale, overrideAccess: true })
    }
    // A WebP upload: the paper takes the site's JPEG variant of it (pdfkit embeds JPEG and PNG only).
    const data = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a4d8f' } })
      .webp()
      .toBuffer()
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'Blau' },
      file: { data, mimetype: 'image/webp', name: `blau-${tag}.webp`, size: data.length },
      overrideAccess: true,
    })
    pictured = await work({ de: `Blaues Bild ${tag}`, en: `Blue picture ${tag}` }, { price: 4200, inventory: `INV-${tag}`, images: [picture.id] })
    onRequest = await work({ de: `Stilles Bild ${tag}`, en: `Quiet picture ${tag}` }, { price: 98765, priceOnRequest: true, images: [picture.id] })
    sold = await work({ de: `Verkauftes Bild ${tag}`, en: `Sold picture ${tag}` }, { price: 1500, sold: true })
  })

  afterAll(async () => {
    for (const locale of ['de', 'en'] as const) await payload.updateGlobal({ slug: 'site-settings', data: before[locale] ?? {}, locale, overrideAccess: true })
  })

  it('put the letterhead on the price list and a thumbnail beside each work that has a picture (none where it has none)', async () => {
    for (const locale of ['de', 'en'] as const) {
      const response = await rest('GET', `/api/artworks/price-list.pdf?ids=${pictured.id},${sold.id}&locale=${locale}`)
      expect(response.status).toBe(200)
      const bytes = Buffer.from(await response.arrayBuffer())
      const [first] = await pdfText(bytes)
      expect(first).toContain(letterhead.galleryName)
      expect(first).toContain(`Torstraße ${tag} · 10119 Berlin`)
      expect(first).toContain(`+49 30 ${tag} · info-${tag}@nord.test · ${host}`)
      // The letterhead first, then the list's head.
      expect(first.indexOf(letterhead.galleryName)).toBeLessThan(first.indexOf(locale === 'de' ? 'Preisliste' : 'Price list'))
      // One picture: the pictured work's thumbnail; the sold work without one leaves its space empty.
      expect(images(bytes), locale).toBe(1)
    }
  })

  it('print a work sheet with letterhead, picture, details, price and address, in German and in English; an amount on request never', async () => {
    const de = await rest('GET', `/api/artworks/${pictured.id}/sheet.pdf?locale=de`)
    expect(de.status).toBe(200)
    expect(de.headers.get('content-type')).toBe('application/pdf')
    expect(de.headers.get('content-disposition')).toBe(`inline; filename="werkblatt-${pictured.slug}.pdf"`)
    const deBytes = Buffer.from(await de.arrayBuffer())
    expect(images(deBytes)).toBe(1)
    const dePages = await pdfText(deBytes)
    expect(dePages).toHaveLength(1)
    const base = siteUrl().replace(/\/$/, '')
    for (const part of [
      letterhead.galleryName,
      'Jürgen Müßig-Éluard',
      `Blaues Bild ${tag}, 2024`,
      '120 × 90,5 cm',
      'Exemplar 2 von 5',
      `Inv.-Nr. INV-${tag}`,
      '4.200,00 €',
      `${base}/artworks/${pictured.slug}`,
      'Werkblatt',
    ])
      expect(dePages[0]).toContain(part)

    const en = await rest('GET', `/api/artworks/${onRequest.id}/sheet.pdf?locale=en`)
    expect(en.headers.get('content-disposition')).toBe(`inline; filename="work-sheet-${onRequest.slugEn}.pdf"`)
    const [enText] = await pdfText(Buffer.from(await en.arrayBuffer()))
    for (const part of [`Quiet picture ${tag}, 2024`, 'Edition 2 of 5', 'Price on request', `${base}/en/artworks/${onRequest.slugEn}`, 'Work sheet']) expect(enText).toContain(part)
    expect(enText).not.toMatch(/98[.,]?765|Exemplar|Preis|Werkblatt/)
    const deOnRequest = (await pdfText(Buffer.from(await (await rest('GET', `/api/artworks/${onRequest.id}/sheet.pdf?locale=de`)).arrayBuffer()))).join('\n')
    expect(deOnRequest).toContain('Preis auf Anfrage')
    expect(deOnRequest).not.toMatch(/98[.,]?765/)

    // Sold: the price with the mark, as on the price list; no picture: an empty space, no error.
    const soldSheet = await rest('GET', `/api/artworks/${sold.id}/sheet.pdf?locale=en`)
    expect(soldSheet.status).toBe(200)
    const soldBytes = Buffer.from(await soldSheet.arrayBuffer())
    expect(images(soldBytes)).toBe(0)
    expect((await pdfText(soldBytes))[0]).toMatch(/1\.500,00 €\s+● sold/)

    // A text without English is marked, never passed off as English.
    const german = await payload.create({
      collection: 'artworks',
      data: { title: `Nur deutsch ${tag}`, slug: uniqueSlug('nur-deutsch'), artist: artistId, _status: 'published' },
      locale: 'de',
      overrideAccess: true,
    })
    expect((await pdfText(Buffer.from(await (await rest('GET', `/api/artworks/${german.id}/sheet.pdf?locale=en`)).arrayBuffer())))[0]).toContain(`Nur deutsch ${tag} (German only)`)
  })

  it('give a work sheet to staff only, send a signed-out browser to the sign-in page and back, and refuse an unknown work or language in both languages', async () => {
    const path = `/api/artworks/${pictured.id}/sheet.pdf?locale=en`
    const anonymous = await rest('GET', path, { auth: false })
    expect(anonymous.status).toBe(403)
    expect(anonymous.headers.get('content-type')).not.toContain('pdf')
    const browser = await handleEndpoints({ config, request: new Request(`http://localhost${path}`, { headers: { accept: 'text/html' } }) })
    expect(browser.status).toBe(302)
    expect(browser.headers.get('location')).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`)
    const unknown = await rest('GET', '/api/artworks/999999999/sheet.pdf?locale=de')
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { error: unknown }).error).toEqual({ de: 'Dieses Werk gibt es nicht.', en: 'This work does not exist.' })
    expect((await rest('GET', `/api/artworks/${pictured.id}/sheet.pdf?locale=fr`)).status).toBe(400)
  })

  it('attach the price list and a work sheet per work to a reply, in the case’s language, printed when sent: a retried delivery carries the same files', async () => {
    const email = `pdf-${tag}@example.org`
    const { inquiryId } = await inquiryFor([pictured.id, onRequest.id], 'en', email)
    // The SMTP server is away for the first attempt: the mail waits in the outbox with what to attach.
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    let answer: { mailId: number; delivery: string }
    try {
      const response = await rest('POST', `/api/inquiries/${inquiryId}/reply`, {
        body: { text: 'Please find the price list and the sheets attached.', attach: ['price-list', 'sheets'] },
      })
      expect(response.status).toBe(200)
      answer = (await response.json()) as { mailId: number; delivery: string }
    } finally {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp!.server.address() as AddressInfo).port}`
    }
    expect(answer.delivery).toBe('queued')
    const queued = await payload.findByID({ collection: 'mail-outbox', id: answer.mailId, depth: 0, overrideAccess: true })
    expect(queued.attachments).toEqual([
      { kind: 'price-list', works: [pictured.id, onRequest.id], locale: 'en', asOf: expect.any(String) },
      { kind: 'sheets', works: [pictured.id, onRequest.id], locale: 'en', asOf: expect.any(String) },
    ])
    expect(queued.key).toMatch(new RegExp(`^inquiries:${inquiryId}:reply:`))

    // The retry, once it is due, prints the files and sends them.
    expect(await deliverMail(payload, answer.mailId, new Date(Date.now() + 10 * 60 * 1000))).toBe('sent')
    const mail = received.find((entry) => entry.to.includes(email) && entry.raw.includes('price list and the sheets'))!
    expect(mail).toBeTruthy()
    const files = attachments(mail.raw)
    const day = galleryDayKey(new Date((queued.attachments as Array<{ asOf: string }>)[0].asOf))
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([
      [`price-list-selection-${day}.pdf`, 'application/pdf'],
      [`work-sheet-${pictured.slugEn}.pdf`, 'application/pdf'],
      [`work-sheet-${onRequest.slugEn}.pdf`, 'application/pdf'],
    ])
    for (const file of files) expect(file.content.subarray(0, 5).toString('latin1'), file.filename).toBe('%PDF-')
    const list = (await pdfText(files[0].content)).join('\n')
    expect(list).toContain('Price list: Selection')
    expect(list).toContain(letterhead.galleryName)
    expect(list).toContain('4.200,00 €')
    expect(list).toContain('Price on request')
    expect(list).not.toMatch(/98[.,]?765/)
    expect(images(files[0].content)).toBe(2)
    const sheet = (await pdfText(files[2].content)).join('\n')
    expect(sheet).toContain(`Quiet picture ${tag}`)
    expect(sheet).toContain('Price on request')
    expect(sheet).not.toMatch(/98[.,]?765/)
  })

  it('refuse an unknown attachment, or one for a case without works, in both languages, and queue nothing', async () => {
    const email = `pdf-refused-${tag}@example.org`
    const { inquiryId } = await inquiryFor([pictured.id], 'de', email)
    for (const attach of [['invoice'], 'price-list', ['sheets', 42]]) {
      const refused = await rest('POST', `/api/inquiries/${inquiryId}/reply`, { body: { text: 'Anbei.', attach } })
      expect(refused.status, JSON.stringify(attach)).toBe(400)
      expect(((await refused.json()) as { error: unknown }).error).toEqual({
        de: 'Anhänge: „price-list“ (Preisliste der angefragten Werke) und/oder „sheets“ (Werkblatt je Werk).',
        en: 'Attachments: "price-list" (price list of the works asked about) and/or "sheets" (work sheet per work).',
      })
    }
    const noWorks = await inquiryFor([], 'en', `pdf-none-${tag}@example.org`)
    const empty = await rest('POST', `/api/inquiries/${noWorks.inquiryId}/reply`, { body: { text: 'Attached.', attach: ['sheets'] } })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { error: { en: string } }).error.en).toBe('This case names no works: there is nothing to attach.')
    for (const id of [inquiryId, noWorks.inquiryId]) {
      const mails = await payload.find({ collection: 'mail-outbox', where: { and: [{ inquiry: { equals: id } }, { key: { like: 'reply' } }] }, depth: 0, overrideAccess: true })
      expect(mails.docs).toEqual([])
    }
  })
})

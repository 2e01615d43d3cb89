/**
 * Private viewing rooms (issue 51), against a real Payload: staff make a room; each recipient's
 * token is made by the server and kept, a passcode kept only as its hash, the address taken from
 * a contact; the links go out through the outbox once, in each recipient's language; no one but
 * sales staff reads a room through REST or GraphQL; a token opens its room with the room's prices
 * and notes until it expires or is revoked; and the room's prices and notes reach no other door.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User, ViewingRoom } from '@/cms/payload-types'
import config from '@/payload.config'
import { artworkRows } from '@/features/explorer/rows'
import { caseInterestWhere } from '@/features/viewing-rooms/caseInterest'
import { recordInterest } from '@/features/viewing-rooms/interest'
import { visitRoom } from '@/features/viewing-rooms/loaders'
import { roomPdfRoute } from '@/features/viewing-rooms/pdfRoute'
import { askRoute, seenRoute } from '@/features/viewing-rooms/roomRoutes'
import { passcodeMatches, tokenPattern } from '@/features/viewing-rooms/rules'

import { pdfText } from './fixtures/pdf'
import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let admin: User
let editor: User
const tag = randomUUID().slice(0, 8)
/** The room's own amounts and note: distinctive, so any door that leaks them is caught. */
const roomPrice = 3_217_659
const note = { de: `Nur für Sie gedacht ${tag}`, en: `Meant for you alone ${tag}` }
const work = { onRequest: 0, priced: 0, draft: 0, slugOnRequest: '' }

const write = { overrideAccess: true }

beforeAll(async () => {
  payload = await testPayload()
  const user = async (role: string) =>
    (await payload.create({
      collection: 'users',
      data: { role, name: `${role} ${tag}`, email: `${role}-${tag}@galerie.test`, password: 'ein-langes-passwort-123' } as never,
      ...write,
    })) as User
  admin = await user('administrator')
  editor = await user('editor')
  const artist = await payload.create({
    collection: 'artists',
    data: { name: `Raum Künstlerin ${tag}`, slug: uniqueSlug('raum'), personType: 'artist', _status: 'published' } as never,
    ...write,
  })
  const make = async (data: Record<string, unknown>) =>
    await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { slug: uniqueSlug('raumwerk'), artist: artist.id, year: 2025, _status: 'published', ...data } as never,
      ...write,
    })
  const onRequest = await make({ title: `Auf Anfrage ${tag}`, price: 48_000, priceOnRequest: true })
  work.onRequest = onRequest.id as number
  work.slugOnRequest = onRequest.slug as string
  work.priced = (await make({ title: `Mit Preis ${tag}`, price: 12_500, priceOnRequest: false })).id as number
  work.draft = (await make({ title: `Entwurf ${tag}`, price: 900, _status: 'draft' })).id as number
})

async function makeRoom({ sendLinks, ...data }: Record<string, unknown> = {}): Promise<ViewingRoom> {
  const room = await payload.create({
    collection: 'viewing-rooms',
    locale: 'de',
    data: {
      title: `Für Ida ${tag}`,
      introduction: 'Eine kleine Auswahl.',
      works: [
        { work: work.onRequest, note: note.de, priceMode: 'room', roomPrice },
        { work: work.draft, priceMode: 'public' },
        { work: work.priced, priceMode: 'discount', discountPercent: 10 },
      ],
      recipients: [{ email: `Ida-${tag}@Example.org`, name: 'Ida Brenner', language: 'de' }],
      ...data,
    } as never,
    overrideAccess: false,
    user: admin,
  })
  // The English texts, as staff type them in the admin's other language.
  return (await payload.update({
    collection: 'viewing-rooms',
    id: room.id,
    locale: 'en',
    data: { title: `For Ida ${tag}`, works: room.works!.map((row, index) => ({ ...row, note: index === 0 ? note.en : row.note })), sendLinks } as never,
    overrideAccess: false,
    user: admin,
  })) as ViewingRoom
}

describe('a room staff make (issue 51 point 1)', () => {
  it('gives each recipient an unguessable token once, kept on every save, and ignores one sent in', async () => {
    const room = await makeRoom({ recipients: [{ email: `a-${tag}@example.org`, token: 'a'.repeat(48) }, { email: `b-${tag}@example.org` }] })
    const [a, b] = room.recipients!
    expect(a.token).toMatch(tokenPattern)
    expect(a.token).not.toBe('a'.repeat(48))
    expect(b.token).not.toBe(a.token)
    expect(a.email).toBe(`a-${tag}@example.org`)
    expect(a.language).toBe('de')
    // Thirty days from saving when staff set no expiry.
    expect(Date.parse(a.expiresAt!) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
    const saved = await payload.update({
      collection: 'viewing-rooms',
      id: room.id,
      data: { recipients: room.recipients!.map((row) => ({ ...row, token: 'b'.repeat(48) })) } as never,
      overrideAccess: false,
      user: admin,
    })
    expect(saved.recipients!.map((row) => row.token)).toEqual([a.token, b.token])
  })

  it('keeps a passcode only as its hash, until staff untick it', async () => {
    const room = await makeRoom({ recipients: [{ email: `code-${tag}@example.org`, passcode: '4711-blau' }] })
    const [row] = room.recipients!
    expect(JSON.stringify(room)).not.toContain('4711-blau')
    expect(row.hasPasscode).toBe(true)
    expect(passcodeMatches(row.passcodeHash, '4711-blau')).toBe(true)
    const again = await payload.update({ collection: 'viewing-rooms', id: room.id, data: { recipients: [{ ...row, passcode: '' }] } as never, ...write })
    expect(again.recipients![0].passcodeHash).toBe(row.passcodeHash)
    const cleared = await payload.update({ collection: 'viewing-rooms', id: room.id, data: { recipients: [{ ...row, hasPasscode: false }] } as never, ...write })
    expect(cleared.recipients![0]).toMatchObject({ hasPasscode: false, passcodeHash: null })
  })

  it('takes the address, name and language from a contact, and refuses a recipient without an address in the admin’s language', async () => {
    const contact = await payload.create({
      collection: 'contacts',
      data: { name: 'Lou Sammler', emails: [{ address: `lou-${tag}@example.org` }], language: 'en' } as never,
      ...write,
    })
    const room = await makeRoom({ recipients: [{ contact: contact.id }] })
    expect(room.recipients![0]).toMatchObject({ email: `lou-${tag}@example.org`, name: 'Lou Sammler', language: 'en' })
    expect(room.recipients![0].link).toMatch(new RegExp(`/en/viewing-room/${room.recipients![0].token}$`))
    for (const [locale, words] of [
      ['de', 'braucht eine E-Mail-Adresse'],
      ['en', 'needs an email address'],
    ] as const) {
      await expect(
        payload.create({ collection: 'viewing-rooms', locale, data: { title: 'Ohne', recipients: [{ name: 'Niemand' }] } as never, overrideAccess: false, user: admin }),
      ).rejects.toMatchObject({ status: 400, message: expect.stringContaining(words) })
    }
  })

  it('mails each open link once, in the recipient’s language, and none to a revoked one', async () => {
    const room = await makeRoom({
      sendLinks: true,
      recipients: [
        { email: `de-${tag}@example.org`, name: 'Ida', language: 'de' },
        { email: `en-${tag}@example.org`, name: 'Lou', language: 'en' },
        { email: `gesperrt-${tag}@example.org`, language: 'de', revoked: true },
      ],
    })
    await payload.update({ collection: 'viewing-rooms', id: room.id, data: { introduction: 'Noch einmal gespeichert.' }, ...write })
    const mails = await payload.find({ collection: 'mail-outbox', where: { key: { like: `viewing-rooms:${room.id}:` } }, sort: 'to', ...write })
    expect(mails.docs.map((mail) => mail.to)).toEqual([`de-${tag}@example.org`, `en-${tag}@example.org`])
    const [de, en] = mails.docs
    const [ida, lou] = room.recipients!
    expect(de).toMatchObject({ locale: 'de', subject: `Ein privater Raum für Sie: Für Ida ${tag}` })
    expect(de.text).toContain(`/viewing-room/${ida.token}`)
    expect(de.text).not.toContain('/en/')
    expect(en).toMatchObject({ locale: 'en', subject: `A private viewing room for you: For Ida ${tag}` })
    expect(en.text).toContain(`/en/viewing-room/${lou.token}`)
    // No price and no note in a mail.
    for (const mail of mails.docs) for (const secret of [String(roomPrice), note.de, note.en, '48000', '48.000']) expect(mail.text).not.toContain(secret)
  })

  it('mails nothing while "send the links" is not ticked', async () => {
    const room = await makeRoom()
    expect((await payload.count({ collection: 'mail-outbox', where: { key: { like: `viewing-rooms:${room.id}:` } }, ...write })).totalDocs).toBe(0)
  })
})

describe('who reads a room (issue 51 points 1 and 3)', () => {
  it('sales staff only: anonymous REST and GraphQL are refused, and so is an editor', async () => {
    const room = await makeRoom()
    const ask = (method: string, path: string, body?: unknown) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost${path}`, {
          method,
          headers: { 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }),
      })
    for (const [method, path, body] of [
      ['GET', '/api/viewing-rooms?depth=2'],
      ['GET', `/api/viewing-rooms/${room.id}`],
      ['GET', `/api/viewing-rooms?where[recipients.token][equals]=${room.recipients![0].token}`],
      ['POST', '/api/viewing-rooms', { title: 'Eindringling', recipients: [{ email: 'x@example.org' }] }],
    ] as const) {
      const response = await ask(method, path, body)
      expect([401, 403], `${method} ${path}`).toContain(response.status)
      const text = await response.text()
      for (const secret of [String(roomPrice), note.de, room.recipients![0].token!]) expect(text).not.toContain(secret)
    }
    const { POST } = await import('@/app/(payload)/api/graphql/route')
    const graphql = await POST(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ ViewingRooms { docs { title works { note roomPrice } recipients { token email } } } }' }),
      }),
    )
    const answer = await graphql.text()
    expect(answer).toContain('errors')
    for (const secret of [String(roomPrice), note.de, room.recipients![0].token!]) expect(answer).not.toContain(secret)
    await expect(payload.find({ collection: 'viewing-rooms', overrideAccess: false, user: editor })).rejects.toMatchObject({ status: 403 })
    expect((await payload.find({ collection: 'viewing-rooms', where: { id: { equals: room.id } }, overrideAccess: false, user: admin })).docs).toHaveLength(1)
  })
})

describe('a recipient’s link (issue 51 point 2)', () => {
  it('opens the room in its language: published works in order, notes and the room’s prices', async () => {
    const room = await makeRoom()
    const token = room.recipients![0].token!
    for (const locale of ['de', 'en'] as const) {
      const visit = await visitRoom(payload, token, locale)
      if (visit.state !== 'open') throw new Error(`not open: ${visit.state}`)
      expect(visit.room.title).toBe(locale === 'de' ? `Für Ida ${tag}` : `For Ida ${tag}`)
      // The draft is left out; the rest in the room's order.
      expect(visit.works.map((w) => w.artwork.id)).toEqual([work.onRequest, work.priced])
      expect(visit.works[0]).toMatchObject({ note: note[locale], line: { kind: 'price', amount: roomPrice } })
      expect(visit.works[1].line).toMatchObject({ kind: 'price', amount: 11_250 })
      // The stored amount goes no further than the loader.
      expect(visit.works.map((w) => (w.artwork as { price?: unknown }).price)).toEqual([undefined, undefined])
    }
  })

  it('stops when it expires, when the recipient or the room is revoked; an unknown token is unknown', async () => {
    const room = await makeRoom({
      recipients: [
        { email: `offen-${tag}@example.org` },
        { email: `alt-${tag}@example.org`, expiresAt: new Date(Date.now() - 1000).toISOString() },
        { email: `zurueck-${tag}@example.org`, revoked: true },
      ],
    })
    const [open, expired, revoked] = room.recipients!.map((row) => row.token!)
    expect((await visitRoom(payload, open, 'de')).state).toBe('open')
    expect((await visitRoom(payload, expired, 'de')).state).toBe('expired')
    expect((await visitRoom(payload, revoked, 'en')).state).toBe('revoked')
    expect((await visitRoom(payload, '0'.repeat(48), 'de')).state).toBe('unknown')
    expect((await visitRoom(payload, 'kein-token', 'de')).state).toBe('unknown')
    await payload.update({ collection: 'viewing-rooms', id: room.id, data: { revoked: true }, ...write })
    expect((await visitRoom(payload, open, 'de')).state).toBe('revoked')
    // A closed room hands out no works.
    expect(JSON.stringify(await visitRoom(payload, open, 'de'))).not.toContain(String(roomPrice))
  })
})

describe('what is meant for one collector (issue 51 point 3)', () => {
  it('reaches no anonymous reader of any collection, at any depth, in either language, nor the explorer’s rows', async () => {
    await makeRoom()
    const secrets = [String(roomPrice), note.de, note.en]
    for (const slug of Object.keys(payload.collections)) {
      if (slug.startsWith('payload-')) continue
      for (const locale of ['de', 'en'] as const) {
        const said = await payload
          .find({ collection: slug as never, depth: 3, limit: 100, locale, sort: '-updatedAt', overrideAccess: false })
          .then((result) => JSON.stringify(result))
          .catch((error: { status?: number }) => `refused ${error.status}`)
        for (const secret of secrets) expect(said, `${slug} ${locale}`).not.toContain(secret)
      }
    }
    const work = await payload.findByID({
      collection: 'artworks',
      id: (await payload.find({ collection: 'artworks', where: { title: { like: `Auf Anfrage ${tag}` } }, ...write })).docs[0].id,
      overrideAccess: false,
    })
    expect([work.price ?? null, work.publicPrice ?? null, work.priceOnRequest]).toEqual([null, null, true])
    for (const locale of ['de', 'en'] as const) {
      const rows = JSON.stringify(await artworkRows(payload, locale))
      for (const secret of secrets) expect(rows).not.toContain(secret)
    }
  })
})

const routeContext = (token: string, locale: 'de' | 'en' = 'de') => ({ params: Promise.resolve({ locale, token }) })

describe('asking or reserving from a work in the room (issue 51 point 5)', () => {
  it('opens a case linked to the room and the contact, with the work and its room price, then adds the next work to it', async () => {
    const contact = await payload.create({
      collection: 'contacts',
      data: { name: 'Ida Fragt', emails: [{ address: `fragt-${tag}@example.org` }], language: 'de' } as never,
      ...write,
    })
    const room = await makeRoom({ recipients: [{ contact: contact.id }] })
    const token = room.recipients![0].token!
    const post = (fields: Record<string, string>) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      return askRoute(new Request(`http://localhost/viewing-room/${token}/ask`, { method: 'POST', body: form }), routeContext(token))
    }
    const first = await post({ work: String(work.onRequest), message: 'Gefällt mir sehr.', reserve: '1' })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(`/viewing-room/${token}?asked=${work.onRequest}#work-${work.slugOnRequest}`)
    const cases = await payload.find({ collection: 'inquiries', where: { viewingRoom: { equals: room.id } }, depth: 0, ...write })
    expect(cases.docs).toHaveLength(1)
    const [opened] = cases.docs
    expect(opened).toMatchObject({ contact: contact.id, email: `fragt-${tag}@example.org`, artworks: [work.onRequest], status: 'new', locale: 'de' })
    expect(opened.message).toContain('Gefällt mir sehr.')
    expect(opened.message).toContain('Bitte für mich reservieren.')
    expect(opened.notes?.[0]?.text).toContain('3.217.659,00')
    expect(opened.notes?.[0]?.text).toContain('Bittet um Reservierung / Asks for a hold')
    // The collector's confirmation names the work but never the room's price.
    const mails = await payload.find({ collection: 'mail-outbox', where: { inquiry: { equals: opened.id } }, ...write })
    expect(mails.docs.length).toBeGreaterThan(0)
    for (const mail of mails.docs.filter((entry) => entry.to === `fragt-${tag}@example.org`)) expect(mail.text).not.toContain('3.217.659')

    await post({ work: String(work.priced), message: 'Und dieses?' })
    const again = await payload.findByID({ collection: 'inquiries', id: opened.id, depth: 0, ...write })
    expect(again.artworks).toEqual([work.onRequest, work.priced])
    expect(again.notes?.[1]?.text).toContain('11.250,00')
    // A work not in the room, or a closed link, opens nothing.
    expect((await post({ work: String(work.draft), message: 'x' })).headers.get('location')).toBe(`/viewing-room/${token}`)
    const staffRoom = await payload.findByID({ collection: 'viewing-rooms', id: room.id, depth: 0, overrideAccess: false, user: admin })
    expect((staffRoom.cases?.docs ?? []).map((doc) => (typeof doc === 'object' ? doc.id : doc))).toEqual([opened.id])
    expect((await payload.count({ collection: 'inquiries', where: { viewingRoom: { equals: room.id } }, ...write })).totalDocs).toBe(1)
  })
})

describe('what the recipient looked at (issue 51 point 6)', () => {
  it('is recorded per room and recipient and shown on the room and the contact, to sales staff only', async () => {
    const contact = await payload.create({
      collection: 'contacts',
      data: { name: 'Lou Schaut', emails: [{ address: `schaut-${tag}@example.org` }], language: 'en' } as never,
      ...write,
    })
    const room = await makeRoom({ recipients: [{ contact: contact.id }] })
    const token = room.recipients![0].token!
    const seen = (body: unknown) =>
      seenRoute(
        new Request(`http://localhost/en/viewing-room/${token}/seen`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        routeContext(token, 'en'),
      )
    expect((await seen({ kind: 'viewed', work: work.priced, seconds: 12.4 })).status).toBe(204)
    await seen({ kind: 'zoomed', work: work.priced })
    await seen({ kind: 'room', work: work.onRequest })
    // Not a work of the room, not a kind, not "opened" (the server records that itself): nothing.
    await seen({ kind: 'viewed', work: work.draft, seconds: 3 })
    await seen({ kind: 'bought', work: work.priced })
    await seen({ kind: 'opened', work: work.priced })
    const views = await payload.find({ collection: 'viewing-room-views', where: { room: { equals: room.id } }, sort: 'createdAt', depth: 0, ...write })
    expect(views.docs.map((view) => [view.kind, view.work, view.seconds ?? null, view.contact, view.name])).toEqual([
      ['viewed', work.priced, 12, contact.id, 'Lou Schaut'],
      ['zoomed', work.priced, null, contact.id, 'Lou Schaut'],
      ['room', work.onRequest, null, contact.id, 'Lou Schaut'],
    ])
    const onRoom = await payload.findByID({ collection: 'viewing-rooms', id: room.id, depth: 0, overrideAccess: false, user: admin })
    expect(onRoom.views?.docs).toHaveLength(3)
    const onContact = await payload.findByID({ collection: 'contacts', id: contact.id, depth: 0, overrideAccess: false, user: admin })
    expect(onContact.roomViews?.docs).toHaveLength(3)
    await expect(payload.find({ collection: 'viewing-room-views', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'viewing-room-views', overrideAccess: false, user: editor })).rejects.toMatchObject({ status: 403 })
    // A revoked link records nothing more.
    await payload.update({ collection: 'viewing-rooms', id: room.id, data: { revoked: true }, ...write })
    await seen({ kind: 'zoomed', work: work.priced })
    expect((await payload.count({ collection: 'viewing-room-views', where: { room: { equals: room.id } }, ...write })).totalDocs).toBe(3)
    // Deleting the room deletes what was recorded in it.
    await payload.delete({ collection: 'viewing-rooms', id: room.id, overrideAccess: false, user: admin })
    expect((await payload.count({ collection: 'viewing-room-views', where: { contact: { equals: contact.id } }, ...write })).totalDocs).toBe(0)
  })
})

describe('the room as a PDF (issue 51 point 7)', () => {
  it('prints the works with the room’s prices in the language of the link, and only for an open link with its passcode', async () => {
    const room = await makeRoom({
      recipients: [
        { email: `pdf-${tag}@example.org`, name: 'Ida Brenner' },
        { email: `pdfcode-${tag}@example.org`, passcode: 'geheim-42' },
      ],
    })
    const [plain, coded] = room.recipients!.map((row) => row.token!)
    for (const locale of ['de', 'en'] as const) {
      const response = await roomPdfRoute(new Request(`http://localhost/viewing-room/${plain}/pdf`), routeContext(plain, locale))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).join('\n')
      expect(text).toContain(locale === 'de' ? `Für Ida ${tag}` : `For Ida ${tag}`)
      expect(text).toContain(locale === 'de' ? 'Für Ida Brenner' : 'For Ida Brenner')
      expect(text).toContain('3.217.659,00')
      expect(text).toContain('11.250,00')
      expect(text).not.toContain('48.000')
      expect(text).not.toContain('12.500')
      expect(text).not.toContain(`Entwurf ${tag}`)
    }
    expect((await roomPdfRoute(new Request(`http://localhost/viewing-room/${coded}/pdf`), routeContext(coded))).status).toBe(403)
    expect((await roomPdfRoute(new Request('http://localhost/viewing-room/x/pdf'), routeContext('0'.repeat(48)))).status).toBe(404)
    await payload.update({ collection: 'viewing-rooms', id: room.id, data: { revoked: true }, ...write })
    expect((await roomPdfRoute(new Request(`http://localhost/viewing-room/${plain}/pdf`), routeContext(plain))).status).toBe(410)
  })
})

describe('the interest on the case (issue 51 point 6)', () => {
  it('lists what the case’s recipient did in the case’s room, and nothing of another recipient or another room', async () => {
    const contact = await payload.create({
      collection: 'contacts',
      data: { name: 'Mara Fall', emails: [{ address: `fall-${tag}@example.org` }], language: 'de' } as never,
      ...write,
    })
    const room = await makeRoom({ recipients: [{ contact: contact.id }, { email: `nebenan-${tag}@example.org`, name: 'Nele Nebenan' }] })
    const elsewhere = await makeRoom({ recipients: [{ contact: contact.id }] })
    const [mara, nele] = room.recipients!.map((row) => row.token!)
    const seen = (token: string, body: unknown) =>
      seenRoute(
        new Request(`http://localhost/viewing-room/${token}/seen`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        routeContext(token),
      )
    await seen(mara, { kind: 'viewed', work: work.priced, seconds: 41 })
    await seen(mara, { kind: 'zoomed', work: work.priced })
    await seen(mara, { kind: 'room', work: work.onRequest })
    await seen(nele, { kind: 'viewed', work: work.priced, seconds: 5 })
    await seen(elsewhere.recipients![0].token!, { kind: 'zoomed', work: work.onRequest })
    const form = new FormData()
    form.set('work', String(work.priced))
    form.set('message', 'Ich hätte gern mehr dazu.')
    await askRoute(new Request(`http://localhost/viewing-room/${mara}/ask`, { method: 'POST', body: form }), routeContext(mara))
    const [opened] = (await payload.find({ collection: 'inquiries', where: { viewingRoom: { equals: room.id } }, depth: 0, ...write })).docs

    // The case's own listing, as the admin asks for it (sales staff, their access): the room's views of this recipient.
    const where = caseInterestWhere(opened)
    expect(where).not.toBeNull()
    const listed = await payload.find({ collection: 'viewing-room-views', where: where!, sort: '-at', depth: 0, overrideAccess: false, user: admin })
    expect(listed.docs.map((view) => [view.kind, view.work, view.seconds ?? null, view.room]).sort()).toEqual(
      [
        ['room', work.onRequest, null, room.id],
        ['viewed', work.priced, 41, room.id],
        ['zoomed', work.priced, null, room.id],
      ].sort(),
    )
    // The same rows the room lists for this recipient: one listing, narrowed.
    const onRoom = await payload.findByID({ collection: 'viewing-rooms', id: room.id, depth: 1, overrideAccess: false, user: admin })
    const roomRows = (onRoom.views?.docs ?? []).filter((view) => typeof view === 'object' && view.name === 'Mara Fall').map((view) => (typeof view === 'object' ? view.id : view))
    expect(listed.docs.map((view) => view.id).sort()).toEqual(roomRows.sort())
    await expect(payload.find({ collection: 'viewing-room-views', where: where!, overrideAccess: false, user: editor })).rejects.toMatchObject({ status: 403 })

    // The case's form shows the listing (admin/CaseRoomInterest.tsx) on a case from a room, and on no other case.
    const field = payload.collections.inquiries.config.fields.find((entry) => 'name' in entry && entry.name === 'roomInterest')
    expect(field).toMatchObject({ type: 'ui', admin: { components: { Field: '/features/viewing-rooms/admin/CaseRoomInterest#CaseRoomInterest' } } })
    const condition = (field as { admin: { condition: (data: unknown) => boolean } }).admin.condition
    expect(condition(opened)).toBe(true)
    expect(condition({ ...opened, viewingRoom: null })).toBe(false)
  })
})

describe('a person’s data in viewing rooms (issue 45 point 4 for issue 51)', () => {
  it('exports the person’s invitations and views, and erases them: their links stop, everything else of the rooms stays', async () => {
    const login = await payload.login({ collection: 'users', data: { email: `administrator-${tag}@galerie.test`, password: 'ein-langes-passwort-123' } })
    const rest = async (method: string, path: string, body?: unknown) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost${path}`, {
          method,
          headers: { authorization: `JWT ${login.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }),
      })
    const person = `tessa-${tag}@example.org`
    const second = `tessa.privat-${tag}@example.org`
    const other = `otto-${tag}@example.org`
    const contact = await payload.create({
      collection: 'contacts',
      data: { name: 'Tessa Tilgung', emails: [{ address: person }, { address: second }], language: 'de' } as never,
      ...write,
    })
    // Through the contact, by the person's address typed in another case, by her second address with a passcode; and another person beside her.
    const shared = await makeRoom({
      recipients: [{ contact: contact.id }, { email: other, name: 'Otto Bleibt', passcode: 'otto-code' }, { email: second, name: 'Tessa privat', passcode: 'tessa-code' }],
      sendLinks: true,
    })
    const own = await makeRoom({ recipients: [{ email: person.toUpperCase(), name: 'Tessa T.' }], sendLinks: true })
    const [viaContact, otto, viaSecond] = shared.recipients!
    // As the room's posts record them (the passcode cookie is the e2e test's and `seenRoute`'s business above).
    await recordInterest(payload, { room: shared.id, recipient: viaContact, kind: 'viewed', work: work.priced, seconds: 30 })
    await recordInterest(payload, { room: shared.id, recipient: viaSecond, kind: 'zoomed', work: work.priced })
    await recordInterest(payload, { room: own.id, recipient: own.recipients![0], kind: 'room', work: work.onRequest })
    await recordInterest(payload, { room: shared.id, recipient: otto, kind: 'viewed', work: work.onRequest, seconds: 9 })
    const personViews = (await payload.find({ collection: 'viewing-room-views', where: { room: { in: [shared.id, own.id] } }, depth: 0, pagination: false, ...write })).docs.filter(
      (view) => view.name !== 'Otto Bleibt',
    )
    expect(personViews).toHaveLength(3)
    const invitations = (await payload.find({ collection: 'mail-outbox', where: { key: { like: 'viewing-rooms:' } }, depth: 0, pagination: false, ...write })).docs.filter((mail) =>
      [person, second].includes(String(mail.to)),
    )
    expect(invitations).toHaveLength(3)
    const ottoMails = await payload.count({ collection: 'mail-outbox', where: { to: { equals: other } }, ...write })
    expect(ottoMails.totalDocs).toBe(1)

    // Found under any of her addresses: the three rows, their views, their invitations; Otto's not.
    for (const address of [person, second]) {
      const found = (await (await rest('GET', `/api/person-data?email=${encodeURIComponent(address)}`)).json()) as {
        roomRecipients: Array<{ room: number; id: string; email: string }>
        roomViews: Array<{ id: number; kind: { de: string } }>
        mails: Array<{ id: number }>
      }
      expect(found.roomRecipients.map((row) => row.id).sort(), address).toEqual([viaContact.id, viaSecond.id, own.recipients![0].id].sort())
      expect(found.roomViews.map((view) => view.id).sort()).toEqual(personViews.map((view) => view.id).sort())
      expect(found.roomViews.map((view) => view.kind.de).sort()).toEqual(['Im Raum angesehen', 'Werk angesehen', 'Werk vergrößert'])
      for (const mail of invitations) expect(found.mails.map((entry) => entry.id)).toContain(mail.id)
    }

    // The export: each row with its room, address, name, contact and token; a passcode only as "set", never its hash.
    const exported = (await (await rest('GET', `/api/person-data/export?email=${encodeURIComponent(person)}`)).json()) as {
      about: { de: string; en: string }
      roomRecipients: Array<Record<string, unknown> & { room: { id: number; title: string } }>
      roomViews: Array<Record<string, unknown>>
    }
    expect(exported.about.de).toContain('roomRecipients')
    expect(exported.about.en).toContain('roomViews')
    const rows = new Map(exported.roomRecipients.map((row) => [row.id, row]))
    expect(rows.get(viaContact.id)).toMatchObject({
      room: { id: shared.id, title: `Für Ida ${tag}` },
      contact: contact.id,
      email: person,
      name: 'Tessa Tilgung',
      token: viaContact.token,
      hasPasscode: false,
    })
    expect(rows.get(viaSecond.id)).toMatchObject({ email: second, token: viaSecond.token, hasPasscode: true })
    for (const row of exported.roomRecipients) expect(row).not.toHaveProperty('passcodeHash')
    expect(exported.roomViews.map((view) => view.id).sort()).toEqual(personViews.map((view) => view.id).sort())

    const before = await payload.findByID({ collection: 'viewing-rooms', id: shared.id, depth: 0, locale: 'all', ...write })
    const erased = await rest('POST', '/api/person-data/erase', { email: second })
    expect(erased.status).toBe(200)
    const receipt = (await erased.json()) as { removed: Array<{ kind: string; id: string }> }
    const removed = (kind: string) => receipt.removed.filter((entry) => entry.kind === kind).map((entry) => entry.id)
    expect(removed('roomRecipient').sort()).toEqual([`${shared.id}:${viaContact.id}`, `${shared.id}:${viaSecond.id}`, `${own.id}:${own.recipients![0].id}`].sort())
    expect(removed('roomView').sort()).toEqual(personViews.map((view) => String(view.id)).sort())

    // Her links stop; Otto's still opens, with his token and passcode as they were.
    for (const token of [viaContact.token!, viaSecond.token!, own.recipients![0].token!]) expect((await visitRoom(payload, token, 'de')).state).toBe('unknown')
    expect((await visitRoom(payload, otto.token!, 'de')).state).toBe('open')
    const after = await payload.findByID({ collection: 'viewing-rooms', id: shared.id, depth: 0, locale: 'all', ...write })
    expect(after.recipients).toEqual(before.recipients!.filter((row) => row.id === otto.id))
    expect(after.recipients![0]).toMatchObject({ token: otto.token, hasPasscode: true })
    const rest_ = (doc: Record<string, unknown>) => {
      const { recipients: _recipients, updatedAt: _updatedAt, views: _views, cases: _cases, ...kept } = doc
      return kept
    }
    expect(rest_(after as never)).toEqual(rest_(before as never))
    expect((await payload.findByID({ collection: 'viewing-rooms', id: own.id, depth: 0, ...write })).recipients).toEqual([])

    // Nothing of her is left in any room, view or mail; Otto's view and his one invitation stay, and no mail was sent by the erasure.
    for (const slug of ['viewing-rooms', 'viewing-room-views', 'mail-outbox'] as const) {
      const text = JSON.stringify((await payload.find({ collection: slug, depth: 0, pagination: false, locale: 'all', ...write })).docs).toLowerCase()
      for (const needle of [person, second, 'tessa', viaContact.token!, viaSecond.token!]) expect(text, `${slug}: ${needle}`).not.toContain(needle)
    }
    expect((await payload.count({ collection: 'viewing-room-views', where: { name: { equals: 'Otto Bleibt' } }, ...write })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'mail-outbox', where: { to: { equals: other } }, ...write })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'mail-outbox', where: { key: { like: `viewing-rooms:${own.id}:` } }, ...write })).totalDocs).toBe(0)
  })
})

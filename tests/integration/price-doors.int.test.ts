/**
 * A price on request is private at the field, through every door (issue 29, point 1), on SQLite and
 * PostgreSQL. The doors come from the schema (./artworkDoors.ts): every collection and global with a
 * path to an artwork. Through each, an anonymous reader of the Local API (what REST and GraphQL
 * call) with every depth 0–3, `select` and `populate` never reads the amount; and no filter
 * (every operator, inside `and`/`or`), count, distinct list, version query or sort answers
 * differently when only the hidden amount changes — the same queries do for staff, which proves
 * each door really reaches the work. Staff still read, filter and edit the amount.
 */
import type { CollectionSlug, Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'
import { artworkRows } from '@/features/explorer/rows'

import { artworkDoors, type ArtworkDoor } from './artworkDoors'
import { testPayload, uniqueSlug } from './payload'

/** The hidden amount is first `low`, then `high`; `middle` lies between them and is a public price. */
const low = 3_141_592
const high = 8_765_431
const middle = 5_000_000
const amounts = [low, high]

let payload: Payload
let staff: User
const work = { hidden: 0, priced: 0 }
/** The documents made for each entity that reaches artworks: the queries are confined to them. */
const made = new Map<string, Array<number | string>>()
let doors: ArtworkDoor[] = []

const operators: Array<[string, (amount: number) => unknown]> = [
  ['equals', (a) => a],
  ['not_equals', (a) => a],
  ['greater_than', () => middle],
  ['greater_than_equal', () => middle],
  ['less_than', () => middle],
  ['less_than_equal', () => middle],
  ['in', (a) => [a]],
  ['not_in', (a) => [a]],
  ['exists', () => true],
]

const priceField = (door: ArtworkDoor) => (door.path ? `${door.path}.price` : 'price')
const collectionDoors = () => doors.filter((door) => door.kind === 'collection' && made.has(door.entity))
const as = (user: User | null) => (user ? { overrideAccess: false, user } : { overrideAccess: false })

async function answer(run: () => Promise<unknown>): Promise<string> {
  try {
    const result = (await run()) as { docs?: Array<{ id?: unknown }>; totalDocs?: number; values?: unknown[] }
    return JSON.stringify({ ids: result.docs?.map((doc) => doc.id), total: result.totalDocs, values: result.values })
  } catch (error) {
    return `refused ${(error as { status?: number }).status ?? (error as Error).name}`
  }
}

/** The whole answer of a read as text, or the refusal. */
async function read(run: () => Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify(await run())
  } catch (error) {
    return `refused ${(error as { status?: number }).status ?? (error as Error).name}`
  }
}

/** Every question about the hidden amount a client can ask through one door, with its answer. */
async function questions(door: ArtworkDoor, user: User | null, amount: number): Promise<Array<[string, string]>> {
  const collection = door.entity as CollectionSlug
  const ours: Where = { id: { in: made.get(door.entity) } }
  const field = priceField(door)
  const asked: Array<[string, string]> = []
  const ask = async (name: string, run: () => Promise<unknown>) => asked.push([`${door.entity} ${name}`, await answer(run)])
  for (const [operator, value] of operators) {
    const filter: Where = { [field]: { [operator]: value(amount) } }
    await ask(`find where ${field} ${operator}`, () => payload.find({ collection, where: { and: [ours, filter] }, depth: 0, ...as(user) }))
    await ask(`find where or(${field} ${operator})`, () => payload.find({ collection, where: { and: [ours, { or: [filter, { id: { equals: -1 } }] }] }, depth: 0, ...as(user) }))
    await ask(`count where ${field} ${operator}`, () => payload.count({ collection, where: { and: [ours, filter] }, ...as(user) }))
    if (payload.collections[collection].config.versions) {
      const versionFilter: Where = { [`version.${field}`]: { [operator]: value(amount) } }
      await ask(`versions where ${field} ${operator}`, () => payload.findVersions({ collection, where: { and: [{ parent: ours.id }, versionFilter] }, depth: 0, ...as(user) }))
    }
  }
  for (const sort of [field, `-${field}`]) await ask(`sort ${sort}`, () => payload.find({ collection, where: ours, sort, depth: 0, ...as(user) }))
  await ask(`distinct ${field}`, () => payload.findDistinct({ collection, field, where: ours, ...as(user) } as never))
  return asked
}

async function setAmount(price: number) {
  await payload.update({ collection: 'artworks', id: work.hidden, data: { price }, overrideAccess: true })
}

/** The answers to every question, once with each hidden amount. */
async function answersPerAmount(user: User | null): Promise<Array<Map<string, string>>> {
  const rounds: Array<Map<string, string>> = []
  for (const amount of amounts) {
    await setAmount(amount)
    const round = new Map<string, string>()
    for (const door of collectionDoors()) for (const [name, said] of await questions(door, user, amount)) round.set(name, said)
    rounds.push(round)
  }
  await setAmount(low)
  return rounds
}

beforeAll(async () => {
  payload = await testPayload()
  doors = artworkDoors(payload.config)
  const users = await payload.find({ collection: 'users', where: { role: { equals: 'administrator' } }, limit: 1, overrideAccess: true })
  staff =
    users.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { role: 'administrator', email: 'tueren@galerie.test', password: 'ein-langes-passwort-123' } as never,
      overrideAccess: true,
    }))
  const create = async (collection: CollectionSlug, data: Record<string, unknown>) =>
    (await payload.create({ collection, locale: 'de', data: { _status: 'published', ...data } as never, overrideAccess: true })).id
  const artist = await create('artists', { name: 'Tür Prüfung', slug: uniqueSlug('tuer'), personType: 'artist' })
  work.hidden = Number(await create('artworks', { title: 'Verborgen', slug: uniqueSlug('verborgen'), artist, price: low, priceOnRequest: true }))
  work.priced = Number(await create('artworks', { title: 'Bepreist', slug: uniqueSlug('bepreist'), artist, price: middle, priceOnRequest: false }))
  const both = [work.hidden, work.priced]
  const exhibition = await create('exhibitions', { title: 'Schau', slug: uniqueSlug('schau'), startDate: '2026-01-01', endDate: '2026-02-01', artworks: both })
  const layout = [
    { blockType: 'artworkTeaser', artworks: both },
    { blockType: 'exhibitionTeaser', exhibition },
  ]
  // One way to make a document for each entity whose schema reaches artworks.
  const inquiry = async () =>
    (
      await payload.create({
        collection: 'inquiries',
        data: { kind: 'inquiry', locale: 'de', name: 'Frage', email: 'frage@galerie.test', message: 'Was kostet es?', artworks: both } as never,
        overrideAccess: true,
      })
    ).id
  const room = async () =>
    (
      await payload.create({
        collection: 'viewing-rooms',
        locale: 'de',
        data: { title: 'Raum', works: both.map((artwork) => ({ work: artwork, priceMode: 'public' })), recipients: [{ email: 'raum@galerie.test' }] } as never,
        overrideAccess: true,
      })
    ).id
  const factories: Record<string, () => Promise<Array<number | string>>> = {
    artworks: async () => {
      // A work reserved for a case about both works (issue 36): the door artworks → reservedFor → artworks.
      const reservedFor = await inquiry()
      const reservedUntil = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()
      await payload.update({ collection: 'artworks', id: work.priced, data: { reservedUntil, reservedFor } as never, overrideAccess: true })
      return both
    },
    exhibitions: async () => [exhibition],
    magazine: async () => [await create('magazine', { title: 'Artikel', slug: uniqueSlug('artikel'), publishDate: '2026-01-01', artworks: both })],
    leasing: async () => Promise.all(both.map((artwork) => create('leasing', { title: 'Leasing', slug: uniqueSlug('leasing'), artwork }))),
    pages: async () => [await create('pages', { title: 'Seite', slug: uniqueSlug('seite'), layout })],
    'werkstattpalast-pages': async () => [await create('werkstattpalast-pages', { title: 'WSP', slug: uniqueSlug('wsp'), layout })],
    inquiries: async () => [await inquiry()],
    // A mail names its case (issue 36), and the case its works.
    'mail-outbox': async () => [
      (
        await payload.create({
          collection: 'mail-outbox',
          data: { to: 'frage@galerie.test', subject: 'Re', text: 'Antwort', locale: 'de', status: 'outbox', inquiry: await inquiry() } as never,
          overrideAccess: true,
        })
      ).id,
    ],
    // A viewing room (issue 51) names its works, and what was seen in it the room and a work; only staff read them.
    'viewing-rooms': async () => [await room()],
    'viewing-room-views': async () => [
      (
        await payload.create({
          collection: 'viewing-room-views',
          data: { at: new Date().toISOString(), kind: 'viewed', room: await room(), work: work.hidden, seconds: 3 } as never,
          overrideAccess: true,
        })
      ).id,
    ],
  }
  // Payload's own bookkeeping (locks, preferences, jobs) points at any document; only staff read it.
  const internal = (slug: string) => slug.startsWith('payload-')
  for (const entity of new Set(doors.map((door) => door.entity))) {
    if (internal(entity)) continue
    const factory = factories[entity]
    if (!factory) throw new Error(`${entity} reaches artworks (${doors.filter((d) => d.entity === entity).map((d) => d.path)}): give it a factory here`)
    made.set(entity, await factory())
  }
})

describe('the doors to an artwork, from the schema', () => {
  it('include every relation that reaches a work, through blocks and a second collection', () => {
    const paths = doors.map((door) => `${door.entity}:${door.path}`)
    for (const known of [
      'artworks:',
      'exhibitions:artworks',
      'magazine:artworks',
      'leasing:artwork',
      'inquiries:artworks',
      'pages:layout.artworks',
      'pages:layout.exhibition.artworks',
    ]) {
      expect(paths).toContain(known)
    }
    expect(doors.filter((door) => door.kind === 'global')).toEqual([])
  })

  it("Payload's own collections that point at works are closed to the public", async () => {
    for (const door of doors.filter((d) => d.entity.startsWith('payload-'))) {
      expect(await answer(() => payload.find({ collection: door.entity as CollectionSlug, ...as(null) })), door.entity).toMatch(/^refused/)
    }
  })
})

describe('the amount of a work on request', () => {
  it('is read by no anonymous reader through any door, depth 0–3, select or populate, in either language', async () => {
    const selects = (door: ArtworkDoor) =>
      door.path
        ? [undefined, { [door.topField]: true }, { [door.topField]: true, slug: true }]
        : [undefined, { price: true }, { price: true, slug: true }, { price: true, sold: true }, { publicPrice: true, price: true }]
    const populates = [undefined, { artworks: { price: true } }, { artworks: { price: true, slug: true } }, { artworks: { publicPrice: true, price: true } }]
    let reads = 0
    let opened = 0
    for (const door of collectionDoors()) {
      const collection = door.entity as CollectionSlug
      for (const depth of [0, 1, 2, 3]) {
        for (const select of selects(door)) {
          for (const populate of populates) {
            // Both languages and the draft flag, alternating, so each combination meets each of them.
            const locale = reads % 4 < 2 ? 'de' : 'en'
            const draft = reads % 8 >= 4
            const options = { collection, depth, locale, draft, select, populate, ...as(null) } as never
            const list = await read(() => payload.find({ ...(options as object), where: { id: { in: made.get(door.entity) } } } as never))
            const one = await read(() => payload.findByID({ ...(options as object), id: made.get(door.entity)![0] } as never))
            for (const said of [list, one])
              expect(said, `${door.entity} depth ${depth} select ${JSON.stringify(select)} populate ${JSON.stringify(populate)}`).not.toContain(String(low))
            // The doors are open: read in full, at a depth that reaches it, the work itself is there.
            const hops = door.path ? door.path.split('.').filter((segment) => segment !== 'layout').length : 0
            if (!select && !populate && depth >= hops && !list.startsWith('refused')) {
              expect(list, `${door.entity} depth ${depth}`).toContain('"priceOnRequest":true')
              opened += 1
            }
            reads += 2
          }
        }
      }
    }
    expect(reads).toBeGreaterThan(300)
    expect(opened).toBeGreaterThan(10)
  }, 600_000)

  it('cannot be learnt by filtering, counting, listing distinct values or sorting through any door, while staff can', { tags: ['postgres'], timeout: 600_000 }, async () => {
    const [anonymousLow, anonymousHigh] = await answersPerAmount(null)
    const [staffLow, staffHigh] = await answersPerAmount(staff)
    expect(anonymousLow.size).toBeGreaterThan(100)
    const learnt = [...anonymousLow].filter(([name, said]) => anonymousHigh.get(name) !== said).map(([name]) => name)
    expect(learnt).toEqual([])
    // The same questions tell staff the amount: each door Payload can filter through really reaches
    // the work. (A relation inside blocks matches nothing in Payload 3.90, not even its own id: there
    // the staff's answers stay the same as well.)
    for (const door of collectionDoors()) {
      const field = priceField(door)
      const mine = (said: Map<string, string>) => [...said].filter(([name]) => name.startsWith(`${door.entity} `) && name.includes(field))
      const told = mine(staffLow).filter(([name, said]) => staffHigh.get(name) !== said)
      const reachable =
        !door.path || (await payload.count({ collection: door.entity as CollectionSlug, where: { [door.path]: { in: [work.hidden] } }, ...as(staff) })).totalDocs > 0
      if (reachable) expect(told.length, `${door.entity} ${field}`).toBeGreaterThan(0)
      else expect(told, `${door.entity} ${field}`).toEqual([])
    }
    expect(staffLow.get('artworks sort -price')).not.toBe(staffHigh.get('artworks sort -price'))
  })

  it('leaves the public price to filter and sort by: the priced work only', { tags: ['postgres'] }, async () => {
    const ours: Where = { id: { in: [work.hidden, work.priced] } }
    const above = await payload.find({ collection: 'artworks', where: { and: [ours, { publicPrice: { greater_than: 0 } }] }, ...as(null) })
    expect(above.docs.map((doc) => doc.id)).toEqual([work.priced])
    const sorted = await payload.find({ collection: 'artworks', where: ours, sort: '-publicPrice', depth: 0, ...as(null) })
    expect(sorted.docs.map((doc) => [doc.id, doc.publicPrice ?? null, doc.price ?? null])).toEqual(
      expect.arrayContaining([
        [work.hidden, null, null],
        [work.priced, middle, null],
      ]),
    )
    const rows = await artworkRows(payload, 'de')
    expect(rows.find((row) => row.id === work.hidden)).toMatchObject({ price: null, priceOnRequest: true })
    expect(rows.find((row) => row.id === work.priced)).toMatchObject({ price: middle })
  })

  it('is read, filtered and edited by staff; the public price follows the flag', async () => {
    const doc = await payload.findByID({ collection: 'artworks', id: work.hidden, depth: 0, ...as(staff) })
    expect([doc.price, doc.publicPrice ?? null]).toEqual([low, null])
    const found = await payload.find({ collection: 'exhibitions', where: { 'artworks.price': { equals: low } }, depth: 0, ...as(staff) })
    expect(found.docs.map((d) => d.id)).toEqual(made.get('exhibitions'))
    const shown = await payload.update({ collection: 'artworks', id: work.hidden, data: { priceOnRequest: false }, depth: 0, ...as(staff) })
    expect(shown.publicPrice).toBe(low)
    const hidden = await payload.update({ collection: 'artworks', id: work.hidden, data: { priceOnRequest: true, price: low + 1 }, depth: 0, ...as(staff) })
    expect([hidden.price, hidden.publicPrice ?? null]).toEqual([low + 1, null])
    await setAmount(low)
  })
})

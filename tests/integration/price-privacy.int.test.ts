/**
 * "Price on request" keeps the price private (issue 14, point 7), on SQLite and PostgreSQL: an
 * anonymous reader of the Local API (what REST, GraphQL and the pages use) gets no amount and may
 * not filter by price; staff read and filter it; the explorer's bulk read never holds the amount.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'
import { artworkRows } from '@/features/explorer/rows'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let staff: User
let onRequest: number
let priced: number

beforeAll(async () => {
  payload = await testPayload()
  const users = await payload.find({ collection: 'users', where: { role: { equals: 'administrator' } }, limit: 1, overrideAccess: true })
  staff =
    users.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { role: 'administrator', email: 'preise@galerie.test', password: 'ein-langes-passwort-123' } as never,
      overrideAccess: true,
    }))
  const artist = await payload.create({
    collection: 'artists',
    data: { name: 'Preis Privat', slug: uniqueSlug('preis'), personType: 'artist', _status: 'published' } as never,
    overrideAccess: true,
  })
  const make = async (title: string, price: number, priceOnRequest: boolean) =>
    (
      await payload.create({
        collection: 'artworks',
        locale: 'de',
        data: { title, slug: uniqueSlug('werk'), artist: artist.id, price, priceOnRequest, _status: 'published' } as never,
        overrideAccess: true,
      })
    ).id as number
  onRequest = await make('Auf Anfrage', 87654, true)
  priced = await make('Mit Preis', 4321, false)
})

describe('the amount of a work on request', () => {
  it('is not read by anonymous readers, in either language', async () => {
    for (const locale of ['de', 'en'] as const) {
      const hidden = await payload.findByID({ collection: 'artworks', id: onRequest, locale, overrideAccess: false, depth: 0 })
      expect(hidden.price ?? null).toBeNull()
      expect(hidden.priceOnRequest).toBe(true)
      const shown = await payload.findByID({ collection: 'artworks', id: priced, locale, overrideAccess: false, depth: 0 })
      expect([shown.price ?? null, shown.publicPrice]).toEqual([null, 4321])
    }
  })

  it('cannot be found out by filtering or sorting on price anonymously; the public price filters and sorts the priced works', async () => {
    const refused = (run: () => Promise<unknown>) => expect(run()).rejects.toMatchObject({ status: 400 })
    await refused(() => payload.find({ collection: 'artworks', where: { and: [{ id: { in: [onRequest, priced] } }, { price: { greater_than: 1000 } }] }, overrideAccess: false }))
    await refused(() => payload.count({ collection: 'artworks', where: { price: { less_than: 90000 } }, overrideAccess: false }))
    await refused(() => payload.find({ collection: 'artworks', where: { id: { in: [onRequest, priced] } }, sort: '-price', overrideAccess: false }))
    const filtered = await payload.find({
      collection: 'artworks',
      where: { and: [{ id: { in: [onRequest, priced] } }, { publicPrice: { greater_than: 1000 } }] },
      overrideAccess: false,
    })
    expect(filtered.docs.map((d) => d.id)).toEqual([priced])
    const below = await payload.find({ collection: 'artworks', where: { and: [{ id: { equals: onRequest } }, { publicPrice: { less_than: 90000 } }] }, overrideAccess: false })
    expect(below.docs).toEqual([])
    const sorted = await payload.find({ collection: 'artworks', where: { id: { in: [onRequest, priced] } }, sort: '-publicPrice', overrideAccess: false })
    expect(sorted.docs).toHaveLength(2)
  })

  it('is read and filtered by staff', async () => {
    const doc = await payload.findByID({ collection: 'artworks', id: onRequest, overrideAccess: false, user: staff, depth: 0 })
    expect(doc.price).toBe(87654)
    const found = await payload.find({
      collection: 'artworks',
      where: { and: [{ id: { equals: onRequest } }, { price: { greater_than: 80000 } }] },
      overrideAccess: false,
      user: staff,
    })
    expect(found.docs.map((d) => d.id)).toEqual([onRequest])
  })

  it('never enters the explorer, whose filters and sorting would reveal it', async () => {
    const rows = await artworkRows(payload, 'de')
    expect(rows.find((row) => row.id === onRequest)).toMatchObject({ price: null, priceOnRequest: true })
    expect(rows.find((row) => row.id === priced)).toMatchObject({ price: 4321 })
  })
})

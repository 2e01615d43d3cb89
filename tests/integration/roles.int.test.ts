/**
 * The three roles (issue 49 point 4; docs/roles.md) as a real Payload enforces them, one signed-in
 * account per role, through each kind of door: the REST API, the admin's GraphQL and the Local API
 * with the account as its user. An editor makes content and pictures and never reads an amount on
 * request, a contact or a case; sales read and set prices, holds, cases and contacts, and read the
 * texts without changing them; only an administrator manages accounts, and the gallery always
 * keeps one. A case's status history is written by its saves alone.
 */
import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/base/roles'
import config from '@/payload.config'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let apiDoor: typeof import('@/app/(payload)/api/graphql/route')
const password = 'Rollen-klar-verteilt-2026!'
const accounts = {} as Record<Role, { id: number; token: string; email: string }>
let artistId: number
let onRequest: number
let priced: number
let caseId: number
let contactId: number

async function rest(role: Role, method: string, path: string, body?: unknown, language = 'de') {
  const headers: Record<string, string> = { authorization: `JWT ${accounts[role].token}`, 'accept-language': language }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }
}

async function graphql(role: Role, query: string) {
  const headers = {
    host: 'localhost:3000',
    'content-type': 'application/json',
    cookie: `payload-token=${accounts[role].token}`,
    origin: 'http://localhost:3000',
    'sec-fetch-site': 'same-origin',
  }
  const response = await apiDoor.POST(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }))
  return (await response.json()) as { data?: Record<string, any> | null; errors?: Array<{ message: string }> }
}

/** The Local API as the account itself, with access control on. */
const asUser = (role: Role) => ({
  user: { ...payload.collections.users.config, collection: 'users', id: accounts[role].id, role, email: accounts[role].email } as never,
  overrideAccess: false,
})

beforeAll(async () => {
  payload = await testPayload()
  apiDoor = await import('@/app/(payload)/api/graphql/route')
  const tag = randomUUID().slice(0, 8)
  for (const role of ['administrator', 'sales', 'editor'] as const) {
    const email = `rolle-${role}-${tag}@galerie.test`
    const { id } = await payload.create({ collection: 'users', data: { role, email, password, name: `Rolle ${role}` }, overrideAccess: true })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    accounts[role] = { id, token: token!, email }
  }
  artistId = (
    await payload.create({
      collection: 'artists',
      data: { name: 'Rollen Künstlerin', slug: uniqueSlug('rollen'), personType: 'artist', _status: 'published' },
      overrideAccess: true,
    })
  ).id
  const work = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'artworks',
      data: { title: 'Rollenbild', slug: uniqueSlug('rollenbild'), artist: artistId, _status: 'published', ...data },
      locale: 'de',
      overrideAccess: true,
    })
  onRequest = (await work({ price: 48_000, priceOnRequest: true, inventory: `R-${tag}-1` })).id
  priced = (await work({ price: 3_200, inventory: `R-${tag}-2` })).id
  contactId = (
    await payload.create({ collection: 'contacts', data: { name: 'Kim Sammler', language: 'de', emails: [{ address: `kim-${tag}@example.org` }] }, overrideAccess: true })
  ).id
  caseId = (
    await payload.create({
      collection: 'inquiries',
      data: { kind: 'inquiry', name: 'Kim Sammler', email: `kim-${tag}@example.org`, message: 'Ist es noch da?', locale: 'de' } as never,
      overrideAccess: true,
    })
  ).id
}, 120_000)

describe('an editor', () => {
  it('reads works without any amount, and cannot filter or sort by it', async () => {
    const list = await rest('editor', 'GET', `/api/artworks?where[id][in]=${onRequest},${priced}&depth=0&draft=true`)
    expect(list.status).toBe(200)
    for (const doc of list.body.docs) expect(doc).not.toHaveProperty('price')
    expect(list.body.docs.find((doc: { id: number }) => doc.id === priced).publicPrice).toBe(3_200)
    const filtered = await rest('editor', 'GET', `/api/artworks?where[price][equals]=48000&depth=0`)
    expect(filtered.status).not.toBe(200)
    const byRelation = await rest('editor', 'GET', `/api/artists?where[works.price][equals]=48000&depth=0`)
    expect(byRelation.body.docs ?? []).toEqual([])
    const sorted = await rest('editor', 'GET', `/api/artworks?sort=-price&depth=0&limit=1`)
    if (sorted.status === 200) for (const doc of sorted.body.docs) expect(doc).not.toHaveProperty('price')
    const gql = await graphql('editor', `{ Artwork(id: ${onRequest}) { title price publicPrice priceOnRequest } }`)
    expect(gql.data?.Artwork?.price ?? null).toBeNull()
    expect(gql.data?.Artwork?.title).toBe('Rollenbild')
    const local = await payload.findByID({ collection: 'artworks', id: onRequest, depth: 0, ...asUser('editor') })
    expect(local).not.toHaveProperty('price')
  })

  it('writes texts and makes works, but sets no price, hold or sale', async () => {
    const changed = await rest('editor', 'PATCH', `/api/artworks/${priced}?locale=de&depth=0`, {
      year: 1999,
      price: 1,
      priceOnRequest: true,
      sold: true,
      reservedUntil: '2099-01-01T00:00:00.000Z',
    })
    expect(changed.status).toBe(200)
    const stored = await payload.findByID({ collection: 'artworks', id: priced, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ year: 1999, price: 3_200, priceOnRequest: false, sold: false, publicPrice: 3_200 })
    expect(stored.reservedUntil ?? null).toBeNull()
    const made = await rest('editor', 'POST', `/api/artworks?locale=de&depth=0`, { title: 'Neu von der Redaktion', slug: uniqueSlug('redaktion'), artist: artistId, price: 99 })
    expect(made.status).toBe(201)
    expect((await payload.findByID({ collection: 'artworks', id: made.body.doc.id, depth: 0, overrideAccess: true, draft: true })).price ?? null).toBeNull()
    const page = await rest('editor', 'POST', `/api/pages?locale=de`, { title: 'Redaktionsseite', slug: uniqueSlug('seite') })
    expect(page.status).toBe(201)
  })

  it('sees no contact, case, subscriber or sent mail, by REST, GraphQL or the Local API, and gets the reason in German or English', async () => {
    for (const path of [
      '/api/contacts',
      `/api/contacts/${contactId}`,
      '/api/inquiries',
      `/api/inquiries/${caseId}`,
      '/api/subscribers',
      '/api/mail-outbox',
      '/api/reply-templates',
    ]) {
      const answer = await rest('editor', 'GET', `${path}?depth=0`)
      expect(answer.status, path).toBe(403)
      expect(JSON.stringify(answer.body), path).not.toContain('Kim Sammler')
    }
    expect((await rest('editor', 'GET', '/api/contacts', undefined, 'de')).body.errors[0].message).toMatch(/nicht erlaubt|keine Berechtigung/i)
    expect((await rest('editor', 'GET', '/api/contacts', undefined, 'en')).body.errors[0].message).toMatch(/not allowed/i)
    const gql = await graphql(
      'editor',
      `
        {
          Contacts(where: { id: { equals: ${contactId} } }) {
            docs {
              name
            }
          }
          Inquiries {
            docs {
              name
            }
          }
        }
      `,
    )
    expect(gql.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(gql.data ?? {})).not.toContain('Kim Sammler')
    await expect(payload.find({ collection: 'contacts', ...asUser('editor') })).rejects.toThrow()
    const reply = await rest('editor', 'POST', `/api/inquiries/${caseId}/reply`, { text: 'Hallo' })
    expect(reply.status).toBe(403)
    expect(reply.body.error.de).toContain('Verkauf und Administration')
    const person = await rest('editor', 'GET', `/api/person-data?email=kim@example.org`)
    expect([403, 404]).toContain(person.status)
    const catalogue = await rest('editor', 'GET', `/api/artworks/catalogue/export?format=csv`)
    expect(catalogue.status).toBe(403)
    expect(catalogue.body.error.en).toContain('administrators')
  })
})

describe('sales', () => {
  it('read and set prices, holds and sales, and read the texts without changing them', async () => {
    const read = await rest('sales', 'GET', `/api/artworks/${onRequest}?depth=0`)
    expect(read.body).toMatchObject({ price: 48_000, priceOnRequest: true, title: 'Rollenbild' })
    const gql = await graphql('sales', `{ Artwork(id: ${onRequest}) { price } }`)
    expect(gql.data?.Artwork?.price).toBe(48_000)
    const changed = await rest('sales', 'PATCH', `/api/artworks/${onRequest}?locale=de&depth=0`, {
      price: 52_000,
      title: 'Umbenannt vom Verkauf',
      reservedUntil: '2099-01-01T12:00:00.000Z',
    })
    expect(changed.status).toBe(200)
    const stored = await payload.findByID({ collection: 'artworks', id: onRequest, depth: 0, locale: 'de', overrideAccess: true })
    expect(stored).toMatchObject({ price: 52_000, title: 'Rollenbild', publicPrice: null })
    expect(stored.reservedUntil).toBeTruthy()
  })

  it('handle cases and contacts, and make no content, pictures or accounts', async () => {
    expect((await rest('sales', 'GET', `/api/inquiries/${caseId}?depth=0`)).body.name).toBe('Kim Sammler')
    expect((await rest('sales', 'PATCH', `/api/contacts/${contactId}`, { notes: 'Sammelt Papierarbeiten.' })).status).toBe(200)
    const gql = await graphql(
      'sales',
      `
        {
          Contacts(where: { id: { equals: ${contactId} } }) {
            docs {
              name
            }
          }
        }
      `,
    )
    expect(gql.data?.Contacts?.docs.map((doc: { name: string }) => doc.name)).toContain('Kim Sammler')
    for (const [method, path, body] of [
      ['POST', '/api/artworks?locale=de', { title: 'Vom Verkauf', slug: uniqueSlug('verkauf') }],
      ['DELETE', `/api/artworks/${priced}`, undefined],
      ['POST', '/api/pages?locale=de', { title: 'Verkaufsseite', slug: uniqueSlug('vseite') }],
      ['POST', '/api/globals/site-settings', { contactEmail: 'verkauf@example.org' }],
      ['POST', '/api/users', { email: `neu-${randomUUID().slice(0, 6)}@galerie.test`, password, role: 'administrator' }],
    ] as const) {
      expect((await rest('sales', method, path, body)).status, `${method} ${path}`).toBe(403)
    }
    expect((await payload.findByID({ collection: 'artworks', id: priced, depth: 0, overrideAccess: true })).id).toBe(priced)
  })
})

describe('accounts', () => {
  it('nobody but an administrator changes a role, their own included; staff change their own name', async () => {
    const own = await rest('sales', 'PATCH', `/api/users/${accounts.sales.id}`, { role: 'administrator', name: 'Verkauf Eins' })
    expect(own.status).toBe(200)
    expect(await payload.findByID({ collection: 'users', id: accounts.sales.id, overrideAccess: true })).toMatchObject({ role: 'sales', name: 'Verkauf Eins' })
    const other = await rest('editor', 'PATCH', `/api/users/${accounts.sales.id}`, { name: 'Übernommen' })
    expect(other.status).not.toBe(200)
    expect((await payload.findByID({ collection: 'users', id: accounts.sales.id, overrideAccess: true })).name).toBe('Verkauf Eins')
    const promoted = await rest('administrator', 'PATCH', `/api/users/${accounts.editor.id}`, { role: 'sales' })
    expect(promoted.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: accounts.editor.id, overrideAccess: true })).role).toBe('sales')
    await payload.update({ collection: 'users', id: accounts.editor.id, data: { role: 'editor' }, overrideAccess: true })
    const made = await rest('administrator', 'POST', '/api/users', { email: `neu-${randomUUID().slice(0, 6)}@galerie.test`, password })
    expect(made.status).toBe(201)
    expect(made.body.doc.role).toBe('editor')
  })

  it('keeps one administrator: the last cannot lose the role or be deleted, with the reason in both languages', async () => {
    const others = await payload.find({
      collection: 'users',
      where: { and: [{ role: { equals: 'administrator' } }, { id: { not_equals: accounts.administrator.id } }] },
      overrideAccess: true,
      limit: 1000,
    })
    await payload.update({ collection: 'users', where: { id: { in: others.docs.map((doc) => doc.id) } }, data: { role: 'editor' }, overrideAccess: true })
    try {
      const demoted = await rest('administrator', 'PATCH', `/api/users/${accounts.administrator.id}`, { role: 'editor' }, 'de')
      expect(demoted.status).toBe(400)
      expect(JSON.stringify(demoted.body)).toContain('mindestens eine Administration')
      const demotedEn = await rest('administrator', 'PATCH', `/api/users/${accounts.administrator.id}`, { role: 'editor' }, 'en')
      expect(JSON.stringify(demotedEn.body)).toContain('at least one administrator')
      const deleted = await rest('administrator', 'DELETE', `/api/users/${accounts.administrator.id}`, undefined, 'en')
      expect(deleted.status).toBe(409)
      expect(deleted.body.errors[0].message).toContain('role "Administrator"')
      expect((await payload.findByID({ collection: 'users', id: accounts.administrator.id, overrideAccess: true })).role).toBe('administrator')
    } finally {
      await payload.update({ collection: 'users', where: { id: { in: others.docs.map((doc) => doc.id) } }, data: { role: 'administrator' }, overrideAccess: true })
    }
  })
})

describe("a case's status history", () => {
  it('gains a line per change of status, with who and when, and takes no lines from a request', async () => {
    const before = await payload.findByID({ collection: 'inquiries', id: caseId, depth: 0, overrideAccess: true })
    expect(before.statusHistory).toMatchObject([{ from: null, to: 'new', byName: null }])
    const forged = [{ at: '2001-01-01T00:00:00.000Z', byName: 'Jemand', from: 'new', to: 'sold' }]
    expect((await rest('sales', 'PATCH', `/api/inquiries/${caseId}`, { status: 'in-progress', statusHistory: forged })).status).toBe(200)
    expect((await rest('administrator', 'PATCH', `/api/inquiries/${caseId}`, { status: 'answered' })).status).toBe(200)
    expect((await rest('administrator', 'PATCH', `/api/inquiries/${caseId}`, { message: 'Ist es noch da? (ergänzt)' })).status).toBe(200)
    const after = await payload.findByID({ collection: 'inquiries', id: caseId, depth: 0, overrideAccess: true })
    expect(after.statusHistory?.map(({ from, to, byName }) => ({ from, to, byName }))).toEqual([
      { from: null, to: 'new', byName: null },
      { from: 'new', to: 'in-progress', byName: 'Verkauf Eins' },
      { from: 'in-progress', to: 'answered', byName: 'Rolle administrator' },
    ])
    expect(Date.now() - Date.parse(after.statusHistory!.at(-1)!.at)).toBeLessThan(60_000)
  })
})

describe('saved filters', () => {
  it("are each user's own unless shared, and a shared one is read by all staff but changed by its owner alone", async () => {
    const mine = await rest('sales', 'POST', '/api/payload-query-presets', {
      title: 'Meine offenen Fälle',
      relatedCollection: 'inquiries',
      where: { and: [{ status: { equals: 'in-progress' } }, { assignee: { equals: accounts.sales.id } }] },
      access: { read: { constraint: 'onlyMe' }, update: { constraint: 'onlyMe' }, delete: { constraint: 'onlyMe' } },
    })
    expect(mine.status, JSON.stringify(mine.body)).toBe(201)
    const shared = await rest('sales', 'POST', '/api/payload-query-presets', {
      title: 'Reservierte Werke',
      relatedCollection: 'artworks',
      where: { reservedUntil: { exists: true } },
      isShared: true,
      access: { read: { constraint: 'everyone' }, update: { constraint: 'onlyMe' }, delete: { constraint: 'onlyMe' } },
    })
    expect(shared.status, JSON.stringify(shared.body)).toBe(201)
    const titles = async (role: Role) => ((await rest(role, 'GET', '/api/payload-query-presets?depth=0&limit=100')).body.docs ?? []).map((doc: { title: string }) => doc.title)
    expect(await titles('sales')).toEqual(expect.arrayContaining(['Meine offenen Fälle', 'Reservierte Werke']))
    expect(await titles('administrator')).not.toContain('Meine offenen Fälle')
    expect(await titles('administrator')).toContain('Reservierte Werke')
    const changed = await rest('administrator', 'PATCH', `/api/payload-query-presets/${shared.body.doc.id}`, { title: 'Übernommen' })
    expect(changed.status).not.toBe(200)
    expect((await payload.findByID({ collection: 'payload-query-presets', id: shared.body.doc.id, overrideAccess: true })).title).toBe('Reservierte Werke')
  })
})

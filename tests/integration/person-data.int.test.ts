/**
 * Access and erasure per person (issue 45 point 4), against a real Payload on SQLite and
 * PostgreSQL: everything held under one address — cases, newsletter subscriptions with their
 * consent, the outbox, a crew page with its versions and its entry in the site's search — is
 * found, exported as a file, then erased in one action; a sold case stays as a reduced business
 * record; the receipt lists what went and what stayed; anonymous requests are refused.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@/payload.config'
import { saveContact } from '@/features/forms/contact'
import { newsletterConsentText, signUp } from '@/features/forms/newsletter'
import { personFields } from '@/features/privacy/person'
import { getSearchEngine } from '@/features/search/loaders'
import { rank } from '@/features/search/engine'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let token = ''
const password = 'Galerie-auskunft-2026!'
const write = { overrideAccess: true }

async function rest(method: string, path: string, { auth = true, body, language = 'de' }: { auth?: boolean; body?: unknown; language?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': language }
  if (auth) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  return handleEndpoints({ config, request: new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }) })
}

type Found = {
  contacts: Array<{ id: number; name: string; emails: string[] }>
  cases: Array<{ id: number }>
  subscriptions: Array<{ id: number; consentText: string | null; signedUpAt: string | null }>
  mails: Array<{ id: number }>
  documents: Array<{ collection: string; id: number }>
  versions: Array<{ collection: string; id: number; parent: number }>
  searchEntries: Array<{ locale: string; id: string }>
  staffAccounts: Array<{ id: number }>
}
type Receipt = { email: string; removed: Array<{ kind: string; id: string }>; kept: Array<{ kind: string; id: string; until: string | null }> }

/** Searches the site until `check` holds (the search follows a change within seconds; see search.int.test.ts). */
async function searchUntil(query: string, check: (ids: string[]) => boolean) {
  await expect
    .poll(async () => rank(await getSearchEngine('de'), query).map((item) => item.id), { message: `search for ${query} never followed`, timeout: 30_000, interval: 100 })
    .toSatisfy(check)
}

beforeAll(async () => {
  payload = await testPayload()
  const email = `auskunft-${randomUUID().slice(0, 8)}@galerie.test`
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password }, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

describe('a person’s data (issue 45 point 4)', () => {
  const person = `Zoe.Angstrom-${randomUUID().slice(0, 6)}@Example.org`
  const address = person.toLowerCase()
  const other = `someone-${randomUUID().slice(0, 6)}@example.org`
  const crewName = `Qelvorin Traspek ${randomUUID().slice(0, 4)}`
  const ids = { open: 0, sold: 0, otherCase: 0, work: 0, crew: 0, oldCrew: 0 }

  beforeAll(async () => {
    const artist = await payload.create({ collection: 'artists', data: { name: 'Ada Blum', slug: uniqueSlug('ada'), personType: 'artist', _status: 'published' }, ...write })
    const work = await payload.create({
      collection: 'artworks',
      locale: 'de',
      data: { title: 'Verkauftes Bild', slug: uniqueSlug('verkauft'), artist: artist.id, year: 2024, price: 4200, _status: 'published' },
      ...write,
    })
    ids.work = work.id
    const contact = (email: string, subject: string, artworks: number[] = []) =>
      saveContact(
        payload,
        { name: 'Zoë Ångström', email, subject, message: `Bitte melden Sie sich unter ${email}.`, consent: true },
        { locale: 'de', ipHash: 'hash', userAgent: 'vitest', artworks: artworks.map((id) => ({ id, title: 'x', galleryTitle: 'x' })) },
      )
    ids.open = Number((await contact(person, 'Offene Frage')).inquiryId)
    ids.sold = Number((await contact(address, 'Kauf', [work.id])).inquiryId)
    await payload.update({ collection: 'inquiries', id: ids.sold, data: { status: 'sold', notes: [{ text: 'Zahlt per Überweisung' }] }, overrideAccess: true })
    ids.otherCase = Number((await contact(other, 'Andere Person')).inquiryId)
    for (const list of ['newsletter', 'artini'] as const) {
      await signUp(payload, { email: person, list, locale: 'de', consentText: newsletterConsentText('de'), origin: 'http://localhost', secret: 'test-secret-for-links-0123456789' })
    }
    // A crew page with the address (two versions), and one that carried it in an earlier version only.
    const crew = await payload.create({ collection: 'crew', data: { name: crewName, slug: uniqueSlug('crew'), email: address, role: 'Registrar', _status: 'published' }, ...write })
    await payload.update({ collection: 'crew', id: crew.id, data: { role: 'Registrarin' }, locale: 'de', ...write })
    ids.crew = crew.id
    const old = await payload.create({ collection: 'crew', data: { name: 'Früher', slug: uniqueSlug('crew'), email: address, _status: 'published' }, ...write })
    await payload.update({ collection: 'crew', id: old.id, data: { email: 'buero@galerie.test' }, ...write })
    ids.oldCrew = old.id
  })

  it('refuses anyone not signed in, and an address that is none, in the admin’s language', async () => {
    for (const [method, path] of [
      ['GET', `/api/person-data?email=${encodeURIComponent(person)}`],
      ['GET', `/api/person-data/export?email=${encodeURIComponent(person)}`],
      ['POST', '/api/person-data/erase'],
    ] as const) {
      const response = await rest(method, path, { auth: false, body: method === 'POST' ? { email: person } : undefined })
      expect(response.status, path).toBe(403)
      expect(((await response.json()) as { error: { en: string } }).error.en).toBe('Only for signed-in staff.')
    }
    const bad = await rest('GET', '/api/person-data?email=nobody')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { de: string } }).error.de).toBe('Bitte eine gültige E-Mail-Adresse eingeben.')
    // Nothing was erased by the refused request.
    expect((await payload.findByID({ collection: 'inquiries', id: ids.open, depth: 0, overrideAccess: true })).email).toBe(person)
  })

  it('finds everything held under the address, in any spelling of its case, and only that', async () => {
    await searchUntil(crewName, (found) => found.includes(`crew:${ids.crew}`))
    const response = await rest('GET', `/api/person-data?email=${encodeURIComponent(` ${address.toUpperCase()} `)}`)
    expect(response.status).toBe(200)
    const found = (await response.json()) as Found
    expect(found.cases.map((entry) => entry.id).sort()).toEqual([ids.open, ids.sold].sort())
    // Both cases made one contact (src/features/contacts), found with them; the other person's is not.
    expect(found.contacts).toEqual([expect.objectContaining({ name: 'Zoë Ångström', emails: [address] })])
    expect(found.subscriptions).toHaveLength(2)
    expect(found.subscriptions[0].consentText).toBe(newsletterConsentText('de'))
    expect(found.subscriptions[0].signedUpAt).toBeTruthy()
    // The cases' notifications and confirmations, and the newsletter confirmations (3 a day to one address).
    const caseMails = await payload.find({ collection: 'mail-outbox', where: { inquiry: { in: [ids.open, ids.sold] } }, depth: 0, overrideAccess: true })
    expect(caseMails.totalDocs).toBeGreaterThanOrEqual(3)
    for (const mail of caseMails.docs) expect(found.mails.map((entry) => entry.id)).toContain(mail.id)
    expect(found.mails.length).toBeGreaterThan(caseMails.totalDocs)
    const otherMails = await payload.find({ collection: 'mail-outbox', where: { inquiry: { equals: ids.otherCase } }, depth: 0, overrideAccess: true })
    for (const mail of otherMails.docs) expect(found.mails.map((entry) => entry.id)).not.toContain(mail.id)
    expect(found.documents).toEqual([{ collection: 'crew', label: { de: 'Crew-Mitglied', en: 'Crew member' }, id: ids.crew, title: crewName }])
    const versionParents = found.versions.map((entry) => entry.parent)
    expect(versionParents.filter((parent) => parent === ids.crew).length).toBeGreaterThanOrEqual(2)
    expect(versionParents).toContain(ids.oldCrew)
    expect(found.searchEntries.map((entry) => `${entry.locale}:${entry.id}`).sort()).toEqual([`de:crew:${ids.crew}`, `en:crew:${ids.crew}`])
    expect(found.staffAccounts).toEqual([])
  })

  it('exports the same set as a JSON file for an access request', async () => {
    const response = await rest('GET', `/api/person-data/export?email=${encodeURIComponent(person)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const file = (await response.json()) as Omit<Found, 'cases'> & { about: { de: string; en: string }; cases: Array<{ id: number; message: string; name: string }> }
    expect(file.about.de).toContain('Art. 15 DSGVO')
    expect(file.about.en).toContain('GDPR Art. 15')
    expect(file.cases.find((entry) => entry.id === ids.open)?.message).toContain('Bitte melden Sie sich')
    expect(file.subscriptions).toHaveLength(2)
    expect(file.versions.length).toBeGreaterThanOrEqual(3)
    expect(file.searchEntries).toHaveLength(2)
  })

  it('erases it all in one action, keeps the sold case reduced to the sale, and says so in the receipt', async () => {
    const before = (await (await rest('GET', `/api/person-data?email=${encodeURIComponent(person)}`)).json()) as Found
    const response = await rest('POST', '/api/person-data/erase', { body: { email: person } })
    expect(response.status).toBe(200)
    const receipt = (await response.json()) as Receipt
    expect(receipt.email).toBe(address)
    const removed = (kind: string) => receipt.removed.filter((entry) => entry.kind === kind).map((entry) => entry.id)
    expect(removed('case').sort()).toEqual([String(ids.open), String(ids.sold)].sort())
    expect(removed('contact')).toEqual(before.contacts.map((entry) => String(entry.id)))
    expect(removed('subscription')).toHaveLength(2)
    expect(removed('mail').sort()).toEqual(before.mails.map((entry) => String(entry.id)).sort())
    expect(removed('document')).toEqual([`crew:${ids.crew}`])
    expect(removed('version')).toHaveLength(before.versions.length)
    expect(removed('searchEntry')).toHaveLength(2)
    const year = new Date().getUTCFullYear()
    expect(receipt.kept).toEqual([{ kind: 'case', id: String(ids.sold), title: expect.stringContaining(String(ids.sold)), until: `${year + 10}-12-31` }])

    // Gone: nothing left under the address, in any collection, version or the search.
    const after = (await (await rest('GET', `/api/person-data?email=${encodeURIComponent(person)}`)).json()) as Found
    expect(after).toMatchObject({ contacts: [], cases: [], subscriptions: [], mails: [], documents: [], versions: [], searchEntries: [] })
    for (const slug of ['inquiries', 'contacts', 'subscribers', 'mail-outbox', 'crew'] as const) {
      const all = await payload.find({ collection: slug, depth: 0, pagination: false, overrideAccess: true, draft: true })
      expect(JSON.stringify(all.docs).toLowerCase(), slug).not.toContain(address)
    }
    const versions = await payload.findVersions({ collection: 'crew', where: { parent: { in: [ids.crew, ids.oldCrew] } }, pagination: false, overrideAccess: true })
    expect(JSON.stringify(versions.docs).toLowerCase()).not.toContain(address)
    expect(await payload.findByID({ collection: 'crew', id: ids.oldCrew, depth: 0, overrideAccess: true })).toMatchObject({ email: 'buero@galerie.test' })
    await searchUntil(crewName, (found) => !found.includes(`crew:${ids.crew}`))

    // The open case keeps its status and dates, without the person; the sold one keeps the buyer's name for the invoice.
    const open = await payload.findByID({ collection: 'inquiries', id: ids.open, depth: 0, overrideAccess: true })
    expect(JSON.stringify(open)).not.toContain('Ångström')
    expect(open.anonymisedAt).toBeTruthy()
    const sold = await payload.findByID({ collection: 'inquiries', id: ids.sold, depth: 0, overrideAccess: true })
    expect(sold).toMatchObject({ status: 'sold', name: 'Zoë Ångström', artworks: [ids.work], notes: [], received: [] })
    expect(sold.message).not.toContain('Bitte melden')
    expect(sold.consentText ?? null).toBeNull()
    expect(sold.meta).toMatchObject({ ipHash: null, userAgent: null })
    expect(await payload.findByID({ collection: 'artworks', id: ids.work, depth: 0, overrideAccess: true })).toMatchObject({ sold: true, soldPrice: 4200 })
    // Another person's case is untouched.
    expect((await payload.findByID({ collection: 'inquiries', id: ids.otherCase, depth: 0, overrideAccess: true })).email).toBe(other)
  })
})

describe('where a person is kept (the class "erasure misses the person")', () => {
  it('every field that holds an address or names a contact is one the access request and erasure reach', () => {
    type Walked = {
      name?: string
      type: string
      relationTo?: string | string[]
      fields?: Walked[]
      tabs?: Array<{ name?: string; fields: Walked[] }>
      blocks?: Array<{ slug: string; fields: Walked[] }>
    }
    const found: string[] = []
    const walk = (fields: Walked[], path: string[]) => {
      for (const field of fields) {
        const next = field.name ? [...path, field.name] : path
        const names = (target: string) => (Array.isArray(field.relationTo) ? field.relationTo.includes(target) : field.relationTo === target)
        if (field.name && (field.type === 'email' || (field.type === 'text' && /^(email|replyTo)$/.test(field.name)) || (field.type === 'relationship' && names('contacts'))))
          found.push(next.join('.'))
        if (field.fields) walk(field.fields, next)
        for (const tab of field.tabs ?? []) walk(tab.fields, tab.name ? [...next, tab.name] : next)
        for (const block of field.blocks ?? []) walk(block.fields, [...next, block.slug])
      }
    }
    for (const collection of payload.config.collections) if (!collection.slug.startsWith('payload-')) walk(collection.fields as unknown as Walked[], [collection.slug])
    expect(found.filter((path) => !(path in personFields)).sort(), 'found by no access request or erasure: add it to findPerson and personFields').toEqual([])
  })
})

/**
 * The gallery's contacts (issue 49 point 1), against a real Payload: a case attaches to the
 * contact with its address by itself — a new address makes a contact, another spelling or a second
 * address of the same contact finds it —, the contact lists its cases, staff may attach a case by
 * hand, consent changes are logged, cases stored before contacts existed are attached by the
 * start's repair, no one but staff reads or writes a contact through any door, and the contact's
 * mails, holds and purchases are read back across its cases with the reader's access.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import config from '@/payload.config'
import { saveContact } from '@/features/forms/contact'
import { attachCasesToContacts } from '@/features/contacts/attachCases'
import { contactHistory } from '@/features/contacts/history'
import { replyToCase } from '@/features/sales/cases'
import { endOfGalleryDay } from '@/base/dates'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let staff: Record<string, unknown> & { id: number; collection: 'users' }
const write = { overrideAccess: true }
const tag = randomUUID().slice(0, 8)

const submit = (email: string, subject: string, locale: 'de' | 'en' = 'de', name = 'Ines Quist') =>
  saveContact(payload, { name, email, subject, message: 'Ist das Bild noch zu haben?', consent: true }, { locale, ipHash: 'hash', userAgent: 'vitest' }).then((saved) =>
    Number(saved.inquiryId),
  )

const caseOf = (id: number) => payload.findByID({ collection: 'inquiries', id, depth: 0, ...write })
const contactIdOf = async (id: number) => {
  const contact = (await caseOf(id)).contact
  return typeof contact === 'object' && contact ? contact.id : contact
}

beforeAll(async () => {
  payload = await testPayload()
  const user = await payload.create({
    collection: 'users',
    data: { role: 'administrator', email: `kontakte-${tag}@galerie.test`, password: 'Kontakte-pflegen-2026!', name: 'Mara Ost' },
    ...write,
  })
  staff = { ...user, collection: 'users' }
})

describe('contacts (issue 49 point 1)', () => {
  it('makes a contact from a new address, with the name and the language of the case', async () => {
    const email = `ines.quist-${tag}@example.org`
    const id = await submit(email, 'Erste Frage', 'en')
    const contactId = await contactIdOf(id)
    expect(contactId).toBeTruthy()
    const contact = await payload.findByID({ collection: 'contacts', id: contactId!, depth: 0, ...write })
    expect(contact).toMatchObject({ name: 'Ines Quist', language: 'en', emails: [expect.objectContaining({ address: email })] })
  })

  it('attaches every later case from the address, in any spelling, to the same contact, which lists them newest first', async () => {
    const email = `same.person-${tag}@example.org`
    const first = await submit(email, 'Eins')
    const second = await submit(` ${email.toUpperCase()} `.trim(), 'Zwei')
    const contactId = await contactIdOf(first)
    expect(await contactIdOf(second)).toBe(contactId)
    expect((await payload.count({ collection: 'contacts', where: { 'emails.address': { equals: email } }, ...write })).totalDocs).toBe(1)
    const contact = await payload.findByID({ collection: 'contacts', id: contactId!, depth: 0, ...write })
    const cases = (contact.cases?.docs ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))
    expect(cases).toEqual([second, first])
  })

  it('finds a contact by any of its addresses, and keeps a contact staff chose by hand', async () => {
    const contact = await payload.create({
      collection: 'contacts',
      data: {
        name: 'Haus am Meer',
        language: 'de',
        organisation: 'Stiftung Haus am Meer',
        emails: [{ address: `info-${tag}@haus.example` }, { address: `Direktion-${tag}@Haus.example` }],
        tags: ['institution'],
      },
      ...write,
    })
    // Stored in lower case, so the second address matches however a case spells it.
    expect(contact.emails?.[1]?.address).toBe(`direktion-${tag}@haus.example`)
    // And listed in one line, which the admin's list shows and searches.
    expect(contact.addresses).toBe(`info-${tag}@haus.example, direktion-${tag}@haus.example`)
    const id = await submit(`DIREKTION-${tag}@haus.example`, 'Leihanfrage')
    expect(await contactIdOf(id)).toBe(contact.id)

    const other = await payload.create({ collection: 'contacts', data: { name: 'Privat', language: 'de', emails: [{ address: `privat-${tag}@example.org` }] }, ...write })
    await payload.update({ collection: 'inquiries', id, data: { contact: other.id }, user: staff, overrideAccess: false })
    expect(await contactIdOf(id)).toBe(other.id)
    // An unrelated change leaves the contact staff chose.
    await payload.update({ collection: 'inquiries', id, data: { subject: 'Leihanfrage (geändert)' }, user: staff, overrideAccess: false })
    expect(await contactIdOf(id)).toBe(other.id)
    // A new address on the case follows the address.
    await payload.update({ collection: 'inquiries', id, data: { email: `info-${tag}@haus.example` }, user: staff, overrideAccess: false })
    expect(await contactIdOf(id)).toBe(contact.id)
  })

  it("is found by the admin list's search through the text of its cases: the first message, a mail that came back, a note", async () => {
    const email = `sucht-${tag}@example.org`
    const id = await submit(email, 'Frage nach dem Katalog', 'de', `Vera Sucht ${tag}`)
    const contactId = await contactIdOf(id)
    await payload.update({
      collection: 'inquiries',
      id,
      data: { received: [{ at: new Date().toISOString(), subject: 'Re', text: `Gern auch das Blatt mit Kormoran-${tag}` }], notes: [{ text: `rief an wegen Rahmung-${tag}` }] },
      ...write,
    })
    const collection = payload.collections.contacts.config
    // The admin's list turns its search box into this where (Payload's own merge), and asks as the signed-in user.
    const search = (text: string) =>
      payload
        .find({ collection: 'contacts', where: mergeListSearchAndWhere({ collectionConfig: collection, search: text, where: {} }), depth: 0, user: staff, overrideAccess: false })
        .then((found) => found.docs.map((doc) => doc.id))
    expect(await search(`Kormoran-${tag}`)).toEqual([contactId])
    expect(await search(`Rahmung-${tag}`)).toEqual([contactId])
    expect(await search(`Vera Sucht ${tag}`)).toEqual([contactId])
    expect(await search(`sucht-${tag}@example`)).toEqual([contactId])
    // The first message is the same for every test contact here; together with the tag it is one.
    expect(await search('Ist das Bild noch zu haben')).toContain(contactId)
    expect(await search(`Kormoran-${tag}-nirgends`)).toEqual([])
  })

  it('logs every change of the newsletter consent with its time and who made it', async () => {
    const contact = await payload.create({ collection: 'contacts', data: { name: 'Lea Brandt', language: 'de', emails: [{ address: `lea-${tag}@example.org` }] }, ...write })
    expect(contact.consentLog ?? []).toEqual([])
    const given = await payload.update({ collection: 'contacts', id: contact.id, data: { newsletterConsent: true }, user: staff, overrideAccess: false })
    expect(given.consentLog).toEqual([expect.objectContaining({ consent: 'given', source: 'staff: Mara Ost' })])
    const unchanged = await payload.update({ collection: 'contacts', id: contact.id, data: { notes: 'Mag Papierarbeiten' }, user: staff, overrideAccess: false })
    expect(unchanged.consentLog).toHaveLength(1)
    const withdrawn = await payload.update({ collection: 'contacts', id: contact.id, data: { newsletterConsent: false }, user: staff, overrideAccess: false })
    expect(withdrawn.consentLog?.map((entry) => entry.consent)).toEqual(['given', 'withdrawn'])
    expect(new Date(withdrawn.consentLog![1].at).getTime()).toBeGreaterThanOrEqual(new Date(withdrawn.consentLog![0].at).getTime())
  })

  it('attaches cases stored before contacts existed when the server prepares, and leaves anonymised ones alone', async () => {
    const email = `frueher-${tag}@example.org`
    const old = await submit(email, 'Aus der Zeit vor den Kontakten')
    const anonymised = await submit(`anonym-${tag}@example.org`, 'Anonymisiert')
    // As an older database holds them: no contact, none with the address.
    for (const id of [old, anonymised]) await payload.db.updateOne({ collection: 'inquiries', id, data: { contact: null } })
    await payload.delete({ collection: 'contacts', where: { 'emails.address': { in: [email, `anonym-${tag}@example.org`] } }, ...write })
    await payload.db.updateOne({ collection: 'inquiries', id: anonymised, data: { anonymisedAt: new Date().toISOString() } })

    const { attached, created } = await attachCasesToContacts(payload)
    expect(attached).toBeGreaterThanOrEqual(1)
    expect(created).toBeGreaterThanOrEqual(1)
    const contactId = await contactIdOf(old)
    expect(contactId).toBeTruthy()
    expect((await payload.findByID({ collection: 'contacts', id: contactId!, depth: 0, ...write })).emails?.[0]?.address).toBe(email)
    expect(await contactIdOf(anonymised)).toBeFalsy()
    // Nothing else of the case changed, and a second run has nothing to do for it.
    expect((await caseOf(old)).subject).toBe('Aus der Zeit vor den Kontakten')
    await attachCasesToContacts(payload)
    expect(await contactIdOf(old)).toBe(contactId)
  })

  it('is refused to anyone not signed in, through REST and GraphQL, and never listed', async () => {
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
      ['GET', '/api/contacts'],
      ['GET', '/api/contacts?where[emails.address][like]=example'],
      ['POST', '/api/contacts', { name: 'Eindringling', emails: [{ address: 'x@example.org' }] }],
    ] as const) {
      const response = await ask(method, path, body)
      expect([401, 403], `${method} ${path}`).toContain(response.status)
      expect(await response.text()).not.toContain(tag)
    }
    // Payload's GraphQL route, as the admin and the site's /graphql reach it.
    const { POST } = await import('@/app/(payload)/api/graphql/route')
    const graphql = await POST(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Contacts { docs { name emails { address } } } }' }),
      }),
    )
    const answer = (await graphql.json()) as { data?: { Contacts?: { docs?: unknown[] } | null }; errors?: Array<{ message: string }> }
    expect(answer.errors?.length ?? 0).toBeGreaterThan(0)
    expect(answer.data?.Contacts?.docs ?? []).toEqual([])
    expect(JSON.stringify(answer)).not.toContain(tag)
    expect((await payload.count({ collection: 'contacts', where: { name: { equals: 'Eindringling' } }, ...write })).totalDocs).toBe(0)
  })
})

describe('importing an address list (issue 49 point 1)', () => {
  const login = async (role: 'sales' | 'editor') => {
    const email = `import-${role}-${randomUUID().slice(0, 8)}@galerie.test`
    const password = 'Adressen-einlesen-2026!'
    await payload.create({ collection: 'users', data: { role, email, password, name: role === 'sales' ? 'Uta Import' : 'Ed Redaktion' }, ...write })
    return (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
  const upload = (token: string, body: Buffer | string, query: Record<string, string>, language = 'de') =>
    handleEndpoints({
      config,
      request: new Request(`http://localhost/api/contacts/import?${new URLSearchParams(query)}`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'accept-language': language, 'content-length': String(Buffer.byteLength(body)) },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      }),
    })

  it('checks first, then imports as staff decide: a new person, an address already known, two rows of one person, a possible duplicate by name, a refused row', async () => {
    const token = await login('sales')
    const known = await payload.create({
      collection: 'contacts',
      data: { name: `Kim Bekannt ${tag}`, language: 'de', organisation: 'Sammlung K', notes: 'Mag Grafik.', emails: [{ address: `kim-${tag}@example.org` }] },
      ...write,
    })
    const namesake = await payload.create({
      collection: 'contacts',
      data: { name: `Jo Namensgleich ${tag}`, language: 'de', emails: [{ address: `jo-alt-${tag}@example.org` }] },
      ...write,
    })
    // As German Excel saves it: semicolons, a byte-order mark, German headings.
    const csv = [
      'Name;E-Mail;Organisation;Sprache;Schlagwörter;Notizen;Newsletter',
      `Lea Neu ${tag};lea-neu-${tag}@example.org;Museum L;Englisch;Presse, Institution;Kam zur Eröffnung;ja`,
      `Kim B.;KIM-${tag}@example.org;Andere Firma;;Sammler:in;Fragt nach Editionen;`,
      `Pia Zweimal ${tag};pia-${tag}@example.org;;;;Erste Zeile;`,
      `Pia Zweimal ${tag};pia-${tag}@example.org, pia-privat-${tag}@example.org;;;;Zweite Zeile;`,
      `Jo Namensgleich ${tag};jo-neu-${tag}@example.org;;;;;`,
      `Ohne Adresse;;;;;;`,
      `Falsch;keine-adresse;;;;;`,
    ].join('\r\n')
    const checked = await upload(token, `\uFEFF${csv}`, { format: 'csv', dryRun: '1' })
    expect(checked.status).toBe(200)
    const { plan } = (await checked.json()) as { plan: Array<{ lines: number[]; action: string; name: string; emails: string[]; reason?: { de: string } }> }
    expect(plan.map(({ lines, action }) => [lines, action])).toEqual([
      [[2], 'new'],
      [[3], 'update'],
      [[4, 5], 'new'],
      [[6], 'duplicate'],
      [[7], 'refused'],
      [[8], 'refused'],
    ])
    expect(plan[2].emails).toEqual([`pia-${tag}@example.org`, `pia-privat-${tag}@example.org`])
    expect(plan[5].reason?.de).toBe('„keine-adresse“ ist keine E-Mail-Adresse.')
    // The check wrote nothing.
    expect((await payload.find({ collection: 'contacts', where: { addresses: { like: `lea-neu-${tag}` } }, ...write })).totalDocs).toBe(0)

    // Undecided, the possible duplicate is left; decided, it joins the contact of that name.
    const first = await upload(token, csv, { format: 'csv' })
    expect(((await first.json()) as { outcome: Record<string, number> }).outcome).toMatchObject({ created: 2, updated: 1, left: 1, refused: 2 })
    const decided = await upload(token, csv, { format: 'csv', decisions: JSON.stringify({ 6: namesake.id }) })
    expect(((await decided.json()) as { outcome: Record<string, number> }).outcome).toMatchObject({ created: 0, updated: 4, left: 0 })

    const lea = (await payload.find({ collection: 'contacts', where: { addresses: { like: `lea-neu-${tag}` } }, ...write })).docs
    expect(lea).toHaveLength(1)
    expect(lea[0]).toMatchObject({ name: `Lea Neu ${tag}`, language: 'en', organisation: 'Museum L', tags: ['press', 'institution'], newsletterConsent: true })
    expect(lea[0].consentLog?.[0]).toMatchObject({ consent: 'given', source: 'import: Uta Import' })
    // What staff wrote on the known contact stays; the file adds to it.
    const kim = await payload.findByID({ collection: 'contacts', id: known.id, depth: 0, ...write })
    expect(kim).toMatchObject({ name: `Kim Bekannt ${tag}`, organisation: 'Sammlung K', tags: ['collector'] })
    expect(kim.notes).toMatch(/^Mag Grafik\.\n\nFragt nach Editionen/)
    expect(kim.emails).toHaveLength(1)
    const pia = (await payload.find({ collection: 'contacts', where: { addresses: { like: `pia-${tag}` } }, ...write })).docs
    expect(pia).toHaveLength(1)
    expect(pia[0].notes).toBe('Erste Zeile\nZweite Zeile')
    const jo = await payload.findByID({ collection: 'contacts', id: namesake.id, depth: 0, ...write })
    expect(jo.emails?.map((entry) => entry.address)).toEqual([`jo-alt-${tag}@example.org`, `jo-neu-${tag}@example.org`])
  })

  it('reads an XLSX file too, and refuses a file without the needed columns, an editor, and an oversized file, in both languages', async () => {
    const token = await login('sales')
    const { toXlsx } = await import('@/features/catalogue/xlsx')
    const xlsx = await toXlsx([
      ['Name', 'Email', 'Language'],
      [`Max Tabelle ${tag}`, `max-${tag}@example.org`, 'English'],
    ])
    const imported = await upload(token, xlsx, { format: 'xlsx' })
    expect(((await imported.json()) as { outcome: Record<string, number> }).outcome).toMatchObject({ created: 1 })
    expect((await payload.find({ collection: 'contacts', where: { addresses: { like: `max-${tag}` } }, ...write })).docs[0]).toMatchObject({
      name: `Max Tabelle ${tag}`,
      language: 'en',
    })

    const headless = await upload(token, 'Vorname;Telefon\r\nA;1', { format: 'csv', dryRun: '1' }, 'en')
    expect(headless.status).toBe(400)
    expect(((await headless.json()) as { error: { de: string; en: string } }).error.en).toBe('The file needs the columns "Name" and "Email" in its first row.')
    const editor = await upload(await login('editor'), 'Name;E-Mail\r\nA;a@example.org', { format: 'csv' })
    expect(editor.status).toBe(403)
    const large = await handleEndpoints({
      config,
      request: new Request('http://localhost/api/contacts/import?format=csv', {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-length': String(6 * 1024 * 1024) },
        body: 'x',
      }),
    })
    expect(large.status).toBe(413)
  })
})

describe("a contact's mails, holds and purchases (issue 49 point 1)", () => {
  const person = async (role: 'sales' | 'editor') => {
    const user = await payload.create({
      collection: 'users',
      data: { role, email: `verlauf-${role}-${tag}@galerie.test`, password: 'Verlauf-lesen-2026!', name: role === 'sales' ? 'Uta Verlauf' : 'Ed Verlauf' },
      ...write,
    })
    return { ...user, collection: 'users' as const }
  }
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString()

  it('lists, across two cases, the first messages, a mail that came back and the reply, a current hold and a sale with its price, newest first; an editor reads none of it', async () => {
    const artist = await payload.create({
      collection: 'artists',
      data: { name: `Lotte Verlauf ${tag}`, slug: uniqueSlug('verlauf'), personType: 'artist', _status: 'published' },
      ...write,
    })
    const work = async (title: string, data: Record<string, unknown>) => {
      const slug = uniqueSlug('verlauf-werk')
      const doc = await payload.create({
        collection: 'artworks',
        data: { title: `${title} (de)`, slug, artist: artist.id, year: 2025, _status: 'published', inventory: `V-${tag}-${title}`, ...data },
        locale: 'de',
        ...write,
      })
      await payload.update({ collection: 'artworks', id: doc.id, data: { title, slug: `${slug}-en` }, locale: 'en', ...write })
      return doc.id
    }
    const held = await work('Held', { price: 1800 })
    const bought = await work('Bought', { price: 4200, priceOnRequest: true })
    const email = `sammlerin-${tag}@example.org`
    const ask = (subject: string, artworks: number[]) =>
      saveContact(
        payload,
        { name: 'Sara Sammlerin', email, subject, message: 'Ist das Bild noch zu haben?', consent: true },
        { locale: 'en', ipHash: 'hash', userAgent: 'vitest', artworks: artworks.map((id) => ({ id, title: 'x', galleryTitle: 'x' })) },
      ).then((saved) => Number(saved.inquiryId))
    const first = await ask(`Held ${tag}`, [held])
    const second = await ask(`Bought ${tag}`, [bought])
    const contactId = (await contactIdOf(first))!
    expect(await contactIdOf(second)).toBe(contactId)

    // The first case: the visitor's answer filed into it, the gallery's reply, and a hold for a month.
    await payload.update({
      collection: 'inquiries',
      id: first,
      data: { received: [{ at: new Date().toISOString(), subject: `Re: Held ${tag}`, text: 'Gern reserviert.' }] },
      ...write,
    })
    const reply = await replyToCase(payload, first, { subject: `Antwort ${tag}`, text: 'Wir halten es für Sie.' }, staff.id)
    expect(reply.ok).toBe(true)
    const until = inDays(30)
    await payload.update({ collection: 'inquiries', id: first, data: { status: 'reserved', reservedUntil: until }, ...write })
    // The second: reserved, then sold (the work keeps the day and the price of the sale).
    await payload.update({ collection: 'inquiries', id: second, data: { status: 'reserved' }, ...write })
    await payload.update({ collection: 'inquiries', id: second, data: { status: 'sold' }, ...write })
    // After the sale the work's price changes: the purchase keeps the price at the sale.
    await payload.update({ collection: 'artworks', id: bought, data: { price: 5000 }, locale: 'de', ...write })

    const sales = await person('sales')
    const reads = vi.spyOn(payload, 'find')
    const history = await contactHistory(payload, contactId, sales, { language: 'en' })
    // One read for the cases, one for their mails, one for their works and one for the artists, however many cases there are.
    expect(reads.mock.calls.map(([args]) => args.collection)).toEqual(['inquiries', 'mail-outbox', 'artworks', 'artists'])
    reads.mockRestore()

    const lines = history.mails.map(({ direction, viaSite, subject, caseId }) => ({ direction, viaSite: Boolean(viaSite), subject, caseId }))
    expect(lines).toEqual(
      expect.arrayContaining([
        { direction: 'received', viaSite: true, subject: `Held ${tag}`, caseId: first },
        { direction: 'received', viaSite: true, subject: `Bought ${tag}`, caseId: second },
        { direction: 'received', viaSite: false, subject: `Re: Held ${tag}`, caseId: first },
        { direction: 'sent', viaSite: false, subject: `Antwort ${tag}`, caseId: first },
      ]),
    )
    // Only mails to the person: the gallery's own notification of each case is not among them.
    const outbox = await payload.find({ collection: 'mail-outbox', where: { inquiry: { in: [first, second] } }, pagination: false, depth: 0, ...write })
    expect(outbox.docs.some((mail) => mail.to.toLowerCase() !== email)).toBe(true)
    expect(history.mails.filter((mail) => mail.direction === 'sent')).toHaveLength(outbox.docs.filter((mail) => mail.to.toLowerCase() === email).length)
    const times = history.mails.map((mail) => Date.parse(mail.at!))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const workOf = (id: number, title: string) => ({ id, title, artist: `Lotte Verlauf ${tag}`, inventory: `V-${tag}-${title}` })
    expect(history.holds).toMatchObject([
      { work: workOf(held, 'Held'), caseId: first, caseSubject: `Held ${tag}`, until: endOfGalleryDay(until), state: 'current' },
      { work: workOf(bought, 'Bought'), caseId: second, state: 'sold' },
    ])
    expect(history.holds[0].since).toBeTruthy()
    const sold = await payload.findByID({ collection: 'artworks', id: bought, depth: 0, ...write })
    expect(history.purchases).toEqual([
      { work: workOf(bought, 'Bought'), caseId: second, caseSubject: `Bought ${tag}`, at: sold.soldAt, price: 4200, priceAtSale: true, priceOnRequest: true },
    ])

    // German titles in German.
    expect((await contactHistory(payload, contactId, sales, { language: 'de' })).purchases[0].work.title).toBe('Bought (de)')

    // A contact without cases has empty sections; an editor may read none of it.
    const alone = await payload.create({
      collection: 'contacts',
      data: { name: `Ohne Fälle ${tag}`, language: 'de', emails: [{ address: `allein-${tag}@example.org` }] },
      ...write,
    })
    expect(await contactHistory(payload, alone.id, sales)).toEqual({ mails: [], holds: [], purchases: [] })
    const editor = await person('editor')
    await expect(contactHistory(payload, contactId, editor)).rejects.toMatchObject({ status: 403 })
  })
})

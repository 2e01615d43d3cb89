/**
 * Every document staff may delete can be deleted, alone and in bulk as the admin does it, with the
 * documents naming it present (issue 45 point 3), on SQLite and PostgreSQL: no 500 from any
 * delete. The list of collections comes from the Payload config, so a new collection without a
 * case here fails; each relation's rule (src/cms/deleteRules.ts) is checked where it applies.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import { handleEndpoints, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { rows } from '@/base/sql'
import { databaseKind } from '@/cms/database'
import { referencesByTarget, ruleFor } from '@/cms/deleteRules'
import config from '@/payload.config'
import { saveContact } from '@/features/forms/contact'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let token = ''
const password = 'Galerie-loeschen-2026!'
const write = { overrideAccess: true }
type Id = number

async function rest(method: string, path: string, language: 'de' | 'en' = 'de') {
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost${path}`, { method, headers: { authorization: `JWT ${token}`, 'accept-language': language } }),
  })
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: Array<{ message: string }> } | null
  return { status: response.status, body, text: JSON.stringify(body) }
}

const bulkPath = (slug: string, ids: Id[]) => `/api/${slug}?${ids.map((id, index) => `where[id][in][${index}]=${id}`).join('&')}`

async function exists(collection: string, id: Id) {
  return Boolean(await payload.findByID({ collection: collection as CollectionSlug, id, depth: 0, overrideAccess: true, disableErrors: true, draft: true }))
}

const create = async (collection: string, data: Record<string, unknown>) =>
  (await payload.create({ collection: collection as CollectionSlug, locale: 'de', data: data as never, ...write })).id as Id

let picture = 0
async function image(): Promise<Id> {
  picture += 1
  const data = await sharp({ create: { width: 8 + picture, height: 8, channels: 3, background: '#446688' } })
    .png()
    .toBuffer()
  return (
    await payload.create({ collection: 'media', data: { alt: 'Bild' }, file: { data, mimetype: 'image/png', name: `${uniqueSlug('loeschen')}.png`, size: data.length }, ...write })
  ).id as Id
}

const artist = (name = 'Ada Blum') => create('artists', { name, slug: uniqueSlug('kuenstlerin'), personType: 'artist', _status: 'published' })
const work = (data: Record<string, unknown> = {}) =>
  create('artworks', { title: `Werk ${randomUUID().slice(0, 6)}`, slug: uniqueSlug('werk'), year: 2024, _status: 'published', ...data })
const term = (collection: string) =>
  create(collection, { name: `Begriff ${randomUUID().slice(0, 6)}`, slug: uniqueSlug(collection), ...(collection === 'colors' ? { hex: '#336699' } : {}) })
const exhibition = (data: Record<string, unknown> = {}) =>
  create('exhibitions', { title: 'Schau', slug: uniqueSlug('schau'), startDate: '2026-01-01', endDate: '2026-02-01', _status: 'published', ...data })
const page = (collection: string, layout: unknown[]) => create(collection, { title: 'Seite', slug: uniqueSlug('seite'), layout, _status: 'published' })

/** A case as the site stores it: with its two mails in the outbox. */
async function caseWith(artworks: Id[], data: Record<string, unknown> = {}): Promise<Id> {
  const { inquiryId } = await saveContact(
    payload,
    { name: 'Zoë Ångström', email: `fall-${randomUUID().slice(0, 8)}@example.org`, subject: 'Frage', message: 'Noch zu haben?', consent: true },
    { locale: 'de', ipHash: 'h', userAgent: 'vitest', artworks: artworks.map((id) => ({ id, title: 'x', galleryTitle: 'x' })) },
  )
  if (Object.keys(data).length > 0) await payload.update({ collection: 'inquiries', id: inquiryId, data: data as never, overrideAccess: true })
  return Number(inquiryId)
}

type Case = {
  /** Makes one document with the documents naming it; `after` checks what became of them. */
  make: () => Promise<{ id: Id; after?: () => Promise<void> }>
  /** Makes one the rules keep, and the words (in German, in English) the refusal must contain. */
  refused?: () => Promise<{ id: Id; de: string[]; en: string[] }>
}

const termCase = (collection: string, field: string): Case => ({
  make: async () => {
    const id = await term(collection)
    const named = await work({ [field]: field === 'medium' ? id : [id] })
    return {
      id,
      after: async () => {
        const kept = await payload.findByID({ collection: 'artworks', id: named, depth: 0, overrideAccess: true })
        expect(kept[field as 'medium'] ?? null, `${collection}: the work stays and loses the term`).toEqual(field === 'medium' ? null : [])
      },
    }
  },
})

/** What each collection staff may delete is deleted with (or refused for), by slug. */
const cases: Record<string, Case> = {
  artworks: {
    make: async () => {
      const id = await work()
      const show = await exhibition({ artworks: [id] })
      const open = await caseWith([id])
      const lease = await create('leasing', { title: 'Leasing', slug: uniqueSlug('leasing'), artwork: id, _status: 'published' })
      await create('magazine', { title: 'Text', slug: uniqueSlug('text'), publishDate: '2026-01-01', artworks: [id], _status: 'published' })
      await page('pages', [{ blockType: 'artworkTeaser', artworks: [id] }])
      return {
        id,
        after: async () => {
          expect((await payload.findByID({ collection: 'exhibitions', id: show, depth: 0, overrideAccess: true })).artworks).toEqual([])
          expect((await payload.findByID({ collection: 'inquiries', id: open, depth: 0, overrideAccess: true })).artworks).toEqual([])
          expect((await payload.findByID({ collection: 'leasing', id: lease, depth: 0, overrideAccess: true })).artwork ?? null).toBeNull()
        },
      }
    },
    refused: async () => {
      const id = await work({ title: 'Gehaltenes Bild' })
      await caseWith([id], { status: 'reserved' })
      return {
        id,
        de: ['„Gehaltenes Bild“ kann nicht gelöscht werden', 'Anfrage', 'reserviert oder verkauft'],
        en: ['“Gehaltenes Bild” cannot be deleted', 'Inquiry', 'reserved or sold'],
      }
    },
  },
  artists: {
    make: async () => {
      const id = await artist()
      const show = await exhibition({ artists: [id] })
      await page('werkstattpalast-pages', [{ blockType: 'artistTeaser', artists: [id] }])
      return { id, after: async () => expect((await payload.findByID({ collection: 'exhibitions', id: show, depth: 0, overrideAccess: true })).artists).toEqual([]) }
    },
    refused: async () => {
      const id = await artist('Jürgen Müßig')
      await work({ artist: id, title: 'Blaues Bild' })
      // The case names the artist through its work: the case alone would not keep the artist.
      return {
        id,
        de: ['„Jürgen Müßig“ kann nicht gelöscht werden', 'Werk', '„Blaues Bild“', 'anderen Person zuordnen'],
        en: ['“Jürgen Müßig” cannot be deleted', 'Artwork', 'Blaues Bild', 'assign the works'],
      }
    },
  },
  curators: {
    make: async () => {
      const id = await create('curators', { name: 'Kuratorin', slug: uniqueSlug('kuratorin'), _status: 'published' })
      const show = await exhibition({ curators: [id] })
      return { id, after: async () => expect((await payload.findByID({ collection: 'exhibitions', id: show, depth: 0, overrideAccess: true })).curators).toEqual([]) }
    },
  },
  crew: { make: async () => ({ id: await create('crew', { name: 'Crew', slug: uniqueSlug('crew'), email: 'crew@galerie.test', _status: 'published' }) }) },
  exhibitions: {
    make: async () => {
      const id = await exhibition()
      const teaser = await page('pages', [{ blockType: 'exhibitionTeaser', exhibition: id }])
      return { id, after: async () => expect(await exists('pages', teaser)).toBe(true) }
    },
  },
  magazine: { make: async () => ({ id: await create('magazine', { title: 'Text', slug: uniqueSlug('text'), publishDate: '2026-01-01', _status: 'published' }) }) },
  leasing: { make: async () => ({ id: await create('leasing', { title: 'Leasing', slug: uniqueSlug('leasing'), artwork: await work(), _status: 'published' }) }) },
  'inquiry-topics': {
    make: async () => {
      const id = await create('inquiry-topics', { title: 'Thema', slug: uniqueSlug('thema'), _status: 'published' })
      const open = await caseWith([])
      await payload.update({ collection: 'inquiries', id: open, data: { topic: id }, overrideAccess: true })
      return { id, after: async () => expect((await payload.findByID({ collection: 'inquiries', id: open, depth: 0, overrideAccess: true })).topic ?? null).toBeNull() }
    },
  },
  pages: { make: async () => ({ id: await page('pages', [{ blockType: 'artworkTeaser', artworks: [await work()] }]) }) },
  'werkstattpalast-pages': { make: async () => ({ id: await page('werkstattpalast-pages', []) }) },
  faq: {
    make: async () => ({
      id: await create('faq', {
        question: 'Frage?',
        answer: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: null,
                format: '',
                indent: 0,
                children: [{ type: 'text', version: 1, text: 'Ja.', format: 0, detail: 0, mode: 'normal', style: '' }],
              },
            ],
          },
        },
      }),
    }),
  },
  media: {
    make: async () => ({ id: await image() }),
    refused: async () => {
      const id = await image()
      await work({ images: [id], title: 'Bild mit Foto' })
      await page('pages', [{ blockType: 'image', image: id }])
      return {
        id,
        de: ['kann nicht gelöscht werden', 'Werk', '„Bild mit Foto“', 'Seite', 'ersetzen oder entfernen'],
        en: ['cannot be deleted', 'Artwork', 'Bild mit Foto', 'Page', 'replace or remove'],
      }
    },
  },
  colors: termCase('colors', 'colors'),
  mediums: termCase('mediums', 'medium'),
  styles: termCase('styles', 'styles'),
  tags: termCase('tags', 'tags'),
  categories: termCase('categories', 'categories'),
  redirects: { make: async () => ({ id: await create('redirects', { from: `/${uniqueSlug('alt')}`, to: '/artists', permanent: true }) }) },
  users: {
    make: async () => {
      const id = await create('users', { email: `weg-${randomUUID().slice(0, 8)}@galerie.test`, password })
      const assigned = await caseWith([])
      await payload.update({ collection: 'inquiries', id: assigned, data: { assignee: id, notes: [{ text: 'Notiz', author: id }] }, overrideAccess: true })
      return {
        id,
        after: async () => {
          const kept = await payload.findByID({ collection: 'inquiries', id: assigned, depth: 0, overrideAccess: true })
          expect(kept.assignee ?? null).toBeNull()
          expect(kept.notes?.[0]).toMatchObject({ text: 'Notiz', author: null })
        },
      }
    },
  },
  contacts: {
    make: async () => {
      const open = await caseWith([])
      const id = (await payload.findByID({ collection: 'inquiries', id: open, depth: 0, overrideAccess: true })).contact as Id
      expect(id, 'the case made its contact').toBeTruthy()
      return {
        id,
        after: async () => {
          const kept = await payload.findByID({ collection: 'inquiries', id: open, depth: 0, overrideAccess: true })
          expect(kept.contact ?? null, 'the case stays and loses its contact').toBeNull()
          expect(kept.message).toBe('Noch zu haben?')
        },
      }
    },
  },
  inquiries: {
    make: async () => {
      const reserved = await work()
      const id = await caseWith([reserved], { status: 'reserved' })
      const mails = await payload.find({ collection: 'mail-outbox', where: { inquiry: { equals: id } }, depth: 0, overrideAccess: true })
      expect(mails.totalDocs).toBe(2)
      expect((await payload.findByID({ collection: 'artworks', id: reserved, depth: 0, overrideAccess: true })).reservedFor).toBe(id)
      return {
        id,
        after: async () => {
          for (const mail of mails.docs) expect(await exists('mail-outbox', mail.id as Id), 'the case’s mails go with it').toBe(false)
          const freed = await payload.findByID({ collection: 'artworks', id: reserved, depth: 0, overrideAccess: true })
          expect(freed).toMatchObject({ reservedFor: null, reservedUntil: null })
        },
      }
    },
    refused: async () => ({
      id: await caseWith([await work()], { status: 'sold' }),
      de: ['Ein verkaufter Fall ist ein Geschäftsbeleg', 'HGB §257'],
      en: ['A sold case is a business record', 'HGB §257'],
    }),
  },
  'reply-templates': { make: async () => ({ id: await create('reply-templates', { name: 'Vorlage', subject: 'Betreff', text: 'Guten Tag {name},' }) }) },
  // A viewing room (issue 51) goes with its rows; the works and contacts it names stay.
  'viewing-rooms': {
    make: async () => {
      const shown = await work()
      const contact = await create('contacts', { name: 'Ida Raum', emails: [{ address: `raum-${randomUUID().slice(0, 8)}@example.org` }], language: 'de' })
      const id = await create('viewing-rooms', { title: 'Raum', works: [{ work: shown, note: 'Notiz', priceMode: 'room', roomPrice: 100 }], recipients: [{ contact }] })
      const view = await create('viewing-room-views', { at: new Date().toISOString(), kind: 'viewed', room: id, contact, work: shown, seconds: 4 })
      return {
        id,
        after: async () => {
          expect(await exists('artworks', shown), 'the work stays').toBe(true)
          expect(await exists('contacts', contact), 'the contact stays').toBe(true)
          expect(await exists('viewing-room-views', view), 'what was seen in the room goes with it').toBe(false)
        },
      }
    },
  },
  'viewing-room-views': {
    make: async () => {
      const room = await create('viewing-rooms', { title: 'Raum', recipients: [{ email: `sicht-${randomUUID().slice(0, 8)}@example.org` }] })
      return {
        id: await create('viewing-room-views', { at: new Date().toISOString(), kind: 'opened', room }),
        after: async () => expect(await exists('viewing-rooms', room), 'the room stays').toBe(true),
      }
    },
  },
  subscribers: {
    make: async () => ({
      id: (
        await payload.create({
          collection: 'subscribers',
          data: { email: `abo-${randomUUID().slice(0, 8)}@example.org`, list: 'newsletter', locale: 'de', status: 'pending' },
          ...write,
        })
      ).id as Id,
    }),
  },
  'mail-outbox': {
    make: async () => ({
      id: (
        await payload.create({
          collection: 'mail-outbox',
          data: { to: 'a@example.org', subject: 'S', text: 'T', locale: 'de', status: 'outbox', key: uniqueSlug('mail') },
          ...write,
        })
      ).id as Id,
    }),
  },
}

/** The collections a signed-in staff member may delete, from the config. */
async function deletable(): Promise<string[]> {
  const user = (await payload.find({ collection: 'users', where: { role: { equals: 'administrator' } }, limit: 1, overrideAccess: true })).docs[0]
  const req = { user, payload } as unknown as PayloadRequest
  const slugs: string[] = []
  for (const collection of payload.config.collections) {
    if (collection.slug.startsWith('payload-')) continue
    const access = collection.access.delete
    if (access && (await access({ req, id: undefined } as never))) slugs.push(collection.slug)
  }
  return slugs
}

beforeAll(async () => {
  payload = await testPayload()
  const email = `loeschen-${randomUUID().slice(0, 8)}@galerie.test`
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password }, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

describe('deleting (issue 45 point 3)', () => {
  it('covers every collection staff may delete, as the config lists them', async () => {
    const slugs = await deletable()
    expect(slugs.length).toBeGreaterThan(15)
    expect(
      slugs.filter((slug) => !(slug in cases)),
      'a collection staff may delete has no case in this test',
    ).toEqual([])
  })

  it('has no foreign key that refuses a delete on this database', async () => {
    const blocking =
      databaseKind() === 'postgres'
        ? await rows(payload, sql`SELECT conrelid::regclass::text AS name, conname AS fk FROM pg_constraint WHERE contype = 'f' AND confdeltype NOT IN ('c', 'n')`)
        : await rows(
            payload,
            sql`SELECT m.name AS name, f."from" AS fk FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f.on_delete NOT IN ('CASCADE', 'SET NULL')`,
          )
    expect(blocking).toEqual([])
  })

  it('states a rule for every relation, and only the rules there are', () => {
    const references = referencesByTarget(payload.config)
    expect(
      ruleFor(
        references.get('inquiries')!.find((ref) => ref.from === 'mail-outbox')!,
        'inquiries',
      ),
    ).toBe('cascade')
    expect(
      ruleFor(
        references.get('artists')!.find((ref) => ref.from === 'artworks')!,
        'artists',
      ),
    ).toBe('block')
    for (const [target, list] of references) for (const reference of list) expect(['unlink', 'cascade', 'release', 'block']).toContain(ruleFor(reference, target))
  })

  for (const [slug, rule] of Object.entries(cases)) {
    it(`${slug}: deletes one and several over REST with what names them, and no 500`, async () => {
      const single = await rule.make()
      const one = await rest('DELETE', `/api/${slug}/${single.id}`)
      expect(one.status, one.text).toBe(200)
      expect(await exists(slug, single.id)).toBe(false)
      await single.after?.()

      const several = [await rule.make(), await rule.make()]
      const bulk = await rest(
        'DELETE',
        bulkPath(
          slug,
          several.map((entry) => entry.id),
        ),
      )
      expect(bulk.status, bulk.text).toBe(200)
      for (const entry of several) {
        expect(await exists(slug, entry.id)).toBe(false)
        await entry.after?.()
      }

      if (!rule.refused) return
      const kept = await rule.refused()
      for (const language of ['de', 'en'] as const) {
        const refusal = await rest('DELETE', `/api/${slug}/${kept.id}`, language)
        expect(refusal.status, refusal.text).toBe(409)
        for (const words of kept[language]) expect(refusal.body?.errors?.[0]?.message).toContain(words)
        // The admin's bulk delete shows each refusal under its summary.
        const inBulk = await rest('DELETE', bulkPath(slug, [kept.id]), language)
        expect(inBulk.status, inBulk.text).toBe(400)
        for (const words of kept[language]) expect(inBulk.body?.errors?.[0]?.message).toContain(words)
      }
      expect(await exists(slug, kept.id)).toBe(true)
    })
  }

  it('keeps the last staff account', async () => {
    const others = await payload.find({ collection: 'users', depth: 0, limit: 1000, overrideAccess: true })
    const me = others.docs.find((doc) => doc.email.startsWith('loeschen-'))!
    await payload.delete({ collection: 'users', where: { id: { not_equals: me.id } }, overrideAccess: true })
    const refusal = await rest('DELETE', `/api/users/${me.id}`, 'en')
    expect(refusal.status, refusal.text).toBe(409)
    expect(refusal.body?.errors?.[0]?.message).toContain('The last staff account cannot be deleted')
  })
})

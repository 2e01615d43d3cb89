/**
 * Nothing goes online half-made (issue 45 point 5): a work is not published while its artist is a
 * draft, nor an exhibition, article or page while something it links to is — refused with a message
 * naming the draft in the editor's language, through the Local API and REST (one document, and the
 * list's bulk publish), unless the save asks to publish the drafts too. The admin asks first through
 * `POST /api/{collection}/draft-links`.
 */
import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@/payload.config'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
let token = ''
const write = { overrideAccess: true }

async function rest(method: string, path: string, body?: unknown, language = 'de') {
  const headers: Record<string, string> = { authorization: `JWT ${token}`, 'accept-language': language }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return handleEndpoints({ config, request: new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }) })
}

beforeAll(async () => {
  payload = await testPayload()
  const email = `entwurf-${randomUUID().slice(0, 8)}@galerie.test`
  const password = 'Entwurf-veroeffentlichen-2026!'
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password }, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

async function draftArtist(name = `Mara Linde ${randomUUID().slice(0, 6)}`) {
  return payload.create({ collection: 'artists', data: { name, slug: uniqueSlug('mara'), personType: 'artist', _status: 'draft' }, draft: true, ...write })
}

async function draftWork(artist: number | string, title = 'Abendlicht') {
  return payload.create({ collection: 'artworks', locale: 'de', data: { title, slug: uniqueSlug('abend'), artist: artist as number, _status: 'draft' }, draft: true, ...write })
}

/** The main row's status: what visitors see. */
async function status(collection: 'artists' | 'artworks' | 'exhibitions', id: number | string) {
  const { docs } = await payload.find({ collection, where: { id: { equals: id } }, depth: 0, overrideAccess: true })
  return docs[0]?._status
}

describe('a work is not published while its artist is a draft', () => {
  it('Local API: publishing refuses, naming the draft artist; with publishLinkedDrafts both are published', async () => {
    const artist = await draftArtist()
    const work = await draftWork(artist.id)
    await expect(payload.update({ collection: 'artworks', id: work.id, data: { _status: 'published' }, ...write })).rejects.toThrow(
      `Künstler:in „${artist.name}“ ist noch ein Entwurf`,
    )
    expect(await status('artworks', work.id)).toBe('draft')
    // A draft save goes through as before.
    await payload.update({ collection: 'artworks', id: work.id, data: { year: 2020 }, draft: true, ...write })

    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'published' }, ...write, context: { publishLinkedDrafts: true } })
    expect(await status('artworks', work.id)).toBe('published')
    expect(await status('artists', artist.id)).toBe('published')
    // Published with its latest draft, and its artist's name on the public read.
    const visitor = await payload.findByID({ collection: 'artworks', id: work.id, depth: 1, overrideAccess: false })
    expect(visitor).toMatchObject({ year: 2020, artist: { name: artist.name } })
  })

  it('Local API: a new work created published with a draft artist is refused too', async () => {
    const artist = await draftArtist()
    await expect(
      payload.create({ collection: 'artworks', locale: 'de', data: { title: 'Sofort', slug: uniqueSlug('sofort'), artist: artist.id, _status: 'published' }, ...write }),
    ).rejects.toThrow(artist.name)
  })

  it('REST: the document’s publish is refused in the editor’s language (German and English); ?publishLinked=true publishes both', async () => {
    const artist = await draftArtist()
    const work = await draftWork(artist.id)
    const german = await rest('PATCH', `/api/artworks/${work.id}?depth=0&locale=de`, { _status: 'published' }, 'de')
    expect(german.status).toBe(400)
    expect(JSON.stringify(await german.json())).toContain(`Nicht veröffentlicht: Künstler:in „${artist.name}“ ist noch ein Entwurf`)
    const english = await rest('PATCH', `/api/artworks/${work.id}?depth=0&locale=en`, { _status: 'published' }, 'en')
    expect(english.status).toBe(400)
    expect(JSON.stringify(await english.json())).toContain(`Not published: Artist \\"${artist.name}\\" is still a draft`)
    expect(await status('artworks', work.id)).toBe('draft')

    const both = await rest('PATCH', `/api/artworks/${work.id}?depth=0&locale=de&publishLinked=true`, { _status: 'published' })
    expect(both.status).toBe(200)
    expect(await status('artworks', work.id)).toBe('published')
    expect(await status('artists', artist.id)).toBe('published')
  })

  it('REST: an English save that publishes its draft artist too keeps the German text German (STACK-NOTES pitfall 22)', async () => {
    const artist = await draftArtist()
    const work = await draftWork(artist.id, 'Abendlicht')
    const saved = await rest('PATCH', `/api/artworks/${work.id}?depth=0&locale=en&publishLinked=true`, { title: 'Evening light', _status: 'published' }, 'en')
    expect(saved.status).toBe(200)
    const [de, en] = [
      await payload.findByID({ collection: 'artworks', id: work.id, locale: 'de', fallbackLocale: false, depth: 0 }),
      await payload.findByID({ collection: 'artworks', id: work.id, locale: 'en', fallbackLocale: false, depth: 0 }),
    ]
    expect([de.title, en.title, de._status]).toEqual(['Abendlicht', 'Evening light', 'published'])
    expect(await status('artists', artist.id)).toBe('published')
  })

  it('REST: the list’s bulk publish refuses the works whose artist is a draft, and publishes the rest; with publishLinked all', async () => {
    const artist = await draftArtist()
    const published = await payload.create({
      collection: 'artists',
      data: { name: `Jonas Berg ${randomUUID().slice(0, 6)}`, slug: uniqueSlug('jonas'), personType: 'artist', _status: 'published' },
      ...write,
    })
    const [one, two] = [await draftWork(artist.id, 'Eins'), await draftWork(published.id, 'Zwei')]
    const selection = `where[id][in][0]=${one.id}&where[id][in][1]=${two.id}`
    // What the admin asks before its confirmation.
    const asked = await rest('POST', `/api/artworks/draft-links?${selection}`, {}, 'en')
    expect(await asked.json()).toMatchObject({ drafts: [{ collection: 'artists', id: artist.id, title: artist.name, label: { de: 'Künstler:in', en: 'Artist' } }] })

    const bulk = await rest('PATCH', `/api/artworks?${selection}&depth=0&draft=true`, { _status: 'published' })
    const body = (await bulk.json()) as { docs: unknown[]; errors: Array<{ id: number; message: string }> }
    expect(body.docs).toHaveLength(1)
    expect(body.errors).toEqual([expect.objectContaining({ id: one.id, message: expect.stringContaining(artist.name) })])
    expect([await status('artworks', one.id), await status('artworks', two.id)]).toEqual(['draft', 'published'])

    const again = await rest('PATCH', `/api/artworks?${selection}&depth=0&draft=true&publishLinked=true`, { _status: 'published' })
    expect(((await again.json()) as { errors: unknown[] }).errors).toEqual([])
    expect([await status('artworks', one.id), await status('artists', artist.id)]).toEqual(['published', 'published'])
  })

  it('the admin’s question for one document names the drafts its form links to, and none once they are published', async () => {
    const artist = await draftArtist()
    const work = await draftWork(artist.id)
    const asked = await rest('POST', '/api/artworks/draft-links', { id: work.id, data: { title: 'Abendlicht', artist: artist.id } })
    expect(await asked.json()).toMatchObject({ drafts: [{ id: artist.id, title: artist.name }], message: expect.stringContaining(`„${artist.name}“`) })
    await payload.update({ collection: 'artists', id: artist.id, data: { _status: 'published' }, ...write })
    const after = await rest('POST', '/api/artworks/draft-links', { id: work.id, data: { artist: artist.id } })
    expect(await after.json()).toEqual({ drafts: [], message: null })
    const anonymous = await handleEndpoints({ config, request: new Request('http://localhost/api/artworks/draft-links', { method: 'POST', body: '{}' }) })
    expect(anonymous.status).toBe(403)
    // Refused as every staff door refuses: in both languages, kept by no cache.
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
    expect(await anonymous.json()).toEqual({ error: { de: 'Nur für angemeldete Mitarbeitende.', en: 'Only for signed-in staff.' } })
  })

  it('an update of a published work that does not add a draft link still saves (a sale need not wait for an artist)', async () => {
    const artist = await draftArtist()
    const work = await draftWork(artist.id)
    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'published' }, ...write, context: { publishLinkedDrafts: true } })
    await payload.update({ collection: 'artists', id: artist.id, data: { _status: 'draft' }, ...write })
    await payload.update({ collection: 'artworks', id: work.id, data: { sold: true }, ...write })
    const other = await draftArtist()
    await expect(payload.update({ collection: 'artworks', id: work.id, data: { artist: other.id }, ...write })).rejects.toThrow(other.name)
  })
})

describe('the same for every page that links to a draft', () => {
  it('an exhibition naming a draft work whose artist is a draft names both, and publishes both when asked', async () => {
    const artist = await draftArtist()
    const work = await draftWork(artist.id, 'Nachtstück')
    const exhibition = await payload.create({
      collection: 'exhibitions',
      locale: 'de',
      data: { title: 'Herbstsalon', slug: uniqueSlug('herbst'), startDate: '2026-10-01', endDate: '2026-12-01', artworks: [work.id], _status: 'draft' },
      draft: true,
      ...write,
    })
    const refused = await rest('PATCH', `/api/exhibitions/${exhibition.id}?depth=0`, { _status: 'published' })
    expect(refused.status).toBe(400)
    const message = JSON.stringify(await refused.json())
    expect(message).toContain('Werk „Nachtstück“')
    expect(message).toContain(`Künstler:in „${artist.name}“`)
    await payload.update({ collection: 'exhibitions', id: exhibition.id, data: { _status: 'published' }, ...write, context: { publishLinkedDrafts: true } })
    expect([await status('exhibitions', exhibition.id), await status('artworks', work.id), await status('artists', artist.id)]).toEqual(['published', 'published', 'published'])
  })

  it('a magazine article mentioning a draft artist, and a page whose teaser block shows a draft work, are refused', async () => {
    const artist = await draftArtist()
    await expect(
      payload.create({
        collection: 'magazine',
        locale: 'de',
        data: { title: 'Atelierbesuch', slug: uniqueSlug('atelier'), publishDate: '2026-11-01', artists: [artist.id], _status: 'published' },
        ...write,
      }),
    ).rejects.toThrow(artist.name)
    const published = await payload.create({
      collection: 'artists',
      data: { name: `Ada Blum ${randomUUID().slice(0, 6)}`, slug: uniqueSlug('ada'), personType: 'artist', _status: 'published' },
      ...write,
    })
    const work = await draftWork(published.id, 'Im Block')
    await expect(
      payload.create({
        collection: 'pages',
        locale: 'de',
        data: { title: 'Auswahl', slug: uniqueSlug('auswahl'), layout: [{ blockType: 'artworkTeaser', heading: 'Neu', artworks: [work.id] }], _status: 'published' },
        ...write,
      }),
    ).rejects.toThrow('Werk „Im Block“')
  })
})

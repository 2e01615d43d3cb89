/**
 * A price on request is private at the field, through every door (issue 29, point 1), over HTTP as
 * an anonymous client meets it. The doors are generated, not listed: REST from the Payload schema
 * (every collection with a path to a work, ../integration/artworkDoors.ts), GraphQL from the served
 * schema by introspection (./graphqlDoors.ts, on the schema /graphql serves). Over HTTP each door
 * is asked once per kind of question: a list and a document at depth 3, with `select`, with
 * `populate`, as a draft, in both languages; a filter with an exact and with a range operator,
 * inside `or`, a count, a version query, a sort both ways, a distinct list. Every depth 0–3, every
 * combination of `select` and `populate` and every operator are asked in-process on both
 * databases (../integration/price-doors.int.test.ts): what HTTP adds is how the address is read.
 * Through each, the amount is never in the answer, and no filter, count, distinct list, version
 * query or sort answers differently when only the hidden amount changes; for staff the same
 * questions do. Then the site's own doors: pages with their JSON-LD, the explorer's JSON and its
 * price ranges, search and its suggestions, the sitemaps, the live stream.
 */
import { configToSchema } from '@payloadcms/graphql'
import { createRequire } from 'node:module'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@/payload.config'

import { artworkDoors, type ArtworkDoor } from '../integration/artworkDoors'
import { graphqlDoors, type Schema } from './graphqlDoors'
import { adminHeaders, artworkStream, BASE_URL, gql } from './support'

const low = 7_654_329
const high = 2_468_135
const middle = 4_000_000
const leaks = (text: string) =>
  [low, high].some((amount) => new RegExp(String(amount).replace(/^(\d)(\d{3})(\d{3})$/, '$1[.,\\s\\u202f\\u00a0]?$2[.,\\s\\u202f\\u00a0]?$3')).test(text))

const tag = Date.now().toString(36)
const work = { hidden: 0, priced: 0, slug: '', title: `Verborgene Tür ${tag}` }
/** What this file made, per collection: the REST questions are confined to it. */
const made = new Map<string, number[]>()
const slugs: string[] = []
let doors: ArtworkDoor[] = []

async function staff(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(await adminHeaders()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, text: await response.text() }
}

/** The gist of an answer: refused, or which documents and how many, in order. */
function gist(status: number, text: string): string {
  if (status !== 200) return `refused ${status}`
  const body = JSON.parse(text)
  const data = body.data ?? body
  return JSON.stringify(data, (key, value) => (['updatedAt', 'createdAt', 'publishedAt', 'price', 'publicPrice'].includes(key) ? undefined : value))
}

async function setAmount(price: number) {
  expect((await staff(`/artworks/${work.hidden}`, 'PATCH', { price })).status).toBe(200)
}

const restDoors = () => doors.filter((door) => door.kind === 'collection' && made.has(door.entity))
const priceField = (door: ArtworkDoor) => (door.path ? `${door.path}.price` : 'price')
/** One exact and one range operator (every operator: ../integration/price-doors.int.test.ts). */
const values: Record<string, (amount: number) => string> = {
  equals: (a) => String(a),
  greater_than: () => String(middle),
}

/** Every REST and GraphQL question about the hidden amount, answered with it at `amount`. */
async function ask(amount: number, headers: Record<string, string>): Promise<Map<string, string>> {
  const said = new Map<string, string>()
  const rest = async (path: string) => {
    const response = await get(`/api${path}`, headers)
    said.set(`REST ${path.replace(String(amount), 'A')}`, gist(response.status, response.text))
  }
  for (const door of restDoors()) {
    const ours = `where[id][in]=${made.get(door.entity)!.join(',')}`
    const field = priceField(door)
    for (const [operator, value] of Object.entries(values)) {
      const filter = `where[${field}][${operator}]=${value(amount)}`
      await rest(`/${door.entity}?depth=0&${ours}&${filter}`)
      await rest(`/${door.entity}?depth=0&${ours}&where[or][0][${field}][${operator}]=${value(amount)}&where[or][1][id][equals]=-1`)
      await rest(`/${door.entity}/count?${ours}&${filter}`)
      await rest(`/${door.entity}/versions?depth=0&where[parent][in]=${made.get(door.entity)!.join(',')}&where[version.${field}][${operator}]=${value(amount)}`)
    }
    for (const sort of [field, `-${field}`]) await rest(`/${door.entity}?depth=0&${ours}&sort=${sort}`)
    await rest(`/${door.entity}/distinct?field=${field}&${ours}`)
  }
  const { filters } = graphqlDoors(schema)
  for (const door of filters) {
    for (const operator of door.operators.filter((op) => op in values)) {
      const value = operator === 'exists' ? 'true' : operator.endsWith('in') ? `[${values[operator](amount)}]` : values[operator](amount)
      const query = `query Door { ${door.root}(where: { ${door.field}: { ${operator}: ${value} } }) { ${door.selection} } }`
      const response = await gql(query, {}, 'de', headers)
      said.set(`GraphQL ${door.root} ${door.field} ${operator}`, response.body.errors ? 'refused' : gist(200, JSON.stringify(response.body.data)))
    }
  }
  return said
}

let schema: Schema

beforeAll(async () => {
  doors = artworkDoors(await config)
  // The schema /graphql serves, built from the same config (production refuses introspection over HTTP).
  // Through Node's own `graphql` (CommonJS), the one instance Payload's schema was built with.
  const { introspectionFromSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql')
  schema = introspectionFromSchema(configToSchema(await config).schema).__schema as unknown as Schema
  const artist = (await staff('/artists?limit=1&depth=0&where[_status][equals]=published')).body.docs[0].id
  const create = async (collection: string, data: Record<string, unknown>) => {
    const created = await staff(`/${collection}?locale=de&depth=0`, 'POST', { _status: 'published', ...data })
    expect(created.status, `${collection}: ${JSON.stringify(created.body).slice(0, 300)}`).toBe(201)
    if (created.body.doc.slug) slugs.push(created.body.doc.slug)
    return created.body.doc.id as number
  }
  work.hidden = await create('artworks', { title: work.title, artist, price: low, priceOnRequest: true })
  work.slug = slugs[0]
  work.priced = await create('artworks', { title: `Bepreiste Tür ${tag}`, artist, price: middle, priceOnRequest: false })
  const both = [work.hidden, work.priced]
  const exhibition = await create('exhibitions', { title: `Schau ${tag}`, startDate: '2026-01-01', endDate: '2026-02-01', artworks: both })
  const layout = [
    { blockType: 'artworkTeaser', artworks: both },
    { blockType: 'exhibitionTeaser', exhibition },
  ]
  const factories: Record<string, () => Promise<number[] | null>> = {
    artworks: async () => both,
    exhibitions: async () => [exhibition],
    magazine: async () => [await create('magazine', { title: `Artikel ${tag}`, publishDate: '2026-01-01', artworks: both })],
    leasing: async () => Promise.all(both.map((artwork, i) => create('leasing', { title: `Leasing ${i} ${tag}`, artwork }))),
    pages: async () => [await create('pages', { title: `Seite ${tag}`, layout })],
    'werkstattpalast-pages': async () => [await create('werkstattpalast-pages', { title: `WSP ${tag}`, layout })],
    // Only the site's forms write inquiries (not even staff over REST), and only staff read them.
    inquiries: async () => {
      expect((await get('/api/inquiries?depth=3')).status).toBe(403)
      return null
    },
    // A mail names its case (issue 36), and the case its works: the outbox too is read by staff only.
    'mail-outbox': async () => {
      expect((await get('/api/mail-outbox?depth=3')).status).toBe(403)
      return null
    },
    // A viewing room (issue 51) names its works, and only staff read it (its own doors: ./viewing-rooms.e2e.test.ts).
    'viewing-rooms': async () => {
      expect((await get('/api/viewing-rooms?depth=3')).status).toBe(403)
      return null
    },
    'viewing-room-views': async () => {
      expect((await get('/api/viewing-room-views?depth=3')).status).toBe(403)
      return null
    },
  }
  for (const entity of new Set(doors.map((door) => door.entity))) {
    if (entity.startsWith('payload-')) continue
    if (!factories[entity]) throw new Error(`${entity} reaches artworks: give it a factory here`)
    const ids = await factories[entity]()
    if (ids) made.set(entity, ids)
  }
})

afterAll(async () => {
  for (const [entity, ids] of [...made].reverse()) for (const id of ids) await staff(`/${entity}/${id}`, 'DELETE')
})

describe('the amount of a work on request', () => {
  it('is in no REST answer through any door: a list and a document, at depth 3, with select, with populate, as a draft, in either language', async () => {
    let asked = 0
    for (const door of restDoors()) {
      const select = door.path ? `&select[${door.topField}]=true&select[slug]=true` : '&select[price]=true&select[slug]=true'
      const kinds = ['', select, '&populate[artworks][price]=true&populate[artworks][slug]=true', '&draft=true']
      for (const [i, kind] of kinds.entries()) {
        const options = `depth=3&locale=${i % 2 ? 'en' : 'de'}${kind}`
        for (const path of [`/api/${door.entity}?where[id][in]=${made.get(door.entity)!.join(',')}&${options}`, `/api/${door.entity}/${made.get(door.entity)![0]}?${options}`]) {
          const answer = await get(path)
          expect(leaks(answer.text), path).toBe(false)
          asked += 1
        }
      }
    }
    expect(asked).toBe(restDoors().length * 8)
  }, 600_000)

  it('is in no GraphQL answer through any path the schema has to a work', async () => {
    const { reads } = graphqlDoors(schema)
    const ids = [...made.values()].flat()
    let asked = 0
    for (const door of reads) {
      const fills =
        door.required.length === 0
          ? ['']
          : door.required.every((arg) => arg.name === 'id')
            ? ids.map((id) => `id: ${id}`)
            : door.required.every((arg) => arg.name === 'slug')
              ? slugs.map((slug) => `slug: "${slug}"`)
              : []
      for (const fill of fills) {
        // Lists: the newest few, which are this file's documents.
        const args = [fill, door.optional.includes('limit') ? 'limit: 5' : '', door.optional.includes('sort') ? 'sort: "-createdAt"' : ''].filter(Boolean).join(', ')
        const response = await gql(`query Door { ${door.root}${args ? `(${args})` : ''} { ${door.selection} } }`, {}, asked % 2 ? 'en' : 'de')
        expect(leaks(response.text), door.label).toBe(false)
        asked += 1
      }
    }
    expect(reads.map((door) => door.root)).toEqual(expect.arrayContaining(['Artworks', 'Exhibitions', 'getArtworkBySlug', 'versionsArtworks']))
    expect(asked).toBeGreaterThan(20)
  }, 600_000)

  it('cannot be learnt by filtering, counting, distinct values or sorting through REST or GraphQL, while staff can', async () => {
    const anonymous: Array<Map<string, string>> = []
    const staffSaid: Array<Map<string, string>> = []
    const staffHeaders = await adminHeaders()
    for (const amount of [low, high]) {
      await setAmount(amount)
      anonymous.push(await ask(amount, {}))
      staffSaid.push(await ask(amount, staffHeaders))
    }
    await setAmount(low)
    // Per REST door: each operator in a filter, inside `or`, in a count and a version query; two sorts; a distinct list.
    expect(anonymous[0].size).toBeGreaterThanOrEqual(restDoors().length * (Object.keys(values).length * 4 + 3))
    expect([...anonymous[0]].filter(([name, said]) => anonymous[1].get(name) !== said).map(([name]) => name)).toEqual([])
    const told = [...staffSaid[0]].filter(([name, said]) => staffSaid[1].get(name) !== said).map(([name]) => name)
    for (const door of ['REST /artworks?', 'REST /exhibitions?', 'REST /magazine?', 'REST /leasing?', 'GraphQL Artworks price', 'GraphQL countArtworks price']) {
      expect(
        told.some((name) => name.startsWith(door)),
        door,
      ).toBe(true)
    }
  }, 600_000)

  it("is in none of the site's pages, JSON-LD, explorer JSON, search, suggestions or sitemaps, and the explorer's price ranges don't find it", async () => {
    const pages = [
      `/artworks/${work.slug}`,
      `/en/artworks/${work.slug}`,
      `/inquiry/${work.slug}`,
      ...slugs.flatMap((slug) => [`/exhibitions/${slug}`, `/magazine/${slug}`, `/${slug}`]),
    ]
    pages.push('/', '/en', '/artworks?sort=price-desc', '/en/artworks?sort=price-asc', '/leasing', `/search?q=${encodeURIComponent(work.title)}`, '/sitemap', '/sitemap.xml')
    for (const path of pages) expect(leaks((await get(path)).text), path).toBe(false)
    expect((await get(`/artworks/${work.slug}`)).text).toContain(work.title)
    const sitemap = (await get('/sitemap.xml')).text
    for (const [, inner] of sitemap.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)) expect(leaks((await get(inner)).text), inner).toBe(false)
    for (const locale of ['de', 'en']) expect(leaks((await get(`/search-suggest?q=${encodeURIComponent(work.title)}&locale=${locale}`)).text)).toBe(false)

    const explorer = async (amount: number) => {
      await setAmount(amount)
      const answers: string[] = []
      for (const query of [
        'sort=price-desc',
        'sort=price-asc',
        'sort=newest',
        `price=${middle}-`,
        `price=0-${middle}`,
        `price=${low - 1}-${low + 1}`,
        `price=${high - 1}-${high + 1}`,
      ]) {
        for (const locale of ['de', 'en']) {
          const answer = await get(`/explorer?${query}&locale=${locale}`)
          expect(answer.status, query).toBe(200)
          expect(leaks(answer.text), query).toBe(false)
          answers.push(answer.text.replace(/"(price|publicPrice)":[^,}]*/g, ''))
        }
      }
      return answers
    }
    expect(await explorer(high)).toEqual(await explorer(low))
  }, 600_000)

  it('is in no live update, even when it changes', async () => {
    const stream = await artworkStream(work.slug, 'slug title price priceOnRequest')
    expect(stream.status).toBe(200)
    try {
      // The stream may attach to the bus just after its headers: change the amount until an update arrives.
      await expect
        .poll(
          async () => {
            if (!stream.text().includes(work.title)) await setAmount(stream.text().length % 2 ? high : low + 1)
            return stream.text().includes(work.title)
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true)
      expect(leaks(stream.text()) || stream.text().includes(String(low + 1))).toBe(false)
      expect(stream.text()).toContain('"priceOnRequest":true')
    } finally {
      await stream.close()
      await setAmount(low)
    }
  })

  it('is still read, filtered and edited by staff', async () => {
    expect((await staff(`/artworks/${work.hidden}?depth=0`)).body).toMatchObject({ price: low, publicPrice: null })
    const found = await staff(`/exhibitions?depth=0&where[artworks.price][equals]=${low}`)
    expect(found.body.docs.map((doc: { id: number }) => doc.id)).toEqual(made.get('exhibitions'))
  })
})

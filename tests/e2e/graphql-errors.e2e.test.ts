/**
 * What /graphql answers to what it must refuse (docs/behaviour.md#graphql): drafts stay hidden from anonymous
 * visitors, and malformed, non-JSON, GET and over-complex requests get clear errors with no
 * stack trace, while the server keeps answering.
 */
import { describe, it, expect, beforeAll } from 'vitest'

import { adminHeaders, BASE_URL, gql, gqlData, stackTraceIn } from './support'

type Draft = { id: string | number; slug: string; title: string }

/** Draft-only artworks, read through the REST API as the admin. */
async function draftOnlyArtworks(): Promise<Draft[]> {
  const headers = await adminHeaders()
  const read = async (query: string) => {
    const response = await fetch(`${BASE_URL}/api/artworks?${query}&limit=100&depth=0`, { headers })
    if (response.status !== 200) throw new Error(`GET /api/artworks?${query} answered ${response.status}`)
    return ((await response.json()) as { docs: Draft[] }).docs
  }
  // Latest versions in draft state, intersected with documents never published (main table
  // still draft), so a published work with a newer unpublished edit is not counted.
  const latestDrafts = await read('draft=true&where[_status][equals]=draft')
  const neverPublished = new Set((await read('where[_status][equals]=draft')).map((doc) => String(doc.id)))
  return latestDrafts.filter((doc) => neverPublished.has(String(doc.id)))
}

describe('GraphQL: drafts are never visible anonymously', () => {
  let drafts: Draft[] = []
  beforeAll(async () => {
    drafts = await draftOnlyArtworks()
  })

  it('the seed has draft-only artworks the admin can see', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(3)
    for (const draft of drafts) expect(draft.slug).toBeTruthy()
  })

  it('getArtworkBySlug does not reveal them, with or without draft: true', async () => {
    for (const draft of drafts) {
      for (const query of [
        `query Draft($slug: String!) { getArtworkBySlug(slug: $slug) { id title } }`,
        `query Draft($slug: String!) { getArtworkBySlug(slug: $slug, draft: true) { id title } }`,
      ]) {
        for (const language of ['de', 'en']) {
          const result = await gql(query, { slug: draft.slug }, language)
          expect(result.body.errors?.[0]?.message).toBe('ArtworkDoesNotExist')
          expect(result.text).not.toContain(draft.title)
        }
      }
    }
  })

  it('Artworks(draft: true, where: _status = draft) lists none of them', async () => {
    const data = await gqlData<{ Artworks: { docs: Array<{ id: string | number; slug: string }>; totalDocs: number } }>(
      `query Drafts { Artworks(draft: true, limit: 100, where: { _status: { equals: draft } }) { docs { id slug } totalDocs } }`,
    )
    const ids = new Set(drafts.map((draft) => String(draft.id)))
    expect(data.Artworks.docs.filter((doc) => ids.has(String(doc.id)))).toEqual([])
    expect(data.Artworks.totalDocs).toBe(0)
  })

  it('Artwork(id) and a slug filter do not reveal them either', async () => {
    for (const draft of drafts) {
      const byId = await gql(`query One($id: Int!) { Artwork(id: $id, draft: true) { id title } }`, { id: Number(draft.id) })
      expect(byId.body.data?.Artwork ?? null).toBeNull()
      expect(byId.text).not.toContain(draft.title)
      const bySlug = await gqlData<{ Artworks: { totalDocs: number } }>(`query Filter($slug: String) { Artworks(draft: true, where: { slug: { equals: $slug } }) { totalDocs } }`, {
        slug: draft.slug,
      })
      expect(bySlug.Artworks.totalDocs).toBe(0)
    }
  })
})

describe('GraphQL: refused requests', () => {
  it('a syntax error answers an errors array with a message and no stack trace', async () => {
    const response = await fetch(`${BASE_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'de' },
      body: JSON.stringify({ operationName: 'Broken', variables: {}, query: 'query Broken { Artworks(limit: 5 { docs { id } }' }),
    })
    const text = await response.text()
    expect(response.status).toBeLessThan(500)
    const body = JSON.parse(text) as { errors?: Array<{ message: string }> }
    expect(Array.isArray(body.errors)).toBe(true)
    expect(body.errors![0].message).toMatch(/syntax/i)
    expect(stackTraceIn(text)).toBeNull()
  })

  it('a field that does not exist answers an error without stack trace', async () => {
    const result = await gql(`query Unknown { Artworks { docs { noSuchField } } }`)
    expect(result.status).toBeLessThan(500)
    expect(result.body.errors?.[0]?.message).toMatch(/noSuchField/)
    expect(stackTraceIn(result.text)).toBeNull()
  })

  it('a body that is not JSON answers 4xx with a clear JSON error', async () => {
    const response = await fetch(`${BASE_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ this is not json',
    })
    const text = await response.text()
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(JSON.parse(text).errors[0].message).toMatch(/json/i)
    expect(stackTraceIn(text)).toBeNull()
  })

  it('a body sent as plain text answers 4xx with a clear JSON error', async () => {
    const response = await fetch(`${BASE_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'query { Artworks { totalDocs } }',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((await response.json()).errors[0].message).toMatch(/json/i)
  })

  it('GET /graphql answers 405 with a JSON error', async () => {
    const response = await fetch(`${BASE_URL}/graphql?query=${encodeURIComponent('{ Artworks { totalDocs } }')}`)
    expect(response.status).toBe(405)
    expect(response.headers.get('content-type')).toMatch(/json/)
    const body = (await response.json()) as { errors?: Array<{ message: string }> }
    expect(body.errors?.[0]?.message).toMatch(/POST/)
  })

  it('an over-complex query (many aliased relations, huge limit) answers an error, and the server lives on', async () => {
    const relations = `docs { artist { name portrait { filename } } images { filename } styles { id } tags { id } colors { id } categories { id } medium { id } }`
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: Artworks(limit: 100000) { ${relations} }`).join('\n')
    const result = await gql(`query TooComplex { ${aliases} }`)
    expect(result.status).toBeLessThan(500)
    expect(result.body.data ?? null).toBeNull()
    expect(result.status).toBe(400)
    expect(result.body.errors?.[0]?.message).toMatch(/alias/i)
    expect(stackTraceIn(result.text)).toBeNull()
    const after = await gqlData<{ Artworks: { totalDocs: number } }>(`query Alive { Artworks(limit: 1) { totalDocs } }`)
    expect(after.Artworks.totalDocs).toBeGreaterThan(0)
  })

  it('deeply nested relations answer an error or data, never a 5xx', async () => {
    const artwork = `docs { title artist { name portrait { filename } } images { filename } }`
    const exhibition = `docs { title artworks { title artist { name } images { filename } } curators { name portrait { filename } } artists { name portrait { filename } } images { filename } }`
    const query = `query Deep { Exhibitions(limit: 100000) { ${exhibition} } Magazines(limit: 100000) { docs { artworks { title artist { name } } artists { name } cover { filename } } } Artworks(limit: 100000) { ${artwork} } }`
    const result = await gql(query)
    expect(result.status).toBeLessThan(500)
    expect(Boolean(result.body.data) || Boolean(result.body.errors?.length)).toBe(true)
    expect(stackTraceIn(result.text)).toBeNull()
  })

  it('a query body over 100 KB is refused with 413', async () => {
    const query = `query Big { Artworks { totalDocs } } # ${'x'.repeat(120 * 1024)}`
    const result = await gql(query, {}, 'en')
    expect(result.status).toBe(413)
    expect(result.body.errors?.[0]?.message).toMatch(/large/i)
  })
})

/** A POST to one of the two GraphQL doors with a raw body. */
async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  const text = await response.text()
  let json: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } = {}
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`POST ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`)
  }
  return { status: response.status, text, json }
}

const doors = ['/graphql', '/api/graphql'] as const
const ask = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables })

describe('GraphQL: what one anonymous query may cost (both doors, both languages)', () => {
  it('the measured attack (240 aliases of a 100-document list) is refused at once, in German and English', async () => {
    const aliases = Array.from({ length: 240 }, (_, i) => `a${i}: Artworks(limit: 100) { docs { id title } }`).join(' ')
    for (const door of doors) {
      const de = await post(door, ask(`{ ${aliases} }`), { 'x-language': 'de' })
      expect(de.status).toBe(400)
      // Refused before it ran: a validation error comes without any data.
      expect(de.json.data).toBeUndefined()
      expect(de.json.errors?.[0]?.message).toMatch(/Aliasse/)
      const en = await post(door, ask(`{ ${aliases} }`), { 'x-language': 'en' })
      expect(en.json.errors?.[0]?.message).toMatch(/aliases/)
      expect(stackTraceIn(en.text)).toBeNull()
    }
  })

  it('limit: 0, pagination: false and a limit over 100 are refused anonymously and served to staff', async () => {
    for (const query of ['{ Artworks(limit: 0) { docs { id } } }', '{ Artworks(pagination: false) { docs { id } } }', '{ Artworks(limit: 1000) { docs { id } } }']) {
      for (const door of doors) {
        const anonymous = await post(door, ask(query), { 'x-language': 'en' })
        expect(anonymous.status, `${door} ${query}`).toBe(400)
        expect(anonymous.json.errors?.[0]?.message).toMatch(/limit|at most 100/)
        const staff = await post(door, ask(query), await adminHeaders())
        expect(staff.status, `${door} ${query} as staff`).toBe(200)
        expect((staff.json.data as { Artworks: { docs: unknown[] } }).Artworks.docs.length).toBeGreaterThan(0)
      }
    }
    const german = await post('/graphql', ask('{ Artworks(limit: 0) { docs { id } } }'), { 'x-language': 'de' })
    expect(german.json.errors?.[0]?.message).toMatch(/braucht ein limit/)
  })

  it('many documents through a few aliases are refused for what they return; a full page of 100 is served', async () => {
    const few = Array.from({ length: 6 }, (_, i) => `a${i}: Artworks(limit: 100) { docs { id } }`).join(' ')
    const refused = await post('/graphql', ask(`{ ${few} }`), { 'x-language': 'en' })
    expect(refused.status).toBe(400)
    expect(refused.json.errors?.[0]?.message).toMatch(/too many documents/)
    const page = await post('/graphql', ask('{ Artworks(limit: 100) { docs { id title artist { name } } totalDocs } }'))
    expect(page.status).toBe(200)
    expect((page.json.data as { Artworks: { totalDocs: number } }).Artworks.totalDocs).toBeGreaterThan(0)
  })

  it('a fragment cycle answers 400 with the fragment named, for staff too', async () => {
    const query = '{ Artworks(limit: 1) { ...A } } fragment A on Artworks { docs { id } ...A }'
    for (const door of doors) {
      for (const headers of [{ 'x-language': 'de' }, await adminHeaders()]) {
        const result = await post(door, ask(query), headers)
        expect(result.status).toBe(400)
        expect(result.json.errors?.[0]?.message).toMatch(/„A“|"A"/)
      }
    }
  })

  it('deep nesting and fragment bombs are refused before they run', async () => {
    const levels = 25
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Artwork { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'id'} }`).join(' ')
    const bomb = await post('/api/graphql', ask(`{ Artwork(id: 1) { ...F0 } } ${fragments}`), { 'x-language': 'en' })
    expect(bomb.status).toBe(400)
    expect(bomb.json.errors?.[0]?.message).toMatch(/too large/)
    const deep = `{ Artworks(limit: 1) { docs { artist { portrait { createdBy { id } } } } } }`.replace('createdBy { id }', 'a { b { c { d { e { f { g } } } } } }')
    const tooDeep = await post('/graphql', ask(deep), { 'x-language': 'en' })
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.json.errors?.[0]?.message).toMatch(/nested too deeply/)
  })
})

describe('GraphQL: malformed requests get a 4xx JSON error at both doors', () => {
  it('"{" as a body, an array (batch), a string, variables that are no object', async () => {
    const cases: Array<[string, RegExp, RegExp]> = [
      ['{', /not valid JSON/, /kein gültiges JSON/],
      [JSON.stringify([{ query: '{ Artworks { totalDocs } }' }, { query: '{ Artworks { totalDocs } }' }]), /Batched/, /Mehrere Abfragen/],
      ['"query"', /JSON object/, /JSON-Objekt/],
      [JSON.stringify({ query: '{ Artworks { totalDocs } }', variables: [1] }), /variables/, /variables/],
      [JSON.stringify({ variables: {} }), /missing/, /fehlt/],
    ]
    for (const door of doors) {
      for (const [body, english, german] of cases) {
        const en = await post(door, body, { 'x-language': 'en' })
        expect(en.status, `${door} ${body.slice(0, 40)}`).toBe(400)
        expect(en.json.errors?.[0]?.message).toMatch(english)
        const de = await post(door, body, { 'x-language': 'de' })
        expect(de.json.errors?.[0]?.message).toMatch(german)
      }
    }
  })

  it('a body over 100 KB is refused with 413 at /api/graphql too, declared or streamed', async () => {
    const big = ask(`{ Artworks { totalDocs } } # ${'x'.repeat(2 * 1024 * 1024)}`)
    for (const door of doors) {
      const result = await post(door, big, { 'x-language': 'en' })
      expect(result.status).toBe(413)
      expect(result.json.errors?.[0]?.message).toMatch(/too large/)
    }
  })

  it('GET /api/graphql answers 405 with a JSON error', async () => {
    const response = await fetch(`${BASE_URL}/api/graphql?query=${encodeURIComponent('{ Artworks { totalDocs } }')}`, { headers: { 'accept-language': 'de' } })
    expect(response.status).toBe(405)
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/POST/)
  })
})

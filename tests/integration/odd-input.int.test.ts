/**
 * Odd input gets a 4xx, never a 5xx (issue 30 point 8): query parameters of the wrong type or size
 * (`where`, `page`, `limit`, `sort`, `depth` …) on every collection and global of the Payload
 * config — read from the config, so a collection added later is covered too — through the REST
 * route as src/app/(payload)/api/[...slug]/route.ts builds it (the query check in front of
 * Payload's REST handler), anonymous and as staff, on the run's real database (SQLite, or
 * PostgreSQL in the PostgreSQL run). A small table of the named classes pins the status and the
 * message in both languages. GraphQL and the classes only a whole server shows (bare /api, TRACE,
 * `OPTIONS *`, large form posts …) are in tests/e2e/odd-input.e2e.test.ts.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import * as qs from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkedRest } from '@/features/security/queryShape'

import { testPayload } from './payload'

let payload: Payload
let token: string

/** Signs of a leaked stack trace or server path. */
const leak = /\n\s+at |node_modules|\.(?:t|j|mj)s:\d+|\/work\/|SQLITE_|syntax error at or near|invalid input syntax/i

beforeAll(async () => {
  payload = await testPayload()
  const email = `odd-input-${process.pid}@vernissage.test`
  const password = 'odd-input-password-1234'
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password, name: 'Odd' } as never, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

async function rest(path: string, { language = 'en', staff = false, method = 'GET' } = {}) {
  const headers: Record<string, string> = { 'accept-language': language }
  if (staff) headers.authorization = `JWT ${token}`
  const response = await route(new Request(`http://localhost${path}`, { method, headers }), { params: Promise.resolve({ slug: [] }) })
  return { status: response.status, text: await response.text() }
}

/** The REST route as the app serves it: the query check, then Payload's handler. */
const route = checkedRest(config, (request) => handleEndpoints({ config, request }))

/** Query strings of the wrong type or size, for every list, count and document address. */
const oddQueries = [
  'where=abc',
  'where[id][equals][x]=1',
  'where[id][in][x]=1',
  'where[id][in]=a&where[id][in][x]=b',
  'where[id][like][0]=a',
  'where[id][equals]=abc',
  'where[createdAt][greater_than]=abc',
  'where[updatedAt][equals][0]=x',
  'where[createdAt][in]=abc,def',
  'where[or]=x',
  'where[and][0]=x',
  'where[or][0][id][equals][y]=1',
  'where[id][exists]=maybe',
  `where${'[and][0]'.repeat(12)}[id][equals]=1`,
  'page=1e9',
  'page=99999999999999999999',
  'page=abc',
  'page=-1',
  'page[x]=1',
  'limit=-1',
  'limit=1e20',
  'limit=99999999999999999999',
  'limit=abc',
  'limit[x]=1',
  'sort[x]=1',
  'sort=!!',
  'sort=-',
  'sort=a.b.c.d.e.f',
  'sort=createdAt,-abc',
  'depth=abc',
  'depth=1e9',
  'depth=-1',
  'depth[x]=1',
  'select=abc',
  'select[id][x]=1',
  'populate=abc',
  'joins=abc',
  'locale[x]=1',
  'locale=xx',
  'fallback-locale=xx',
  'draft[x]=1',
  'trash=abc',
]

describe('every collection and global × odd query parameters', () => {
  it('answers each with a status below 500 and no stack trace, anonymous and as staff', async () => {
    const collections = payload.config.collections.map((collection) => collection.slug)
    const globals = payload.config.globals.map((global) => global.slug)
    // The config is the list: a collection added later is covered without touching this test.
    expect(collections.length).toBeGreaterThan(10)
    const addresses = [...collections.flatMap((slug) => [`/api/${slug}`, `/api/${slug}/count`, `/api/${slug}/1`]), ...globals.map((slug) => `/api/globals/${slug}`)]
    const failures: string[] = []
    for (const address of addresses) {
      for (const query of oddQueries) {
        for (const staff of [false, true]) {
          const answer = await rest(`${address}?${query}`, { staff })
          if (answer.status >= 500 || leak.test(answer.text)) failures.push(`${staff ? 'staff' : 'anonymous'} ${address}?${query} → ${answer.status} ${answer.text.slice(0, 160)}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('the named classes of odd input (a small fuzz table)', () => {
  const badQuery = { de: /Abfrage|Parameter/, en: /query|parameter/i }
  for (const [path, status, staff] of [
    ['/api/artworks?where=abc', 400, false],
    ['/api/artists?where[title][equals][x]=1', 400, false],
    ['/api/artworks?where[title][in][x]=1', 400, true],
    ['/api/magazine?where[createdAt][greater_than]=abc', 400, false],
    ['/api/pages?where[title][like][0]=a', 400, false],
    ['/api/artworks?page=1e9', 400, false],
    ['/api/exhibitions?page=99999999999999999999', 400, true],
    ['/api/artworks?limit=1e20', 400, true],
    ['/api/artworks?limit=-1', 400, true],
    ['/api/artworks?sort=!!', 400, false],
    ['/api/artworks?sort[x]=1', 400, false],
    ['/api/artworks?depth=abc', 400, false],
    ['/api/artworks/1?depth=1e9', 400, false],
    ['/api/media/count?where=abc', 400, false],
    ['/api/globals/site-settings?depth=abc', 400, false],
  ] as const) {
    it(`${path}${staff ? ' (staff)' : ''} answers ${status} with a message in German and English`, async () => {
      for (const language of ['de', 'en'] as const) {
        const answer = await rest(path, { language, staff })
        expect(answer.status, `${language}: ${answer.text.slice(0, 200)}`).toBe(status)
        const message = JSON.parse(answer.text).errors[0].message as string
        expect(message).toMatch(badQuery[language])
        expect(answer.text).not.toMatch(leak)
      }
    })
  }
})

/**
 * Every `where` operator × field type × value kind (issue 46 point 6), generated from the config:
 * every kind of field there is (its type, one or many values, localized or not, a relation path
 * and a draft's `_status` through it), each with every operator Payload knows and values of every
 * kind, on list and count routes, with `depth`, `locale=all`, `draft` or `select` beside them in
 * turn, anonymous and signed in. Each answers 200 (the question fits) or 400 with the site's
 * message in the visitor's language (an anonymous question to a collection only staff read: 403,
 * Payload's refusal in that language); never 5xx.
 */
const operators = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
]
const valueKinds: Record<string, unknown> = {
  word: 'abc',
  number: '1',
  huge: '1e309',
  bigInteger: '99999999999',
  negative: '-1',
  badDate: '2026-13-45',
  date: '2026-01-31',
  boolean: 'true',
  empty: '',
  list: ['1', 'abc'],
  ids: ['1', '2'],
  emptyList: [],
  point: '13.4,52.5',
  object: { x: '1' },
}
const besides = ['', 'depth=1', 'locale=all', 'draft=true', 'select[id]=true', 'depth=2&locale=all']

type TableField = { collection: string; path: string; kind: string }

/** One field of each kind in the config, and the fields the fuzz named, with relation paths. */
function tableFields(collections: typeof payload.config.collections): TableField[] {
  const bySlug = new Map(collections.map((collection) => [collection.slug, collection]))
  const seen = new Set<string>()
  const picked: TableField[] = []
  const take = (collection: string, path: string, kind: string, always = false) => {
    if (!always && seen.has(kind)) return
    seen.add(kind)
    picked.push({ collection, path, kind })
  }
  const named: Record<string, string[]> = { artworks: ['id', '_status', 'slug', 'createdAt', 'images'], media: ['filename', 'width'] }
  for (const collection of collections) {
    const fields = collection.flattenedFields.filter((field) => 'name' in field && !['array', 'blocks', 'group', 'tab', 'join', 'ui'].includes(field.type))
    for (const field of fields) {
      const many = 'hasMany' in field && field.hasMany ? ' many' : ''
      const kind = `${field.type}${many}${'localized' in field && field.localized ? ' localized' : ''}`
      take(collection.slug, field.name, kind, named[collection.slug]?.includes(field.name))
      if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
        const target = bySlug.get(field.relationTo)
        const text = target?.flattenedFields.find((candidate) => candidate.type === 'text')
        if (text) take(collection.slug, `${field.name}.${text.name}`, `relation${many} → text`)
        if (target?.versions && typeof target.versions === 'object' && target.versions.drafts) take(collection.slug, `${field.name}._status`, `relation${many} → _status`)
        take(collection.slug, `${field.name}.id`, `relation${many} → id`)
      }
    }
  }
  return picked
}

describe('every where operator × field type × value kind (generated from the config)', () => {
  const siteMessage = { de: /Abfrage|Parameter|Filter|Feld/, en: /query|parameter|filter|field/i }
  const closed = { de: /keine Berechtigung/, en: /not allowed/ }
  it('answers 200 or 400 with the site’s message in the visitor’s language, anonymous and as staff, never 5xx', async () => {
    const fields = tableFields(payload.config.collections)
    expect(fields.length).toBeGreaterThan(15)
    const failures: string[] = []
    let asked = 0
    let refused = 0
    for (const [fieldIndex, field] of fields.entries()) {
      for (const [operatorIndex, operator] of operators.entries()) {
        for (const [valueIndex, [kind, value]] of Object.entries(valueKinds).entries()) {
          const turn = fieldIndex + operatorIndex + valueIndex
          // An empty list as the REST parser reads one (allowEmptyArrays): `…[in][]` without a value.
          const where =
            Array.isArray(value) && value.length === 0
              ? `where[${field.path}][${operator}][]`
              : qs.stringify({ where: { [field.path]: { [operator]: value } } }, { encodeValuesOnly: true })
          const beside = besides[turn % besides.length]
          const address = `/api/${field.collection}${turn % 2 ? '/count' : ''}?${where}${beside ? `&${beside}` : ''}`
          for (const staff of [false, true]) {
            const language = (turn + Number(staff)) % 2 ? 'de' : 'en'
            const answer = await rest(address, { staff, language })
            asked += 1
            const label = `${staff ? 'staff' : 'anonymous'} ${field.kind} ${field.path} ${operator} ${kind} (${address})`
            if (answer.status === 200) continue
            refused += 1
            if (!staff && answer.status === 403 && closed[language].test(answer.text)) continue
            const message = answer.status === 400 ? (JSON.parse(answer.text) as { errors?: Array<{ message?: string }> }).errors?.[0]?.message : undefined
            if (answer.status !== 400 || !message || !siteMessage[language].test(message) || leak.test(answer.text))
              failures.push(`${label} → ${answer.status} ${answer.text.slice(0, 160)}`)
          }
        }
      }
    }
    console.log(
      `where table: ${fields.length} fields × ${operators.length} operators × ${Object.keys(valueKinds).length} values × 2: ${asked} questions, ${refused} refused with 400`,
    )
    expect(failures.slice(0, 40)).toEqual([])
    expect(failures.length).toBe(0)
  }, 1_200_000)
})

describe('GraphQL: directives whose variable is missing or odd', () => {
  const list = '{ docs { id } }'
  const cases: Array<[string, Record<string, unknown> | undefined]> = [
    [`query { Artworks(limit: 1) @include(if: $show) ${list} }`, undefined],
    [`query { Artworks(limit: 1) @skip(if: $hide) ${list} }`, {}],
    [`query Q($show: Boolean!) { Artworks(limit: 1) @include(if: $show) ${list} }`, {}],
    [`query Q($show: Boolean!) { Artworks(limit: 1) @include(if: $show) ${list} }`, { show: 'odd' }],
    [`query Q($show: Boolean!) { Artworks(limit: 1) @include(if: $show) ${list} }`, { show: null }],
    [`query Q($show: Boolean!) { Artworks(limit: 1) @include(if: $show) ${list} }`, { show: [true] }],
    [`query Q($show: Boolean) { Artworks(limit: 1) @include(if: $show) ${list} }`, {}],
    [`query Q($show: String) { Artworks(limit: 1) @include(if: $show) ${list} }`, { show: 'x' }],
    [`query { Artworks(limit: 1) @include ${list} }`, undefined],
    [`query { Artworks(limit: 1) @include(if: "yes") ${list} }`, undefined],
    [`query Q($show: Boolean!) { Artworks(limit: 1) { docs { id title @include(if: $show) } } }`, { show: 1 }],
  ]
  it('answers 400 with a message in German and English, anonymous and as staff, through both doors', async () => {
    const publicDoor = await import('@/app/graphql/route')
    const apiDoor = await import('@/app/(payload)/api/graphql/route')
    const failures: string[] = []
    for (const [query, variables] of cases) {
      for (const [language, pattern] of [
        ['de', /Variable|Abfrage|Argument|Direktive/i],
        ['en', /variable|query|argument|directive/i],
      ] as const) {
        for (const staff of [false, true]) {
          for (const [door, send] of [
            ['/graphql', publicDoor.POST],
            ['/api/graphql', apiDoor.POST],
          ] as const) {
            const headers: Record<string, string> = { 'content-type': 'application/json', 'x-language': language, 'accept-language': language }
            if (staff) headers.authorization = `JWT ${token}`
            const response = await send(new Request(`http://localhost${door}`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }))
            const text = await response.text()
            const message = text.startsWith('{') ? ((JSON.parse(text) as { errors?: Array<{ message?: string }> }).errors?.[0]?.message ?? '') : ''
            if (response.status !== 400 || !pattern.test(message) || leak.test(text))
              failures.push(`${door} ${staff ? 'staff' : 'anonymous'} ${language} ${query} ${JSON.stringify(variables)} → ${response.status} ${text.slice(0, 200)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })
})

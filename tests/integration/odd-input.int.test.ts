/**
 * Odd input gets a 4xx, never a 5xx (issue 30 point 8): query parameters of the wrong type or size
 * (`where`, `page`, `limit`, `sort`, `depth` …) on every collection and global of the Payload
 * config — read from the config, so a collection added later is covered too — through the REST
 * route as src/app/(payload)/api/[...slug]/route.ts builds it (the query check in front of
 * Payload's REST handler), anonymous and as staff, on the run's real database (SQLite, or
 * PostgreSQL in the PostgreSQL run). A small table of the named classes pins the status and the
 * message in both languages. GraphQL and the classes only a whole server shows (bare /api, TRACE,
 * `OPTIONS *`, large form posts …) are in tests/e2e/odd-input.e2e.test.ts.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
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
  await payload.create({ collection: 'users', data: { email, password, name: 'Odd' } as never, overrideAccess: true })
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

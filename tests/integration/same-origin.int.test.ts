/**
 * No cross-site writes with a staff session (issue 30 point 4), through the routes Next serves the
 * admin's API and GraphQL with (src/app/(payload)/api/[...slug]/route.ts, src/app/graphql/route.ts)
 * on a real Payload, with a real session cookie. Payload itself (no serverURL in the tests, as
 * without PUBLIC_URL) takes the cookie from any origin: the refusal here is the routes' own.
 * With a browser against the production server: tests/e2e/cross-site.e2e.test.ts.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from './payload'

let payload: Payload
let cookie = ''
let rest: typeof import('@/app/(payload)/api/[...slug]/route')
let graphql: typeof import('@/app/graphql/route')

beforeAll(async () => {
  payload = await testPayload()
  const email = `editor-${Date.now()}@galerie.test`
  const password = 'Leinwand-und-Rahmen-2026!'
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password, name: 'Editor' }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  cookie = `payload-token=${token}`
  rest = await import('@/app/(payload)/api/[...slug]/route')
  graphql = await import('@/app/graphql/route')
}, 120_000)

afterEach(() => vi.unstubAllEnvs())

const site = 'http://localhost:3000'
const createUser = (email: string, headers: Record<string, string>) =>
  rest.POST(
    new Request(`${site}/api/users`, {
      method: 'POST',
      headers: { host: 'localhost:3000', cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password: 'Eindringling-2026-!x', name: 'Planted' }),
    }),
    { params: Promise.resolve({ slug: ['users'] }) },
  )
const usersNamed = async (email: string) => (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

describe('a write with the staff session cookie', () => {
  it('from a page on another port of the same host is refused with 403 and changes nothing (no PUBLIC_URL)', async () => {
    vi.stubEnv('PUBLIC_URL', '')
    const email = `planted-${Date.now()}@example.org`
    // What Chromium sends for a form or fetch of http://localhost:4000 to http://localhost:3000.
    const refused = await createUser(email, { origin: 'http://localhost:4000', 'sec-fetch-site': 'same-site', 'accept-language': 'en' })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/did not come from the gallery's own website/)
    const german = await createUser(email, { origin: 'http://localhost:4000', 'accept-language': 'de' })
    expect(german.status).toBe(403)
    expect(((await german.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/nicht von der Website der Galerie/)
    expect(await usersNamed(email)).toBe(0)

    // Deleting and GraphQL mutations alike.
    const tag = await payload.create({ collection: 'tags', data: { name: `Tag ${Date.now()}` } as never, overrideAccess: true })
    const deleted = await rest.DELETE(
      new Request(`${site}/api/tags/${tag.id}`, { method: 'DELETE', headers: { host: 'localhost:3000', cookie, origin: 'http://localhost:4000' } }),
      {
        params: Promise.resolve({ slug: ['tags', String(tag.id)] }),
      },
    )
    expect(deleted.status).toBe(403)
    expect(await payload.count({ collection: 'tags', where: { id: { equals: tag.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
    const mutation = await graphql.POST(
      new Request(`${site}/graphql`, {
        method: 'POST',
        headers: { host: 'localhost:3000', cookie, origin: 'http://localhost:4000', 'content-type': 'application/json' },
        body: JSON.stringify({ query: `mutation { deleteTag(id: ${JSON.stringify(tag.id)}) { id } }` }),
      }),
    )
    expect(mutation.status).toBe(403)
    expect(await payload.count({ collection: 'tags', where: { id: { equals: tag.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
  })

  it('from the site itself still works', async () => {
    vi.stubEnv('PUBLIC_URL', '')
    const email = `colleague-${Date.now()}@example.org`
    const created = await createUser(email, { origin: site, 'sec-fetch-site': 'same-origin' })
    expect(created.status, await created.clone().text()).toBe(201)
    expect(await usersNamed(email)).toBe(1)
  })

  it('with PUBLIC_URL, is accepted from its origin only', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://galerie.example')
    const fromInstance = `instance-${Date.now()}@example.org`
    expect((await createUser(fromInstance, { origin: site })).status).toBe(403)
    expect(await usersNamed(fromInstance)).toBe(0)
    const fromSite = `site-${Date.now()}@example.org`
    expect((await createUser(fromSite, { origin: 'https://galerie.example', 'sec-fetch-site': 'same-origin' })).status).toBe(201)
    expect(await usersNamed(fromSite)).toBe(1)
  })
})

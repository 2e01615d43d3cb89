/**
 * What an anonymous client can start (issue 30 point 5), against a real Payload: a text filter of
 * thousands of words (one ILIKE each) is refused before the database, however it comes (REST
 * `where`, the method-override POST); staff are not bounded; and 100 sign-ins at once from 100
 * addresses hash at most one password at a time, the rest answered 503 with Retry-After at once.
 */
import { randomUUID } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@/payload.config'
import { textFilterLimits } from '@/cms/hooks/queryBounds'
import { clientAddressHeader } from '@/features/security/clientAddress.mjs'
import { gate, gateSettings, withGates } from '@/features/security/admission.mjs'

import { testPayload } from './payload'

let payload: Payload
let token = ''
const password = 'correct horse battery staple'

beforeAll(async () => {
  payload = await testPayload()
  const email = `editor-${randomUUID().slice(0, 8)}@galerie.test`
  await payload.create({ collection: 'users', data: { role: 'administrator', email, password }, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

const words = (n: number) => Array.from({ length: n }, (_, i) => `wort${i}`).join(' ')

async function get(search: URLSearchParams, headers: Record<string, string> = {}) {
  const response = await handleEndpoints({ config, request: new Request(`http://localhost/api/artworks?${search}`, { headers }) })
  return { status: response.status, body: (await response.json()) as { errors?: Array<{ message: string }>; docs?: unknown[] } }
}

const like = (text: string) => new URLSearchParams({ 'where[title][like]': text, limit: '5', depth: '0' })

describe('text filters of anonymous REST queries', () => {
  it('a like of a few words is answered', async () => {
    expect((await get(like('blaues Meer'))).status).toBe(200)
  })

  it('a like of 3,000 words is refused with 400 before the database, in the language of the request', async () => {
    const started = Date.now()
    const en = await get(like(words(3_000)), { 'accept-language': 'en' })
    expect(en.status).toBe(400)
    expect(en.body.errors?.[0]?.message).toBe(`A text filter (like, contains) may be at most ${textFilterLimits.maxLength} characters long.`)
    // Short words, many of them: each would be an ILIKE of its own.
    const de = await get(like('a '.repeat(50)), { 'accept-language': 'de' })
    expect(de.status).toBe(400)
    expect(de.body.errors?.[0]?.message).toBe(`Ein Textfilter (like, contains) darf insgesamt höchstens ${textFilterLimits.maxWords} Wörter enthalten.`)
    expect(Date.now() - started).toBeLessThan(2_000)
    const spread = new URLSearchParams({ 'where[or][0][title][like]': words(6), 'where[or][1][slug][contains]': words(6) })
    expect((await get(spread)).status).toBe(400)
  })

  it('through the method-override POST (X-HTTP-Method-Override: GET) too', async () => {
    for (const header of ['X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override']) {
      const response = await handleEndpoints({
        config,
        request: new Request('http://localhost/api/artworks', {
          method: 'POST',
          headers: { [header]: 'GET', 'Content-Type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
          body: like(words(3_000)).toString(),
        }),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/at most 200 characters/)
    }
  })

  it('staff are not bounded', async () => {
    expect((await get(like(words(30)), { authorization: `JWT ${token}` })).status).toBe(200)
  })
})

describe('password hashing under a burst of sign-ins', () => {
  it('100 sign-ins at once from 100 addresses (each its own /64): one hash at a time, a few waiting, the rest 503 with Retry-After at once', async () => {
    const login = withGates(
      (request: Request) => handleEndpoints({ config, request }),
      async () => false,
    )
    const hashing = gate('hashing')
    let most = 0
    const watch = setInterval(() => (most = Math.max(most, hashing.load().active)), 1)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(
          new Request('http://localhost/api/users/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'de', [clientAddressHeader]: `2001:db8:${(i + 1).toString(16)}:${randomUUID().slice(0, 4)}::1` },
            body: JSON.stringify({ email: `nobody-${i}@galerie.test`, password: 'guess' }),
          }),
        ),
      ),
    )
    clearInterval(watch)
    const statuses = answers.map((answer) => answer.status)
    const admitted = gateSettings.hashing.concurrency + gateSettings.hashing.maxWaiting
    expect(statuses.filter((status) => status === 401)).toHaveLength(admitted)
    expect(statuses.filter((status) => status === 503)).toHaveLength(100 - admitted)
    expect(most).toBe(gateSettings.hashing.concurrency)
    const refused = answers.find((answer) => answer.status === 503)!
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/Der Server ist gerade ausgelastet/)
  }, 120_000)
})

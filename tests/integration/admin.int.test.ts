import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ensureFirstAdmin } from '@/cms/firstAdmin'
import { payloadSecret } from '@/cms/secret'

import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('first admin', () => {
  it('is created once, from ADMIN_EMAIL / ADMIN_PASSWORD or with a generated password', async () => {
    const existing = await payload.count({ collection: 'users', overrideAccess: true })
    if (existing.totalDocs > 0) {
      // Another file of this run created staff already: then nothing may be created.
      expect(await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'x@y.z' })).toBeNull()
      return
    }
    await expect(ensureFirstAdmin(payload, { ADMIN_PASSWORD: 'short' })).rejects.toThrow(/at least 12/)
    const first = await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'chefin@galerie.test' })
    expect(first?.email).toBe('chefin@galerie.test')
    expect(first?.generated).toBe(true)
    expect(first!.password.length).toBeGreaterThanOrEqual(20)
    const login = await payload.login({ collection: 'users', data: { email: 'chefin@galerie.test', password: first!.password } })
    expect(login.token).toBeTruthy()
    expect(await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'zweite@galerie.test' })).toBeNull()
  })
})

describe('PAYLOAD_SECRET', () => {
  it('refuses a missing or weak secret in production', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'secret' })).toThrow(/PAYLOAD_SECRET/)
    const strong = 'a'.repeat(16) + 'b'.repeat(16)
    expect(payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: strong })).toBe(strong)
    expect(payloadSecret({ NODE_ENV: 'development' })).toMatch(/development-only/)
  })
})

import { describe, expect, it } from 'vitest'

import { linkLifetimeMs, signLink, verifyLink } from './tokens'

const secret = 'unit-test-secret-0123456789abcdef'

describe('newsletter links', () => {
  it('verify for their own action and id', () => {
    const token = signLink(42, 'confirm', 1_000_000, secret)
    expect(verifyLink(token, 'confirm', 1_000_000, secret)).toEqual({ ok: true, id: '42' })
    expect(verifyLink(token, 'unsubscribe', 1_000_000, secret)).toEqual({ ok: false, reason: 'invalid' })
  })
  it('expire', () => {
    const token = signLink(42, 'confirm', 1_000_000, secret)
    expect(verifyLink(token, 'confirm', 1_000_000 + linkLifetimeMs.confirm + 1000, secret)).toEqual({ ok: false, reason: 'expired' })
  })
  it('cannot be forged or moved to another subscriber', () => {
    const token = signLink(42, 'unsubscribe', 1_000_000, secret)
    expect(verifyLink(token.replace('.42.', '.43.'), 'unsubscribe', 1_000_000, secret).ok).toBe(false)
    expect(verifyLink(signLink(42, 'unsubscribe', 1_000_000, 'other-secret'), 'unsubscribe', 1_000_000, secret).ok).toBe(false)
    expect(verifyLink('nonsense', 'unsubscribe', 1_000_000, secret).ok).toBe(false)
    expect(verifyLink(undefined, 'unsubscribe', 1_000_000, secret).ok).toBe(false)
  })
})

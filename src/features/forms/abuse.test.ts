import { describe, expect, it, vi } from 'vitest'

import { checkFillTime, checkShape, createRateLimiter, hashAddress, honeypotTripped, signStartTime } from './abuse'

const secret = 'unit-test-secret-0123456789abcdef'

describe('minimum fill time', () => {
  it('accepts a form filled in after 3 seconds', () => {
    expect(checkFillTime(signStartTime(1_000_000, secret), 1_003_000, secret)).toBe('ok')
  })
  it('rejects a form sent sooner as too fast', () => {
    expect(checkFillTime(signStartTime(1_000_000, secret), 1_002_999, secret)).toBe('tooFast')
  })
  it('hands every form load its own token, even in the same millisecond (issue 30: a burst of loads shared one, and all but one post were told the form had expired)', () => {
    const tokens = Array.from({ length: 50 }, () => signStartTime(1_000_000, secret))
    expect(new Set(tokens).size).toBe(50)
    for (const token of tokens) expect(checkFillTime(token, 1_003_000, secret)).toBe('ok')
  })
  it('rejects a forged, missing or future start time', () => {
    const token = signStartTime(1_000_000, secret)
    expect(checkFillTime(token.replace('1000000', '900000'), 1_010_000, secret)).toBe('invalid')
    expect(checkFillTime(signStartTime(1_000_000, 'another-secret'), 1_010_000, secret)).toBe('invalid')
    expect(checkFillTime(undefined, 1_010_000, secret)).toBe('invalid')
    expect(checkFillTime('garbage', 1_010_000, secret)).toBe('invalid')
    expect(checkFillTime(token, 999_000, secret)).toBe('invalid')
  })
})

describe('honeypot', () => {
  it('trips on any value', () => {
    expect(honeypotTripped('https://spam.example')).toBe(true)
    expect(honeypotTripped('')).toBe(false)
    expect(honeypotTripped(null)).toBe(false)
  })
})

describe('submission shape', () => {
  const allowed = new Set(['name', 'message'])
  it('accepts the form fields and ignores Next’s action fields', () => {
    expect(
      checkShape(
        [
          ['name', 'Ada'],
          ['message', 'Hi'],
          ['$ACTION_ID_abc', ''],
        ],
        allowed,
      ),
    ).toBe('ok')
  })
  it('rejects unexpected fields', () => {
    expect(
      checkShape(
        [
          ['name', 'Ada'],
          ['isAdmin', 'true'],
        ],
        allowed,
      ),
    ).toBe('unexpected')
  })
  it('rejects more than 20 KB in total, and files', () => {
    expect(
      checkShape(
        [
          ['name', 'x'.repeat(10_000)],
          ['message', 'y'.repeat(10_000)],
        ],
        allowed,
      ),
    ).toBe('ok')
    expect(
      checkShape(
        [
          ['name', 'x'.repeat(10_000)],
          ['message', 'y'.repeat(10_500)],
        ],
        allowed,
      ),
    ).toBe('oversize')
    expect(checkShape([['name', new Blob(['x'])]], allowed)).toBe('oversize')
  })
})

describe('rate limit', () => {
  it('allows 5 submissions per 10 minutes per address, then again after the window', async () => {
    vi.useFakeTimers()
    try {
      const limiter = createRateLimiter(`unit-${Math.random()}`, { limit: 5, windowMs: 600_000 })
      for (let i = 0; i < 5; i++) {
        expect(await limiter.take('a')).toBe(true)
        vi.advanceTimersByTime(1000)
      }
      expect(await limiter.take('a')).toBe(false)
      expect(await limiter.take('b')).toBe(true)
      // A post refused after it was taken gives its place back.
      await limiter.giveBack('b')
      vi.advanceTimersByTime(600_000)
      expect(await limiter.take('a')).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
  it('hashes addresses with the secret', () => {
    expect(hashAddress('127.0.0.1', secret)).toBe(hashAddress('127.0.0.1', secret))
    expect(hashAddress('127.0.0.1', secret)).not.toBe(hashAddress('127.0.0.2', secret))
    expect(hashAddress('127.0.0.1', secret)).not.toContain('127')
  })
})

describe('checkFillTime: a start time expires', () => {
  it('is invalid two hours after the form was handed out', () => {
    const secret = 'test-secret'
    const token = signStartTime(1_000_000, secret)
    expect(checkFillTime(token, 1_000_000 + 2 * 60 * 60 * 1000, secret)).toBe('ok')
    expect(checkFillTime(token, 1_000_000 + 2 * 60 * 60 * 1000 + 1, secret)).toBe('invalid')
  })
})

/**
 * Bot defences without a third-party CAPTCHA, as pure functions (the clock and the secret are
 * passed in): a signed start time for the minimum fill time, a honeypot, an in-memory rate limit
 * and the shape of the submission (size, unexpected fields).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { createLimit } from '@/features/security/counters'

/** A human needs longer than this to fill in a form; bots submit at once. */
export const minFillMs = 3000
/** A form handed out longer ago than this has expired: a start time cannot be replayed for days. */
export const maxFormAgeMs = 2 * 60 * 60 * 1000
/** Total size of all submitted values. */
export const maxSubmissionBytes = 20 * 1024
/** The honeypot's field name: sounds like something a bot fills in. */
export const honeypotField = 'website'
export const startedAtField = 'startedAt'

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(`form-start:${value}`).digest('base64url')
}

/**
 * The hidden start-time field: the render time, a random nonce and their signature, so it cannot
 * be forged. The nonce makes every form load's token its own: a token serves one submission
 * (./startTokens.ts), and forms handed out in the same millisecond shared one before.
 */
export function signStartTime(now: number, secret: string): string {
  const body = `${now}.${randomBytes(9).toString('base64url')}`
  return `${body}.${sign(body, secret)}`
}

export type FillTimeVerdict = 'ok' | 'tooFast' | 'invalid'

/**
 * A missing, forged, future or expired (older than maxFormAgeMs) start time is invalid; one
 * younger than minFillMs is too fast.
 */
export function checkFillTime(token: unknown, now: number, secret: string, minMs = minFillMs, maxMs = maxFormAgeMs): FillTimeVerdict {
  if (typeof token !== 'string') return 'invalid'
  const parts = token.split('.')
  if (parts.length !== 3) return 'invalid'
  const [time, nonce, signature] = parts
  if (!/^\d{1,15}$/.test(time) || !/^[\w-]{12}$/.test(nonce) || !signature) return 'invalid'
  const expected = Buffer.from(sign(`${time}.${nonce}`, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  const elapsed = now - Number(time)
  if (elapsed < 0 || elapsed > maxMs) return 'invalid'
  return elapsed < minMs ? 'tooFast' : 'ok'
}

/** Humans never see the honeypot, so any value in it means a bot. */
export function honeypotTripped(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

export type ShapeVerdict = 'ok' | 'oversize' | 'unexpected'

/**
 * Rejects submissions larger than maxBytes in total or carrying fields the form does not have.
 * Next's own fields for server actions ($ACTION_…) are not the visitor's and are skipped.
 */
export function checkShape(entries: Iterable<[string, unknown]>, allowed: ReadonlySet<string>, maxBytes = maxSubmissionBytes): ShapeVerdict {
  let bytes = 0
  let unexpected = false
  for (const [name, value] of entries) {
    if (name.startsWith('$ACTION')) continue
    if (!allowed.has(name)) unexpected = true
    bytes += Buffer.byteLength(name) + (typeof value === 'string' ? Buffer.byteLength(value) : maxBytes + 1)
  }
  if (bytes > maxBytes) return 'oversize'
  return unexpected ? 'unexpected' : 'ok'
}

/** The visitor's address, hashed with the secret: enough to count, never stored in the clear. */
export function hashAddress(address: string, secret: string): string {
  return createHash('sha256').update(`${secret}:${address}`).digest('hex').slice(0, 32)
}

/**
 * At most `limit` accepted submissions per key (a hashed client address) within `windowMs`, for
 * one form. Counted by src/features/security/counters.ts: in Redis with REDIS_URL, so the limit
 * holds across every instance behind a load balancer; in this process's memory without it.
 * `take` decides and counts in one atomic step, so of 20 parallel posts no more than `limit`
 * get through; a post taken but then refused for another reason is given back.
 */
export function createRateLimiter(name: string, { limit = 5, windowMs = 10 * 60 * 1000 } = {}) {
  const counter = createLimit(`form-${name}`, { points: limit, windowMs })
  return {
    /** Takes one submission for this key; false when its window has none left. */
    take: async (key: string): Promise<boolean> => (await counter.consume(key)).allowed,
    /** Gives a taken submission back (it was refused after all, and nothing was stored). */
    giveBack: (key: string): Promise<void> => counter.reward(key),
  }
}

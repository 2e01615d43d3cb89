/**
 * The admin door (besides Payload's lockout of one account after 10 wrong passwords):
 * - Login attempts are counted per client address (./clientAddress.mjs), in two windows, shared
 *   by instances through Redis (./counters.ts). An attempt is counted when it starts and taken
 *   back when it succeeds, so only failures (and attempts still running) count; past a limit
 *   the address is answered 429 before any password is checked. From one address a client can
 *   neither spray passwords across the staff nor lock every staff member out: locking one
 *   account takes 10 failures, more than one address may make in 15 minutes.
 * - A login for an account that does not exist, or is locked, hashes the password all the same,
 *   so the answer takes as long as for an existing account and does not tell which it is.
 */
import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionBeforeOperationHook, CollectionAfterLoginHook, PayloadRequest } from 'payload'

import { publicError } from '@/cms/errors'

import { clientAddress } from './clientAddress.mjs'
import { createCounter } from './counters'

export const loginLimits = [
  { name: 'login-15m', windowMs: 15 * 60 * 1000, max: 5 },
  { name: 'login-24h', windowMs: 24 * 60 * 60 * 1000, max: 20 },
] as const

const counters = loginLimits.map((limit) => ({ ...limit, counter: createCounter(limit.name, limit.windowMs) }))

const hash = promisify(pbkdf2)
/** Payload's current password hash (pbkdf2-sha256-v1): 600,000 iterations, 32 bytes. */
const equalWork = (password: string) => hash(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')

type LoginData = { email?: unknown; password?: unknown }

export function tooManyLoginsMessage(language: string | undefined, minutes: number): string {
  return language === 'de'
    ? `Zu viele fehlgeschlagene Anmeldungen von dieser Adresse. Bitte versuchen Sie es in ${minutes} Minuten erneut.`
    : `Too many failed sign-ins from this address. Please try again in ${minutes} minutes.`
}

function addressOf(req: PayloadRequest): string {
  return clientAddress(req.headers)
}

export const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const address = addressOf(req)
  for (const { counter, max } of counters) {
    if ((await counter.count(address)) >= max) {
      const minutes = Math.max(1, Math.ceil((await counter.retryAfterMs(address)) / 60_000))
      throw publicError(tooManyLoginsMessage(req.i18n?.language, minutes), 429, 'TooManyLoginAttempts', { retryAfterMinutes: minutes })
    }
  }
  await Promise.all(counters.map(({ counter }) => counter.add(address)))
  const { email, password } = ((args as { data?: LoginData }).data ?? {}) as LoginData
  if (typeof email === 'string' && typeof password === 'string') {
    const found = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
      collection: 'users',
      req,
      where: { email: { equals: email.toLowerCase().trim() } },
    })
    const locked = found?.lockUntil && new Date(found.lockUntil).getTime() > Date.now()
    if (!found || locked) await equalWork(password)
  }
  return args
}

/** A successful login is not a failure: its attempt is taken back. */
export const countSuccess: CollectionAfterLoginHook = async ({ req }) => {
  const address = addressOf(req)
  await Promise.all(counters.map(({ counter }) => counter.remove(address)))
}

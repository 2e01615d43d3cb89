/**
 * The admin door. Every limit here decides and counts in one atomic step (./counters.ts), on
 * Redis across instances with REDIS_URL, so a burst of parallel requests gets no more through
 * than one request after another would.
 * - Sign-ins are counted per client address (./clientAddress.mjs) in two windows. An attempt is
 *   counted when it starts and taken back when it succeeds, so only failures (and attempts still
 *   running) count; past a limit the address is answered 429 before any password is checked.
 * - The lockout of an account is kept per (address, account), not per account: a guesser who
 *   fails 10 times in a day on one account is stopped there, while the account's owner signing in
 *   from anywhere else is not (Payload's own lockout, off here, locked the owner out everywhere
 *   after 10 failures from anyone, and answered "locked" only for accounts that exist).
 * - A locked (address, account), an account that does not exist and a wrong password get the same
 *   answer (Payload's 401 "email or password incorrect") after the same work (one password hash),
 *   so the answer tells no one which accounts exist.
 * - Password-reset requests are limited per address, so no one mails the staff from one place
 *   over and over.
 */
import { createHash, pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest } from 'payload'

import { publicError } from '@/cms/errors'

import { languageOfRequest } from './admission.mjs'
import { clientAddress } from './clientAddress.mjs'
import { createLimit } from './counters'

export const loginLimits = [
  { name: 'login-15m', windowMs: 15 * 60 * 1000, max: 5 },
  { name: 'login-24h', windowMs: 24 * 60 * 60 * 1000, max: 20 },
] as const

/** Failed sign-ins to one account from one address before that address is locked out of it. */
export const accountLockout = { name: 'login-account', windowMs: 24 * 60 * 60 * 1000, max: 10 } as const

/** Password-reset requests per address. */
export const passwordResetLimit = { name: 'password-reset', windowMs: 60 * 60 * 1000, max: 5 } as const

const addressLimits = loginLimits.map((limit) => createLimit(limit.name, { points: limit.max, windowMs: limit.windowMs }))
const accountLimit = createLimit(accountLockout.name, { points: accountLockout.max, windowMs: accountLockout.windowMs })
const resetLimit = createLimit(passwordResetLimit.name, { points: passwordResetLimit.max, windowMs: passwordResetLimit.windowMs })

const hash = promisify(pbkdf2)
/** Payload's current password hash (pbkdf2-sha256-v1): 600,000 iterations, 32 bytes. */
const equalWork = (password: string) => hash(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')

type LoginData = { email?: unknown; password?: unknown }

const inMinutes = (language: string | undefined, minutes: number) =>
  language === 'de' ? `in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}` : `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`

export function tooManyLoginsMessage(language: string | undefined, minutes: number): string {
  return language === 'de'
    ? `Zu viele fehlgeschlagene Anmeldungen von dieser Adresse. Bitte versuchen Sie es ${inMinutes('de', minutes)} erneut.`
    : `Too many failed sign-ins from this address. Please try again ${inMinutes('en', minutes)}.`
}

export function tooManyResetsMessage(language: string | undefined, minutes: number): string {
  return language === 'de'
    ? `Zu viele Anfragen zum Zurücksetzen des Passworts von dieser Adresse. Bitte versuchen Sie es ${inMinutes('de', minutes)} erneut.`
    : `Too many password-reset requests from this address. Please try again ${inMinutes('en', minutes)}.`
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))

/** The key of an (address, account) pair: the address and a hash of the typed email. */
export function accountKey(address: string, email: string): string {
  return `${address}|${createHash('sha256').update(email.toLowerCase().trim()).digest('hex').slice(0, 32)}`
}

async function limitResets(req: PayloadRequest): Promise<void> {
  const decision = await resetLimit.consume(clientAddress(req.headers))
  if (decision.allowed) return
  const minutes = minutesOf(decision.retryAfterMs)
  throw publicError(tooManyResetsMessage(req.i18n?.language, minutes), 429, 'TooManyPasswordResets', { retryAfterMinutes: minutes })
}

export const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') await limitResets(req)
  if (operation !== 'login') return args
  const address = clientAddress(req.headers)
  for (const [index, limit] of addressLimits.entries()) {
    const decision = await limit.consume(address)
    if (decision.allowed) continue
    // Refused before any password is checked: the windows it passed do not count it either.
    await Promise.all(addressLimits.slice(0, index).map((passed) => passed.reward(address)))
    const minutes = minutesOf(decision.retryAfterMs)
    throw publicError(tooManyLoginsMessage(req.i18n?.language, minutes), 429, 'TooManyLoginAttempts', { retryAfterMinutes: minutes })
  }
  const { email, password } = ((args as { data?: LoginData }).data ?? {}) as LoginData
  if (typeof email === 'string' && typeof password === 'string') {
    if (!(await accountLimit.consume(accountKey(address, email))).allowed) {
      await equalWork(password)
      throw new AuthenticationError(req.t)
    }
    const found = await req.payload.db.findOne<{ id: number | string }>({
      collection: 'users',
      req,
      where: { email: { equals: email.toLowerCase().trim() } },
    })
    if (!found) await equalWork(password)
  }
  return args
}

/**
 * The sign-in limit asked at the door, before a hashing place is taken (./admission.mjs withGates,
 * src/features/graphql/endpoint.ts): an address past its failures is answered 429 at once, in the
 * client's language, and never holds a place another address's sign-in would wait for. Only asked,
 * not counted: the hook above counts the attempt once it runs.
 */
export async function loginRefusal(request: Request): Promise<Response | null> {
  const address = clientAddress(request.headers)
  for (const [index, limit] of addressLimits.entries()) {
    const { consumed, retryAfterMs } = await limit.peek(address)
    if (consumed < loginLimits[index].max) continue
    const minutes = minutesOf(retryAfterMs)
    return Response.json(
      { errors: [{ name: 'TooManyLoginAttempts', message: tooManyLoginsMessage(languageOfRequest(request), minutes), data: { retryAfterMinutes: minutes } }] },
      { status: 429, headers: { 'retry-after': String(minutes * 60), 'cache-control': 'no-store' } },
    )
  }
  return null
}

/** A successful sign-in is not a failure: its attempt is taken back everywhere it was counted. */
export const countSuccess: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = clientAddress(req.headers)
  const email = (user as { email?: unknown }).email
  await Promise.all([...addressLimits.map((limit) => limit.reward(address)), typeof email === 'string' ? accountLimit.reward(accountKey(address, email)) : undefined])
}

/** The staff's accounts with the sign-in limits and the lockout per (address, account) (src/payload.config.ts puts them on Users). */
export function withLoginLimits(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), limitLogins], afterLogin: [...(hooks.afterLogin ?? []), countSuccess] },
  }
}

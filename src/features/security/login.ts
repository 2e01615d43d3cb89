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
 * - An address is an IPv4 address or an IPv6 /64 (./clientAddress.mjs clientShareOf): a host on
 *   one network picks any of its 2^64 addresses at will (issue 46 point 9).
 * - Guesses at one account are paced whatever the address (issue 46 point 9: twenty addresses made
 *   100 guesses at one account in a few seconds): failures on the account, from anywhere, pass
 *   growing windows (`accountPace`: 5 a minute, 10 in 15 minutes, 30 a day); past one, a sign-in
 *   to that account is answered 429 before any password is checked. The same for accounts that do
 *   not exist (the key is the typed address), so the answer tells no one which exist.
 * - A guesser cannot lock the owner out by it: a browser that signed in to the account, or reset
 *   its password by the mailed link, carries a device cookie for it (an HMAC of the account under
 *   the secret, for `/api/users` only), and its sign-ins are not paced. An owner on a new device
 *   during an attack takes the mailed reset link (the step-up), which gives that device its cookie.
 */
import { createHash, createHmac, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import {
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { publicError } from '@/cms/errors'

import { languageOfRequest } from './admission.mjs'
import { clientAddress, clientShareOf } from './clientAddress.mjs'
import { readCookie } from './cookies.mjs'
import { createLimit } from './counters'

export const loginLimits = [
  { name: 'login-15m', windowMs: 15 * 60 * 1000, max: 5 },
  { name: 'login-24h', windowMs: 24 * 60 * 60 * 1000, max: 20 },
] as const

/** Failed sign-ins to one account from one address before that address is locked out of it. */
export const accountLockout = { name: 'login-account', windowMs: 24 * 60 * 60 * 1000, max: 10 } as const

/** Failures on one account from anywhere, in growing windows: past one, its sign-ins wait (devices it knows excepted). */
export const accountPace = [
  { name: 'login-pace-1m', windowMs: 60 * 1000, max: 5 },
  { name: 'login-pace-15m', windowMs: 15 * 60 * 1000, max: 10 },
  { name: 'login-pace-24h', windowMs: 24 * 60 * 60 * 1000, max: 30 },
] as const

/** Password-reset requests per address. */
export const passwordResetLimit = { name: 'password-reset', windowMs: 60 * 60 * 1000, max: 5 } as const

const addressLimits = loginLimits.map((limit) => createLimit(limit.name, { points: limit.max, windowMs: limit.windowMs }))
const accountLimit = createLimit(accountLockout.name, { points: accountLockout.max, windowMs: accountLockout.windowMs })
const paceLimits = accountPace.map((limit) => createLimit(limit.name, { points: limit.max, windowMs: limit.windowMs }))
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

export function accountPacedMessage(language: string | undefined, minutes: number): string {
  return language === 'de'
    ? `Zu viele fehlgeschlagene Anmeldungen bei diesem Konto. Bitte versuchen Sie es ${inMinutes('de', minutes)} erneut, oder setzen Sie Ihr Passwort über „Passwort vergessen?“ per E-Mail zurück.`
    : `Too many failed sign-ins to this account. Please try again ${inMinutes('en', minutes)}, or reset your password by email with "Forgot password?".`
}

export function tooManyResetsMessage(language: string | undefined, minutes: number): string {
  return language === 'de'
    ? `Zu viele Anfragen zum Zurücksetzen des Passworts von dieser Adresse. Bitte versuchen Sie es ${inMinutes('de', minutes)} erneut.`
    : `Too many password-reset requests from this address. Please try again ${inMinutes('en', minutes)}.`
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))

/** An account as typed, hashed: the key of its pace, and of its device cookie. */
export function accountHash(email: string): string {
  return createHash('sha256').update(email.toLowerCase().trim()).digest('hex').slice(0, 32)
}

/** The key of an (address, account) pair: the address and a hash of the typed email. */
export function accountKey(address: string, email: string): string {
  return `${address}|${accountHash(email)}`
}

/** The name of the device cookie of an account, and its value under this secret. */
export function deviceCookie(secret: string, email: string): { name: string; value: string } {
  const account = accountHash(email)
  return { name: `vernissage-device-${account.slice(0, 16)}`, value: createHmac('sha256', secret).update(`device:${account}`).digest('hex').slice(0, 43) }
}

/** Whether the request carries this account's device cookie. */
function knownDevice(req: PayloadRequest, email: string): boolean {
  const expected = deviceCookie(req.payload.secret, email)
  const sent = readCookie(req.headers.get('cookie'), expected.name)
  return typeof sent === 'string' && sent.length === expected.value.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected.value))
}

/** Gives the browser the account's device cookie with the answer (a sign-in, a reset by the mailed link). */
function rememberDevice(req: PayloadRequest, email: string): void {
  const { name, value } = deviceCookie(req.payload.secret, email)
  const secure = (req.payload.config.serverURL ?? '').startsWith('https:') ? '; Secure' : ''
  const headers = req.responseHeaders ?? new Headers()
  headers.append('set-cookie', `${name}=${value}; Path=/api/users; Max-Age=${365 * 24 * 60 * 60}; HttpOnly; SameSite=Strict${secure}`)
  req.responseHeaders = headers
}

/** Counts a failure on the account in every pace window, or refuses the attempt when one is full. */
async function paceAccount(req: PayloadRequest, email: string): Promise<void> {
  const account = accountHash(email)
  for (const [index, limit] of paceLimits.entries()) {
    const decision = await limit.consume(account)
    if (decision.allowed) continue
    await Promise.all(paceLimits.slice(0, index).map((passed) => passed.reward(account)))
    const minutes = minutesOf(decision.retryAfterMs)
    throw publicError(accountPacedMessage(req.i18n?.language, minutes), 429, 'TooManyAccountSignIns', { retryAfterMinutes: minutes })
  }
}

async function limitResets(req: PayloadRequest): Promise<void> {
  const decision = await resetLimit.consume(clientShareOf(clientAddress(req.headers)))
  if (decision.allowed) return
  const minutes = minutesOf(decision.retryAfterMs)
  throw publicError(tooManyResetsMessage(req.i18n?.language, minutes), 429, 'TooManyPasswordResets', { retryAfterMinutes: minutes })
}

export const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') await limitResets(req)
  if (operation !== 'login') return args
  const address = clientShareOf(clientAddress(req.headers))
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
    if (!knownDevice(req, email)) {
      try {
        await paceAccount(req, email)
      } catch (refusal) {
        // Refused before any password is checked: the address's windows do not count it either.
        await Promise.all(addressLimits.map((limit) => limit.reward(address)))
        throw refusal
      }
    }
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
  const address = clientShareOf(clientAddress(request.headers))
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
  const address = clientShareOf(clientAddress(req.headers))
  const email = (user as { email?: unknown }).email
  if (typeof email !== 'string') return
  const paced = !knownDevice(req, email)
  await Promise.all([
    ...addressLimits.map((limit) => limit.reward(address)),
    accountLimit.reward(accountKey(address, email)),
    ...(paced ? paceLimits.map((limit) => limit.reward(accountHash(email))) : []),
  ])
  rememberDevice(req, email)
}

/** A password reset by the mailed link proves the mailbox: that browser becomes a known device. */
export const deviceOnReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
  if (typeof email === 'string') rememberDevice(req, email)
  return result
}

/** The staff's accounts with the sign-in limits and the lockout per (address, account) (src/payload.config.ts puts them on Users). */
export function withLoginLimits(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), limitLogins],
      afterLogin: [...(hooks.afterLogin ?? []), countSuccess],
      afterOperation: [...(hooks.afterOperation ?? []), deviceOnReset],
    },
  }
}

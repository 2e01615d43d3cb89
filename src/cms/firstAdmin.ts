/**
 * Where admins come from (issue 30 point 3): never from the network. The first admin is created by
 * the operator — from ADMIN_EMAIL / ADMIN_PASSWORD when `npm start` prepares an empty database, or
 * with `npm run admin:create` (scripts/admin-create.ts) on any start path —, and Payload's
 * `POST /api/users/first-register`, which makes whoever calls it first an administrator, is
 * refused on every instance (`firstRegisterRefused`, put in front of Payload's own endpoint).
 */
import { randomBytes } from 'node:crypto'

import type { Endpoint, Payload } from 'payload'

import { passwordProblem, type PasswordProblem } from './passwords'
import { config, readConfig } from '../config/env.mjs'

export type FirstAdmin = { email: string; password: string; generated: boolean } | null

/** The operator's command that creates an admin, as the refusal and the admin's screen name it. */
export const adminCreateCommand = 'npm run admin:create -- --email <address>'

const refusal = {
  de: `Das erste Konto wird nicht über das Netz angelegt. Legen Sie es auf dem Server an: ${adminCreateCommand} (Passwort in ADMIN_PASSWORD), oder mit ADMIN_EMAIL und ADMIN_PASSWORD beim ersten npm start.`,
  en: `The first account is not created over the network. Create it on the server: ${adminCreateCommand} (password in ADMIN_PASSWORD), or with ADMIN_EMAIL and ADMIN_PASSWORD on the first npm start.`,
} as const

/** The text of the refusal in the admin's language (de or en). */
export function firstRegisterRefusal(language: string | undefined): string {
  return language === 'en' ? refusal.en : refusal.de
}

/**
 * Replaces Payload's first-register endpoint of the users collection: a collection's own endpoints
 * are matched before Payload's (payload/dist/collections/config/sanitize.js appends its defaults),
 * so the request never reaches the operation that would create the user.
 */
export const firstRegisterRefused: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: (req) => Response.json({ errors: [{ message: firstRegisterRefusal(req.i18n?.language) }] }, { status: 403, headers: { 'cache-control': 'no-store' } }),
}

/** A password refused for an admin, with the reason in English for the operator's terminal. */
export class WeakPasswordError extends Error {
  constructor(readonly problem: PasswordProblem) {
    super(
      problem === 'short'
        ? 'The password must be at least 12 characters long.'
        : 'The password is too easy to guess (a common word, name, date, pattern or the address itself); choose a longer or less predictable one.',
    )
    this.name = 'WeakPasswordError'
  }
}

/**
 * On an empty user table, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. Returns null when staff already exist.
 */
export async function ensureFirstAdmin(payload: Payload, source?: Record<string, string | undefined>): Promise<FirstAdmin> {
  const env = source ? readConfig(source) : config()
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return null
  const email = env.ADMIN_EMAIL || 'admin@vernissage.local'
  const given = env.ADMIN_PASSWORD
  if (given !== undefined) {
    const problem = await passwordProblem(given, email)
    if (problem === 'short') throw new Error('ADMIN_PASSWORD must be at least 12 characters long; leave it unset to have one generated.')
    if (problem) throw new Error(`ADMIN_PASSWORD: ${new WeakPasswordError(problem).message} Leave it unset to have one generated.`)
  }
  const password = given || randomBytes(18).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Admin', role: 'administrator' }, overrideAccess: true })
  return { email, password, generated: !given }
}

/**
 * Creates an admin as the operator asked (`npm run admin:create`), on an empty user table or beside
 * existing staff. Refuses a weak password and an address that already has an account.
 */
export async function createAdmin(
  payload: Payload,
  { email, password, name }: { email: string; password: string; name?: string },
): Promise<{ id: number | string; email: string }> {
  const problem = await passwordProblem(password, email)
  if (problem) throw new WeakPasswordError(problem)
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email.toLowerCase() } }, overrideAccess: true })
  if (totalDocs > 0) throw new Error(`An account with the address ${email} exists already.`)
  const user = await payload.create({ collection: 'users', data: { email, password, name: name || 'Admin', role: 'administrator' }, overrideAccess: true })
  return { id: user.id, email: user.email }
}

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type FirstAdmin = { email: string; password: string; generated: boolean } | null

/**
 * On an empty user table, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. Returns null when staff already exist.
 */
export async function ensureFirstAdmin(payload: Payload, env: Record<string, string | undefined> = process.env): Promise<FirstAdmin> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return null
  const email = env.ADMIN_EMAIL || 'admin@vernissage.local'
  const given = env.ADMIN_PASSWORD
  if (given !== undefined && given.length < 12) {
    throw new Error('ADMIN_PASSWORD must be at least 12 characters long; leave it unset to have one generated.')
  }
  const password = given || randomBytes(18).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Admin' }, overrideAccess: true })
  return { email, password, generated: !given }
}

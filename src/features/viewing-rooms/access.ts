/**
 * The proof that a visitor typed a room's passcode (issue 51): a cookie per token holding an HMAC
 * of the token and the stored passcode hash under PAYLOAD_SECRET. A new passcode (a new hash)
 * makes every earlier proof worthless; the cookie is sent only to that room's own addresses.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/cms/secret'
import { readCookie } from '@/features/security/cookies.mjs'
import { createLimit } from '@/features/security/counters'

import { roomPath } from './rules'

export const accessCookieName = (token: string) => `vernissage-room-${token.slice(0, 16)}`

function proof(token: string, passcodeHash: string): string {
  return createHmac('sha256', payloadSecret()).update(`${token}:${passcodeHash}`).digest('base64url')
}

export function hasAccess(cookieHeader: string | null | undefined, token: string, passcodeHash: string | null | undefined): boolean {
  if (!passcodeHash) return true
  const sent = readCookie(cookieHeader, accessCookieName(token))
  if (!sent) return false
  const expected = Buffer.from(proof(token, passcodeHash))
  const given = Buffer.from(sent)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The cookies that open the room: one per language's address, until the link expires (12 hours at most). */
export function accessCookies(token: string, passcodeHash: string, expiresAt: string | null | undefined, secure: boolean, now = Date.now()): string[] {
  const left = expiresAt ? Math.floor((Date.parse(expiresAt) - now) / 1000) : 12 * 3600
  const maxAge = Math.max(0, Math.min(12 * 3600, left))
  return ['de', 'en'].map(
    (locale) => `${accessCookieName(token)}=${proof(token, passcodeHash)}; Path=${roomPath(token, locale)}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  )
}

/** Passcode tries per room link and client address: 5 in 15 minutes. */
export const passcodeTries = createLimit('viewing-room-passcode', { points: 5, windowMs: 15 * 60 * 1000 })

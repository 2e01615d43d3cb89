/**
 * Signed, expiring links of the newsletter (confirm the subscription, unsubscribe). The link
 * carries the subscriber's id, the action and the expiry, signed with the server secret, so no
 * token needs to be stored and a guessed id is useless.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type LinkAction = 'confirm' | 'unsubscribe'

/** A confirmation link works for 7 days; an unsubscribe link for a year (it sits in old mails). */
export const linkLifetimeMs: Record<LinkAction, number> = { confirm: 7 * 24 * 3600 * 1000, unsubscribe: 365 * 24 * 3600 * 1000 }

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`newsletter:${body}`).digest('base64url')
}

export function signLink(id: number | string, action: LinkAction, now: number, secret: string): string {
  const body = `${action}.${id}.${Math.floor((now + linkLifetimeMs[action]) / 1000)}`
  return `${body}.${sign(body, secret)}`
}

export type LinkVerdict = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' }

export function verifyLink(token: unknown, action: LinkAction, now: number, secret: string): LinkVerdict {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' }
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'invalid' }
  const [kind, id, expiry, signature] = parts
  const body = `${kind}.${id}.${expiry}`
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (kind !== action || !/^\d{1,12}$/.test(id) || !/^\d{1,12}$/.test(expiry)) return { ok: false, reason: 'invalid' }
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  if (Number(expiry) * 1000 < now) return { ok: false, reason: 'expired' }
  return { ok: true, id }
}

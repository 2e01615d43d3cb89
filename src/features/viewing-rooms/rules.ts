/**
 * The rules of a private viewing room (issue 51; docs/viewing-rooms.md): the price a room shows
 * for a work, whether a recipient's link still opens the room, the link's token and passcode.
 * Pure apart from node:crypto, so the page, the PDF and the mails decide the same way.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

import { formatPrice, parsePrice } from '@/base/price'
import { isReserved } from '@/base/reservation'

/** How a room prices one of its works. */
export const priceModes = ['public', 'room', 'discount', 'onRequest'] as const
export type PriceMode = (typeof priceModes)[number]

export type RoomWorkPricing = { priceMode?: PriceMode | null; roomPrice?: number | null; discountPercent?: number | null }
/** The work as staff read it: its amount (also for a work on request elsewhere), its flags. */
export type StoredWork = { price?: number | string | null; priceOnRequest?: boolean | null; sold?: boolean | null; reservedUntil?: string | null }

export type RoomPriceLine = { kind: 'sold' } | { kind: 'onRequest' } | { kind: 'price'; amount: number; formatted: string; reserved: boolean }

/**
 * What the room says for a work. `public`: what the public reads (on request stays on request);
 * `room`: the amount staff typed for this room, whatever the work's public state; `discount`: the
 * work's amount less the percentage, rounded to whole euros (also for a work on request elsewhere:
 * the collector was chosen to see it); `onRequest`: no amount. A sold work shows sold.
 */
export function roomPriceLine(work: StoredWork, pricing: RoomWorkPricing, now = Date.now()): RoomPriceLine {
  if (work.sold) return { kind: 'sold' }
  const reserved = isReserved(work, now)
  const line = (amount: number | null): RoomPriceLine =>
    amount !== null && amount > 0 ? { kind: 'price', amount, formatted: formatPrice(amount), reserved } : { kind: 'onRequest' }
  const amount = parsePrice(work.price)
  switch (pricing.priceMode ?? 'public') {
    case 'onRequest':
      return { kind: 'onRequest' }
    case 'room':
      return line(typeof pricing.roomPrice === 'number' ? pricing.roomPrice : null)
    case 'discount': {
      const percent = Math.min(100, Math.max(0, pricing.discountPercent ?? 0))
      return line(amount === null ? null : Math.round(amount * (1 - percent / 100)))
    }
    default:
      return line(work.priceOnRequest ? null : amount)
  }
}

/** An unguessable link: 24 random bytes (192 bits), in lower-case hex so no case rule of the site's addresses touches it. */
export function newToken(): string {
  return randomBytes(24).toString('hex')
}

/** The shape of a token in an address; anything else is unknown without a database read. */
export const tokenPattern = /^[0-9a-f]{48}$/

export type RecipientState = 'open' | 'expired' | 'revoked'

/** A link opens the room while neither the room nor the recipient is revoked and the expiry is ahead. */
export function recipientState(room: { revoked?: boolean | null }, recipient: { revoked?: boolean | null; expiresAt?: string | null }, now = Date.now()): RecipientState {
  if (room.revoked || recipient.revoked) return 'revoked'
  if (recipient.expiresAt && Date.parse(recipient.expiresAt) <= now) return 'expired'
  return 'open'
}

/** How long a new recipient's link lasts when staff set no expiry. */
export const defaultValidityDays = 30

const scryptPrefix = 'scrypt$'

/** A passcode stored as scrypt with a salt of its own: `scrypt$<salt hex>$<hash hex>`. */
export function hashPasscode(passcode: string): string {
  const salt = randomBytes(16)
  return `${scryptPrefix}${salt.toString('hex')}$${scryptSync(passcode.trim(), salt, 32).toString('hex')}`
}

export function passcodeMatches(stored: string | null | undefined, given: string): boolean {
  if (!stored?.startsWith(scryptPrefix)) return false
  const [saltHex, hashHex] = stored.slice(scryptPrefix.length).split('$')
  if (!saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = scryptSync(given.trim(), Buffer.from(saltHex, 'hex'), expected.length)
  return timingSafeEqual(expected, actual)
}

/** The path of a recipient's link in their language (German without prefix). */
export function roomPath(token: string, locale: string): string {
  return `${locale === 'de' ? '' : `/${locale}`}/viewing-room/${token}`
}

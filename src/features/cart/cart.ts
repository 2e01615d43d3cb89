/**
 * The inquiry cart's rules, shared by the server (the add route, the actions) and the browser (the
 * header's count). The cart lives in one first-party cookie the visitor asked for by adding a work,
 * so it is strictly necessary and needs no consent. It holds artwork ids, not slugs: slugs differ
 * per language and may be renamed by editors, ids do neither and keep the cookie small.
 */
import { slugPattern } from '@/base/slugify'
import { readCookie } from '@/features/security/cookies.mjs'

export const cartCookieName = 'vernissage_cart'
/** Works at most; adding one more is refused with a message rather than dropping an older one. */
export const maxCartItems = 50
/** Kept across visits for 90 days. */
export const cartMaxAgeSeconds = 90 * 24 * 60 * 60
/** Set for a minute after an inquiry about the cart was sent, so the emptied cart page can say so. */
export const cartSentCookieName = 'vernissage_cart_sent'
export const cartSentMaxAgeSeconds = 60
/** Dispatched on window whenever the cart cookie changed in this tab (the header's count listens). */
export const cartChangedEvent = 'vernissage:cart'

const separator = '.'
const idPattern = /^[1-9]\d{0,11}$/

/** The ids in a cookie value: valid positive integers only, in order, without duplicates, at most maxCartItems. */
export function parseCart(value: string | null | undefined): number[] {
  if (!value) return []
  const ids: number[] = []
  for (const part of value.split(separator)) {
    const trimmed = part.trim()
    if (!idPattern.test(trimmed)) continue
    const id = Number(trimmed)
    if (!ids.includes(id)) ids.push(id)
    if (ids.length === maxCartItems) break
  }
  return ids
}

/** The cookie value for a list of ids (cleaned like parseCart). */
export function serializeCart(ids: Iterable<number | string>): string {
  return parseCart([...ids].map(String).join(separator)).join(separator)
}

export type AddResult = { ids: number[]; outcome: 'added' | 'already' | 'full' }

/** Adds a work at the end unless it is there already or the cart is full. */
export function addToCart(ids: readonly number[], id: number, max = maxCartItems): AddResult {
  if (ids.includes(id)) return { ids: [...ids], outcome: 'already' }
  if (ids.length >= max) return { ids: [...ids], outcome: 'full' }
  return { ids: [...ids, id], outcome: 'added' }
}

export function removeFromCart(ids: readonly number[], id: number): number[] {
  return ids.filter((other) => other !== id)
}

/** An artwork id sent by a form, or null when it is not one. */
export function parseArtworkId(value: unknown): number | null {
  return typeof value === 'string' && idPattern.test(value) ? Number(value) : null
}

/** The `?artwork=` value of /addtocart when it can be an artwork's slug, else null. */
export function parseArtworkSlug(value: unknown): string | null {
  if (Array.isArray(value)) value = value[0]
  if (typeof value !== 'string') return null
  const slug = value.trim().toLowerCase()
  return slug.length <= 120 && slugPattern.test(slug) ? slug : null
}

/** The cart's ids in a Cookie header or `document.cookie` string. */
export function cartIn(cookieString: string | null | undefined): number[] {
  return parseCart(readCookie(cookieString, cartCookieName))
}

/** How many works the cart in a `document.cookie` string holds (the header's count). */
export function cartCount(cookieString: string): number {
  return cartIn(cookieString).length
}

/** The cookie's attributes: the whole site, 90 days, Lax (sent when a link from elsewhere adds a work), Secure on https. */
export function cartCookieOptions(secure: boolean, maxAge = cartMaxAgeSeconds) {
  return { path: '/', maxAge, sameSite: 'lax' as const, secure, httpOnly: false }
}

/** The same as a `document.cookie` assignment, for the browser. */
export function cartCookieString(ids: readonly number[], secure: boolean): string {
  const value = serializeCart(ids)
  const maxAge = value === '' ? 0 : cartMaxAgeSeconds
  return `${cartCookieName}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}

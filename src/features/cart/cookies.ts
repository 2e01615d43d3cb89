/**
 * Reading and writing the cart cookie on the server (pages, server actions). Route handlers build
 * their Set-Cookie header with cartCookieString instead.
 */
import { cookies, headers } from 'next/headers'

import { cartCookieName, cartCookieOptions, cartSentCookieName, cartSentMaxAgeSeconds, parseCart, serializeCart } from './cart'
import { config } from '../../config/env.mjs'

/** Secure cookies when the visitor came over https (directly, through a proxy, or as PUBLIC_URL says). */
export function isSecure(forwardedProto: string | null | undefined, url?: string): boolean {
  if (forwardedProto) return forwardedProto.split(',')[0].trim() === 'https'
  if (url?.startsWith('https:')) return true
  return (config().PUBLIC_URL ?? '').startsWith('https:')
}

export async function readCart(): Promise<number[]> {
  return parseCart((await cookies()).get(cartCookieName)?.value)
}

/** How many works the inquiry just sent covered, when it was sent within the last minute. */
export async function readCartSent(): Promise<number | null> {
  const value = (await cookies()).get(cartSentCookieName)?.value
  return value && /^\d{1,3}$/.test(value) ? Number(value) : null
}

/** Only in a server action or route handler: Next forbids setting cookies while rendering. */
export async function writeCart(ids: readonly number[]): Promise<void> {
  const store = await cookies()
  const secure = isSecure((await headers()).get('x-forwarded-proto'))
  const value = serializeCart(ids)
  if (value === '') store.set(cartCookieName, '', cartCookieOptions(secure, 0))
  else store.set(cartCookieName, value, cartCookieOptions(secure))
}

/** After an inquiry about the cart: the cart is emptied and the page may thank the visitor for a minute. */
export async function markCartSent(count: number): Promise<void> {
  await writeCart([])
  const secure = isSecure((await headers()).get('x-forwarded-proto'))
  ;(await cookies()).set(cartSentCookieName, String(count), { path: '/', maxAge: cartSentMaxAgeSeconds, sameSite: 'lax', secure, httpOnly: true })
}

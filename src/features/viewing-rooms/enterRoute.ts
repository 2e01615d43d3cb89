/**
 * POST /viewing-room/{token}/enter (and /en/…): the passcode form's answer (issue 51 point 2).
 * A right passcode sets the room's cookie (./access.ts) and sends the visitor back to the room
 * (303); a wrong one sends them back with `?code=wrong`; past 5 tries in 15 minutes per link and
 * client address, `?code=limit` without checking. Works without JavaScript.
 */
import { defaultLocale, isLocale } from '@/base/locales'
import { getPayloadClient } from '@/cms/client'
import { isSecure } from '@/features/cart/cookies'
import { clientAddress, clientShareOf } from '@/features/security/clientAddress.mjs'

import { accessCookies, passcodeTries } from './access'
import { roomByToken } from './loaders'
import { passcodeMatches, recipientState, roomPath } from './rules'

type Context = { params: Promise<{ locale: string; token: string }> }

export async function enterRoomRoute(request: Request, { params }: Context): Promise<Response> {
  const { locale: raw, token } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  const back = (query: string, cookies: string[] = []) => {
    const headers = new Headers({ location: `${roomPath(token, locale)}${query}`, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
    for (const cookie of cookies) headers.append('set-cookie', cookie)
    return new Response(null, { status: 303, headers })
  }
  const found = await roomByToken(await getPayloadClient(), token, locale)
  if (!found || recipientState(found.room, found.recipient) !== 'open' || !found.recipient.passcodeHash) return back('')
  const form = await request.formData().catch(() => null)
  const given = String(form?.get('passcode') ?? '').slice(0, 64)
  const key = `${token}:${clientShareOf(clientAddress(request.headers))}`
  const decision = await passcodeTries.consume(key)
  if (!decision.allowed) return back('?code=limit')
  if (!passcodeMatches(found.recipient.passcodeHash, given)) return back('?code=wrong')
  await passcodeTries.reward(key)
  const secure = isSecure(request.headers.get('x-forwarded-proto'), request.url)
  return back('', accessCookies(token, found.recipient.passcodeHash, found.recipient.expiresAt, secure))
}

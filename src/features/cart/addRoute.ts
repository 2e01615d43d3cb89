/**
 * GET /addtocart/add?artwork={slug}, where /addtocart?artwork={slug} sends the visitor: adds the
 * work to the cart cookie and answers with the cart page (303), so adding works without JavaScript.
 * A page cannot set cookies while it renders; a route handler can.
 */
import type { Artwork } from '@/cms/payload-types'
import { getPayloadClient } from '@/cms/client'
import { findBySlug } from '@/cms/findBySlug'
import { defaultLocale, isLocale } from '@/base/locales'

import { addToCart, cartCookieString, cartIn, cartSentCookieName, parseArtworkSlug } from './cart'
import { isSecure } from './cookies'
import { publishedArtworkIds } from './loaders'

type Context = { params: Promise<{ locale: string }> }

/** Prefetches (Next's router, the browser's speculation rules, link previews) must change nothing. */
function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? ''
  return request.headers.has('next-router-prefetch') || request.headers.has('next-router-segment-prefetch') || /prefetch|prerender/i.test(purpose)
}

export async function addToCartRoute(request: Request, { params }: Context): Promise<Response> {
  const { locale: rawLocale } = await params
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale
  const cart = `${locale === defaultLocale ? '' : `/${locale}`}/addtocart`
  const answer = (query: string, cookies: string[] = []) => {
    const headers = new Headers({ location: `${cart}${query}`, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
    for (const cookie of cookies) headers.append('set-cookie', cookie)
    return new Response(null, { status: 303, headers })
  }
  if (isPrefetch(request)) return answer('')

  const slug = parseArtworkSlug(new URL(request.url).searchParams.get('artwork'))
  if (!slug) return answer('?notice=unknown')
  const payload = await getPayloadClient()
  const artwork = await findBySlug<Artwork>(payload, 'artworks', slug, locale, { depth: 0 })
  if (!artwork) return answer('?notice=unknown')
  if (artwork.sold) return answer('?notice=sold')

  // Works that went offline since they were added leave the cart whenever it is written.
  const current = cartIn(request.headers.get('cookie'))
  const published = await publishedArtworkIds(payload, current)
  const { ids, outcome } = addToCart(
    current.filter((id) => published.has(id)),
    Number(artwork.id),
  )
  const secure = isSecure(request.headers.get('x-forwarded-proto'), request.url)
  return answer(`?notice=${outcome}&work=${artwork.id}`, [cartCookieString(ids, secure), `${cartSentCookieName}=; Path=/; Max-Age=0; SameSite=Lax`])
}

import { setRequestLocale } from 'next-intl/server'

import { parseArtworkId } from '@/features/cart/cart'
import { CartView, parseNotice } from '@/features/forms/CartView'
import { CmsPage, cmsPageMetadata } from '@/features/content/CmsPage'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/base/locales'

// Per visitor (the cart cookie): never prerendered, never in the front cache.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return cmsPageMetadata('addtocart', locale, { robots: { index: false } })
}

/** The editors' text, then the visitor's inquiry cart; `?artwork={slug}` adds a work first. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  const query = await searchParams
  const artwork = Array.isArray(query.artwork) ? query.artwork[0] : query.artwork
  // Only a route handler may set the cookie: it adds the work and sends the visitor back here.
  if (artwork !== undefined) redirect({ href: { pathname: '/addtocart/add', query: { artwork } }, locale })
  setRequestLocale(locale)
  return (
    <CmsPage slug="addtocart" locale={locale}>
      <CartView locale={locale} notice={parseNotice(query.notice)} noticeWork={parseArtworkId(query.work)} />
    </CmsPage>
  )
}

/**
 * GET /viewing-room/{token}/pdf (and /en/…): the room as a price list for its collector (issue 51
 * point 7), in the language of the address: the gallery's letterhead, each work's picture, artist,
 * title, details and the price in this room (./rules.ts) — never the work's stored amount where
 * the room does not give it. Sold works keep their mark without a price. Only an open link with
 * its passcode cookie gets it; the answer is private and never kept by a shared cache.
 */
import { defaultLocale, isLocale } from '@/base/locales'
import { getPayloadClient } from '@/cms/client'
import { printPriceList } from '@/features/sales/printing'
import { printWorks } from '@/features/sales/printWorks'

import { hasAccess } from './access'
import { visitRoom } from './loaders'

type Context = { params: Promise<{ locale: string; token: string }> }

const forYou = { de: (name: string) => `Für ${name}`, en: (name: string) => `For ${name}` }

export async function roomPdfRoute(request: Request, { params }: Context): Promise<Response> {
  const { locale: raw, token } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  const payload = await getPayloadClient()
  const visit = await visitRoom(payload, token, locale)
  const closed = { status: visit.state === 'unknown' ? 404 : 410, headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } }
  if (visit.state !== 'open') return new Response(null, closed)
  if (!hasAccess(request.headers.get('cookie'), token, visit.recipient.passcodeHash)) return new Response(null, { ...closed, status: 403 })
  const printed = await printWorks(
    payload,
    visit.works.map((work) => Number(work.artwork.id)),
    locale,
  )
  const lines = new Map(visit.works.map((work) => [Number(work.artwork.id), work.line]))
  const works = printed.map((work) => {
    const line = lines.get(work.id)
    return { ...work, price: line?.kind === 'price' ? line.amount : null, sold: line?.kind === 'sold' || work.sold }
  })
  const day = new Date().toISOString().slice(0, 10)
  const name = `${locale === 'de' ? 'privater-raum' : 'viewing-room'}-${day}`
  const set = { title: visit.room.title, subtitle: visit.recipient.name ? forYou[locale](visit.recipient.name) : '', works, name }
  const pdf = await printPriceList(payload, set, locale, new Date(), { hideSold: true })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}.pdf"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  })
}

/**
 * The works a price list or a set of wall labels shows (issue 36): an exhibition's in its order,
 * or a selection from the artworks list in the order given, each with what the paper says about
 * it in one language, and the address of its page for the label's QR code.
 */
import type { Payload } from 'payload'

import { relationIds } from '@/cms/relations'
import { dateRange } from '@/i18n/dates'
import { galleryDayKey } from '@/base/dates'
import { parsePrice } from '@/base/price'
import { siteUrl } from '@/features/seo/siteUrl'
import type { Locale } from '@/base/locales'

import { isReserved } from '../../base/reservation'
import { fill, printTexts } from './texts'

export type PrintWork = {
  number: number
  id: number
  artist: string
  title: string
  year: number | null
  medium: string
  size: string
  edition: string
  inventory: string
  /** The amount, or null for "price on request" (flagged, or none above 0). */
  price: number | null
  sold: boolean
  reserved: boolean
  url: string
  /** The work's slug in the sheet's language (a work sheet's file name). */
  slug: string
  /** The stored file name of its first picture (the media collection), or null without one. */
  picture: string | null
}

/** What a document prints, and the name its file gets (the exhibition's slug and opening day, or the selection's). */
export type PrintSet = { title: string; subtitle: string; works: PrintWork[]; name: string }

/** Most works one document takes (a selection's `ids`, an exhibition's works). */
export const maxPrintWorks = 500

const dimension = (value: unknown) => (typeof value === 'number' && value > 0 ? new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value) : null)

/** "100 × 80 × 4 cm" (height × width × depth), or "" without any. */
export function sizeText(dimensions: { height?: number | null; width?: number | null; depth?: number | null } | null | undefined): string {
  const parts = [dimensions?.height, dimensions?.width, dimensions?.depth].map(dimension).filter(Boolean)
  return parts.length === 0 ? '' : `${parts.join(' × ')} cm`
}

/** The address of a work's page in a language (German without prefix, English under /en). */
export function artworkAddress(slug: string, locale: Locale): string {
  const base = siteUrl().replace(/\/$/, '')
  return `${base}${locale === 'en' ? '/en' : ''}/artworks/${encodeURIComponent(slug)}`
}

/** "2/12" as the sheet's language writes it ("Edition 2 of 12"); a text of its own ("Unikat", "Edition of 5") as it is. */
export function editionText(edition: string, locale: Locale): string {
  const text = edition.trim()
  const copy = /^(?:ed\.?\s*|edition\s*|auflage\s*|ex\.?\s*)?(\d+)\s*\/\s*(\d+)$/i.exec(text)
  if (copy) return fill(printTexts.copy[locale], { copy: copy[1], of: copy[2] })
  return text
}

/** The German edition text in a sheet whose language the work has none in: a copy number in that language, a text marked. */
function germanEdition(edition: string | null | undefined, locale: Locale): string {
  if (!edition) return ''
  const written = editionText(edition, locale)
  return written === edition.trim() ? `${written}${printTexts.germanOnly[locale]}` : written
}

/** The stored file name of the first picture of a work read at depth 1 (an id alone, unread, counts as none). */
function firstPicture(images: unknown): string | null {
  const first: unknown = Array.isArray(images) ? images[0] : null
  return first && typeof first === 'object' ? ((first as { filename?: string | null }).filename ?? null) : null
}

/** The works of these ids in this order, in one language; unknown ids are left out. A text the work has only in German is marked in an English sheet. */
export async function printWorks(payload: Payload, ids: number[], locale: Locale, now = Date.now()): Promise<PrintWork[]> {
  if (ids.length === 0) return []
  const read = (inLocale: Locale, fallback: boolean) =>
    payload.find({
      collection: 'artworks',
      where: { id: { in: ids } },
      depth: 1,
      locale: inLocale,
      ...(fallback ? {} : { fallbackLocale: false as const }),
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
    })
  const found = await read(locale, locale === 'de')
  const german = locale === 'de' ? found : await read('de', true)
  const germanById = new Map(german.docs.map((doc) => [doc.id, doc]))
  // A text missing in this language: the German one, marked (an empty mark in a German sheet).
  const orGerman = (own: string | null | undefined, de: string | null | undefined) => (own ? own : de ? `${de}${printTexts.germanOnly[locale]}` : '')
  const nameOf = (value: unknown) => (value && typeof value === 'object' ? ((value as { name?: string | null }).name ?? null) : null)
  const byId = new Map(found.docs.map((doc) => [doc.id, doc]))
  const works: PrintWork[] = []
  for (const id of ids) {
    const work = byId.get(id)
    if (!work) continue
    const price = parsePrice(work.price)
    works.push({
      number: works.length + 1,
      id: work.id,
      artist: nameOf(work.artist) ?? nameOf(germanById.get(id)?.artist) ?? '',
      title: orGerman(work.title, germanById.get(id)?.title),
      year: work.year ?? null,
      medium: orGerman(nameOf(work.medium), nameOf(germanById.get(id)?.medium)),
      size: sizeText(work.dimensions),
      edition: work.edition ? editionText(work.edition, locale) : germanEdition(germanById.get(id)?.edition, locale),
      inventory: work.inventory ?? '',
      price: work.priceOnRequest || price === null || price <= 0 ? null : price,
      sold: Boolean(work.sold),
      reserved: isReserved(work, now),
      url: artworkAddress(work.slug ?? String(work.id), locale),
      slug: work.slug ?? String(work.id),
      picture: firstPicture(work.images),
    })
  }
  return works
}

/** An exhibition's works in its order, with its title and dates; null when there is none. */
export async function exhibitionPrintSet(payload: Payload, id: number, locale: Locale): Promise<PrintSet | null> {
  const exhibition = await payload.findByID({ collection: 'exhibitions', id, depth: 0, locale, overrideAccess: true, disableErrors: true })
  if (!exhibition) return null
  const ids = relationIds(exhibition.artworks).map(Number).slice(0, maxPrintWorks)
  // As the exhibition's page writes them (the gallery's one formatter, src/base/dates.ts).
  const dates = dateRange(exhibition.startDate, exhibition.endDate, locale)
  const day = galleryDayKey(exhibition.startDate)
  const name = [exhibition.slug || String(exhibition.id), day].filter(Boolean).join('-')
  return { title: exhibition.title ?? '', subtitle: [dates, exhibition.venue].filter(Boolean).join(' · '), works: await printWorks(payload, ids, locale), name }
}

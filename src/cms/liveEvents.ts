/**
 * What a live update says about an artwork, and when one is due. The hooks read the work's
 * published row (the main table; a draft save leaves it untouched) before and after a change in
 * both languages, and an event goes out only when that row changed: published, updated,
 * unpublished or deleted. Events carry the public fields alone.
 */
import { defaultLocale, locales, type Locale } from '../base/locales'
import { publicPrice } from '../base/price'

export const changeKinds = ['published', 'updated', 'unpublished', 'deleted'] as const
export type ChangeKind = (typeof changeKinds)[number]

type Localized = Record<Locale, string>

/** The public fields of a work in both languages. */
export type PublicArtwork = {
  slug: Localized
  title: Localized
  sold: boolean
  price: number | null
  priceOnRequest: boolean
  leasingDisabled: boolean
  /** The reservation's end (ISO), or null; reserved while ahead (src/base/reservation.ts). */
  reservedUntil: string | null
  /** When the published row was last written (ISO): orders what a page hears (isStale). */
  updatedAt: string
}

/** The work's main row: its publication status, when it was last written, and its public fields. */
export type ArtworkSnapshot = PublicArtwork & { id: number | string; status: string }

/** What the live stream sends: carried by a change's announcement (src/cms/changes.ts `live`). */
export type ArtworkEvent = {
  id: number | string
  change: ChangeKind
  /** Every slug the work had before or has after, in both languages: what subscribers match on. */
  slugs: string[]
  /** The public state after the change; for unpublished and deleted works, the last public one. */
  artwork: PublicArtwork
}

/** One work as a subscriber sees it, in the subscriber's language. */
export type LiveArtwork = {
  slug: string
  title: string
  sold: boolean
  price: number | null
  priceOnRequest: boolean
  leasingDisabled: boolean
  reservedUntil: string | null
  updatedAt: string
  /** False once the work is unpublished or deleted. */
  published: boolean
}

function localized(value: unknown): Localized {
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    const fallback = typeof byLocale[defaultLocale] === 'string' ? (byLocale[defaultLocale] as string) : ''
    return Object.fromEntries(locales.map((locale) => [locale, typeof byLocale[locale] === 'string' && byLocale[locale] ? byLocale[locale] : fallback])) as Localized
  }
  const text = typeof value === 'string' ? value : ''
  return Object.fromEntries(locales.map((locale) => [locale, text])) as Localized
}

function amount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** The snapshot of a row read with every locale (`locale: 'all'`), or null for no row. */
export function snapshotOf(row: Record<string, unknown> | null | undefined): ArtworkSnapshot | null {
  if (!row) return null
  return {
    id: row.id as number | string,
    status: String(row._status ?? 'published'),
    updatedAt: dateOf(row.updatedAt) ?? '',
    slug: localized(row.slug),
    title: localized(row.title),
    sold: Boolean(row.sold),
    price: amount(row.price),
    priceOnRequest: Boolean(row.priceOnRequest),
    leasingDisabled: Boolean(row.leasingDisabled),
    reservedUntil: dateOf(row.reservedUntil),
  }
}

function dateOf(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'string' && value ? value : null
}

function publicPart(snapshot: ArtworkSnapshot): PublicArtwork {
  const { slug, title, sold, price, priceOnRequest, leasingDisabled, reservedUntil, updatedAt } = snapshot
  // A work on request announces no amount, nor that its hidden amount changed.
  return { slug, title, sold, price: publicPrice(price, priceOnRequest), priceOnRequest, leasingDisabled, reservedUntil, updatedAt }
}

function slugsOf(...snapshots: Array<ArtworkSnapshot | null>): string[] {
  return [...new Set(snapshots.flatMap((snapshot) => (snapshot ? Object.values(snapshot.slug) : [])).filter(Boolean))]
}

const isPublished = (snapshot: ArtworkSnapshot | null) => snapshot?.status === 'published'

/**
 * The event for a save, from the main row before and after it, or null when the public saw no
 * change: a draft save leaves the row as it was, and a work that was and stays unpublished is
 * nobody's business.
 */
export function changeEvent(before: ArtworkSnapshot | null, after: ArtworkSnapshot | null): ArtworkEvent | null {
  if (!after) return null
  if (before && before.updatedAt === after.updatedAt && before.status === after.status) return null
  const was = isPublished(before)
  const is = isPublished(after)
  if (!was && !is) return null
  const change: ChangeKind = was && is ? 'updated' : is ? 'published' : 'unpublished'
  const shown = is ? after : (before as ArtworkSnapshot)
  return { id: after.id, change, slugs: slugsOf(before, after), artwork: publicPart(shown) }
}

/**
 * The event for a reservation that lapsed (src/features/sales/lapse.ts): nothing was saved, the
 * work's date passed; subscribers hear its unchanged public state, which now reads as not reserved.
 */
export function lapseEvent(snapshot: ArtworkSnapshot | null): ArtworkEvent | null {
  if (!snapshot || !isPublished(snapshot)) return null
  return { id: snapshot.id, change: 'updated', slugs: slugsOf(snapshot), artwork: publicPart(snapshot) }
}

/** The event for a deletion: only a work the public could see. */
export function deleteEvent(before: ArtworkSnapshot | null): ArtworkEvent | null {
  if (!before || !isPublished(before)) return null
  return { id: before.id, change: 'deleted', slugs: slugsOf(before), artwork: publicPart(before) }
}

/** The event as a subscriber in `locale` sees the work. */
export function inLocale(event: ArtworkEvent, locale: Locale): LiveArtwork {
  const { artwork } = event
  return {
    slug: artwork.slug[locale],
    title: artwork.title[locale],
    sold: artwork.sold,
    price: artwork.price,
    priceOnRequest: artwork.priceOnRequest,
    leasingDisabled: artwork.leasingDisabled,
    reservedUntil: artwork.reservedUntil ?? null,
    updatedAt: artwork.updatedAt,
    published: event.change === 'published' || event.change === 'updated',
  }
}

/**
 * Whether a state a page hears (an event, or the catch-up read when a stream opens) is older than
 * the one it holds, by the published row's `updatedAt`: the catch-up read may leave the server
 * before a save and arrive after that save's event, and must not put the old state back. A state
 * without a date, or of the same date (a lapsed reservation, nothing saved), is not older.
 */
export function isStale(held: { updatedAt?: string | null } | undefined, heard: { updatedAt?: string | null }): boolean {
  const before = Date.parse(held?.updatedAt ?? '')
  const after = Date.parse(heard.updatedAt ?? '')
  return Number.isFinite(before) && Number.isFinite(after) && after < before
}

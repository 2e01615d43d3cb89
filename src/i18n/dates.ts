/**
 * Dates as the site shows them, on pages and in search alike: the gallery's one formatter
 * (src/base/dates.ts) in the gallery's time zone. The CMS stores a moment in UTC; an editor in
 * Berlin who picks 3 March stores 2 March, 23:00 UTC, which read without a zone (the server's) or
 * in UTC says "2. März". The same zone is next-intl's for every request (./request.ts), so any
 * other date it formats agrees.
 */
import { formatDate as formatGalleryDate, galleryTimeZone } from '../base/dates'

/** The gallery's time zone (src/base/dates.ts holds the one setting). */
export const siteTimeZone = galleryTimeZone

/** Named formats, handed to next-intl for every request too: the same as the formatter's `day`. */
export const dateFormats = { dateTime: { day: { day: 'numeric', month: 'long', year: 'numeric' } } } as const

/** A stored date (ISO text, or a Date from a raw database read) as the visitor's language writes it; '' when there is none. */
export function formatDate(value: unknown, locale: string): string {
  return formatGalleryDate(value, locale, 'day')
}

/** "3. März 2025 – 20. April 2025" (or one date, when both are the same day or one is missing). */
export function dateRange(start: unknown, end: unknown, locale: string): string {
  const from = formatDate(start, locale)
  const to = formatDate(end, locale)
  return from && to && from !== to ? `${from} – ${to}` : from || to
}

/**
 * Dates as the site shows them, on pages and in search alike: through next-intl's formatter in the
 * site's time zone. The CMS stores a moment in UTC; an editor in Berlin who picks 3 March stores
 * 2 March, 23:00 UTC, which read without a zone (the server's) or in UTC says "2. März". The same
 * zone is next-intl's for every request (./request.ts), so any other date it formats agrees.
 */
import { createFormatter } from 'next-intl'

import type { Locale } from '../base/locales'

/** The gallery's time zone: every date on the site is the day it is there. */
export const siteTimeZone = 'Europe/Berlin'

/** Named formats, handed to next-intl for every request too. */
export const dateFormats = { dateTime: { day: { day: 'numeric', month: 'long', year: 'numeric' } } } as const

/** The languages' conventions: "3. März 2025", and the British "3 March 2025" (day first, as in German). */
const formatters: Record<Locale, ReturnType<typeof createFormatter>> = {
  de: createFormatter({ locale: 'de-DE', timeZone: siteTimeZone, formats: dateFormats }),
  en: createFormatter({ locale: 'en-GB', timeZone: siteTimeZone, formats: dateFormats }),
}

/** A stored date (ISO text, or a Date from a raw database read) as the visitor's language writes it; '' when there is none. */
export function formatDate(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(String(value))
  if (Number.isNaN(date.getTime())) return ''
  return formatters[locale === 'en' ? 'en' : 'de'].dateTime(date, 'day')
}

/** "3. März 2025 – 20. April 2025" (or one date, when both are the same day or one is missing). */
export function dateRange(start: unknown, end: unknown, locale: string): string {
  const from = formatDate(start, locale)
  const to = formatDate(end, locale)
  return from && to && from !== to ? `${from} – ${to}` : from || to
}

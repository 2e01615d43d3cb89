'use client'

import { useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

/** date-fns' pattern table of a locale (Locale['formatLong']), as far as the admin's patterns use it. */
type FormatLong = Record<'date' | 'time' | 'dateTime', (options?: { width?: 'full' | 'long' | 'medium' | 'short' }) => string>

const table =
  (formats: Record<'full' | 'long' | 'medium' | 'short', string>) =>
  (options: { width?: keyof typeof formats } = {}) =>
    formats[options.width ?? 'full']

/**
 * The patterns of the gallery's formatter (src/base/dates.ts) for date-fns' localized tokens ("P",
 * "Pp"): the picker writes "12.12.2030, 14:30" and "12/12/2030, 14:30" as the list cells and the
 * rest of the admin do. English is British, day first, as on the site (date-fns' enUS, which Payload
 * loads for English, writes "12/12/2030, 2:30 PM", month first: 3 April read as 4 March beside a
 * British cell); German gets the formatter's comma between day and time.
 */
const galleryPatterns: Record<'de' | 'en', Partial<FormatLong>> = {
  de: { dateTime: table({ full: "{{date}} 'um' {{time}}", long: "{{date}} 'um' {{time}}", medium: '{{date}}, {{time}}', short: '{{date}}, {{time}}' }) },
  en: {
    date: table({ full: 'EEEE, d MMMM yyyy', long: 'd MMMM yyyy', medium: 'd MMM yyyy', short: 'dd/MM/yyyy' }),
    time: table({ full: 'HH:mm:ss zzzz', long: 'HH:mm:ss z', medium: 'HH:mm:ss', short: 'HH:mm' }),
    dateTime: table({ full: "{{date}} 'at' {{time}}", long: "{{date}} 'at' {{time}}", medium: '{{date}}, {{time}}', short: '{{date}}, {{time}}' }),
  },
}

/**
 * Dates in the editor's language (issue 19): Payload's date pickers learn the language in an
 * effect after they have rendered, so a German admin first showed "04/29/2027" and kept it until
 * the field was touched. This provider, above every field, hands the picker library the editor's
 * language (date-fns' locale, as Payload loads it) while it renders, before any picker does. The
 * locale's pattern table is the gallery's (above), changed on the very object Payload holds, since
 * each picker registers that object again after its render and Payload formats its own dates with it.
 */
export function DateLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  if (i18n.dateFNS) {
    const language = i18n.language === 'en' ? 'en' : 'de'
    const formatLong = i18n.dateFNS.formatLong as unknown as FormatLong | undefined
    if (formatLong) Object.assign(formatLong, galleryPatterns[language])
    // The names Payload's own pickers use (its getFormattedLocale): English is date-fns' enUS.
    const name = i18n.language === 'en' ? 'enUS' : i18n.language
    registerLocale(name, i18n.dateFNS)
    setDefaultLocale(name)
  }
  return children
}

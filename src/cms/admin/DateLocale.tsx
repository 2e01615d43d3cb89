'use client'

import { useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

/**
 * Dates in the editor's language (issue 19): Payload's date pickers learn the language in an
 * effect after they have rendered, so a German admin first showed "04/29/2027" and kept it until
 * the field was touched. This provider, above every field, hands the picker library the editor's
 * language (date-fns' locale, as Payload loads it) while it renders, before any picker does.
 */
export function DateLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  if (i18n.dateFNS) {
    // The names Payload's own pickers use (its getFormattedLocale): English is date-fns' enUS.
    const name = i18n.language === 'en' ? 'enUS' : i18n.language
    registerLocale(name, i18n.dateFNS)
    setDefaultLocale(name)
  }
  return children
}

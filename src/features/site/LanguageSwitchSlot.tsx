import { alternatePath } from '@/features/routing/table'
import type { Locale } from '@/i18n/locales'

import { LanguageSwitch } from './LanguageSwitch'

type Params = { locale: Locale; rest?: string[]; slug?: string }

/**
 * The language switch of a page, rendered by the layouts' `@languageSwitch` slot, which sees the
 * page's address: its href is the translated page, resolved on the server. `base` is the part of
 * the address the slot's folder names (werkstattpalast), the params the rest.
 */
export function languageSwitchSlot(base = '') {
  return async function LanguageSwitchSlot({ params }: { params: Promise<Params> }) {
    const { locale, rest = [], slug } = await params
    const path = [base, ...rest, slug].filter(Boolean).join('/')
    const other: Locale = locale === 'de' ? 'en' : 'de'
    return <LanguageSwitch href={await alternatePath(`/${path}`, locale, other)} />
  }
}

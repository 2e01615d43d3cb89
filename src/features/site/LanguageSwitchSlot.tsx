import { alternatePath } from '@/features/routing/table'
import type { Locale } from '@/i18n/locales'

import { LanguageSwitch } from './LanguageSwitch'

type Props = { params: Promise<{ locale: Locale; path?: string[] }> }

/**
 * The language switch of a page, rendered by the layouts' `@languageSwitch` slot, which sees the
 * page's whole address: its href is the translated page, resolved on the server.
 */
export async function LanguageSwitchSlot({ params }: Props) {
  const { locale, path = [] } = await params
  const other: Locale = locale === 'de' ? 'en' : 'de'
  return <LanguageSwitch href={await alternatePath(`/${path.join('/')}`, locale, other)} />
}

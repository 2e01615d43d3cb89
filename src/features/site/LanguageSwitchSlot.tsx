import { canonicalAddress, type SearchParams } from '@/features/routing/listAddress'
import { alternatePath } from '@/features/routing/table'
import { localizedUrl } from '@/i18n/alternates'
import type { Locale } from '@/base/locales'

import { LanguageSwitch } from './LanguageSwitch'

type Params = { locale: Locale; rest?: string[]; slug?: string }

/**
 * The language switch of a page, rendered by the layouts' `@languageSwitch` slot, which sees the
 * page's address: its href is the page's version in the other language, from the same source as
 * the head's hreflang alternates (src/features/routing/resolve.ts languageVersions). `base` is the
 * part of the address the slot's folder names (werkstattpalast), the params the rest; the list
 * pages' internal routes name their public address with its query (listAddress.ts).
 */
export function languageSwitchSlot(base = '') {
  return async function LanguageSwitchSlot({ params, searchParams }: { params: Promise<Params>; searchParams?: Promise<SearchParams> }) {
    const { locale, rest = [], slug } = await params
    const path = `/${[base, ...rest, slug].filter(Boolean).join('/')}`
    const other: Locale = locale === 'de' ? 'en' : 'de'
    const address = canonicalAddress(path, path.startsWith('/artworks-explore') ? ((await searchParams) ?? {}) : {})
    // A list query no page answers (a 404): the other language's home page.
    return <LanguageSwitch href={address ? await alternatePath(address, locale, other) : localizedUrl('/', other)} />
  }
}

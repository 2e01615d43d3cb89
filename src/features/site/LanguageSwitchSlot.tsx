import { canonicalAddress, ownQuery, type SearchParams } from '@/features/routing/listAddress'
import { readsOwnQuery } from '@/features/routing/queryFree.mjs'
import { alternatePath } from '@/features/routing/table'
import { localizedUrl } from '@/i18n/alternates'
import type { Locale } from '@/base/locales'

import { LanguageSwitch } from './LanguageSwitch'
import { switchHref } from './languageSwitch'

type Params = { locale: Locale; rest?: string[]; slug?: string }

/**
 * The language switch of a page, rendered by the layouts' `@languageSwitch` slot, which sees the
 * page's address: its href is the page's version in the other language, from the same source as
 * the head's hreflang alternates (src/features/routing/resolve.ts languageVersions). `base` is the
 * part of the address the slot's folder names (werkstattpalast), the params the rest; the list
 * pages' internal routes name their public address with its query (listAddress.ts). A page that
 * reads its query (the search term, the explorer's filters) is linked with it (`ownQuery`), as the
 * switch's click does with JavaScript (LanguageSwitch); only such a page waits for its query.
 */
export function languageSwitchSlot(base = '') {
  return async function LanguageSwitchSlot({ params, searchParams }: { params: Promise<Params>; searchParams?: Promise<SearchParams> }) {
    const { locale, rest = [], slug } = await params
    const path = `/${[base, ...rest, slug].filter(Boolean).join('/')}`
    const other: Locale = locale === 'de' ? 'en' : 'de'
    // /artworks and /magazine are prerendered without a query: with one, the proxy moves them to
    // their internal routes (src/proxy.ts internalRoute), whose slot reads it.
    const query = readsOwnQuery(path) && !/^\/(?:artworks|magazine)\/?$/.test(path) ? ((await searchParams) ?? {}) : {}
    const address = canonicalAddress(path, query)
    // A list query no page answers (a 404): the other language's home page.
    if (!address) return <LanguageSwitch href={localizedUrl('/', other)} />
    return <LanguageSwitch href={switchHref(await alternatePath(address, locale, other), ownQuery(path, query))} />
  }
}

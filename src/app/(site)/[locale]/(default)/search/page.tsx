import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/features/content/CmsPage'
import { SearchSection } from '@/features/search/components/SearchSection'
import { parseSearchQuery, type SearchParams } from '@/features/search/query'
import type { Locale } from '@/base/locales'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { q } = parseSearchQuery(await searchParams)
  if (!q) return cmsPageMetadata('search', locale)
  // A page of results is followed, never indexed.
  const t = await getTranslations({ locale, namespace: 'search' })
  return cmsPageMetadata('search', locale, { title: t('titleWithQuery', { query: q }), robots: { index: false, follow: true } })
}

/**
 * /search?q=…: the editors' intro, then the results (src/features/search). Rendered per request,
 * since the query is in the address; the results come from the in-memory engine.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = parseSearchQuery(await searchParams)
  return (
    <CmsPage slug="search" locale={locale}>
      <SearchSection locale={locale} query={query} />
    </CmsPage>
  )
}

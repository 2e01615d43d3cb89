import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withOpenGraph } from '@/features/site/metadata'
import { canonicalAddress } from '@/features/routing/listAddress'
import { pageAlternates } from '@/features/routing/table'
import type { Locale } from '@/base/locales'
import { PageMessages } from '@/i18n/PageMessages'

import { getExplorerIndex } from '../loaders'
import { hasFilters, pageSize, parseExplorerQuery, withKnownValues, type SearchParams } from '@/features/routing/explorerQuery'
import { ExplorerView } from './ExplorerView'

/**
 * The explorer's two routes share this: `/artworks` itself, prerendered and cached like every
 * other page, and `/artworks?…`, which the locale proxy rewrites to the per-request route
 * `artworks-explore` (src/features/explorer/address.ts). Both read the in-memory lists of
 * ../loaders.ts, which is what keeps a filtered view fast.
 */
export async function explorerMetadata(locale: Locale, params: SearchParams): Promise<Metadata> {
  const query = parseExplorerQuery(params)
  // Page links are canonical and indexed; filtered selections are followed but not indexed.
  const path = canonicalAddress('/artworks', params) ?? '/artworks'
  const t = await getTranslations({ locale, namespace: 'nav' })
  const metadata = await withOpenGraph(locale, { title: t('artworks'), alternates: await pageAlternates(path, locale) })
  return hasFilters(query) ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

export async function ExplorerPage({ locale, params }: { locale: Locale; params: SearchParams }) {
  setRequestLocale(locale)
  const [t, index] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), getExplorerIndex(locale)])
  const query = withKnownValues(parseExplorerQuery(params), index.vocabularies)
  const total = index.items.length
  if (query.page > 1 && (query.page - 1) * pageSize >= total) notFound()
  return (
    // The filters and the list translate in the browser too; only this page needs their texts there.
    <PageMessages namespaces={['explorer']}>
      <ExplorerView locale={locale} index={index} query={query} title={t('artworks')} />
    </PageMessages>
  )
}

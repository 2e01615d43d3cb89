import type { Metadata } from 'next'

import { ExplorerPage, explorerMetadata } from '@/features/explorer/components/ExplorerPage'
import type { SearchParams } from '@/features/routing/explorerQuery'
import type { Locale } from '@/base/locales'

/**
 * `/artworks?…` (filters, sorting, pages), rewritten here by the locale proxy (src/proxy.ts):
 * rendered per request from the explorer's in-memory lists. Its own address redirects to /artworks.
 */
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return explorerMetadata((await params).locale, await searchParams)
}

export default async function ArtworksExplorePage({ params, searchParams }: Props) {
  return <ExplorerPage locale={(await params).locale} params={await searchParams} />
}

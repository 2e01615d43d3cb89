import type { Metadata } from 'next'

import { ExplorerPage, explorerMetadata } from '@/features/explorer/components/ExplorerPage'
import type { Locale } from '@/base/locales'

/**
 * The explorer without filters, prerendered and refreshed by the hooks of everything it lists.
 * With a query string (filters, sorting, pages) the locale proxy sends the request to
 * ../artworks-explore, rendered per request.
 */
export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return explorerMetadata((await params).locale, {})
}

export default async function ArtworksPage({ params }: Props) {
  return <ExplorerPage locale={(await params).locale} params={{}} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { archiveQuery } from '@/features/routing/magazineArchive'
import { magazineListMetadata, resolveMagazineList } from '@/features/magazine/listPage'
import { MagazineList } from '@/features/magazine/MagazineList'
import type { Locale } from '@/base/locales'

/**
 * `/magazine?tag=…&page=…`, rewritten here by the locale proxy (src/proxy.ts) so that each page
 * and tag of the list is rendered once and cached like every other page, not per request. The
 * magazine's hooks revalidate the whole route when an article changes.
 */
export const revalidate = 600
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; tag: string; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tag, page } = await params
  return magazineListMetadata(locale, archiveQuery(tag, page))
}

export default async function MagazineArchivePage({ params }: Props) {
  const { locale, tag, page } = await params
  setRequestLocale(locale)
  const state = await resolveMagazineList(locale, archiveQuery(tag, page))
  if (!state) notFound()
  return <MagazineList state={state} locale={locale} />
}

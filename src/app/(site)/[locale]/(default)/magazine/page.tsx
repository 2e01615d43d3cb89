import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { magazineListMetadata, resolveMagazineList } from '@/features/magazine/listPage'
import { MagazineList } from '@/features/magazine/MagazineList'
import type { Locale } from '@/base/locales'

/**
 * The magazine list's first page with every tag, prerendered. Its other pages and its tags
 * (`?page=2`, `?tag=slug`) are rewritten by the locale proxy to the cached route
 * magazine-archive/[tag]/[page] (src/features/routing/magazineArchive.ts).
 */
export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return magazineListMetadata((await params).locale, {})
}

export default async function MagazinePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const state = await resolveMagazineList(locale, {})
  if (!state) notFound()
  return <MagazineList state={state} locale={locale} />
}

import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { toCardData } from '@/features/explorer/cards'
import { getExplorerIndex } from '@/features/explorer/loaders'
import { pageAlternates } from '@/features/routing/table'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/base/locales'

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  return withOpenGraph(locale, { alternates: await pageAlternates('/', locale) })
}

/** Cached page, refreshed by the artworks' hooks; this is the safety net if a hook was missed. */
export const revalidate = 600

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, index] = await Promise.all([getTranslations({ locale, namespace: 'home' }), getExplorerIndex(locale)])
  const artworks = index.sorted.newest.slice(0, 24).map(toCardData)
  return (
    <>
      <section className="intro">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>
      {artworks.length === 0 ? <p>{t('empty')}</p> : <ArtworkGrid artworks={artworks} eagerFirst />}
    </>
  )
}

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Artwork } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { listPublished } from '@/features/content/loaders'
import { alternates, samePath } from '@/i18n/alternates'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('artworks'), alternates: alternates(samePath('/artworks'), locale) })
}

export default async function ArtworksPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, artworks] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    listPublished<Artwork>('artworks', locale, { sort: '-publishedAt', limit: 48 }),
  ])
  return (
    <>
      <section className="intro">
        <h1>{t('artworks')}</h1>
      </section>
      <ArtworkGrid artworks={artworks} eagerFirst />
    </>
  )
}

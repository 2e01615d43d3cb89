import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Artist } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import { populated, TeaserList } from '@/features/content/shared'
import { alternates, samePath } from '@/i18n/alternates'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('artists'), alternates: alternates(samePath('/artists'), locale) })
}

export default async function ArtistsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, artists] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    listPublished<Artist>('artists', locale, { sort: 'name', limit: 500 }),
  ])
  return (
    <section className="intro">
      <h1>{t('artists')}</h1>
      <TeaserList
        testId="artist-list"
        items={artists.map((a) => ({ id: a.id, href: `/artists/${a.slug}`, title: a.name, image: populated(a.portrait) }))}
      />
    </section>
  )
}

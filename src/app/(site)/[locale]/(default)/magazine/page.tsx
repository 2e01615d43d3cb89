import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Magazine } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import { TeaserList, populated } from '@/features/content/shared'
import { alternates, samePath } from '@/i18n/alternates'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('magazine'), alternates: alternates(samePath('/magazine'), locale) })
}

export default async function ListPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, docs] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    listPublished<Magazine>('magazine', locale, { sort: '-publishDate', limit: 200 }),
  ])
  return (
    <section className="intro">
      <h1>{t('magazine')}</h1>
      <TeaserList testId="magazine-list" items={docs.map((doc) => ({ id: doc.id, href: `/magazine/${doc.slug}`, title: doc.title, subtitle: doc.teaser, image: populated(doc.cover) }))} />
    </section>
  )
}

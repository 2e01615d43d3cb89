import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { InquiryTopic } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import { TeaserList } from '@/features/content/shared'
import { alternates, samePath } from '@/i18n/alternates'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('inquiry'), alternates: alternates(samePath('/inquiry'), locale) })
}

export default async function ListPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, docs] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    listPublished<InquiryTopic>('inquiry-topics', locale, { sort: 'order', limit: 200 }),
  ])
  return (
    <section className="intro">
      <h1>{t('inquiry')}</h1>
      <TeaserList testId="inquiry-list" items={docs.map((doc) => ({ id: doc.id, href: `/inquiry/${doc.slug}`, title: doc.title, subtitle: doc.intro }))} />
    </section>
  )
}

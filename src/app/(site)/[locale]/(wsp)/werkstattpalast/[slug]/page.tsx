import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { WerkstattpalastPage } from '@/cms/payload-types'
import { getPublishedBySlug, getSlugs } from '@/features/content/loaders'
import { DocumentView } from '@/features/content/shared'
import { Blocks } from '@/features/content/Blocks'
import { alternates } from '@/i18n/alternates'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const doc = await getPublishedBySlug<WerkstattpalastPage>('werkstattpalast-pages', locale, slug)
  if (!doc) return {}
  const slugs = await getSlugs('werkstattpalast-pages', doc.id)
  return withOpenGraph(locale, { title: doc.title, alternates: alternates({ de: `/werkstattpalast/${slugs.de}`, en: `/werkstattpalast/${slugs.en}` }, locale) })
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const doc = await getPublishedBySlug<WerkstattpalastPage>('werkstattpalast-pages', locale, slug)
  if (!doc) notFound()
  return (
    <DocumentView title={doc.title} lead={doc.intro} testId="wsp-detail">
      <Blocks blocks={doc.layout} />
    </DocumentView>
  )
}

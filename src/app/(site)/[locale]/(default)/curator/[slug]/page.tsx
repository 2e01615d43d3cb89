import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { Curator } from '@/cms/payload-types'
import { getPublishedBySlug, getSlugs } from '@/features/content/loaders'
import { DocumentView, populated } from '@/features/content/shared'
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
  const doc = await getPublishedBySlug<Curator>('curators', locale, slug)
  if (!doc) return {}
  const slugs = await getSlugs('curators', doc.id)
  return withOpenGraph(locale, { title: doc.name, alternates: alternates({ de: `/curator/${slugs.de}`, en: `/curator/${slugs.en}` }, locale) })
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const doc = await getPublishedBySlug<Curator>('curators', locale, slug)
  if (!doc) notFound()
  return <DocumentView title={doc.name} kicker={null} lead={null} image={populated(doc.portrait)} body={doc.biography} testId="curator-detail" />
}

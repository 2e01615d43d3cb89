import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { Exhibition } from '@/cms/payload-types'
import { getPublishedBySlug, getSlugs } from '@/features/content/loaders'
import { ExhibitionView } from '@/features/exhibitions/ExhibitionView'
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
  const doc = await getPublishedBySlug<Exhibition>('exhibitions', locale, slug)
  if (!doc) return {}
  const slugs = await getSlugs('exhibitions', doc.id)
  return withOpenGraph(locale, { title: doc.title, alternates: alternates({ de: `/exhibitions/${slugs.de}`, en: `/exhibitions/${slugs.en}` }, locale) })
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const doc = await getPublishedBySlug<Exhibition>('exhibitions', locale, slug, 2)
  if (!doc) notFound()
  return <ExhibitionView exhibition={doc} locale={locale} />
}

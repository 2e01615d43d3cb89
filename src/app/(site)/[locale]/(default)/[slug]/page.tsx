import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { Page as PageDoc } from '@/cms/payload-types'
import { Blocks } from '@/features/content/Blocks'
import { getPublishedBySlug, getSlugs } from '@/features/content/loaders'
import { DocumentView } from '@/features/content/shared'
import { followRedirect } from '@/features/redirects/followRedirect'
import { pageAlternates } from '@/features/routing/table'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/base/locales'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const doc = await getPublishedBySlug<PageDoc>('pages', locale, slug)
  if (!doc) return {}
  const slugs = await getSlugs('pages', doc.id)
  return withOpenGraph(locale, {
    title: doc.title,
    description: doc.intro ?? undefined,
    alternates: await pageAlternates(`/${slugs[locale]}`, locale, { de: `/${slugs.de}`, en: `/${slugs.en}` }),
  })
}

/** Generic pages editors compose from blocks: /transparenz, /vision, /impressum, /newsletter … */
export default async function GenericPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const doc = await getPublishedBySlug<PageDoc>('pages', locale, slug, 3)
  if (!doc) {
    await followRedirect(`/${slug}`, locale)
    notFound()
  }
  return (
    <DocumentView title={doc.title} lead={doc.intro} testId="page-detail">
      <Blocks blocks={doc.layout} eagerFirst />
    </DocumentView>
  )
}

import type { Metadata } from 'next'

import type { Magazine } from '@/cms/payload-types'
import { documentRoute } from '@/features/content/routes'
import { articleMetadata } from '@/features/magazine/articleMetadata'
import { ArticleView } from '@/features/magazine/ArticleView'
import type { Locale } from '@/base/locales'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

const route = documentRoute<Magazine>({
  collection: 'magazine',
  basePath: '/magazine',
  title: (doc) => doc.title,
  render: (doc, locale) => <ArticleView article={doc} locale={locale} />,
})

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale; slug: string }> }): Promise<Metadata> {
  const { locale, slug } = await params
  return articleMetadata(locale, slug)
}

export default route.Page

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageAlternates } from '@/features/routing/table'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/base/locales'

import { Blocks } from './Blocks'
import { getFixedPage } from './loaders'
import { DocumentView } from './shared'

/** The editors' page for a fixed route (/contact, /search, /upgrade-browser …), or 404 when there is none. */
export async function CmsPage({ slug, locale, children }: { slug: string; locale: Locale; children?: React.ReactNode }) {
  const doc = await getFixedPage(locale, slug)
  if (!doc) notFound()
  return (
    <DocumentView title={doc.title} lead={doc.intro} testId="page-detail">
      <Blocks blocks={doc.layout} eagerFirst />
      {children}
    </DocumentView>
  )
}

export async function cmsPageMetadata(slug: string, locale: Locale, extra: Metadata = {}): Promise<Metadata> {
  const doc = await getFixedPage(locale, slug)
  return withOpenGraph(locale, { title: doc?.title, description: doc?.intro ?? undefined, alternates: await pageAlternates(`/${slug}`, locale), ...extra })
}

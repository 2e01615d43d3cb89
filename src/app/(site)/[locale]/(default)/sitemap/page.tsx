import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/features/content/CmsPage'
import { getSitemapGroups } from '@/features/sitemap/htmlSitemap'
import { SitemapView } from '@/features/sitemap/SitemapView'
import type { Locale } from '@/base/locales'

// Refreshed by the collections' hooks ('/sitemap' in their paths) when something is published.
export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return cmsPageMetadata('sitemap', locale)
}

/** The HTML sitemap (src/features/sitemap/htmlSitemap.ts): every public page in the visitor's language. */
export default async function SitemapPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [groups, t] = await Promise.all([getSitemapGroups(locale), getTranslations({ locale, namespace: 'sitemap' })])
  return (
    <CmsPage slug="sitemap" locale={locale}>
      <SitemapView groups={groups} xmlLabel={t('xml')} />
    </CmsPage>
  )
}

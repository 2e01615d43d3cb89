import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/features/content/CmsPage'
import { NewsletterSection } from '@/features/forms/NewsletterSection'
import type { Locale } from '@/base/locales'

// Rendered per request: the form carries a signed start time (minimum fill time, abuse.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return cmsPageMetadata('newsletter', locale)
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <CmsPage slug="newsletter" locale={locale}>
      <NewsletterSection locale={locale} list="newsletter" />
    </CmsPage>
  )
}

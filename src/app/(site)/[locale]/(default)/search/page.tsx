import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/features/content/CmsPage'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return cmsPageMetadata('search', locale)
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <CmsPage slug="search" locale={locale} />
}

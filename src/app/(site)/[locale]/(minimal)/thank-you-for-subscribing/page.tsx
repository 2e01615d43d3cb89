import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/features/content/CmsPage'
import type { Locale } from '@/base/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return cmsPageMetadata('thank-you-for-subscribing', locale, { robots: { index: false } })
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <CmsPage slug="thank-you-for-subscribing" locale={locale} />
}

import { setRequestLocale } from 'next-intl/server'

import { InquiryPage, inquiryMetadata } from '@/features/forms/InquiryPage'
import type { Locale } from '@/base/locales'

// Rendered per request: the form carries a signed start time (minimum fill time, abuse.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params
  return inquiryMetadata(locale, slug)
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  return <InquiryPage locale={locale} slug={slug} />
}

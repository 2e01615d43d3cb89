import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ErrorView } from '@/features/errors/ErrorView'
import type { Locale } from '@/base/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'error' })
  return { title: t('generic'), robots: { index: false, follow: false } }
}

/**
 * The generic error page (docs/behaviour.md#error-page) as a complete prerendered page, answered with status 500.
 * The production server keeps a copy and sends it whenever rendering another page fails
 * (src/server/errorPages.mjs), so a failure never shows an empty page.
 */
export default async function ServerErrorPage({ params }: Props) {
  setRequestLocale((await params).locale)
  return <ErrorView status={500} />
}

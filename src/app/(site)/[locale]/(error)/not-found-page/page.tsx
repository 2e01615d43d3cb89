import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ErrorView } from '@/features/errors/ErrorView'
import type { Locale } from '@/base/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'error' })
  return { title: t('notFound'), robots: { index: false, follow: true } }
}

/**
 * The not-found page (docs/behaviour.md#error-page), rendered as an ordinary prerendered page so its HTML is
 * complete. The locale proxy answers every address that does not exist with it, status 404
 * (src/features/routing/resolve.ts); /404 itself answers 404 too.
 */
export default async function NotFoundPage({ params }: Props) {
  setRequestLocale((await params).locale)
  return <ErrorView status={404} />
}

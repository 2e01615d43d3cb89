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
 * The address the locale proxy rewrites /404 and /en/404 to, with status 404 (src/proxy.ts): Next
 * then renders the not-found boundary (../../not-found.tsx) in its place, in full. Every other
 * address that does not exist gets a copy of /404 (src/features/routing/resolve.ts).
 */
export default async function NotFoundPage({ params }: Props) {
  setRequestLocale((await params).locale)
  return <ErrorView status={404} />
}

import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { ErrorView } from '@/features/errors/ErrorView'
import { ErrorLayout } from '@/features/site/layouts/ErrorLayout'
import { isLocale } from '@/base/locales'

type Props = { params?: Promise<{ locale?: string }> }

/** The not-found page's title, also where Next renders this boundary for the status the proxy set. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const requested = (await params)?.locale
  const locale = requested && isLocale(requested) ? requested : await getLocale()
  const t = await getTranslations({ locale, namespace: 'error' })
  return { title: t('notFound'), robots: { index: false, follow: true } }
}

/**
 * The not-found page (docs/behaviour.md#error-page). The locale proxy answers every address it
 * knows to be missing by rewriting it to /404 with status 404 (src/proxy.ts): Next renders this
 * boundary, prerendered complete, with that status. notFound() thrown while a page renders (a
 * document unpublished a moment ago, `next dev`) gets an empty shell from Next that only the
 * browser fills in: the production server sends its copy of /404 instead (src/server/errorPages.mjs).
 */
export default function NotFound() {
  return (
    <ErrorLayout>
      <ErrorView status={404} />
    </ErrorLayout>
  )
}

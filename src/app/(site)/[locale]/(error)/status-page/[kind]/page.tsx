import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ErrorView } from '@/features/errors/ErrorView'
import type { Locale } from '@/base/locales'
import { isStatusPageKind, statusOfKind, statusPageKinds, type StatusPageKind } from '@/base/statusPages.mjs'

type Props = { params: Promise<{ locale: Locale; kind: string }> }

/** Every kind, prerendered in each language; no other. */
export const dynamicParams = false
export function generateStaticParams() {
  return Object.keys(statusPageKinds).map((kind) => ({ kind }))
}

async function kindOf(params: Props['params']): Promise<{ locale: Locale; kind: StatusPageKind }> {
  const { locale, kind } = await params
  if (!isStatusPageKind(kind)) notFound()
  return { locale, kind }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind } = await kindOf(params)
  const t = await getTranslations({ locale, namespace: 'error' })
  return { title: t(`status.${kind}.title`), robots: { index: false, follow: false } }
}

/**
 * The page of an answer given before any page renders (src/base/statusPages.mjs: a refused method,
 * a form too large or from another site, an over-long address, a service away …), in the error
 * layout. Answered at /status/<kind> with that status; the production server keeps a copy of each
 * and sends it with its own answers (src/server/errorPages.mjs).
 */
export default async function StatusPage({ params }: Props) {
  const { locale, kind } = await kindOf(params)
  setRequestLocale(locale)
  return <ErrorView status={statusOfKind(kind)} kind={kind} />
}

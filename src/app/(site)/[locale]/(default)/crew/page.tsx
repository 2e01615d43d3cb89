import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CrewExplorer } from '@/features/crew/CrewExplorer'
import { withOpenGraph } from '@/features/site/metadata'
import { pageAlternates } from '@/features/routing/table'
import type { Locale } from '@/base/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('crew'), alternates: await pageAlternates('/crew', locale) })
}

/** The crew explorer with its first member open (docs/behaviour.md#explorer). */
export default async function CrewPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <CrewExplorer locale={locale} />
}

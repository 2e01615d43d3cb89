import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CrewList } from '@/features/crew/CrewList'
import { withOpenGraph } from '@/features/site/metadata'
import { alternates, samePath } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('crew'), alternates: alternates(samePath('/crew'), locale) })
}

export default async function CrewPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <CrewList locale={locale} />
}

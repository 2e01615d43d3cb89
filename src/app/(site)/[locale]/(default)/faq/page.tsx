import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FaqView } from '@/features/faq/FaqView'
import { listFaq } from '@/features/faq/loaders'
import { withOpenGraph } from '@/features/site/metadata'
import { pageAlternates } from '@/features/routing/table'
import type { Locale } from '@/base/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('faq'), alternates: await pageAlternates('/faq', locale) })
}

export default async function FaqPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <FaqView entries={await listFaq(locale)} locale={locale} />
}

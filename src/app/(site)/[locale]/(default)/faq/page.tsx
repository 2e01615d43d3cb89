import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Faq } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import { RichText } from '@/features/content/RichText'
import { alternates, samePath } from '@/i18n/alternates'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('faq'), alternates: alternates(samePath('/faq'), locale) })
}

/** Questions as native disclosure widgets: keyboard- and screen-reader-usable without script. */
export default async function FaqPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, entries] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    listPublished<Faq>('faq', locale, { sort: 'order', limit: 200, depth: 0 }),
  ])
  return (
    <section className="intro" data-testid="faq">
      <h1>{t('faq')}</h1>
      {entries.map((entry) => (
        <details key={entry.id} className="faq-entry">
          <summary>{entry.question}</summary>
          <RichText data={entry.answer} />
        </details>
      ))}
    </section>
  )
}

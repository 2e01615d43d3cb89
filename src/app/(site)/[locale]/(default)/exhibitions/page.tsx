import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Exhibition } from '@/cms/payload-types'
import { listPublished } from '@/features/content/loaders'
import { TeaserList } from '@/features/content/shared'
import { exhibitionTeaser } from '@/features/exhibitions/teaser'
import { exhibitionPhase } from '@/features/exhibitions/phase'
import { pageAlternates } from '@/features/routing/table'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/base/locales'

/** Current, upcoming and past change with the calendar: refreshed at least hourly. */
export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('exhibitions'), alternates: await pageAlternates('/exhibitions', locale) })
}

export default async function ExhibitionsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [nav, t, exhibitions] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'exhibitions' }),
    listPublished<Exhibition>('exhibitions', locale, { sort: '-startDate', limit: 200 }),
  ])
  const now = new Date()
  const phases = (['current', 'upcoming', 'past'] as const).map((phase) => ({
    phase,
    items: exhibitions.filter((e) => exhibitionPhase(e, now) === phase),
  }))
  // The first list shown is at the top of the page: its first row loads at once.
  const firstShown = phases.findIndex(({ items }) => items.length > 0)
  return (
    <div className="intro">
      <h1>{nav('exhibitions')}</h1>
      {phases.map(({ phase, items }, index) =>
        items.length ? (
          <section key={phase} data-testid={`exhibitions-${phase}`}>
            <h2>{t(phase)}</h2>
            <TeaserList items={items.map((e) => exhibitionTeaser(e, locale))} eagerFirstRow={index === firstShown} />
          </section>
        ) : null,
      )}
    </div>
  )
}

import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Artist } from '@/cms/payload-types'
import { groupByInitial } from '@/base/artistOrder'
import { listPublished } from '@/features/content/loaders'
import { populated, TeaserList } from '@/features/content/shared'
import { pageAlternates } from '@/features/routing/table'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/base/locales'

export const revalidate = 600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return withOpenGraph(locale, { title: (await getTranslations({ locale, namespace: 'nav' }))('artists'), alternates: await pageAlternates('/artists', locale) })
}

export default async function ArtistsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, artists] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), listPublished<Artist>('artists', locale, { sort: 'name', limit: 500 })])
  // A–Z by last name, German collation (ä with a, case and accents ignored); the letter index
  // jumps to each group, scrolling smoothly (ClientBehaviours on /artists).
  const groups = groupByInitial(artists, (a) => a.name)
  return (
    <section className="intro">
      <h1>{t('artists')}</h1>
      <nav className="letter-index" aria-label={t('artistsIndex')} data-testid="letter-index">
        {groups.map((group) => (
          <a key={group.letter} href={`#letter-${group.letter === '#' ? 'other' : group.letter}`}>
            {group.letter}
          </a>
        ))}
      </nav>
      <div data-testid="artist-list">
        {groups.map((group, index) => (
          <section key={group.letter} id={`letter-${group.letter === '#' ? 'other' : group.letter}`} className="letter-group">
            <h2>{group.letter}</h2>
            <TeaserList items={group.items.map((a) => ({ id: a.id, href: `/artists/${a.slug}`, title: a.name, image: populated(a.portrait) }))} eagerFirstRow={index === 0} />
          </section>
        ))}
      </div>
    </section>
  )
}

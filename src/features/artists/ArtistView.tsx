import { getTranslations } from 'next-intl/server'

import type { Artist, Artwork, Exhibition } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { listPublished } from '@/features/content/loaders'
import { RichText } from '@/features/content/RichText'
import { populated, TeaserList } from '@/features/content/shared'
import type { Locale } from '@/i18n/locales'
import { Image } from '@/ui/Image'

/** One artist: portrait, biography, their works and exhibitions. Shown at /artists/{slug} and /artist/{slug}. */
export async function ArtistView({ artist, locale }: { artist: Artist; locale: Locale }) {
  const [t, artworks, exhibitions] = await Promise.all([
    getTranslations({ locale, namespace: 'artist' }),
    listPublished<Artwork>('artworks', locale, { where: { artist: { equals: artist.id } }, sort: '-year', limit: 200 }),
    listPublished<Exhibition>('exhibitions', locale, { where: { artists: { contains: artist.id } }, sort: '-startDate', limit: 50, depth: 1 }),
  ])
  const portrait = populated(artist.portrait)
  return (
    <article className="person" data-testid="artist-detail" data-person-type={artist.personType}>
      <header className="intro">
        {portrait ? <Image image={portrait} sizes="(min-width: 960px) 25vw, 50vw" eager className="person__portrait" /> : null}
        <h1>{artist.name}</h1>
        {artist.birthYear ? (
          <p>
            {t('born')} {artist.birthYear}
            {artist.birthPlace ? `, ${artist.birthPlace}` : ''}
          </p>
        ) : null}
        <RichText data={artist.biography} />
      </header>
      {artworks.length > 0 ? (
        <section>
          <h2 className="intro">{t('works')}</h2>
          <ArtworkGrid artworks={artworks} />
        </section>
      ) : null}
      {exhibitions.length > 0 ? (
        <section className="intro">
          <h2>{t('exhibitions')}</h2>
          <TeaserList items={exhibitions.map((e) => ({ id: e.id, href: `/exhibitions/${e.slug}`, title: e.title, subtitle: e.venue }))} />
        </section>
      ) : null}
    </article>
  )
}

import { getTranslations } from 'next-intl/server'

import type { Artist, Artwork, Exhibition, Magazine } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { listPublished } from '@/features/content/loaders'
import { RichText } from '@/features/content/RichText'
import { populated, TeaserList } from '@/features/content/shared'
import { formatDate } from '@/i18n/dates'
import { PersonExhibitions } from '@/features/curators/PersonExhibitions'
import { JsonLd } from '@/features/seo/JsonLd'
import { siteUrl } from '@/features/seo/siteUrl'
import { personJsonLd } from '@/features/seo/structuredData'
import type { Locale } from '@/base/locales'
import { Image } from '@/ui/Image'

/**
 * One artist: portrait, biography, their works, the exhibitions they are in and the magazine
 * articles that mention them. Shown at /artists/{slug} and /artist/{slug}.
 */
export async function ArtistView({ artist, locale }: { artist: Artist; locale: Locale }) {
  const [t, artworks, exhibitions, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'artist' }),
    listPublished<Artwork>('artworks', locale, { where: { artist: { equals: artist.id } }, sort: '-year', limit: 200 }),
    listPublished<Exhibition>('exhibitions', locale, { where: { artists: { contains: artist.id } }, sort: '-startDate', limit: 50, depth: 1 }),
    listPublished<Magazine>('magazine', locale, { where: { artists: { contains: artist.id } }, sort: '-publishDate', limit: 50, depth: 1 }),
  ])
  const portrait = populated(artist.portrait)
  return (
    <article className={`person person-type person-type--${artist.personType}`} data-testid="artist-detail" data-person-type={artist.personType}>
      <JsonLd data={personJsonLd(artist, 'artist', locale, siteUrl())} />
      <header className="intro person__intro">
        {portrait ? <Image image={portrait} sizes="(min-width: 960px) 25vw, 50vw" eager showCopyright className="person__portrait" /> : null}
        <div className="person__text">
          <h1>{artist.name}</h1>
          {artist.birthYear ? (
            <p>
              {t('born')} {artist.birthYear}
              {artist.birthPlace ? `, ${artist.birthPlace}` : ''}
            </p>
          ) : null}
          <div data-testid="artist-biography">
            <RichText data={artist.biography} />
          </div>
        </div>
      </header>
      {artworks.length > 0 ? (
        <section className="person__section" data-testid="artist-artworks">
          <h2 className="intro">{t('works')}</h2>
          <ArtworkGrid artworks={artworks} />
        </section>
      ) : null}
      <PersonExhibitions exhibitions={exhibitions} locale={locale} heading={t('exhibitions')} testId="artist-exhibitions" />
      {articles.length > 0 ? (
        <section className="intro person__section" data-testid="artist-magazine">
          <h2>{t('magazine')}</h2>
          {/* Plain links like every link into the magazine: the site's click handling loads magazine pages in full (docs/behaviour.md#magazine-full-load). */}
          <TeaserList
            items={articles.map((a) => ({
              id: a.id,
              href: `/magazine/${a.slug}`,
              title: a.title,
              subtitle: [formatDate(a.publishDate, locale), a.author].filter(Boolean).join(' · '),
              image: populated(a.cover),
            }))}
          />
        </section>
      ) : null}
    </article>
  )
}

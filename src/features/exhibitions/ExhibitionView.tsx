import { getTranslations } from 'next-intl/server'

import type { Artist, Artwork, Curator, Exhibition, Media } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { populated, TeaserList } from '@/features/content/shared'
import { dateRange } from '@/i18n/dates'
import { RichText } from '@/features/content/RichText'
import { JsonLd } from '@/features/seo/JsonLd'
import { siteUrl } from '@/features/seo/siteUrl'
import { exhibitionJsonLd } from '@/features/seo/structuredData'
import type { Locale } from '@/base/locales'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

function present<T extends object>(values: Array<T | number> | null | undefined): T[] {
  return (values ?? []).map((v) => populated<T>(v)).filter((v): v is T => v !== null)
}

/** One exhibition: dates and venue, curators, text, installation views, artists and works. */
export async function ExhibitionView({ exhibition, locale }: { exhibition: Exhibition; locale: Locale }) {
  const [t, nav, site, curator] = await Promise.all([
    getTranslations({ locale, namespace: 'exhibitions' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'curator' }),
  ])
  const images = present<Media>(exhibition.images)
  const curators = present<Curator>(exhibition.curators)
  const artists = present<Artist>(exhibition.artists)
  const artworks = present<Artwork>(exhibition.artworks)
  return (
    <article className="document" data-testid="exhibition-detail">
      <JsonLd data={exhibitionJsonLd(exhibition, locale, siteUrl(), { organizer: { name: site('name') }, curatorJobTitle: curator('role') })} />
      <header className="intro">
        <p className="document__kicker" data-testid="exhibition-dates">
          {dateRange(exhibition.startDate, exhibition.endDate, locale)}
          {exhibition.venue ? ` · ${exhibition.venue}` : ''}
        </p>
        <h1>{exhibition.title}</h1>
        {exhibition.subtitle ? <p className="document__lead">{exhibition.subtitle}</p> : null}
        {curators.length ? (
          <p>
            {t('curatedBy')}{' '}
            {curators.map((c, i) => (
              <span key={c.id}>
                {i > 0 ? ', ' : ''}
                <Link href={`/curator/${c.slug}`}>{c.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </header>
      {images[0] ? <Image image={images[0]} sizes="100vw" eager className="document__image" /> : null}
      <div className="intro">
        <RichText data={exhibition.text} />
      </div>
      {images.length > 1 ? (
        <div className="block-gallery" data-testid="installation-views">
          {images.slice(1).map((image) => (
            <Image key={image.id} image={image} sizes="(min-width: 960px) 50vw, 100vw" />
          ))}
        </div>
      ) : null}
      {artists.length ? (
        <section className="intro" data-testid="exhibition-artists">
          <h2>{nav('artists')}</h2>
          <TeaserList items={artists.map((a) => ({ id: a.id, href: `/artists/${a.slug}`, title: a.name }))} />
        </section>
      ) : null}
      {artworks.length ? (
        <section data-testid="exhibition-artworks">
          <h2 className="intro">{nav('artworks')}</h2>
          <ArtworkGrid artworks={artworks} />
        </section>
      ) : null}
    </article>
  )
}

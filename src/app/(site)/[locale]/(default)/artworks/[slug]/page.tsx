import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Artist, Artwork, Medium } from '@/cms/payload-types'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { PriceDialog } from '@/features/artworks/components/PriceDialog'
import { publicPricing } from '@/base/price'
import { getPublishedBySlug, getSlugs, listPublished } from '@/features/content/loaders'
import { RichText } from '@/features/content/RichText'
import { LiveArtworkPrice } from '@/features/artworks/components/LiveArtworkPrice'
import { LiveArtworks } from '@/features/live/LiveArtworks'
import { LiveLeasingRate } from '@/features/artworks/components/LiveLeasingRate'
import { LiveUnlessSold } from '@/features/live/LiveUnlessSold'
import { ViewInRoom } from '@/features/room/ViewInRoom'
import { populated } from '@/features/content/shared'
import { variantUrl } from '@/base/mediaVariants'
import { JsonLd } from '@/features/seo/JsonLd'
import { siteUrl } from '@/features/seo/siteUrl'
import { artworkJsonLd } from '@/features/seo/structuredData'
import { pageAlternates } from '@/features/routing/table'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/base/locales'
import { Link, redirect } from '@/i18n/navigation'
import { ImageViewer } from '@/ui/ImageViewer'
import { PageMessages } from '@/i18n/PageMessages'

export const revalidate = 600
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const artwork = await getPublishedBySlug<Artwork>('artworks', locale, slug)
  if (!artwork) return {}
  const slugs = await getSlugs('artworks', artwork.id)
  const image = populated(artwork.images?.[0])
  const ogImage = image?.filename ? { url: variantUrl(image.filename, 1366, 'jpg'), width: Math.min(1366, image.width ?? 1366), alt: image.alt ?? artwork.title } : undefined
  return withOpenGraph(
    locale,
    { title: artwork.title, alternates: await pageAlternates(`/artworks/${slugs[locale]}`, locale, { de: `/artworks/${slugs.de}`, en: `/artworks/${slugs.en}` }) },
    ogImage,
  )
}

export default async function ArtworkPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const artwork = await getPublishedBySlug<Artwork>('artworks', locale, slug)
  // An unknown artwork sends the visitor to the explorer (docs/behaviour.md#unknown-document: ArtworkDoesNotExist).
  if (!artwork) return redirect({ href: '/artworks', locale })
  const [a, moreWorks] = await Promise.all([
    getTranslations({ locale, namespace: 'artwork' }),
    typeof artwork.artist === 'object' && artwork.artist
      ? listPublished<Artwork>('artworks', locale, {
          where: { and: [{ artist: { equals: artwork.artist.id } }, { id: { not_equals: artwork.id } }] },
          sort: '-publishedAt',
          limit: 8,
        })
      : Promise.resolve([] as Artwork[]),
  ])
  const artist = populated<Artist>(artwork.artist)
  const medium = populated<Medium>(artwork.medium)
  const { height, width, depth } = artwork.dimensions ?? {}
  const dimensions = [height, width, depth].filter((v) => v != null).join(' × ')
  // Price, sold state and leasing follow live updates while the page is open (src/features/live).
  const priced = publicPricing(artwork)
  return (
    <article className="artwork-detail" data-testid="artwork-detail">
      <JsonLd data={artworkJsonLd(artwork, locale, siteUrl())} />
      <LiveArtworks slug={artwork.slug} />
      <div className="artwork-detail__images">
        {/* Only what the viewer draws crosses to the client; the title stands in for a missing alt text. Its texts only this page's browser needs. */}
        <PageMessages namespaces={['imageViewer']}>
          <ImageViewer
            images={(artwork.images ?? []).flatMap((image) => {
              const media = populated(image)
              if (!media) return []
              const { id, filename, width, height, alt, copyrightText, copyrightLink } = media
              return [{ id, filename, width, height, alt: alt || artwork.title, copyrightText, copyrightLink }]
            })}
            sizes="(min-width: 960px) 60vw, 100vw"
          />
        </PageMessages>
      </div>
      <div className="artwork-detail__caption">
        {artist ? (
          <p className="artwork-detail__artist">
            <Link href={`/artists/${artist.slug}`}>{artist.name}</Link>
          </p>
        ) : null}
        <h1>
          <cite>{artwork.title}</cite>
          {artwork.year ? <span>, {artwork.year}</span> : null}
        </h1>
        {medium ? <p>{medium.name}</p> : null}
        {dimensions ? <p>{dimensions} cm</p> : null}
        <ViewInRoom artwork={artwork} locale={locale} />
        {artwork.edition ? <p>{artwork.edition}</p> : null}
        <div className="artwork-detail__price">
          <PriceDialog trigger={<LiveArtworkPrice slug={artwork.slug} artwork={priced} announce />} title={a('priceDetails')} closeLabel={a('close')}>
            <p className="artwork-detail__price">
              <LiveArtworkPrice slug={artwork.slug} artwork={priced} />
            </p>
            <LiveLeasingRate slug={artwork.slug} artwork={priced} label={a('leasingIntro')} rateTestId="leasing-rate-dialog" keepSpace={false} />
            <div className="artwork-actions">
              <Link href={`/inquiry/${artwork.slug}`}>{a('inquire')}</Link>
            </div>
          </PriceDialog>
        </div>
        <LiveLeasingRate slug={artwork.slug} artwork={priced} className="artwork-detail__leasing" testId="leasing-rate" />
        <div className="artwork-actions">
          <Link href={`/inquiry/${artwork.slug}`} data-testid="inquire">
            {a('inquire')}
          </Link>
          <LiveUnlessSold slug={artwork.slug} sold={artwork.sold}>
            <Link href={{ pathname: '/addtocart', query: { artwork: artwork.slug } }} data-testid="add-to-cart">
              {a('addToCart')}
            </Link>
          </LiveUnlessSold>
        </div>
        <RichText data={artwork.description} />
      </div>
      {artist && moreWorks.length > 0 ? (
        <section className="artwork-detail__more" data-testid="more-by-artist">
          <h2 className="intro">{a('moreBy', { name: artist.name })}</h2>
          <ArtworkGrid artworks={moreWorks} />
        </section>
      ) : null}
    </article>
  )
}

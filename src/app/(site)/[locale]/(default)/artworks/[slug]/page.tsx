import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Artist, Artwork, Medium } from '@/cms/payload-types'
import '@/features/artworks/components/artwork-detail.css'
import { ArtworkGrid } from '@/features/artworks/components/ArtworkGrid'
import { ArtworkPrice } from '@/features/artworks/components/ArtworkPrice'
import { PriceDialog } from '@/features/artworks/components/PriceDialog'
import { isLeasable, monthlyLeasingRate, formatPrice, parsePrice } from '@/features/artworks/price'
import { getPublishedBySlug, getSlugs, listPublished } from '@/features/content/loaders'
import { RichText } from '@/features/content/RichText'
import { populated } from '@/features/content/shared'
import { variantUrl } from '@/features/uploads/variants'
import { alternates } from '@/i18n/alternates'
import { withOpenGraph } from '@/features/site/metadata'
import type { Locale } from '@/i18n/locales'
import { Link, redirect } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

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
  const ogImage = image?.filename
    ? { url: variantUrl(image.filename, 1366, 'jpg'), width: Math.min(1366, image.width ?? 1366), alt: image.alt ?? artwork.title }
    : undefined
  return withOpenGraph(locale, { title: artwork.title, alternates: alternates({ de: `/artworks/${slugs.de}`, en: `/artworks/${slugs.en}` }, locale) }, ogImage)
}

export default async function ArtworkPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const artwork = await getPublishedBySlug<Artwork>('artworks', locale, slug)
  // An unknown artwork sends the visitor to the explorer (SPEC §8: ArtworkDoesNotExist).
  if (!artwork) return redirect({ href: '/artworks', locale })
  const [t, a, moreWorks] = await Promise.all([
    getTranslations({ locale, namespace: 'leasing' }),
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
  const price = parsePrice(artwork.price)
  const leasing = isLeasable(artwork) && price !== null ? t('perMonth', { amount: formatPrice(monthlyLeasingRate(price)) }) : null
  return (
    <article className="artwork-detail" data-testid="artwork-detail">
      <div className="artwork-detail__images">
        {(artwork.images ?? []).map((image, index) => {
          const media = populated(image)
          return media ? <Image key={media.id} image={media} sizes="(min-width: 960px) 60vw, 100vw" eager={index === 0} /> : null
        })}
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
        {artwork.edition ? <p>{artwork.edition}</p> : null}
        <div className="artwork-detail__price">
          <PriceDialog trigger={<ArtworkPrice artwork={artwork} />} title={a('priceDetails')} closeLabel={a('close')}>
            <p className="artwork-detail__price">
              <ArtworkPrice artwork={artwork} />
            </p>
            {leasing ? (
              <p>
                {a('leasingIntro')}: <span data-testid="leasing-rate-dialog">{leasing}</span>
              </p>
            ) : null}
            <div className="artwork-actions">
              <Link href={`/inquiry/${artwork.slug}`}>{a('inquire')}</Link>
            </div>
          </PriceDialog>
        </div>
        {leasing ? (
          <p className="artwork-detail__leasing" data-testid="leasing-rate">
            {leasing}
          </p>
        ) : null}
        <div className="artwork-actions">
          <Link href={`/inquiry/${artwork.slug}`} data-testid="inquire">
            {a('inquire')}
          </Link>
          {!artwork.sold ? (
            <Link href={{ pathname: '/addtocart', query: { artwork: artwork.slug } }} data-testid="add-to-cart">
              {a('addToCart')}
            </Link>
          ) : null}
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

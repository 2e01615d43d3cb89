import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Artist, Artwork, Medium } from '@/cms/payload-types'
import { ArtworkPrice } from '@/features/artworks/components/ArtworkPrice'
import { isLeasable, monthlyLeasingRate, formatPrice, parsePrice } from '@/features/artworks/price'
import { getPublishedBySlug, getSlugs } from '@/features/content/loaders'
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
  const t = await getTranslations({ locale, namespace: 'leasing' })
  const artist = populated<Artist>(artwork.artist)
  const medium = populated<Medium>(artwork.medium)
  const { height, width, depth } = artwork.dimensions ?? {}
  const dimensions = [height, width, depth].filter((v) => v != null).join(' × ')
  const price = parsePrice(artwork.price)
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
        <p className="artwork-detail__price">
          <ArtworkPrice artwork={artwork} />
        </p>
        {isLeasable(artwork) && price !== null ? (
          <p className="artwork-detail__leasing">{t('perMonth', { amount: formatPrice(monthlyLeasingRate(price)) })}</p>
        ) : null}
        <RichText data={artwork.description} />
      </div>
    </article>
  )
}

import type { Media } from '@/cms/payload-types'
import { publicPricing } from '@/base/price'
import { LiveArtworkPrice } from './LiveArtworkPrice'
import { LiveLeasingRate } from './LiveLeasingRate'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

import { cardImage } from './cardData'

export type CardImage = Pick<Media, 'filename' | 'width' | 'height' | 'alt'>

/**
 * What a card shows. A Payload artwork fits as it is; the explorer builds the same shape from its
 * in-memory list, on the server and in the browser (more works loaded while scrolling).
 */
export type ArtworkCardData = {
  id: number | string
  slug: string
  title: string
  year?: number | null
  artist?: { name: string } | number | null
  images?: Array<CardImage | number> | null
  /** The public price (empty for a work on request); a card never holds the amount. */
  publicPrice?: number | null
  priceOnRequest?: boolean | null
  sold?: boolean | null
  leasingDisabled?: boolean | null
  reservedUntil?: string | null
  /** Whether the work was reserved when the page was rendered (./cardData.ts); read anew without it. */
  reserved?: boolean
}

/** How wide a card's image is drawn: the masonry's columns at the spec's breakpoints. */
export const cardImageSizes = '(min-width: 2560px) 17vw, (min-width: 1920px) 20vw, (min-width: 1280px) 25vw, (min-width: 960px) 33vw, 50vw'

/** One work in a grid: image, artist, title and year, price line, and the leasing rate where asked. */
export function ArtworkCard({ artwork, eager = false, showLeasing = false }: { artwork: ArtworkCardData; eager?: boolean; showLeasing?: boolean }) {
  const image = cardImage(artwork)
  const artist = artwork.artist && typeof artwork.artist === 'object' ? artwork.artist : null
  // Price line and leasing rate follow live updates on pages that subscribe (src/features/live).
  const priced = publicPricing(artwork)
  if (artwork.reserved !== undefined) priced.reserved = artwork.reserved
  return (
    <article className="artwork-card" data-testid="artwork-card" data-slug={artwork.slug}>
      <Link href={`/artworks/${artwork.slug}`} className="artwork-card__link" aria-label={artist ? `${artist.name}: ${artwork.title}` : artwork.title}>
        <Image image={image} sizes={cardImageSizes} eager={eager} alt={artwork.title} />
      </Link>
      <div className="artwork-card__caption">
        {artist ? <p className="artwork-card__artist">{artist.name}</p> : null}
        <p className="artwork-card__title">
          <cite>{artwork.title}</cite>
          {artwork.year ? <span>, {artwork.year}</span> : null}
        </p>
        <p className="artwork-card__price">
          <LiveArtworkPrice slug={artwork.slug} artwork={priced} />
        </p>
        {showLeasing ? <LiveLeasingRate slug={artwork.slug} artwork={priced} className="artwork-card__leasing" testId="card-leasing-rate" /> : null}
      </div>
    </article>
  )
}

import { publicPricing } from '@/base/price'
import { LiveArtworkPrice } from './LiveArtworkPrice'
import { LiveLeasingRate } from './LiveLeasingRate'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

import { cardImage, type ArtworkCardData } from './cardData'

/** How wide a card's image is drawn: the masonry's columns at the spec's breakpoints. */
export const cardImageSizes = '(min-width: 2560px) 17vw, (min-width: 1920px) 20vw, (min-width: 1280px) 25vw, (min-width: 960px) 33vw, 50vw'

/** One work in a grid: image, artist, title and year, price line, and the leasing rate where asked. */
export function ArtworkCard({ artwork, eager = false, showLeasing = false }: { artwork: ArtworkCardData; eager?: boolean | 'auto'; showLeasing?: boolean }) {
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

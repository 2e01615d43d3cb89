import type { Artist, Artwork, Media } from '@/cms/payload-types'
import { Link } from '@/i18n/navigation'
import { Image } from '@/ui/Image'

import { ArtworkPrice } from './ArtworkPrice'

/** One work in a grid: image, artist, title and year, price line. */
export function ArtworkCard({ artwork, eager = false }: { artwork: Artwork; eager?: boolean }) {
  const image = (artwork.images?.[0] ?? null) as Media | null
  const artist = typeof artwork.artist === 'object' ? (artwork.artist as Artist | null) : null
  return (
    <article className="artwork-card" data-testid="artwork-card">
      <Link href={`/artworks/${artwork.slug}`} className="artwork-card__link" aria-label={artist ? `${artist.name}: ${artwork.title}` : artwork.title}>
      <Image image={typeof image === 'object' ? image : null} sizes="(min-width: 960px) 33vw, 50vw" eager={eager} alt={artwork.title} />
      </Link>
      <div className="artwork-card__caption">
        {artist ? <p className="artwork-card__artist">{artist.name}</p> : null}
        <p className="artwork-card__title">
          <cite>{artwork.title}</cite>
          {artwork.year ? <span>, {artwork.year}</span> : null}
        </p>
        <p className="artwork-card__price">
          <ArtworkPrice artwork={artwork} />
        </p>
      </div>
    </article>
  )
}

import type { Artist, Artwork, Media } from '@/cms/payload-types'
import { Image } from '@/ui/Image'

import { ArtworkPrice } from './ArtworkPrice'

/** One work in a grid: image, artist, title and year, price line. */
export function ArtworkCard({ artwork, eager = false }: { artwork: Artwork; eager?: boolean }) {
  const image = (artwork.images?.[0] ?? null) as Media | null
  const artist = typeof artwork.artist === 'object' ? (artwork.artist as Artist | null) : null
  return (
    <article className="artwork-card" data-testid="artwork-card">
      <Image image={typeof image === 'object' ? image : null} sizes="(min-width: 960px) 33vw, 50vw" eager={eager} alt={artwork.title} />
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

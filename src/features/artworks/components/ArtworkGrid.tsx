import { phoneFirstScreen } from '../masonry'
import { ArtworkCard, type ArtworkCardData } from './ArtworkCard'

type ArtworkGridProps = { artworks: ArtworkCardData[]; eagerFirst?: boolean; showLeasing?: boolean }

/**
 * Works in a masonry grid: 2 columns on phones, more at the spec's breakpoints, gutter 0 (SPEC §9).
 * CSS columns give the masonry without JavaScript and without a shift once scripts load; each
 * image reserves its height from its aspect ratio. With `eagerFirst` (a grid at the top of its page)
 * the works at the top of a phone's two columns load at once (./masonry.ts); the rest lazily.
 */
export function ArtworkGrid({ artworks, eagerFirst = false, showLeasing = false }: ArtworkGridProps) {
  const firstScreen = eagerFirst ? phoneFirstScreen(artworks.map(firstImage)) : null
  return (
    <div className="masonry" data-testid="masonry">
      {artworks.map((artwork, index) => (
        <ArtworkCard
          key={artwork.id}
          artwork={artwork}
          eager={firstScreen?.has(index) ?? false}
          showLeasing={showLeasing}
        />
      ))}
    </div>
  )
}

function firstImage(artwork: ArtworkCardData) {
  const image = artwork.images?.[0]
  return image && typeof image === 'object' ? image : null
}

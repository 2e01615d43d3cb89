import { ArtworkCard, type ArtworkCardData } from './ArtworkCard'

type ArtworkGridProps = { artworks: ArtworkCardData[]; eagerFirst?: boolean; showLeasing?: boolean }

/**
 * Works in a masonry grid: 2 columns on phones, more at the spec's breakpoints, gutter 0 (SPEC §9).
 * CSS columns give the masonry without JavaScript and without a shift once scripts load; each
 * image reserves its height from its aspect ratio.
 */
export function ArtworkGrid({ artworks, eagerFirst = false, showLeasing = false }: ArtworkGridProps) {
  return (
    <div className="masonry" data-testid="masonry">
      {artworks.map((artwork, index) => (
        <ArtworkCard key={artwork.id} artwork={artwork} eager={eagerFirst && index === 0} showLeasing={showLeasing} />
      ))}
    </div>
  )
}

import { ArtworkCards } from './ArtworkCards'
import { cardData, type ArtworkCardData } from './cardData'

type ArtworkGridProps = { artworks: ArtworkCardData[]; eagerFirst?: boolean | 'only'; showLeasing?: boolean }

/**
 * Works in a masonry grid: 2 columns on phones, more at the spec's breakpoints, gutter 0 (docs/behaviour.md#masonry).
 * CSS columns give the masonry without JavaScript and without a shift once scripts load; each
 * image reserves its height from its aspect ratio. With `eagerFirst` (a grid at the top of its
 * page) the pictures of its first screen load first (./ArtworkCards.tsx). The cards
 * themselves are drawn by a client component from their data alone (./ArtworkCards.tsx,
 * ./cardData.ts).
 */
export function ArtworkGrid({ artworks, eagerFirst = false, showLeasing = false }: ArtworkGridProps) {
  return <ArtworkCards artworks={artworks.map((artwork) => cardData(artwork))} eagerFirst={eagerFirst} showLeasing={showLeasing} />
}

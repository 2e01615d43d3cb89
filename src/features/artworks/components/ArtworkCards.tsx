'use client'

import { ArtworkCard } from './ArtworkCard'
import type { ArtworkCardData } from './cardData'

type ArtworkCardsProps = { artworks: ArtworkCardData[]; eagerFirst: boolean; showLeasing: boolean }

/**
 * The masonry of cards, drawn in the browser's bundle as well as on the server: a server page
 * hands over only the cards' data (./cardData.ts, ~0.3 KB a work) instead of the rendered tree
 * with two image candidate lists per card (~1.6 KB a work in the page’s inline payload).
 */
export function ArtworkCards({ artworks, eagerFirst, showLeasing }: ArtworkCardsProps) {
  return (
    <div className="masonry" data-testid="masonry">
      {artworks.map((artwork, index) => (
        <ArtworkCard key={artwork.id} artwork={artwork} eager={eagerFirst && index === 0} showLeasing={showLeasing} />
      ))}
    </div>
  )
}

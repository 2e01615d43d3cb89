'use client'

import { preloadImage } from '@/ui/Image'

import { firstScreen } from '../masonry'
import { ArtworkCard, cardImageSizes } from './ArtworkCard'
import { cardImage, type ArtworkCardData } from './cardData'

type ArtworkCardsProps = { artworks: ArtworkCardData[]; eagerFirst: boolean; showLeasing: boolean }

/**
 * The masonry of cards, drawn in the browser's bundle as well as on the server: a server page
 * hands over only the cards' data (./cardData.ts, ~0.3 KB a work) instead of the rendered tree
 * with two image candidate lists per card (~1.6 KB a work in the page’s inline payload).
 *
 * With `eagerFirst` (a grid at the top of its page) the first work loads at once with high
 * priority, and so does every work estimated to start on the first screen of a phone or desktop
 * (docs/behaviour.md#image-loading): the masonry fills column after column, so some come from the
 * middle of the list (../masonry.ts), and lazily they would start only after the first layout.
 * Each is preloaded with high priority for the widths where it starts on the first screen (one
 * preload with their media queries: React keeps one preload per picture): any of them may be the
 * largest picture there. The preloads are made here, in the client component, so
 * that they reach the page's head as links and not also the inline payload as hints (~0.6 KB each).
 */
export function ArtworkCards({ artworks, eagerFirst, showLeasing }: ArtworkCardsProps) {
  const onScreen = new Set<number>()
  if (eagerFirst) {
    for (const { index, media } of firstScreen(artworks.map(cardImage))) {
      onScreen.add(index)
      if (index !== 0) preloadImage(cardImage(artworks[index]), cardImageSizes, media)
    }
  }
  return (
    <div className="masonry" data-testid="masonry">
      {artworks.map((artwork, index) => (
        <ArtworkCard key={artwork.id} artwork={artwork} eager={eagerFirst && index === 0 ? true : onScreen.has(index) ? 'auto' : false} showLeasing={showLeasing} />
      ))}
    </div>
  )
}

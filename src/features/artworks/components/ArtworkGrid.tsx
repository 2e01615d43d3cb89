import { preloadImage } from '@/ui/Image'

import { phoneMasonryMedia, phoneSecondColumnStart } from '../masonry'
import { cardImageSizes } from './ArtworkCard'
import { ArtworkCards } from './ArtworkCards'
import { cardData, cardImage, type ArtworkCardData } from './cardData'

type ArtworkGridProps = { artworks: ArtworkCardData[]; eagerFirst?: boolean; showLeasing?: boolean }

/**
 * Works in a masonry grid: 2 columns on phones, more at the spec's breakpoints, gutter 0 (docs/behaviour.md#masonry).
 * CSS columns give the masonry without JavaScript and without a shift once scripts load; each
 * image reserves its height from its aspect ratio. With `eagerFirst` (a grid at the top of its page)
 * the first work loads at once and the rest lazily (docs/behaviour.md#image-loading); on a phone the work at the top of the
 * second column, estimated on the server (../masonry.ts), is preloaded with high priority too: it
 * comes from the middle of the list, and lazily it would start only after the first layout,
 * although it is often the largest picture on the screen. The cards themselves are drawn by a
 * client component from their data alone (./ArtworkCards.tsx, ./cardData.ts).
 */
export function ArtworkGrid({ artworks, eagerFirst = false, showLeasing = false }: ArtworkGridProps) {
  if (eagerFirst) {
    const second = phoneSecondColumnStart(artworks.map(cardImage))
    if (second !== null) preloadImage(cardImage(artworks[second]), cardImageSizes, phoneMasonryMedia)
  }
  return <ArtworkCards artworks={artworks.map((artwork) => cardData(artwork))} eagerFirst={eagerFirst} showLeasing={showLeasing} />
}

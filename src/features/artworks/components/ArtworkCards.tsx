'use client'

import { preloadImage } from '@/ui/Image'

import { firstScreen, phoneMasonryMedia } from '../masonry'
import { ArtworkCard, cardImageSizes } from './ArtworkCard'
import { cardImage, type ArtworkCardData } from './cardData'

type ArtworkCardsProps = { artworks: ArtworkCardData[]; eagerFirst: boolean | 'only'; showLeasing: boolean }

/**
 * The masonry of cards, drawn in the browser's bundle as well as on the server: a server page
 * hands over only the cards' data (./cardData.ts, ~0.3 KB a work) instead of the rendered tree
 * with two image candidate lists per card (~1.6 KB a work in the page’s inline payload).
 *
 * With `eagerFirst` (a grid at the top of its page) the first work loads at once with high
 * priority, and every work estimated to start on the first screen of a phone or a desktop
 * (../masonry.ts; the masonry fills column after column, so some come from the middle of the list)
 * is preloaded with high priority for the widths where it does: any of them may be the largest
 * picture there (docs/behaviour.md#image-loading). One preload a picture, with all its widths'
 * media queries: React keeps one preload per picture. The works of a phone's first screen are
 * eager as well; those only on a desktop's stay lazy, their preload fetching them at once on a
 * desktop only: eager, every phone would download them too (on /artworks under Lighthouse's
 * phone, the largest paint went from 2.3 s to 3.8–4.1 s when they were). The preloads are made
 * here, in the client component, so that they reach the page's head as links and not also the
 * inline payload as hints (~0.6 KB each). With `eagerFirst: 'only'` (a grid below other content,
 * whose first picture is still the page's first) the first work alone loads at once.
 */
export function ArtworkCards({ artworks, eagerFirst, showLeasing }: ArtworkCardsProps) {
  const onPhoneScreen = new Set<number>()
  if (eagerFirst === true) {
    for (const { index, queries } of firstScreen(artworks.map(cardImage))) {
      if (queries.includes(phoneMasonryMedia)) onPhoneScreen.add(index)
      if (index !== 0) preloadImage(cardImage(artworks[index]), cardImageSizes, queries.join(', '))
    }
  }
  return (
    <div className="masonry" data-testid="masonry">
      {artworks.map((artwork, index) => (
        <ArtworkCard key={artwork.id} artwork={artwork} eager={eagerFirst !== false && index === 0 ? true : onPhoneScreen.has(index) ? 'auto' : false} showLeasing={showLeasing} />
      ))}
      {/* The grid is drawn once this, after its last card, has been read (globals.css .masonry__end). */}
      <span className="masonry__end" />
    </div>
  )
}

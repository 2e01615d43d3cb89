import type { Artwork } from '@/cms/payload-types'

import { ArtworkCard } from './ArtworkCard'

/** Works in a grid of 2 columns on phones, more on wider windows, gutter 0 (SPEC §9). */
export function ArtworkGrid({ artworks, eagerFirst = false }: { artworks: Artwork[]; eagerFirst?: boolean }) {
  return (
    <div className="artwork-grid">
      {artworks.map((artwork, index) => (
        <ArtworkCard key={artwork.id} artwork={artwork} eager={eagerFirst && index === 0} />
      ))}
    </div>
  )
}

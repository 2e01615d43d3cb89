import { cardData, type ArtworkCardData } from '@/features/artworks/components/cardData'

import type { ExplorerItem, ExplorerPage } from './facets'

/** One page of works as the browser receives it: what a card needs, nothing more. */
export type ExplorerChunk = { page: number; pageCount: number; total: number; items: ArtworkCardData[] }

/** A work of the list as a card (../artworks/components/cardData.ts: only what the card shows). */
export function toCardData(item: ExplorerItem): ArtworkCardData {
  return cardData({
    id: item.id,
    slug: item.slug,
    title: item.title,
    year: item.year,
    artist: item.artist ? { name: item.artist.name } : null,
    images: item.image ? [item.image] : [],
    publicPrice: item.price,
    priceOnRequest: item.priceOnRequest,
    sold: item.sold,
    leasingDisabled: item.leasingDisabled,
    reservedUntil: item.reservedUntil,
  })
}

export function toChunk(page: ExplorerPage): ExplorerChunk {
  return { page: page.page, pageCount: page.pageCount, total: page.total, items: page.items.map(toCardData) }
}

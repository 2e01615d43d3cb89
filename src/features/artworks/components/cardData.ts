import type { Media } from '@/cms/payload-types'
import { isReserved } from '@/base/reservation'

export type CardImage = Pick<Media, 'filename' | 'width' | 'height' | 'alt'>

/**
 * What a card shows. A Payload artwork fits as it is; the explorer builds the same shape from its
 * in-memory list, on the server and in the browser (more works loaded while scrolling).
 */
export type ArtworkCardData = {
  id: number | string
  slug: string
  title: string
  year?: number | null
  artist?: { name: string } | number | null
  images?: Array<CardImage | number> | null
  /** The public price (empty for a work on request); a card never holds the amount. */
  publicPrice?: number | null
  priceOnRequest?: boolean | null
  sold?: boolean | null
  leasingDisabled?: boolean | null
  reservedUntil?: string | null
  /** Whether the work was reserved when the page was rendered (cardData below); read anew without it. */
  reserved?: boolean
}

/** The picture a card shows: the work's first image, when it is loaded (not only an id). */
export function cardImage(artwork: ArtworkCardData): CardImage | null {
  const image = artwork.images?.[0]
  return image && typeof image === 'object' ? image : null
}

/**
 * What a card needs of a work, and nothing more: a Payload artwork carries its description, all
 * its images and relations, which would otherwise ride along in the page's inline payload. The
 * reservation is read once, here (where the page is rendered), so the browser's first render
 * agrees with the HTML however old the page is (../../live/useReservation.ts).
 */
export function cardData(artwork: ArtworkCardData, now: number = Date.now()): ArtworkCardData {
  const image = cardImage(artwork)
  const artist = artwork.artist && typeof artwork.artist === 'object' ? { name: artwork.artist.name } : null
  // The card draws its picture with the work's title as its text (ArtworkCard), so no alt text.
  const card: ArtworkCardData = {
    id: artwork.id,
    slug: artwork.slug,
    title: artwork.title,
    images: image ? [{ filename: image.filename, width: image.width, height: image.height }] : [],
  }
  // What is empty or off stays out: it reads the same on the card, and 24 cards of
  // `"sold":false,"reservedUntil":null …` are 2 KB of the page.
  if (artwork.year) card.year = artwork.year
  if (artist) card.artist = artist
  if (artwork.publicPrice) card.publicPrice = artwork.publicPrice
  if (artwork.priceOnRequest) card.priceOnRequest = true
  if (artwork.sold) card.sold = true
  if (artwork.leasingDisabled) card.leasingDisabled = true
  if (artwork.reservedUntil) card.reservedUntil = artwork.reservedUntil
  if (artwork.reserved ?? isReserved(artwork, now)) card.reserved = true
  else if (artwork.reservedUntil) card.reserved = false
  return card
}

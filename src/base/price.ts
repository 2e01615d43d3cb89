import { isReserved } from './reservation'

/**
 * Price and leasing rules of docs/behaviour.md#prices-and-leasing. Prices are euro amounts; every caller (pages,
 * GraphQL, forms) uses these functions so the rules live in one place.
 */

/**
 * Reads a price given as a number or a string. In strings, spaces and any character other than
 * digits, dot and comma are stripped; a dot separates thousands and a comma marks the
 * decimals ("12.500,50 €" → 12500.5). Returns null when the result is not a finite number.
 */
export function parsePrice(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null
  if (typeof input !== 'string') return null
  const cleaned = input.replace(/[^0-9.,]/g, '')
  if (!/[0-9]/.test(cleaned)) return null
  const value = Number(cleaned.replace(/\./g, '').replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/** A price is present only if it is greater than 0 (docs/behaviour.md#price-on-request). */
export function hasPrice(input: unknown): boolean {
  const price = parsePrice(input)
  return price !== null && price > 0
}

/**
 * The amount anyone outside the gallery may learn: none for a work on request. The artwork's
 * stored `publicPrice` is this rule applied on every save; the amount itself (`price`) is read,
 * filtered and sorted by staff only. The live stream applies it to the rows it reads.
 */
export function publicPrice<T>(price: T, priceOnRequest: unknown): T | null {
  return priceOnRequest ? null : price
}

/**
 * German euro format in both languages: dot thousands, comma decimals, two decimals, a no-break
 * space before the sign ("12.500,00 €"), as `Intl.NumberFormat('de-DE', { style: 'currency',
 * currency: 'EUR' })` writes it (price.test.ts compares the two). Written out because a phone's
 * first Intl formatter costs it ~130 ms of a 4× slower CPU (Chromium's profiler, the home page),
 * in the task that runs the page's modules or hydrates its cards: blocking time for a string.
 */
export function formatPrice(amount: number): string {
  const size = String(Math.abs(amount))
  // Rounded as written in decimals, half up, as Intl rounds (1.005 → 1,01; 1.005 * 100 is 100.4999…).
  const cents = Math.round(size.includes('e') ? Math.abs(amount) * 100 : Number(`${size}e2`))
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  return `${sign}${whole},${String(cents % 100).padStart(2, '0')}\u00a0€`
}

/** Leasing is offered from this price on (docs/behaviour.md#leasing). */
export const leasingMinimumPrice = 1000
/** Leasing surcharge and term of docs/behaviour.md#leasing-rate: price × 1.1 over 48 months. */
export const leasingFactor = 1.1
export const leasingMonths = 48

export type PricedArtwork = {
  price?: number | string | null
  priceOnRequest?: boolean | null
  sold?: boolean | null
  leasingDisabled?: boolean | null
  /** The reservation's end (issue 36): "Reserviert"/"Reserved" beside the price while it is ahead. */
  reservedUntil?: string | null
  /** Whether it was ahead when the server rendered this (the page's first paint, before the browser's clock takes over). */
  reserved?: boolean
}

/** A stored work's price line as the public may see it: its public price, never the amount. */
export function publicPricing(
  artwork: { publicPrice?: number | null; priceOnRequest?: boolean | null; sold?: boolean | null; leasingDisabled?: boolean | null; reservedUntil?: string | null },
  now: number = Date.now(),
): PricedArtwork {
  return {
    price: artwork.publicPrice ?? null,
    priceOnRequest: artwork.priceOnRequest,
    sold: artwork.sold,
    leasingDisabled: artwork.leasingDisabled,
    reservedUntil: artwork.reservedUntil ?? null,
    reserved: isReserved(artwork, now),
  }
}

/** Leasing is shown if the work is not sold, not leasing-disabled and costs at least 1000 € (docs/behaviour.md#leasing). */
export function isLeasable(artwork: PricedArtwork): boolean {
  const price = parsePrice(artwork.price)
  return !artwork.sold && !artwork.leasingDisabled && !artwork.priceOnRequest && price !== null && price >= leasingMinimumPrice
}

/** Monthly leasing rate: round(price × 1.1 / 48) euros (docs/behaviour.md#leasing-rate). */
export function monthlyLeasingRate(price: number): number {
  return Math.round((price * leasingFactor) / leasingMonths)
}

export type PriceLine = { kind: 'sold' } | { kind: 'onRequest'; flagged: boolean } | { kind: 'price'; amount: number; formatted: string }

/**
 * What the price line of an artwork says: sold; the translated price-on-request label when the
 * flag is set; the price; or "Preis auf Anfrage" when no price above 0 is given (docs/behaviour.md#price-on-request).
 */
export function priceLine(artwork: PricedArtwork): PriceLine {
  if (artwork.sold) return { kind: 'sold' }
  if (artwork.priceOnRequest) return { kind: 'onRequest', flagged: true }
  const price = parsePrice(artwork.price)
  if (price === null || price <= 0) return { kind: 'onRequest', flagged: false }
  return { kind: 'price', amount: price, formatted: formatPrice(price) }
}

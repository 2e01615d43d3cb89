import { describe, expect, it } from 'vitest'

import { formatPrice, hasPrice, isLeasable, monthlyLeasingRate, parsePrice, priceLine, publicPrice, publicPricing } from './price'

describe('parsePrice (docs/behaviour.md#price-parsing)', () => {
  it.each([
    [12500, 12500],
    [0, 0],
    ['12500', 12500],
    ['12.500', 12500],
    ['12.500,50', 12500.5],
    ['1.234.567,89 €', 1234567.89],
    [' 2 500 EUR ', 2500],
    ['€ 990,-', 990],
    ['0,5', 0.5],
  ])('reads %j as %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected)
  })

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [''], ['auf Anfrage'], [null], [undefined], [{}], ['1,2,3']])('rejects %j', (input) => {
    expect(parsePrice(input)).toBeNull()
  })
})

describe('hasPrice', () => {
  it('is true only above 0', () => {
    expect(hasPrice(1)).toBe(true)
    expect(hasPrice('0,01')).toBe(true)
    expect(hasPrice(0)).toBe(false)
    expect(hasPrice(-5)).toBe(false) // a negative number is not above 0
    expect(hasPrice('')).toBe(false)
    expect(hasPrice(null)).toBe(false)
  })
})

describe('formatPrice', () => {
  it('uses German format with euro and two decimals', () => {
    expect(formatPrice(12500)).toBe('12.500,00\u00a0€')
    expect(formatPrice(250000)).toBe('250.000,00\u00a0€')
    expect(formatPrice(999.5)).toBe('999,50\u00a0€')
  })

  it("writes what Intl's German euro format writes, for whole cents, half cents, fractions and large amounts", () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const amounts = [0, -0, 0.005, 0.004999, 1.005, 1.015, 2.675, 999.995, 1000, 1234567.5, 123456789.999, 1e15, -12.5, -0.001, 1e-7]
    // And 20,000 more: whole cents, whole euros and arbitrary fractions (a fixed sequence, not random).
    for (let i = 1; i <= 20_000; i++) amounts.push((i * 7919) / 100, i * 104_729, ((i * 2_654_435_761) % 1e7) / 997)
    // One assertion over all of them (60,000 expect() calls took seconds of a loaded machine's CPU).
    const differing = amounts.filter((amount) => formatPrice(amount) !== intl.format(amount)).map((amount) => `${amount}: ${formatPrice(amount)} ≠ ${intl.format(amount)}`)
    expect(differing).toEqual([])
  })
})

describe('leasing (docs/behaviour.md#leasing)', () => {
  it('is offered from 1000 € for unsold works that allow it', () => {
    expect(isLeasable({ price: 1000 })).toBe(true)
    expect(isLeasable({ price: 999.99 })).toBe(false)
    expect(isLeasable({ price: 5000, sold: true })).toBe(false)
    expect(isLeasable({ price: 5000, leasingDisabled: true })).toBe(false)
    expect(isLeasable({ price: '5.000,00' })).toBe(true)
    expect(isLeasable({ price: null })).toBe(false)
  })

  it('charges round(price × 1.1 / 48) a month', () => {
    expect(monthlyLeasingRate(1000)).toBe(23) // 22.916…
    expect(monthlyLeasingRate(12500)).toBe(286) // 286.458…
    expect(monthlyLeasingRate(250000)).toBe(5729) // 5729.166…
    expect(monthlyLeasingRate(4800)).toBe(110)
  })
})

describe('priceLine', () => {
  it('says sold before anything else', () => {
    expect(priceLine({ price: 5000, sold: true })).toEqual({ kind: 'sold' })
  })
  it('shows the flagged label when priceOnRequest is set', () => {
    expect(priceLine({ price: 5000, priceOnRequest: true })).toEqual({ kind: 'onRequest', flagged: true })
  })
  it('falls back to price on request without a price above 0', () => {
    expect(priceLine({ price: 0 })).toEqual({ kind: 'onRequest', flagged: false })
    expect(priceLine({})).toEqual({ kind: 'onRequest', flagged: false })
  })
  it('formats a price', () => {
    expect(priceLine({ price: 12500 })).toEqual({ kind: 'price', amount: 12500, formatted: '12.500,00\u00a0€' })
  })
})

describe('publicPrice', () => {
  it('hides the amount of a work on request and only that', () => {
    expect(publicPrice(12500, true)).toBeNull()
    expect(publicPrice(12500, false)).toBe(12500)
    expect(publicPrice(null, false)).toBeNull()
  })
})

describe('publicPricing', () => {
  it('takes the stored public price, never the amount, with the flags the price line needs', () => {
    const stored = { price: 87654, publicPrice: null, priceOnRequest: true, sold: false, leasingDisabled: false }
    expect(publicPricing(stored)).toEqual({ price: null, priceOnRequest: true, sold: false, leasingDisabled: false, reserved: false, reservedUntil: null })
    expect(priceLine(publicPricing(stored))).toEqual({ kind: 'onRequest', flagged: true })
    expect(publicPricing({ publicPrice: 4321, priceOnRequest: false })).toMatchObject({ price: 4321 })
    expect(publicPricing({})).toMatchObject({ price: null })
  })
})

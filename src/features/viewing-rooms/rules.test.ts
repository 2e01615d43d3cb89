import { describe, expect, it } from 'vitest'

import { hashPasscode, newToken, passcodeMatches, recipientState, roomPath, roomPriceLine, tokenPattern } from './rules'

const now = Date.parse('2026-11-30T12:00:00Z')

describe('the price a room shows', () => {
  const work = { price: 12500, priceOnRequest: false }
  const onRequest = { price: 40000, priceOnRequest: true }

  it('shows the public price, and keeps a work on request on request', () => {
    expect(roomPriceLine(work, { priceMode: 'public' }, now)).toMatchObject({ kind: 'price', amount: 12500, formatted: '12.500,00\u00a0€' })
    expect(roomPriceLine(onRequest, { priceMode: 'public' }, now)).toEqual({ kind: 'onRequest' })
    expect(roomPriceLine(work, {}, now)).toMatchObject({ kind: 'price', amount: 12500 })
  })

  it('shows the room price, also for a work on request everywhere else', () => {
    expect(roomPriceLine(onRequest, { priceMode: 'room', roomPrice: 36000 }, now)).toMatchObject({ kind: 'price', amount: 36000 })
    expect(roomPriceLine(work, { priceMode: 'room', roomPrice: null }, now)).toEqual({ kind: 'onRequest' })
  })

  it('takes a discount off the amount, rounded to euros, and bounds it', () => {
    expect(roomPriceLine(work, { priceMode: 'discount', discountPercent: 10 }, now)).toMatchObject({ amount: 11250 })
    expect(roomPriceLine(onRequest, { priceMode: 'discount', discountPercent: 12.5 }, now)).toMatchObject({ amount: 35000 })
    expect(roomPriceLine({ price: 999 }, { priceMode: 'discount', discountPercent: 15 }, now)).toMatchObject({ amount: 849 })
    expect(roomPriceLine(work, { priceMode: 'discount', discountPercent: 150 }, now)).toEqual({ kind: 'onRequest' })
  })

  it('says on request when asked, sold when sold, and marks a hold', () => {
    expect(roomPriceLine(work, { priceMode: 'onRequest' }, now)).toEqual({ kind: 'onRequest' })
    expect(roomPriceLine({ ...work, sold: true }, { priceMode: 'room', roomPrice: 1 }, now)).toEqual({ kind: 'sold' })
    expect(roomPriceLine({ ...work, reservedUntil: '2026-12-01T22:59:59.999Z' }, {}, now)).toMatchObject({ kind: 'price', reserved: true })
    expect(roomPriceLine({ ...work, reservedUntil: '2026-11-01T22:59:59.999Z' }, {}, now)).toMatchObject({ kind: 'price', reserved: false })
  })
})

describe('a recipient’s link', () => {
  it('is 192 random bits in lower-case hex, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(token).toMatch(tokenPattern)
  })

  it('opens until it expires or the room or recipient is revoked', () => {
    expect(recipientState({}, { expiresAt: '2026-12-01T00:00:00Z' }, now)).toBe('open')
    expect(recipientState({}, {}, now)).toBe('open')
    expect(recipientState({}, { expiresAt: '2026-11-30T12:00:00Z' }, now)).toBe('expired')
    expect(recipientState({ revoked: true }, { expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe('revoked')
    expect(recipientState({}, { revoked: true }, now)).toBe('revoked')
  })

  it('keeps a passcode hashed with a salt of its own', () => {
    const stored = hashPasscode('  4711 ')
    expect(stored).not.toContain('4711')
    expect(hashPasscode('4711')).not.toBe(stored)
    expect(passcodeMatches(stored, '4711')).toBe(true)
    expect(passcodeMatches(stored, '4712')).toBe(false)
    expect(passcodeMatches(null, '4711')).toBe(false)
    expect(passcodeMatches('4711', '4711')).toBe(false)
  })

  it('has a German address without prefix and an English one under /en', () => {
    expect(roomPath('ab', 'de')).toBe('/viewing-room/ab')
    expect(roomPath('ab', 'en')).toBe('/en/viewing-room/ab')
  })
})

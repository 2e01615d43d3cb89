import { describe, expect, it } from 'vitest'

import {
  addToCart,
  cartCookieName,
  cartCookieOptions,
  cartCookieString,
  cartCount,
  cartMaxAgeSeconds,
  cartIn,
  maxCartItems,
  parseArtworkId,
  parseArtworkSlug,
  parseCart,
  removeFromCart,
  serializeCart,
} from './cart'

describe('parseCart / serializeCart', () => {
  it('reads ids in order and writes them back', () => {
    expect(parseCart('12.7.300')).toEqual([12, 7, 300])
    expect(serializeCart([12, 7, 300])).toBe('12.7.300')
    expect(parseCart(serializeCart([5, 1]))).toEqual([5, 1])
  })

  it('is empty for no cookie', () => {
    expect(parseCart(undefined)).toEqual([])
    expect(parseCart(null)).toEqual([])
    expect(parseCart('')).toEqual([])
    expect(serializeCart([])).toBe('')
  })

  it('drops duplicates, keeping the first place', () => {
    expect(parseCart('3.4.3.5.4')).toEqual([3, 4, 5])
    expect(serializeCart([9, 9, '9', 2])).toBe('9.2')
  })

  it('ignores anything that is not a positive id (a tampered or foreign cookie)', () => {
    expect(parseCart('1.abc.-2.0.07.2.5e3.1234567890123.<script>. 8 ')).toEqual([1, 2, 8])
    expect(parseCart('hello-world')).toEqual([])
    expect(serializeCart(['x', '3', ''])).toBe('3')
  })

  it('keeps at most maxCartItems', () => {
    const many = Array.from({ length: maxCartItems + 10 }, (_, i) => i + 1)
    expect(maxCartItems).toBe(50)
    expect(parseCart(many.join('.'))).toHaveLength(maxCartItems)
    expect(parseCart(many.join('.')).at(-1)).toBe(maxCartItems)
    // 50 ids of up to 12 digits stay far below the 4 KB a browser keeps per cookie.
    expect(serializeCart(Array.from({ length: maxCartItems }, (_, i) => 999_999_999_000 + i)).length).toBeLessThan(700)
  })
})

describe('addToCart / removeFromCart', () => {
  it('adds at the end', () => {
    expect(addToCart([1, 2], 3)).toEqual({ ids: [1, 2, 3], outcome: 'added' })
    expect(addToCart([], 3)).toEqual({ ids: [3], outcome: 'added' })
  })

  it('does not add a work twice', () => {
    expect(addToCart([1, 2], 1)).toEqual({ ids: [1, 2], outcome: 'already' })
  })

  it('refuses a work when the cart is full, dropping nothing', () => {
    const full = Array.from({ length: maxCartItems }, (_, i) => i + 1)
    expect(addToCart(full, 999)).toEqual({ ids: full, outcome: 'full' })
    expect(addToCart(full, 1).outcome).toBe('already')
    expect(addToCart(full.slice(1), 999).outcome).toBe('added')
    expect(addToCart([1, 2], 3, 2).outcome).toBe('full')
  })

  it('removes one work and leaves the list given untouched', () => {
    const ids = [1, 2, 3]
    expect(removeFromCart(ids, 2)).toEqual([1, 3])
    expect(removeFromCart(ids, 9)).toEqual([1, 2, 3])
    expect(ids).toEqual([1, 2, 3])
  })
})

describe('parseArtworkSlug / parseArtworkId', () => {
  it('accepts slugs as editors make them', () => {
    expect(parseArtworkSlug('abendrot-ueber-der-spree')).toBe('abendrot-ueber-der-spree')
    expect(parseArtworkSlug(' Blue-2 ')).toBe('blue-2')
    expect(parseArtworkSlug(['first', 'second'])).toBe('first')
  })

  it('rejects anything that cannot be a slug', () => {
    for (const value of ['', '-', 'a--b', 'a b', '../etc/passwd', 'a/b', 'ä', '<script>', 'x'.repeat(121), undefined, null, 12]) {
      expect(parseArtworkSlug(value)).toBeNull()
    }
  })

  it('reads ids from form fields', () => {
    expect(parseArtworkId('42')).toBe(42)
    for (const value of ['0', '-1', '1.5', 'abc', '', '1234567890123', null, 42]) expect(parseArtworkId(value)).toBeNull()
  })
})

describe('the cookie', () => {
  it('is found in a document.cookie string', () => {
    const cookies = `theme=dark; ${cartCookieName}=4.5.6; x${cartCookieName}=1`
    expect(cartIn(cookies)).toEqual([4, 5, 6])
    expect(cartCount(cookies)).toBe(3)
    expect(cartCount('theme=dark')).toBe(0)
    expect(cartCount('')).toBe(0)
  })

  it('lives 90 days on the whole site, SameSite=Lax, readable by the header script, Secure on https', () => {
    expect(cartMaxAgeSeconds).toBe(90 * 24 * 3600)
    expect(cartCookieOptions(true)).toEqual({ path: '/', maxAge: cartMaxAgeSeconds, sameSite: 'lax', secure: true, httpOnly: false })
    expect(cartCookieString([1, 2], false)).toBe(`${cartCookieName}=1.2; Path=/; Max-Age=7776000; SameSite=Lax`)
    expect(cartCookieString([1], true)).toMatch(/; Secure$/)
  })

  it('is deleted when the cart is emptied', () => {
    expect(cartCookieString([], false)).toBe(`${cartCookieName}=; Path=/; Max-Age=0; SameSite=Lax`)
  })
})

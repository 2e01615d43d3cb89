import { describe, expect, it } from 'vitest'

import { cardHeight, columnStarts, phoneFirstScreen } from './masonry'

const square = { width: 1000, height: 1000 }
const tall = { width: 1000, height: 2000 }
const wide = { width: 2000, height: 1000 }

describe('columnStarts', () => {
  it('splits equal cards evenly', () => {
    expect(columnStarts([1, 1, 1, 1, 1, 1], 2)).toEqual([3])
    expect(columnStarts([1, 1, 1, 1, 1, 1], 3)).toEqual([2, 4])
  })

  it('moves the break towards tall cards at the start, as a balanced fill does', () => {
    // 4 + 1 + 1 + 1 + 1 = 8: the lowest column that holds them all is 4 high, so column 2 starts at the second card.
    expect(columnStarts([4, 1, 1, 1, 1], 2)).toEqual([1])
    expect(columnStarts([1, 1, 1, 1, 4], 2)).toEqual([4])
  })

  it('has no break for one column or one card', () => {
    expect(columnStarts([1, 2, 3], 1)).toEqual([])
    expect(columnStarts([1], 2)).toEqual([])
  })

  it('never starts more columns than there are', () => {
    const heights = Array.from({ length: 50 }, (_, i) => 1 + (i % 3) * 0.5)
    for (const columns of [2, 3, 4, 5, 6]) expect(columnStarts(heights, columns).length).toBeLessThanOrEqual(columns - 1)
  })
})

describe('phoneFirstScreen', () => {
  it('loads the first work and the one opening the second column at once', () => {
    expect([...phoneFirstScreen([square, square, square, square, square, square])]).toEqual([0, 3])
  })

  it('follows the pictures’ shapes: after a tall first work the second column starts sooner', () => {
    const high = phoneFirstScreen([tall, tall, wide, wide, wide, wide, wide, wide])
    const heights = [tall, tall, wide, wide, wide, wide, wide, wide].map((image) => cardHeight(image, 0.5))
    expect([...high]).toEqual([0, columnStarts(heights, 2)[0]])
    expect(columnStarts(heights, 2)[0]).toBeLessThan(4)
  })

  it('treats a work without a picture as square and an empty grid as nothing to load', () => {
    expect(cardHeight(null, 0.5)).toBe(1.5)
    expect(phoneFirstScreen([]).size).toBe(0)
    expect([...phoneFirstScreen([square])]).toEqual([0])
  })
})

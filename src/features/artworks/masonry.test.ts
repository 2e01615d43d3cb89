import { describe, expect, it } from 'vitest'

import { cardHeight, columnStarts, phoneSecondColumnStart } from './masonry'

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

describe('phoneSecondColumnStart', () => {
  it('names the work opening the second column', () => {
    expect(phoneSecondColumnStart([square, square, square, square, square, square])).toBe(3)
  })

  it('follows the pictures’ shapes: after tall first works the second column starts sooner', () => {
    const images = [tall, tall, wide, wide, wide, wide, wide, wide]
    const start = phoneSecondColumnStart(images)
    expect(start).toBe(
      columnStarts(
        images.map((image) => cardHeight(image, 0.5)),
        2,
      )[0],
    )
    expect(start).toBeLessThan(4)
  })

  it('treats a work without a picture as square, and a grid of one has no second column', () => {
    expect(cardHeight(null, 0.5)).toBe(1.5)
    expect(phoneSecondColumnStart([square])).toBeNull()
    expect(phoneSecondColumnStart([])).toBeNull()
  })
})

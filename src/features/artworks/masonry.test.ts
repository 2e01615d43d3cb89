import { describe, expect, it } from 'vitest'

import { cardHeight, columnStarts, firstScreen } from './masonry'

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

describe('cardHeight', () => {
  it('is the picture’s height in column widths plus the caption, a work without a picture counted square', () => {
    expect(cardHeight(tall, 0.5)).toBe(2.5)
    expect(cardHeight(null, 0.5)).toBe(1.5)
  })
})

describe('firstScreen', () => {
  it('names the works starting on the first screen at two, three and four columns, each with its width', () => {
    // 24 squares, 1.5 column widths a card on a phone (a screen of 2.9): rows at 0 and 1.5 in
    // columns starting at 0 and 12. Three columns of 8 (1.27 a card, a screen of 2.1): two rows
    // each; four columns of 6 (1.25 a card, a screen of 2.3): two rows each.
    const shown = firstScreen(Array.from({ length: 24 }, () => square))
    const at = (media: string) => shown.filter((entry) => entry.queries.includes(media)).map((entry) => entry.index)
    expect(at('(max-width: 959px)')).toEqual([0, 1, 12, 13])
    expect(at('(min-width: 960px) and (max-width: 1279px)')).toEqual([0, 1, 8, 9, 16, 17])
    expect(at('(min-width: 1280px) and (max-width: 1919px)')).toEqual([0, 1, 6, 7, 12, 13, 18, 19])
    // One entry a work, with every width it is on the first screen of (one preload a picture).
    expect(shown.find((entry) => entry.index === 12)).toEqual({ index: 12, queries: ['(max-width: 959px)', '(min-width: 1280px) and (max-width: 1919px)'] })
    expect(new Set(shown.map((entry) => entry.index)).size).toBe(shown.length)
  })

  it('follows the pictures’ shapes: below a tall first work one more fits, and the last wide one of the second column not', () => {
    // A phone: the tall work (2.5) and a wide one (1.0) fill the first column; the second starts
    // at the third work, and its fourth wide one starts at 3.0, below the screen of 2.9.
    const shown = firstScreen([tall, wide, wide, wide, wide, wide])
    expect(shown.filter((entry) => entry.queries.includes('(max-width: 959px)')).map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4])
  })

  it('has only the first work for a grid of one', () => {
    expect(new Set(firstScreen([square]).map((entry) => entry.index))).toEqual(new Set([0]))
  })
})

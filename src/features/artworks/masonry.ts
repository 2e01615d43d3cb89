/**
 * Which works open the columns of the masonry, worked out on the server so that the pictures at
 * the top of the screen load first. The masonry is CSS columns (globals.css `.masonry`): the
 * browser fills column after column with cards in document order and balances their heights, so
 * on a phone (two columns) the work at the top of the right-hand column comes from the middle of
 * the list, not from its start. Left to lazy loading it is fetched only after the first layout,
 * and it is often the largest picture on the first screen.
 */

/** A card's height in column widths: its picture (height / width) plus the caption below it. */
export function cardHeight(image: { width?: number | null; height?: number | null } | null | undefined, captionRatio: number): number {
  const ratio = image?.width && image.height ? image.height / image.width : 1
  return ratio + captionRatio
}

/** Cards fit in `columns` columns no higher than `limit` when filled in order, one after another. */
function fits(heights: readonly number[], columns: number, limit: number): boolean {
  let column = 1
  let filled = 0
  for (const height of heights) {
    if (filled > 0 && filled + height > limit) {
      column++
      filled = 0
    }
    filled += height
  }
  return column <= columns
}

/**
 * The indexes of the cards that open columns 2 … n, as a balanced fill lays them out: the lowest
 * column height that holds every card (found by bisection), then the cards filled in order.
 */
export function columnStarts(heights: readonly number[], columns: number): number[] {
  if (columns < 2 || heights.length < 2) return []
  let low = Math.max(...heights)
  let high = heights.reduce((sum, height) => sum + height, 0)
  for (let i = 0; i < 40 && high - low > 1e-6; i++) {
    const middle = (low + high) / 2
    if (fits(heights, columns, middle)) high = middle
    else low = middle
  }
  const starts: number[] = []
  let filled = 0
  heights.forEach((height, index) => {
    if (filled > 0 && filled + height > high + 1e-9) {
      starts.push(index)
      filled = 0
    }
    filled += height
  })
  return starts
}

/**
 * Caption height in column widths on a phone: two columns of ~206 px (a 412 px screen) under
 * captions of 94–115 px (artist, title and year, price), measured in Chromium.
 */
export const phoneCaptionRatio = 0.5

/**
 * The work estimated to open the second column on a phone, or null for a grid of one. On the demo
 * seed the estimate named the same card as Chromium on the home page and on /artworks in three
 * orders (and, for four columns, all three breaks).
 */
export function phoneSecondColumnStart(images: ReadonlyArray<{ width?: number | null; height?: number | null } | null | undefined>): number | null {
  const [second] = columnStarts(
    images.map((image) => cardHeight(image, phoneCaptionRatio)),
    2,
  )
  return second ?? null
}

/** The masonry has two columns below this width (globals.css `.masonry`). */
export const phoneMasonryMedia = '(max-width: 959px)'

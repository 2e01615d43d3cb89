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

/** The masonry has two columns below this width (globals.css `.masonry`). */
export const phoneMasonryMedia = '(max-width: 959px)'

/**
 * The masonry at the window widths a visitor sees it first at: a phone's two columns and a laptop's
 * or desktop's three and four (globals.css `.masonry`), each with its captions' height and the
 * height of a first screen below the grid's top, both in column widths.
 * - Captions: on a desktop as high as on a phone, but the columns are wider. Measured in Chromium,
 *   0.26–0.29 at three columns (960–1279 px) and 0.20–0.29 at four (1280–1919 px); with these
 *   ratios the estimate named Chromium's column tops in 41 of 42 layouts of the demo seed (six
 *   orders, three and four columns at the ends and middle of their widths).
 * - A first screen, measured in Chromium from the grid's top to the screen's foot: 2.1 (the
 *   explorer, below its filters) to 2.9 (home) on phones of 412 × 823 and 360 × 740; 1.9–2.1 at
 *   1100 × 940 (three columns); 2.1–2.2 at 1350 × 940 (four). The larger of each is taken.
 * Wider screens (five and six columns) are left to the first work and lazy loading.
 */
export const masonryWidths = [
  { columns: 2, media: phoneMasonryMedia, captionRatio: phoneCaptionRatio, screen: 2.9 },
  { columns: 3, media: '(min-width: 960px) and (max-width: 1279px)', captionRatio: 0.27, screen: 2.1 },
  { columns: 4, media: '(min-width: 1280px) and (max-width: 1919px)', captionRatio: 0.25, screen: 2.3 },
] as const

type Shape = { width?: number | null; height?: number | null } | null | undefined

/**
 * The works whose card starts on the masonry's first screen at any of those widths, each with the
 * media queries of the widths where it does (issue 33 point 4), in the order of the grid. Any of
 * them can be the largest picture on that screen: pictures of the same size tie, and Chromium then
 * reports whichever it paints first. The first work is on every first screen.
 */
export function firstScreen(images: ReadonlyArray<Shape>): { index: number; queries: string[] }[] {
  const widths = new Map<number, string[]>()
  for (const { columns, media, captionRatio, screen } of masonryWidths) {
    const heights = images.map((image) => cardHeight(image, captionRatio))
    const starts = new Set(columnStarts(heights, columns))
    let top = 0
    heights.forEach((height, index) => {
      if (starts.has(index)) top = 0
      if (top < screen) widths.set(index, [...(widths.get(index) ?? []), media])
      top += height
    })
  }
  return [...widths.entries()].sort(([a], [b]) => a - b).map(([index, queries]) => ({ index, queries }))
}

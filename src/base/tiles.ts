/**
 * Deep zoom tiles (issue 35 point 2): an original of 4,000 px or more on its long side is also
 * cut into a Deep Zoom (DZI) pyramid, so the image viewer can zoom to the original's own pixels
 * while loading only the tiles in view. The levels and tiles are Microsoft's DZI layout as libvips
 * writes it (`sharp().tile({ layout: 'dz' })`): level L is the original halved (rounding up)
 * maxLevel − L times, level 0 is one pixel, tiles are 254 px with 1 px overlap.
 *
 * Only the names differ from DZI's folders: a tile is one flat file beside the variants,
 * `{stem}-dz{level}-{column}-{row}.webp`, so it goes through the same media route, is named by
 * the same content-marked stem (a replaced picture gets new tile addresses) and is cached,
 * stored in the object store and dropped exactly like a variant. Pure: the browser uses it too.
 */
import { fileStem, mediaBaseUrl } from './mediaVariants'

/** The long side from which an original gets a tile pyramid. */
export const deepZoomMinSide = 4000
/** DZI's usual tile: 254 px plus 1 px overlap on each inner edge makes 256 px files. */
export const tileSize = 254
export const tileOverlap = 1
export const tileFormat = 'webp'

export type PixelSize = { width: number; height: number }

/** Whether an original of this size gets a tile pyramid (and the deep zoom viewer). */
export function hasDeepZoom(size: Partial<PixelSize> | null | undefined): boolean {
  const width = size?.width ?? 0
  const height = size?.height ?? 0
  return width > 0 && height > 0 && Math.max(width, height) >= deepZoomMinSide
}

/** The top level: the one at the original's own size. */
export function maxLevel(size: PixelSize): number {
  return Math.ceil(Math.log2(Math.max(size.width, size.height, 1)))
}

/** A level's picture size: halved, rounding up, once per level below the top. */
export function levelSize(size: PixelSize, level: number): PixelSize {
  const scale = 2 ** (maxLevel(size) - level)
  return { width: Math.ceil(size.width / scale), height: Math.ceil(size.height / scale) }
}

/** How many columns and rows of tiles a level has. */
export function levelTiles(size: PixelSize, level: number): { columns: number; rows: number } {
  const { width, height } = levelSize(size, level)
  return { columns: Math.ceil(width / tileSize), rows: Math.ceil(height / tileSize) }
}

/** Every tile of the pyramid, counted. */
export function tileTotal(size: PixelSize): number {
  let total = 0
  for (let level = 0; level <= maxLevel(size); level++) {
    const { columns, rows } = levelTiles(size, level)
    total += columns * rows
  }
  return total
}

export type TileAddress = { level: number; column: number; row: number }

/** Whether a tile exists in the pyramid of an original of this size. */
export function isTileOf(size: PixelSize, { level, column, row }: TileAddress): boolean {
  if (!hasDeepZoom(size) || level < 0 || level > maxLevel(size)) return false
  const { columns, rows } = levelTiles(size, level)
  return column >= 0 && row >= 0 && column < columns && row < rows
}

/** The stored name of one tile: `{stem}-dz{level}-{column}-{row}.webp`. */
export function tileName(stem: string, { level, column, row }: TileAddress): string {
  return `${stem}-dz${level}-${column}-${row}.${tileFormat}`
}

/** A tile's address (URL) for an upload's file name. */
export function tileUrl(filename: string, tile: TileAddress): string {
  return `${mediaBaseUrl()}${tileName(fileStem(filename), tile)}`
}

const tilePattern = /^([A-Za-z0-9][A-Za-z0-9._-]{0,200})-dz(\d{1,2})-(\d{1,4})-(\d{1,4})\.webp$/

/** Reads a requested tile name (path tricks refused, as for variants); null for anything else. */
export function parseTileName(name: string): ({ stem: string } & TileAddress) | null {
  const match = name.includes('..') ? null : tilePattern.exec(name)
  if (!match) return null
  return { stem: match[1], level: Number(match[2]), column: Number(match[3]), row: Number(match[4]) }
}

/** Matches the names of every tile of one stem (to drop them with its variants). */
export function tileNamePattern(stem: string): RegExp {
  return new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-dz\\d{1,2}-\\d{1,4}-\\d{1,4}\\.webp$`)
}

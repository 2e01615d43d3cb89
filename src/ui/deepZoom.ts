/**
 * Pure rules of the deep zoom viewer (issue 35 point 2): which images open in it, the tile source
 * OpenSeadragon is given for them, and the zoom as the image viewer shows it (1 = fitted).
 */
import { hasDeepZoom, maxLevel, tileOverlap, tileSize, tileUrl, type PixelSize } from '@/base/tiles'

export type DeepZoomImage = { filename?: string | null; width?: number | null; height?: number | null }

/** Whether the viewer opens this image in deep zoom: a stored original with a tile pyramid. */
export function opensDeep(image: DeepZoomImage | null | undefined): image is { filename: string; width: number; height: number } {
  return Boolean(image?.filename) && hasDeepZoom({ width: image?.width ?? 0, height: image?.height ?? 0 })
}

/**
 * The lowest level worth loading: the first whose long side reaches half a tile. The levels below
 * it are a handful of pixels, one tiny request each, that no screen would show.
 */
export function firstLevel(size: PixelSize): number {
  return Math.max(0, maxLevel(size) - Math.ceil(Math.log2(Math.max(size.width, size.height) / tileSize)))
}

export type TileSourceOptions = {
  width: number
  height: number
  tileSize: number
  tileOverlap: number
  minLevel: number
  maxLevel: number
  getTileUrl: (level: number, x: number, y: number) => string
}

/**
 * OpenSeadragon's custom tile source for the DZI pyramid of src/base/tiles.ts. Built from the
 * size the page already knows, so opening costs no request for a descriptor (and no connect-src
 * to a media host of its own): the first requests are tiles.
 */
export function tileSourceOf(image: { filename: string; width: number; height: number }): TileSourceOptions {
  const size = { width: image.width, height: image.height }
  return {
    width: size.width,
    height: size.height,
    tileSize,
    tileOverlap,
    minLevel: firstLevel(size),
    maxLevel: maxLevel(size),
    getTileUrl: (level, column, row) => tileUrl(image.filename, { level, column, row }),
  }
}

/** The zoom as the viewer's toolbar counts it: the fitted picture is 1. */
export function relativeZoom(zoom: number, homeZoom: number): number {
  return homeZoom > 0 ? zoom / homeZoom : 1
}

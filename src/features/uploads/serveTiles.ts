/**
 * Serves the deep zoom tiles of ../../base/tiles.ts through the media route: from the local disk beside the
 * variants or, with an object store, from the bucket beside their original. A request never cuts
 * anything (issue 46 point 3): a pyramid costs ~6 s of a core and ~15 MB per 6000 × 4500 original,
 * so it is made when staff upload the picture (./pyramids.ts, ./collections.ts) or by
 * `npm run pyramids`. A tile that is not stored — no pyramid yet, an original under 4,000 px, a
 * level or column past the pyramid's edge — answers 404 after one stat or one GET, and the viewer
 * shows the plain picture instead (src/ui/useDeepZoom.ts). A stem names one picture for good
 * (./variants.ts, storedName), so a stored tile never goes stale.
 */
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { getStoredObject, ObjectStoreUnavailable, objectStoreSettings, type ObjectStoreSettings } from './objectStore'
import { exists, mediaHeaders, notFound, readMediaFile, storeUnavailable, variantCacheDirectory } from './serveVariant'
import { parseTileName, tileName, type TileAddress } from '../../base/tiles'
import { isContentAddressed } from '../../base/mediaVariants'

/** The file of one stored tile on the local disk; null when it is not there. */
export async function tileFile(stem: string, tile: TileAddress): Promise<string | null> {
  const target = path.join(variantCacheDirectory(), tileName(stem, tile))
  return (await exists(target)) ? target : null
}

export type StoredTile = { body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>; size: number | undefined }

/** One tile from the bucket; null when it is not there. Errors of the store itself (ObjectStoreUnavailable) are the caller's to answer. */
export async function storedTile(store: ObjectStoreSettings, stem: string, tile: TileAddress): Promise<StoredTile | null> {
  const found = await getStoredObject(store, tileName(stem, tile))
  return found ? { body: found.body, size: found.size } : null
}

/**
 * The media route's answer (src/app/media): a deep zoom tile from here, with a variant's headers;
 * an original or a variant from ./serveVariant.ts.
 */
export async function serveMedia(name: string): Promise<Response> {
  const tile = parseTileName(name)
  if (!tile) return readMediaFile(name)
  const contentAddressed = isContentAddressed(tile.stem)
  const store = objectStoreSettings()
  try {
    if (store) {
      const found = await storedTile(store, tile.stem, tile)
      return found ? new Response(found.body, { headers: mediaHeaders(name, found.size, contentAddressed) }) : notFound()
    }
    const file = await tileFile(tile.stem, tile)
    if (!file) return notFound()
    const { size } = await fs.stat(file)
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, { headers: mediaHeaders(name, size, contentAddressed) })
  } catch (error) {
    if (error instanceof ObjectStoreUnavailable) return storeUnavailable()
    return notFound()
  }
}

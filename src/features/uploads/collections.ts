// Where the media collection's originals live and what follows an upload (its colours, its deep zoom pyramid, its variants dropped); applied in src/payload.config.ts.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../cms/hooks/requestErrors'
import { objectStoreSettings } from './objectStore'
import { makePyramid } from './pyramids'
import { dropVariants, mediaDirectory } from './serveVariant'
import { readSwatches } from './swatches'
import { hasDeepZoom } from '../../base/tiles'

/** A new or replaced picture's dominant colours, from which its artworks' colours are proposed. */
const readUploadSwatches: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (req.file?.data) data.swatches = await readSwatches(req.file.data)
  return data
}

/** A replaced picture's variants (and tiles) go; the new name gets its own. */
const dropReplacedVariants: CollectionAfterChangeHook = async ({ doc, previousDoc }) => {
  if (previousDoc?.filename && previousDoc.filename !== doc.filename) await dropVariants(previousDoc.filename)
  return doc
}

type IncomingFile = { data?: Buffer; tempFilePath?: string }

/**
 * A new or replaced large original gets its deep zoom pyramid now, while staff wait for the save
 * (~6 s for 6000 × 4500), so that no visitor's request ever cuts one (issue 46 point 3,
 * ./pyramids.ts). Cut from the bytes being saved: with an object store the storage plugin puts
 * the original in the bucket only in its own afterChange hook, after this one. A cut that fails
 * does not fail the upload: it is logged, the viewer shows the plain picture, and
 * `npm run pyramids` (or the next `npm start`) makes it again.
 */
const makeUploadPyramid: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!doc?.filename || previousDoc?.filename === doc.filename || !hasDeepZoom(doc)) return doc
  const file = (req.file ?? (req.context?._payloadCloudStorage as { file?: IncomingFile } | undefined)?.file) as IncomingFile | undefined
  const bytes = file?.data?.length ? file.data : (file?.tempFilePath ?? null)
  try {
    await makePyramid(doc.filename, bytes)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Deep zoom pyramid of ${doc.filename} not made (npm run pyramids makes it)` })
  }
  return doc
}

const dropDeletedVariants: CollectionAfterDeleteHook = async ({ doc }) => {
  if (doc?.filename) await dropVariants(doc.filename)
  return doc
}

/**
 * The media collection's storage: originals only, in MEDIA_DIR (the widths are made on first
 * request, src/app/media; a large original's deep zoom tiles at upload, ./pyramids.ts); a file not
 * on the disk answers 404 (Payload would answer 500 and log the server path), and with object storage the official adapter's handler answers from the bucket.
 * Any other collection is left as it is.
 */
export function withMediaStorage(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'media') return collection
  const hooks = collection.hooks ?? {}
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  return {
    ...collection,
    upload: { staticDir: mediaDirectory(), ...upload, handlers: [...(upload.handlers ?? []), ...(objectStoreSettings() ? [] : [missingFileAnswer(mediaDirectory)])] },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), readUploadSwatches],
      afterChange: [...(hooks.afterChange ?? []), dropReplacedVariants, makeUploadPyramid],
      afterDelete: [...(hooks.afterDelete ?? []), dropDeletedVariants],
    },
  }
}

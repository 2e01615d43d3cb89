// Where the media collection's originals live and what follows an upload (its colours, its variants and deep zoom pyramid, the replaced one's dropped); applied in src/payload.config.ts.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterOperationHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../cms/hooks/requestErrors'
import { objectStoreSettings } from './objectStore'
import { queueMediaJob, type MediaPicture } from './mediaJob'
import { dropVariants, mediaDirectory } from './serveVariant'
import { readSwatches } from './swatches'

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

/** The pictures a save stored, for its media job (a key of the request's context). */
const savedPictures = 'vernissageSavedPictures'

/**
 * A new or replaced picture's variants and (a large original) deep zoom pyramid are made in the
 * instance's media job once the save is done (./mediaJob.ts), so that no visitor's request waits
 * for them and staff do not either. Noted here, queued after the operation: with an object store
 * the storage plugin puts the original in the bucket in its own afterChange hook, after this one,
 * and the job reads it from where it is stored rather than holding every saved picture's bytes (an
 * import of hundreds would hold them all). The demo's seed does without (`mediaJob: false`).
 */
const noteSavedPicture: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!doc?.filename || previousDoc?.filename === doc.filename || req.context?.mediaJob === false) return doc
  const noted = (req.context[savedPictures] ??= []) as MediaPicture[]
  noted.push({ filename: doc.filename, width: doc.width, height: doc.height, mimeType: doc.mimeType })
  return doc
}

const queueSavedPictures: CollectionAfterOperationHook = async ({ req, result }) => {
  const noted = (req.context?.[savedPictures] ?? []) as MediaPicture[]
  if (noted.length === 0) return result
  req.context[savedPictures] = []
  for (const picture of noted) queueMediaJob(picture, (error, msg) => req.payload.logger.error({ err: error, msg }))
  return result
}

const dropDeletedVariants: CollectionAfterDeleteHook = async ({ doc }) => {
  if (doc?.filename) await dropVariants(doc.filename)
  return doc
}

/**
 * The media collection's storage: originals only, in MEDIA_DIR (the widths and a large original's
 * deep zoom tiles are made by the media job after the save, ./mediaJob.ts); a file not
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
      afterChange: [...(hooks.afterChange ?? []), dropReplacedVariants, noteSavedPicture],
      afterOperation: [...(hooks.afterOperation ?? []), queueSavedPictures],
      afterDelete: [...(hooks.afterDelete ?? []), dropDeletedVariants],
    },
  }
}

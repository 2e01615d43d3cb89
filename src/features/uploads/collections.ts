// Where the media collection's originals live and what follows an upload (its colours, its variants dropped); applied in src/payload.config.ts.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { missingFileAnswer } from '../../cms/hooks/requestErrors'
import { objectStoreSettings } from './objectStore'
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

const dropDeletedVariants: CollectionAfterDeleteHook = async ({ doc }) => {
  if (doc?.filename) await dropVariants(doc.filename)
  return doc
}

/**
 * The media collection's storage: originals only, in MEDIA_DIR (the widths are made on first
 * request, src/app/media); a file not on the disk answers 404 (Payload would answer 500 and log the
 * server path), and with object storage the official adapter's handler answers from the bucket.
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
      afterChange: [...(hooks.afterChange ?? []), dropReplacedVariants],
      afterDelete: [...(hooks.afterDelete ?? []), dropDeletedVariants],
    },
  }
}

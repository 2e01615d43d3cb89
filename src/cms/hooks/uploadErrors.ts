import type { AfterErrorHook, CollectionAfterChangeHook, CollectionSlug, Plugin } from 'payload'

/**
 * Payload answers an upload over the size limit with 413 but an empty "unknown error" body;
 * staff get a message that says what happened, in both admin languages.
 */
export function tooLargeUploadMessage(maxBytes: number): AfterErrorHook {
  const megabytes = Math.round(maxBytes / (1024 * 1024))
  return ({ error }) => {
    const status = (error as { status?: number } | undefined)?.status
    // A request refused for its declared size says so itself (src/features/security/writeGate.ts),
    // but an upload's refusal is the upload's message, whichever door said it.
    const data = (error as { data?: { upload?: boolean } } | undefined)?.data
    if (error?.name === 'RequestTooLarge' && !data?.upload) return
    if (status !== 413 && !/size limit/i.test(error?.message ?? '')) return
    return {
      status: 413,
      response: {
        errors: [{ message: `Die Datei ist größer als ${megabytes} MB. / The file is larger than ${megabytes} MB.` }],
      },
    }
  }
}

/** Whether an error comes from the object storage (the AWS SDK marks its errors with `$metadata`). */
export function isObjectStoreError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { name, $metadata, cause } = current as { name?: unknown; $metadata?: unknown; cause?: unknown }
    if (name === 'ObjectStoreUnavailable' || (typeof $metadata === 'object' && $metadata !== null)) return true
    current = cause
  }
  return false
}

const storeMessages = {
  de: 'Der Bildspeicher ist gerade nicht erreichbar, das Bild wurde nicht gespeichert. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
  en: 'The image storage cannot be reached right now, so the picture was not saved. Please try again in a few seconds.',
}

/** The fields that describe an upload's file; restored when a replacement could not be stored. */
const fileFields = ['filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'prefix', '_objectKey'] as const

/**
 * The storage adapter writes the file after the document row. On PostgreSQL a failure rolls both
 * back in one transaction; SQLite runs without transactions, so here a failed store undoes the
 * row itself: a new image is removed again, a replaced picture gets its previous file back. The
 * document is never left pointing at a file the bucket does not have.
 */
export function rollBackUploadsTheStoreRefused(slug: CollectionSlug): Plugin {
  const guard =
    (hook: CollectionAfterChangeHook): CollectionAfterChangeHook =>
    async (args) => {
      try {
        return await hook(args)
      } catch (error) {
        const { req, doc, previousDoc, operation } = args
        // Payload keeps the transaction as a promise; SQLite's resolves to null (no transaction).
        if (isObjectStoreError(error) && !(await req.transactionID)) {
          const where = { id: { equals: doc.id } }
          if (operation === 'create') await req.payload.db.deleteOne({ collection: slug, where })
          else if (previousDoc?.filename && previousDoc.filename !== doc.filename) {
            const data = Object.fromEntries(fileFields.filter((field) => field in previousDoc).map((field) => [field, previousDoc[field]]))
            await req.payload.db.updateOne({ collection: slug, where, data })
          }
        }
        throw error
      }
    }
  return (config) => ({
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug !== slug ? collection : { ...collection, hooks: { ...collection.hooks, afterChange: (collection.hooks?.afterChange ?? []).map(guard) } },
    ),
  })
}

/**
 * While the object storage cannot be reached, an upload (or a delete) fails as a whole: the
 * document is rolled back with the failed file, and staff read what happened in their language
 * instead of "Something went wrong". 503 with Retry-After: it is a passing state, not a bad request.
 */
export const objectStoreUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isObjectStoreError(error)) return
  const language = req?.i18n?.language ?? req?.locale
  const headers = req.responseHeaders ?? new Headers()
  headers.set('retry-after', '5')
  headers.set('cache-control', 'no-store')
  req.responseHeaders = headers
  return { status: 503, response: { errors: [{ message: language === 'de' ? storeMessages.de : storeMessages.en }] } }
}

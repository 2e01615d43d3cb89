/**
 * Odd REST requests answer 4xx with a message in the staff member's or visitor's language, never
 * 500 (issue 16 point 5): an id that is not a number (`/api/artworks/abc`, which the database
 * would refuse with an error), a page below 1, and a file of the media collection that is not on
 * the disk; anonymous lists are bounded.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionBeforeOperationHook, CollectionConfig, PayloadRequest, UploadConfig } from 'payload'

import { publicError } from '../errors'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/** Every collection's ids are numbers (SQLite and PostgreSQL both use serial ids). */
const numericId = /^\d{1,15}$/

function notFound(req: PayloadRequest) {
  return publicError(req.t ? req.t('error:notFound') : 'The requested resource was not found.', 404, 'NotFound', { reason: 'notFound' })
}

/** The largest page an anonymous REST or GraphQL client may ask for (as in src/features/graphql/guard.ts). */
export const maxPublicLimit = 100

/**
 * Lists asked for over REST and GraphQL: a page below 1 (`?page=-1`, which PostgreSQL refused
 * as a negative OFFSET) is page 1; an anonymous client gets at most 100 documents a page and
 * always pages (`limit=0` and `pagination=false` would return every document at once). The
 * site's own reads (Local API) are left as they are.
 */
function boundList(args: Record<string, unknown>, req: PayloadRequest) {
  if (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL') return
  if (args.page !== undefined) {
    const page = Math.floor(Number(args.page))
    args.page = Number.isFinite(page) && page >= 1 ? page : 1
  }
  if (req.user) return
  if (args.pagination === false) {
    // "Everything at once" becomes the largest page there is.
    args.pagination = true
    args.limit ??= maxPublicLimit
  }
  if (args.limit !== undefined) {
    const limit = Math.floor(Number(args.limit))
    args.limit = Number.isFinite(limit) && limit >= 1 ? Math.min(limit, maxPublicLimit) : maxPublicLimit
  }
}

export const rejectMalformedIds: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'read') boundList(args as Record<string, unknown>, req)
  const id = (args as { id?: unknown }).id
  if (id !== undefined && id !== null && !(typeof id === 'number' && Number.isSafeInteger(id)) && !(typeof id === 'string' && numericId.test(id))) {
    throw notFound(req)
  }
  return args
}

export function withMalformedIdsRefused(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [rejectMalformedIds, ...(collection.hooks?.beforeOperation ?? [])] } }
}

/**
 * An upload handler that answers 404 for a file missing from `directory` (Payload would log the
 * server path and answer 500) and 400 for a name that leaves it; otherwise Payload serves the file.
 */
export function missingFileAnswer(directory: () => string): UploadHandler {
  const handler = async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | void> => {
    const root = directory()
    const file = path.resolve(root, params.filename ?? '')
    const message = (key: 'error:notFound' | 'error:unknown') => (req.t ? req.t(key) : 'The requested resource was not found.')
    if (!params.filename || !file.startsWith(root + path.sep)) return Response.json({ errors: [{ message: message('error:notFound') }] }, { status: 400 })
    try {
      await fs.access(file)
    } catch {
      return Response.json({ errors: [{ message: message('error:notFound') }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
    }
  }
  // Payload's type admits a handler that answers or one that passes, not one that does either.
  return handler as UploadHandler
}

/** The most pixels an uploaded picture may have: 80 megapixels (a 10,000 × 8,000 photograph of a work). */
export const maxUploadPixels = 80_000_000

/** Why an upload's picture is refused, in the staff member's language; null when it is fine. */
export async function pictureProblem(data: Buffer, language: string | undefined): Promise<string | null> {
  const de = language === 'de'
  let width = 0
  let height = 0
  try {
    const { default: sharp } = await import('sharp')
    const metadata = await sharp(data, { limitInputPixels: false }).metadata()
    width = metadata.width ?? 0
    height = metadata.height ?? 0
  } catch {
    return de ? 'Die Datei ist kein lesbares Bild.' : 'The file is not a readable picture.'
  }
  if (!width || !height) return de ? 'Die Datei ist kein lesbares Bild.' : 'The file is not a readable picture.'
  if (width * height > maxUploadPixels) {
    const megapixels = Math.round((width * height) / 1_000_000)
    return de
      ? `Das Bild ist zu groß (${width} × ${height} Pixel, ${megapixels} Megapixel; höchstens 80). Bitte verkleinern Sie es.`
      : `The picture is too large (${width} × ${height} pixels, ${megapixels} megapixels; at most 80). Please make it smaller.`
  }
  return null
}

/** Refuses an upload whose picture cannot be read or is too large to make variants of (a decompression bomb). */
export const refuseOversizedPictures: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  // Other types are Payload's to refuse, with its own message ("file type not allowed").
  const picture = /^image\//.test(file?.mimetype ?? '') && file?.mimetype !== 'image/svg+xml'
  if ((operation === 'create' || operation === 'update') && file?.data && picture) {
    const problem = await pictureProblem(file.data, req.i18n?.language)
    if (problem) throw publicError(problem, 400, 'PictureRefused', { reason: 'picture' })
  }
  return args
}

/**
 * The admin's import form (multipart: `file`, optional `images`, `dryRun`, `publish`) read with
 * busboy as it arrives: the pictures archive goes straight to a temporary file, the catalogue file
 * (at most 25 MB) into memory. `Request.formData()` holds the whole body in memory, and a 1 GB
 * archive came to about twice that before the import read it (measured in
 * tests/integration/catalogue-archive.int.test.ts).
 */
import { once } from 'node:events'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import Busboy from 'busboy'

export type ImportForm = {
  fields: Record<string, string>
  /** The catalogue file, null when none (or an empty one) was sent. */
  file: Buffer | null
  fileTooLarge: boolean
  /** The path of the pictures archive on disk, null when none was sent. */
  images: string | null
  imagesTooLarge: boolean
  /** The temporary folder that holds `images`: removed by `discard`. */
  discard: () => Promise<void>
}

/** Reads the form; throws when the body is no complete multipart form (the caller answers 400). */
export async function readImportForm(request: Request, limits: { file: number; images: number }): Promise<ImportForm> {
  const type = request.headers.get('content-type') ?? ''
  if (!request.body || !/^multipart\/form-data\b/i.test(type)) throw new Error('not a multipart form')
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'vernissage-import-'))
  const discard = () => fsp.rm(folder, { recursive: true, force: true })
  const form: ImportForm = { fields: {}, file: null, fileTooLarge: false, images: null, imagesTooLarge: false, discard }
  try {
    const busboy = Busboy({ headers: { 'content-type': type }, defParamCharset: 'utf8', limits: { files: 2, fields: 10, parts: 12, fileSize: limits.images } })
    const writes: Array<Promise<void>> = []
    busboy.on('field', (name, value) => {
      form.fields[name] = value
    })
    busboy.on('file', (name, stream) => {
      if (name === 'file' && form.file === null && !form.fileTooLarge) {
        const chunks: Buffer[] = []
        let size = 0
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > limits.file) form.fileTooLarge = true
          else chunks.push(chunk)
        })
        writes.push(
          once(stream, 'end').then(() => {
            if (!form.fileTooLarge && size > 0) form.file = Buffer.concat(chunks)
          }),
        )
      } else if (name === 'images' && form.images === null) {
        const target = path.join(folder, 'pictures.zip')
        form.images = target
        stream.on('limit', () => {
          form.imagesTooLarge = true
        })
        writes.push(pipeline(stream, fs.createWriteStream(target)))
      } else stream.resume()
    })
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), busboy)
    await Promise.all(writes)
    if (form.images && (await fsp.stat(form.images)).size === 0) form.images = null
    return form
  } catch (error) {
    await discard()
    throw error
  }
}

/**
 * The pictures a catalogue file names in its image column: already stored ones by name, the others
 * from the images folder or ZIP archive that comes with the file, read one at a time.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { say, type Message } from '@/base/refusals'

import type { MediaPicture } from '../uploads/mediaJob'

import { imageTypes, storedName } from '../../base/mediaVariants'
import { CatalogueFileError } from './messages'
import type { Lookup } from './vocabulary'
import { openZip } from './zip'

/** A picture named in a row: one already stored under that name, or a file of the images folder. */
export type Picture = { stored: string; id?: number | string; name?: string; data?: Buffer }

/**
 * Largest picture the import takes, as the admin's upload (maxUploadBytes in payload.config.ts,
 * which this module cannot import: the config imports the catalogue): one picture is what the
 * import holds in memory at a time.
 */
export const maxPictureBytes = 25 * 1024 * 1024

export async function resolvePicture(name: string, media: Lookup, pictures: Pictures): Promise<Picture | Message> {
  const id = media.get(name)
  if (id !== undefined) return { stored: name, id }
  const offered = pictures.get(name)
  if (!offered) return say(`Bild fehlt: „${name}“`, `Image missing: "${name}"`)
  if (!imageTypes[path.extname(name).toLowerCase()]) return say(`Kein Bild: „${name}“`, `Not an image: "${name}"`)
  if (offered.size > maxPictureBytes) return say(`Bild ist größer als 25 MB: „${name}“`, `Image is larger than 25 MB: "${name}"`)
  let data: Buffer
  try {
    data = await offered.read()
  } catch (error) {
    return say(`Bild nicht lesbar: „${name}“ (${(error as Error).message})`, `Image not readable: "${name}" (${(error as Error).message})`)
  }
  const stored = storedName(name, createHash('sha256').update(data).digest('hex'))
  return { stored, id: media.get(stored), name, data }
}

/** The pictures offered with the file, by name, each with its size and how to read it. */
export type Pictures = ReadonlyMap<string, { size: number; read: () => Promise<Buffer> }>

/**
 * The pictures of the images folder or ZIP archive. An archive is opened and its directory read;
 * each picture is inflated from the disk only when a row names it. `close` lets the archive go.
 */
export async function pictureSource(images: string | undefined): Promise<{ pictures: Pictures; close: () => void }> {
  const pictures = new Map<string, { size: number; read: () => Promise<Buffer> }>()
  if (!images) return { pictures, close: () => undefined }
  if ((await fs.stat(images)).isFile()) {
    let archive: Awaited<ReturnType<typeof openZip>>
    try {
      archive = await openZip(images)
    } catch (error) {
      throw new CatalogueFileError(
        say(`Die Bilder-Datei ist kein lesbares ZIP-Archiv (${(error as Error).message}).`, `The images file is not a readable ZIP archive (${(error as Error).message}).`),
      )
    }
    for (const [name, file] of archive.files) {
      const base = path.posix.basename(name)
      if (!name.startsWith('__MACOSX/') && !base.startsWith('.') && !pictures.has(base)) pictures.set(base, file)
    }
    return { pictures, close: archive.close }
  }
  for (const entry of await fs.readdir(images, { withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(images, entry.name)
    pictures.set(entry.name, { size: (await fs.stat(file)).size, read: () => fs.readFile(file) })
  }
  return { pictures, close: () => undefined }
}

/**
 * The picture's stored id, uploading it once: its stored name carries its content, so a second
 * import finds it. An upload is added to `uploaded`, whose media jobs the import queues at its end.
 */
export async function pictureId(payload: Payload, picture: Picture, alt: string, media: Lookup, uploaded: MediaPicture[]): Promise<number | string> {
  const known = picture.id ?? media.get(picture.stored)
  if (known !== undefined) return known
  const data = picture.data as Buffer
  const name = picture.name as string
  const created = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: imageTypes[path.extname(name).toLowerCase()], name, size: data.length },
    overrideAccess: true,
    depth: 0,
    context: { mediaJob: false },
  })
  if (created.filename) uploaded.push({ filename: created.filename, width: created.width, height: created.height, mimeType: created.mimeType })
  media.set(created.filename ?? picture.stored, created.id)
  return created.id
}

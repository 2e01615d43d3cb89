import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { imageTypes, storedName } from '../uploads/variants'
import { CatalogueFileError, say, type Message } from './messages'
import type { Lookup } from './vocabulary'
import { readZip } from './zip'

/** A picture named in a row: one already stored under that name, or a file of the images folder. */
export type Picture = { stored: string; id?: number | string; name?: string; data?: Buffer }

export async function resolvePicture(name: string, media: Lookup, pictures: Pictures): Promise<Picture | Message> {
  const id = media.get(name)
  if (id !== undefined) return { stored: name, id }
  const read = pictures.get(name)
  if (!read) return say(`Bild fehlt: „${name}“`, `Image missing: "${name}"`)
  if (!imageTypes[path.extname(name).toLowerCase()]) return say(`Kein Bild: „${name}“`, `Not an image: "${name}"`)
  const data = await read()
  const stored = storedName(name, createHash('sha256').update(data).digest('hex'))
  return { stored, id: media.get(stored), name, data }
}

/** The pictures offered with the file, by name: read from the folder when needed, or unpacked from the archive. */
export type Pictures = Map<string, () => Promise<Buffer>>

export async function pictureSource(images: string | undefined): Promise<Pictures> {
  const pictures: Pictures = new Map()
  if (!images) return pictures
  if ((await fs.stat(images)).isFile()) {
    let files: Map<string, Buffer>
    try {
      files = readZip(await fs.readFile(images))
    } catch (error) {
      throw new CatalogueFileError(
        say(`Die Bilder-Datei ist kein lesbares ZIP-Archiv (${(error as Error).message}).`, `The images file is not a readable ZIP archive (${(error as Error).message}).`),
      )
    }
    for (const [name, data] of files) {
      const base = path.posix.basename(name)
      if (!name.startsWith('__MACOSX/') && !base.startsWith('.') && !pictures.has(base)) pictures.set(base, async () => data)
    }
    return pictures
  }
  for (const entry of await fs.readdir(images, { withFileTypes: true })) if (entry.isFile()) pictures.set(entry.name, () => fs.readFile(path.join(images, entry.name)))
  return pictures
}

/** The picture's stored id, uploading it once: its stored name carries its content, so a second import finds it. */
export async function pictureId(payload: Payload, picture: Picture, alt: string, media: Lookup): Promise<number | string> {
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
  })
  media.set(created.filename ?? picture.stored, created.id)
  return created.id
}

import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { storedName } from '../uploads/variants'
import { catalogueColumns, type CatalogueColumn, type CatalogueRow } from './columns'
import { parseCsv } from './csv'
import { catalogueEntries } from './exportCatalogue'
import { readXlsx } from './xlsx'
import { isZip, readZip } from './zip'

/** A reason, in both languages (the CLI prints the one of `IMPORT_LANGUAGE`, default German). */
export type Message = { de: string; en: string }
export type RowOutcome = { line: number; inventory: string; action: 'create' | 'update' | 'unchanged' | 'refused'; reasons: Message[] }
export type ImportSummary = { outcomes: RowOutcome[]; counts: Record<RowOutcome['action'], number> }
export type ImportOptions = {
  /** Only say what would happen. */
  dryRun?: boolean
  /** New and changed works are published; otherwise they are saved as drafts. */
  publish?: boolean
  /** The folder or ZIP archive holding the `image` column's files (found by file name, in any sub-folder of the archive). */
  images?: string
  onProgress?: (done: number, total: number) => void
}

/** The file as a whole cannot be imported (no header, no inventory column, unreadable). */
export class CatalogueFileError extends Error {
  constructor(readonly reason: Message) {
    super(reason.en)
  }
}

const say = (de: string, en: string): Message => ({ de, en })
const key = (value: string) => value.trim().normalize('NFC').toLocaleLowerCase('de')
const imageTypes: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif' }

/** The export guards texts against spreadsheet formulas with an apostrophe; the import takes it off. */
const unguard = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value).trim()

function plainToRichText(text: string) {
  const paragraph = (content: string) => ({
    type: 'paragraph',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [{ type: 'text', version: 1, text: content, detail: 0, format: 0, mode: 'normal', style: '' }],
  })
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: blocks.map(paragraph) } }
}

type Lookup = Map<string, number | string>
type Lookups = {
  artists: Lookup
  mediums: Lookup
  colors: Lookup
  tags: Lookup
  /** Stored pictures by file name (what the export writes in `image`). */
  media: Lookup
  works: Map<string, { id: number | string; row: CatalogueRow }>
}

async function vocabulary(payload: Payload, collection: 'artists' | 'mediums' | 'colors' | 'tags'): Promise<Lookup> {
  const lookup: Lookup = new Map()
  for (const locale of ['de', 'en'] as const) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, locale, fallbackLocale: false, overrideAccess: true, draft: true })
    for (const doc of docs as Array<{ id: number | string; name?: string | null; slug?: string | null }>) {
      for (const name of [doc.name, doc.slug]) if (name && !lookup.has(key(name))) lookup.set(key(name), doc.id)
    }
  }
  return lookup
}

async function lookups(payload: Payload): Promise<Lookups> {
  const [artists, mediums, colors, tags, entries] = await Promise.all([
    vocabulary(payload, 'artists'),
    vocabulary(payload, 'mediums'),
    vocabulary(payload, 'colors'),
    vocabulary(payload, 'tags'),
    catalogueEntries(payload, { inventory: { exists: true } }),
  ])
  const works = new Map(entries.map((entry) => [entry.row.inventory, entry]))
  const stored = await payload.find({ collection: 'media', pagination: false, depth: 0, overrideAccess: true, select: { filename: true } })
  const media: Lookup = new Map(stored.docs.flatMap((doc) => (doc.filename ? [[doc.filename, doc.id] as const] : [])))
  return { artists, mediums, colors, tags, media, works }
}

const yes = new Set(['yes', 'ja', 'true', 'wahr', '1', 'x'])
const no = new Set(['no', 'nein', 'false', 'falsch', '0', ''])

/** A picture named in a row: one already stored under that name, or a file of the images folder. */
type Picture = { stored: string; id?: number | string; name?: string; data?: Buffer }

async function resolvePicture(name: string, look: Lookups, pictures: Pictures): Promise<Picture | Message> {
  const id = look.media.get(name)
  if (id !== undefined) return { stored: name, id }
  const read = pictures.get(name)
  if (!read) return say(`Bild fehlt: „${name}“`, `Image missing: "${name}"`)
  if (!imageTypes[path.extname(name).toLowerCase()]) return say(`Kein Bild: „${name}“`, `Not an image: "${name}"`)
  const data = await read()
  const stored = storedName(name, createHash('sha256').update(data).digest('hex'))
  return { stored, id: look.media.get(stored), name, data }
}

/** One row's values checked and turned into the work's data, or the reasons it cannot be. */
function readRow(row: CatalogueRow, look: Lookups) {
  const reasons: Message[] = []
  const number = (column: CatalogueColumn, label: Message, { whole = false, min = 0, max = 100_000_000 } = {}) => {
    const text = row[column].replace(/\s|€|EUR/gi, '')
    if (text === '') return null
    const value = Number(text.replace(/^(\d+),(\d{1,2})$/, '$1.$2'))
    if (!/^\d+([.,]\d{1,2})?$/.test(text) || !Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < min || value > max) {
      reasons.push(say(`${label.de} ist keine gültige Zahl: „${row[column]}“`, `${label.en} is not a valid number: "${row[column]}"`))
      return null
    }
    return value
  }
  const flag = (column: CatalogueColumn, label: Message) => {
    const text = key(row[column])
    if (yes.has(text)) return true
    if (no.has(text)) return false
    reasons.push(say(`${label.de}: „${row[column]}“ ist weder ja noch nein`, `${label.en}: "${row[column]}" is neither yes nor no`))
    return false
  }
  const names = (column: CatalogueColumn, lookup: Lookup, label: Message) =>
    row[column]
      .split(/;/)
      .map((name) => name.trim())
      .filter(Boolean)
      .flatMap((name) => {
        const id = lookup.get(key(name))
        if (id === undefined) reasons.push(say(`Unbekannt in ${label.de}: „${name}“`, `Unknown in ${label.en}: "${name}"`))
        return id === undefined ? [] : [id]
      })

  if (!row.title_de && !look.works.has(row.inventory)) reasons.push(say('Titel (deutsch) fehlt', 'German title missing'))
  let artist: number | string | null = null
  if (row.artist) {
    artist = look.artists.get(key(row.artist)) ?? null
    if (artist === null) reasons.push(say(`Unbekannte:r Künstler:in: „${row.artist}“`, `Unknown artist: "${row.artist}"`))
  }
  const medium = (() => {
    const name = row.medium_de || row.medium_en
    if (!name) return null
    const id = look.mediums.get(key(name))
    if (id === undefined) reasons.push(say(`Unbekanntes Medium: „${name}“`, `Unknown medium: "${name}"`))
    return id ?? null
  })()
  const data = {
    inventory: row.inventory,
    year: number('year', say('Jahr', 'Year'), { whole: true, min: 1000, max: 2200 }),
    price: number('price', say('Preis', 'Price')),
    priceOnRequest: flag('price_on_request', say('Preis auf Anfrage', 'Price on request')),
    sold: flag('sold', say('Verkauft', 'Sold')),
    dimensions: {
      width: number('width_cm', say('Breite', 'Width'), { max: 100_000 }),
      height: number('height_cm', say('Höhe', 'Height'), { max: 100_000 }),
      depth: number('depth_cm', say('Tiefe', 'Depth'), { max: 100_000 }),
    },
    artist,
    medium,
    colors: names('colors', look.colors, say('Farben', 'colours')),
    tags: names('tags', look.tags, say('Schlagwörter', 'tags')),
  }
  return { reasons, data }
}

/** Two rows say the same, as far as a spreadsheet's rewriting (spaces, 1200 vs 1200.0, ja vs yes) goes. */
function sameRow(imported: CatalogueRow, stored: CatalogueRow, present: ReadonlySet<CatalogueColumn>): boolean {
  const normal = (column: CatalogueColumn, value: string) => {
    const text = value.trim().normalize('NFC')
    if (column === 'sold' || column === 'price_on_request') return yes.has(key(text)) ? 'yes' : 'no'
    if (/_cm$|^price$|^year$/.test(column) && text !== '' && !Number.isNaN(Number(text.replace(',', '.')))) return String(Number(text.replace(',', '.')))
    if (column === 'colors' || column === 'tags')
      return text
        .split(/\s*;\s*/)
        .filter(Boolean)
        .map(key)
        .join(';')
    return text.replace(/\r\n/g, '\n')
  }
  return catalogueColumns.every((column) => column === 'medium_en' || !present.has(column) || normal(column, imported[column]) === normal(column, stored[column]))
}

/** The pictures offered with the file, by name: read from the folder when needed, or unpacked from the archive. */
type Pictures = Map<string, () => Promise<Buffer>>

async function pictureSource(images: string | undefined): Promise<Pictures> {
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
async function pictureId(payload: Payload, picture: Picture, alt: string, look: Lookups): Promise<number | string> {
  const known = picture.id ?? look.media.get(picture.stored)
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
  look.media.set(created.filename ?? picture.stored, created.id)
  return created.id
}

/** The work's fields each column fills. */
const fieldColumns: Array<[string, CatalogueColumn]> = [
  ['year', 'year'],
  ['price', 'price'],
  ['priceOnRequest', 'price_on_request'],
  ['sold', 'sold'],
  ['artist', 'artist'],
  ['colors', 'colors'],
  ['tags', 'tags'],
  ['description', 'description_de'],
  ['images', 'image'],
]

/** Leaves out of an update the fields whose columns the file does not have. */
function keepAbsentColumns(data: Record<string, unknown>, present: ReadonlySet<CatalogueColumn>): void {
  for (const [field, column] of fieldColumns) if (!present.has(column)) delete data[field]
  if (!present.has('medium_de') && !present.has('medium_en')) delete data.medium
  const dimensions = data.dimensions as Record<string, unknown>
  for (const side of ['width', 'height', 'depth']) if (!present.has(`${side}_cm` as CatalogueColumn)) delete dimensions[side]
  if (Object.keys(dimensions).length === 0) delete data.dimensions
}

/**
 * Issue 19 point 1: a catalogue file (the export's columns; CSV) into the artworks, keyed by
 * inventory number. Every row is checked first; a row with any problem is refused as a whole, with
 * its reasons, and the others go on. A work whose row says what it already holds is left alone, so
 * importing a file twice changes nothing, and an interrupted import is resumed by running it again.
 * A new work is created in German and then given its English texts; should that fail, the new work
 * is deleted again, so no half-made work stays behind. Every save goes through the collection's
 * hooks: a version in the history, and on the site within seconds once published.
 */
export async function importCatalogue(payload: Payload, file: string | Buffer, options: ImportOptions = {}): Promise<ImportSummary> {
  let table: string[][]
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file
  try {
    table = isZip(bytes) ? readXlsx(bytes) : parseCsv(bytes.toString('utf8'))
  } catch (error) {
    const what = isZip(bytes) ? say('lesbare XLSX-Datei', 'readable XLSX file') : say('lesbares CSV', 'readable CSV')
    throw new CatalogueFileError(
      say(`Die Datei ist kein${isZip(bytes) ? 'e' : ''} ${what.de} (${(error as Error).message}).`, `The file is not a ${what.en} (${(error as Error).message}).`),
    )
  }
  const header = (table[0] ?? []).map((name) => name.trim().toLowerCase())
  // A file may carry only some columns (inventory and price, say): an existing work keeps what the others hold.
  const present = new Set(catalogueColumns.filter((column) => header.includes(column)))
  if (!header.includes('inventory'))
    throw new CatalogueFileError(say('Die Spalte „inventory“ (Inventarnummer) fehlt in der ersten Zeile.', 'The column "inventory" is missing from the first line.'))
  const look = await lookups(payload)
  const offered = await pictureSource(options.images)
  const outcomes: RowOutcome[] = []
  const seen = new Set<string>()
  const body = table.slice(1)
  for (const [index, cells] of body.entries()) {
    const line = index + 2
    const row = Object.fromEntries(catalogueColumns.map((column) => [column, unguard(cells[header.indexOf(column)] ?? '')])) as CatalogueRow
    const outcome: RowOutcome = { line, inventory: row.inventory, action: 'refused', reasons: [] }
    outcomes.push(outcome)
    if (!row.inventory) outcome.reasons.push(say('Inventarnummer fehlt', 'Inventory number missing'))
    else if (seen.has(row.inventory))
      outcome.reasons.push(
        say(`Inventarnummer „${row.inventory}“ steht schon weiter oben in der Datei`, `Inventory number "${row.inventory}" already appears further up in the file`),
      )
    seen.add(row.inventory)
    const { reasons, data } = readRow(row, look)
    outcome.reasons.push(...reasons)
    const pictures: Picture[] = []
    for (const name of row.image
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const picture = await resolvePicture(name, look, offered)
      if ('de' in picture) outcome.reasons.push(picture)
      else pictures.push(picture)
    }
    const existing = look.works.get(row.inventory)
    // Compared with the stored work under the names its pictures are (or would be) stored by.
    const asStored = { ...row, image: pictures.map((picture) => picture.stored).join('; ') }
    if (outcome.reasons.length === 0) outcome.action = !existing ? 'create' : sameRow(asStored, existing.row, present) ? 'unchanged' : 'update'
    if (options.dryRun || outcome.action === 'refused' || outcome.action === 'unchanged') {
      options.onProgress?.(index + 1, body.length)
      continue
    }
    let createdId: number | string | undefined
    try {
      const imageIds = []
      for (const picture of pictures) imageIds.push(await pictureId(payload, picture, row.title_de || row.inventory, look))
      const status = options.publish ? 'published' : 'draft'
      const german: Record<string, unknown> = {
        ...data,
        ...(row.title_de ? { title: row.title_de } : {}),
        ...(row.description_de || existing ? { description: row.description_de ? plainToRichText(row.description_de) : null } : {}),
        ...(pictures.length > 0 || existing ? { images: imageIds } : {}),
        _status: status,
      }
      if (existing) keepAbsentColumns(german, present)
      const english = {
        ...(row.title_en ? { title: row.title_en } : {}),
        ...(row.description_en ? { description: plainToRichText(row.description_en) } : {}),
        _status: status,
      }
      const draft = !options.publish
      const write = { overrideAccess: true, depth: 0, draft, context: { catalogueImport: true } } as const
      const saved = existing
        ? await payload.update({ collection: 'artworks', id: existing.id, locale: 'de', data: german as never, ...write })
        : await payload.create({ collection: 'artworks', locale: 'de', data: { ...german, title: row.title_de } as never, ...write })
      if (!existing) createdId = saved.id
      if (Object.keys(english).length > 1) await payload.update({ collection: 'artworks', id: saved.id, locale: 'en', data: english as never, ...write })
      look.works.set(row.inventory, { id: saved.id, row: asStored })
    } catch (error) {
      if (createdId !== undefined) await payload.delete({ collection: 'artworks', id: createdId, overrideAccess: true }).catch(() => undefined)
      outcome.action = 'refused'
      const detail = error instanceof Error ? error.message : String(error)
      outcome.reasons.push(say(`Speichern fehlgeschlagen: ${detail}`, `Saving failed: ${detail}`))
    }
    options.onProgress?.(index + 1, body.length)
  }
  const counts = { create: 0, update: 0, unchanged: 0, refused: 0 }
  for (const outcome of outcomes) counts[outcome.action] += 1
  return { outcomes, counts }
}

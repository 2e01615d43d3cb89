import type { Payload } from 'payload'

import { say, type Message } from '@/base/refusals'

import { queueMediaJob, type MediaPicture } from '../uploads/mediaJob'

import { parseAmount } from './amounts'
import { changedColumns, exportTime, laterChange, no, yes, type FieldChange } from './changes'
import { catalogueColumns, type CatalogueColumn, type CatalogueRow } from './columns'
import { parseCsv } from './csv'
import { catalogueEntries } from './exportCatalogue'
import { CatalogueFileError } from './messages'
import { pictureId, pictureSource, resolvePicture, type Picture } from './pictures'
import { foldName } from './names'
import { createArtist, forgetArtist, key, suggestion, vocabulary, type Lookup, type Vocabulary } from './vocabulary'
import { readXlsx, type XlsxCell } from './xlsx'
import { isZip } from './zip'

export { CatalogueFileError } from './messages'
export type { FieldChange } from './changes'
/**
 * What becomes of a row: `conflict` is a row exported before the work's last change, left alone
 * unless the import is forced. `changes` names, for an update (or a conflict), each changed column's
 * old and new value.
 */
export type RowOutcome = {
  line: number
  inventory: string
  action: 'create' | 'update' | 'unchanged' | 'conflict' | 'refused'
  reasons: Message[]
  changes?: FieldChange[]
}
/** An artist the file names who did not exist: created with the first row that names them (in a dry run, would be). */
export type NewArtist = { name: string; lines: number[] }
/** `publishedArtists`: artists who were drafts and are published with the works a publishing import publishes. */
export type ImportSummary = { outcomes: RowOutcome[]; counts: Record<RowOutcome['action'], number>; newArtists: NewArtist[]; publishedArtists: NewArtist[] }
export type ImportOptions = {
  /** Only say what would happen. */
  dryRun?: boolean
  /** New and changed works are published; otherwise they are saved as drafts. */
  publish?: boolean
  /** The folder or ZIP archive holding the `image` column's files (found by file name, in any sub-folder of the archive). */
  images?: string
  onProgress?: (done: number, total: number) => void
  /** Rows exported before their work's last change are applied too (otherwise they are conflicts, left alone). */
  force?: boolean
}

/** The export guards texts against spreadsheet formulas with an apostrophe; the import takes it off. */
const unguard = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value).trim()

/**
 * A cell as the column reads it. A spreadsheet's date cell is a date: in the year column its
 * year ("01.01.2019" formatted as a date is the year 2019), elsewhere the day as ISO 8601 (and the
 * time, when it has one), never the spreadsheet's day number.
 */
function cellText(cell: XlsxCell | undefined, column: CatalogueColumn): string {
  if (cell === undefined) return ''
  if (typeof cell === 'string') return unguard(cell)
  if (column === 'year') return String(cell.getUTCFullYear())
  if (column === 'updated_at') return cell.toISOString()
  const iso = cell.toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16)
}

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

type Lookups = {
  artists: Vocabulary
  mediums: Vocabulary
  colors: Vocabulary
  tags: Vocabulary
  /** Stored pictures by file name (what the export writes in `image`). */
  media: Lookup
  works: Map<string, { id: number | string; row: CatalogueRow }>
  /** Artists not published (never, or no longer), by id, with their names. */
  draftArtists: Map<number | string, string>
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
  // The main rows: a published artist with unpublished changes is published all the same.
  const drafts = await payload.find({
    collection: 'artists',
    where: { _status: { not_equals: 'published' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  })
  const draftArtists = new Map(drafts.docs.map((doc) => [doc.id, doc.name] as const))
  return { artists, mediums, colors, tags, media, works, draftArtists }
}

/**
 * One row's values checked and turned into the work's data, or the reasons it cannot be; with
 * `newArtist` when the row names an artist who does not exist yet (nor nearly under another spelling).
 */
function readRow(row: CatalogueRow, look: Lookups, planned: ReadonlyMap<string, NewArtist>) {
  const reasons: Message[] = []
  const number = (column: CatalogueColumn, label: Message, { whole = false, min = 0, max = 100_000_000 } = {}) => {
    const parsed = parseAmount(row[column])
    if (parsed === null) return null
    if ('error' in parsed || (whole && !Number.isInteger(parsed.value)) || parsed.value < min || parsed.value > max) {
      reasons.push(
        column === 'price'
          ? say(
              `${label.de} ist kein gültiger Betrag: „${row[column]}“ (gelesen werden z. B. 3.400 €, 1.200,50, EUR 3400, 3400,- oder €3,400.00)`,
              `${label.en} is not a valid amount: "${row[column]}" (read are e.g. 3.400 €, 1.200,50, EUR 3400, 3400,- or €3,400.00)`,
            )
          : say(`${label.de} ist keine gültige Zahl: „${row[column]}“`, `${label.en} is not a valid number: "${row[column]}"`),
      )
      return null
    }
    return parsed.value
  }
  const flag = (column: CatalogueColumn, label: Message) => {
    const text = key(row[column])
    if (yes.has(text)) return true
    if (no.has(text)) return false
    reasons.push(say(`${label.de}: „${row[column]}“ ist weder ja noch nein`, `${label.en}: "${row[column]}" is neither yes nor no`))
    return false
  }
  const unknown = (name: string, known: Vocabulary, message: Message) => {
    const hint = suggestion(name, known.names)
    reasons.push(hint ? say(message.de + hint.de, message.en + hint.en) : message)
  }
  const names = (column: CatalogueColumn, known: Vocabulary, label: Message) =>
    row[column]
      .split(/;/)
      .map((name) => name.trim())
      .filter(Boolean)
      .flatMap((name) => {
        const id = known.ids.get(key(name))
        if (id === undefined) unknown(name, known, say(`Unbekannt in ${label.de}: „${name}“`, `Unknown in ${label.en}: "${name}"`))
        return id === undefined ? [] : [id]
      })

  if (!row.title_de && !look.works.has(row.inventory)) reasons.push(say('Titel (deutsch) fehlt', 'German title missing'))
  let artist: number | string | null = null
  let newArtist: string | undefined
  if (row.artist) {
    artist = look.artists.ids.get(key(row.artist)) ?? null
    // Brought by an earlier row of this file (and in an import, made by it already).
    if (planned.has(key(row.artist))) newArtist = row.artist
    else if (artist === null) {
      // Spelled nearly like an artist who exists, or one an earlier row brings: refused, so nobody is doubled.
      const hint = suggestion(row.artist, look.artists.names)
      if (hint)
        reasons.push(
          say(
            `Künstler:in „${row.artist}“ gibt es noch nicht${hint.de} Ist es eine andere Person, legen Sie sie bitte zuerst unter Künstler:innen an.`,
            `Artist "${row.artist}" does not exist yet${hint.en} If it is another person, please create them under Artists first.`,
          ),
        )
      else newArtist = row.artist
    }
  }
  const medium = (() => {
    const name = row.medium_de || row.medium_en
    if (!name) return null
    const id = look.mediums.ids.get(key(name))
    if (id === undefined) unknown(name, look.mediums, say(`Unbekanntes Medium: „${name}“`, `Unknown medium: "${name}"`))
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
  return { reasons, data, newArtist }
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
  let table: XlsxCell[][]
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file
  try {
    table = isZip(bytes) ? await readXlsx(bytes) : parseCsv(bytes.toString('utf8'))
  } catch (error) {
    const what = isZip(bytes) ? say('lesbare XLSX-Datei', 'readable XLSX file') : say('lesbares CSV', 'readable CSV')
    throw new CatalogueFileError(
      say(`Die Datei ist kein${isZip(bytes) ? 'e' : ''} ${what.de} (${(error as Error).message}).`, `The file is not a ${what.en} (${(error as Error).message}).`),
    )
  }
  const header = (table[0] ?? []).map((name) => cellText(name, 'inventory').toLowerCase())
  // A file may carry only some columns (inventory and price, say): an existing work keeps what the others hold.
  const present = new Set(catalogueColumns.filter((column) => header.includes(column)))
  if (!header.includes('inventory'))
    throw new CatalogueFileError(say('Die Spalte „inventory“ (Inventarnummer) fehlt in der ersten Zeile.', 'The column "inventory" is missing from the first line.'))
  const look = await lookups(payload)
  const offered = await pictureSource(options.images)
  const outcomes: RowOutcome[] = []
  const seen = new Set<string>()
  const newArtists = new Map<string, NewArtist>()
  const publishedArtists = new Map<number | string, NewArtist>()
  // The pictures this import uploads: their media jobs start once it has read the whole file.
  const uploaded: MediaPicture[] = []
  const body = table.slice(1)
  // The archive stays open while the rows are read (its pictures are read one by one), and is closed however the import ends.
  try {
    for (const [index, cells] of body.entries()) {
      const line = index + 2
      const row = Object.fromEntries(catalogueColumns.map((column) => [column, cellText(cells[header.indexOf(column)], column)])) as CatalogueRow
      const outcome: RowOutcome = { line, inventory: row.inventory, action: 'refused', reasons: [] }
      outcomes.push(outcome)
      if (!row.inventory) outcome.reasons.push(say('Inventarnummer fehlt', 'Inventory number missing'))
      else if (seen.has(row.inventory))
        outcome.reasons.push(
          say(`Inventarnummer „${row.inventory}“ steht schon weiter oben in der Datei`, `Inventory number "${row.inventory}" already appears further up in the file`),
        )
      seen.add(row.inventory)
      const { reasons, data, newArtist } = readRow(row, look, newArtists)
      outcome.reasons.push(...reasons)
      const pictures: Picture[] = []
      for (const name of row.image
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const picture = await resolvePicture(name, look.media, offered.pictures)
        if ('de' in picture) outcome.reasons.push(picture)
        else pictures.push(picture)
      }
      const existing = look.works.get(row.inventory)
      // Compared with the stored work under the names its pictures are (or would be) stored by.
      const asStored = { ...row, image: pictures.map((picture) => picture.stored).join('; ') }
      const changes = existing ? changedColumns(asStored, existing.row, present) : []
      const exported = exportTime(row.updated_at)
      if (exported.reason) outcome.reasons.push(exported.reason)
      if (outcome.reasons.length === 0) outcome.action = !existing ? 'create' : changes.length === 0 ? 'unchanged' : 'update'
      if (existing && changes.length > 0) outcome.changes = changes
      // A row exported before the work's last change would undo that change: left alone unless forced.
      const conflict = outcome.action === 'update' && existing ? laterChange(exported.time, existing.row.updated_at, Boolean(options.force)) : null
      if (conflict) {
        outcome.reasons.push(conflict.reason)
        if (!conflict.applied) outcome.action = 'conflict'
      }
      // A work is never public while its artist is a draft: a publishing import publishes the artist too.
      const publishes = options.publish && (outcome.action === 'create' || outcome.action === 'update')
      const draftArtist = publishes && data.artist !== null ? look.draftArtists.get(data.artist) : undefined
      if (draftArtist !== undefined && data.artist !== null) {
        const entry = publishedArtists.get(data.artist) ?? { name: draftArtist, lines: [] }
        publishedArtists.set(data.artist, entry)
        entry.lines.push(line)
      }
      // The row's new artist is listed (and made) only with a row that is saved: a refused row brings nobody.
      const bringing = newArtist !== undefined && (outcome.action === 'create' || outcome.action === 'update')
      const brought = bringing ? (newArtists.get(key(newArtist)) ?? { name: newArtist, lines: [] }) : undefined
      if (brought) {
        newArtists.set(key(brought.name), brought)
        // Later rows are checked against the new name too ("Mara Lindé" after "Mara Linde").
        look.artists.names.set(brought.name, foldName(brought.name))
        brought.lines.push(line)
      }
      if (options.dryRun || outcome.action === 'refused' || outcome.action === 'unchanged' || outcome.action === 'conflict') {
        options.onProgress?.(index + 1, body.length)
        continue
      }
      let createdId: number | string | undefined
      let createdArtist: number | string | undefined
      try {
        if (brought && !look.artists.ids.has(key(brought.name))) {
          createdArtist = await createArtist(payload, brought.name, look.artists, options.publish ? 'published' : 'draft')
          data.artist = createdArtist
        } else if (brought) data.artist = look.artists.ids.get(key(brought.name)) ?? null
        if (publishes && data.artist !== null && look.draftArtists.has(data.artist)) {
          await payload.update({ collection: 'artists', id: data.artist, data: { _status: 'published' }, overrideAccess: true, depth: 0, context: { catalogueImport: true } })
          look.draftArtists.delete(data.artist)
        }
        const imageIds = []
        for (const picture of pictures) imageIds.push(await pictureId(payload, picture, row.title_de || row.inventory, look.media, uploaded))
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
        if (brought) {
          // The artist made for this row goes too: the row, corrected, brings them again.
          if (createdArtist !== undefined) await forgetArtist(payload, brought.name, createdArtist, look.artists)
          brought.lines.pop()
          if (brought.lines.length === 0) {
            newArtists.delete(key(brought.name))
            look.artists.names.delete(brought.name)
          }
        }
        outcome.action = 'refused'
        const detail = error instanceof Error ? error.message : String(error)
        outcome.reasons.push(say(`Speichern fehlgeschlagen: ${detail}`, `Saving failed: ${detail}`))
      }
      options.onProgress?.(index + 1, body.length)
    }
  } finally {
    offered.close()
    // Variants and pyramids one picture at a time after the import, not beside it: the import
    // reads an archive of hundreds of photographs in bounded memory, and libvips' working set
    // would grow with it (src/features/uploads/mediaJob.ts).
    for (const picture of uploaded) queueMediaJob(picture, (error, message) => payload.logger.error({ err: error, msg: message }))
  }
  const counts = { create: 0, update: 0, unchanged: 0, conflict: 0, refused: 0 }
  for (const outcome of outcomes) counts[outcome.action] += 1
  return { outcomes, counts, newArtists: [...newArtists.values()], publishedArtists: [...publishedArtists.values()] }
}

/**
 * The catalogue import (issue 19 point 1; `npm run import -- file.csv --images folder`): a dry run
 * that says row by row what would happen and why a row is refused, in both languages; then the
 * import, idempotent (the same file twice changes nothing), and an export read back unchanged.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { toCsv } from '@/features/catalogue/csv'
import { catalogueColumns } from '@/features/catalogue/columns'
import { catalogueCsv, catalogueXlsx } from '@/features/catalogue/exportCatalogue'
import { CatalogueFileError, importCatalogue } from '@/features/catalogue/importCatalogue'
import { toXlsx } from '@/features/catalogue/xlsx'
import { writeZip } from '@/features/catalogue/zip'

import { quiet, testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true, ...quiet }
const stamp = uniqueSlug('imp')
let folder: string
const names = { artist: `Lena Vogt ${stamp}`, medium: `Tusche ${stamp}`, mediumEn: `Ink ${stamp}`, colour: `Indigo ${stamp}`, tag: `Nacht ${stamp}` }

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({ collection: 'artists', data: { name: names.artist, slug: uniqueSlug('lena'), personType: 'artist', _status: 'published' }, ...write })
  const medium = await payload.create({ collection: 'mediums', locale: 'de', data: { name: names.medium, slug: uniqueSlug('tusche') }, ...write })
  await payload.update({ collection: 'mediums', id: medium.id, locale: 'en', data: { name: names.mediumEn }, ...write })
  await payload.create({ collection: 'colors', locale: 'de', data: { name: names.colour, slug: uniqueSlug('indigo'), hex: '#2b2f6b' }, ...write })
  await payload.create({ collection: 'tags', locale: 'de', data: { name: names.tag, slug: uniqueSlug('nacht') }, ...write })
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'vernissage-import-'))
  await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2b2f6b' } })
    .png()
    .toFile(path.join(folder, 'nachtstueck.png'))
  await fs.writeFile(path.join(folder, 'notiz.txt'), 'kein Bild')
})

const header = [...catalogueColumns]
function csv(rows: Array<Partial<Record<(typeof catalogueColumns)[number], string>>>): string {
  return toCsv([header, ...rows.map((row) => header.map((column) => row[column] ?? ''))])
}
const good = (n: number, extra: Record<string, string> = {}) => ({
  inventory: `${stamp}-${n}`,
  title_de: `Nachtstück ${n}`,
  title_en: `Night piece ${n}`,
  artist: names.artist,
  year: '2019',
  medium_de: names.medium,
  description_de: 'Tusche auf Papier.\n\nZweiter Absatz.',
  price: '1200,50',
  sold: 'nein',
  width_cm: '40',
  height_cm: '30',
  colors: names.colour,
  tags: names.tag,
  image: 'nachtstueck.png',
  ...extra,
})
const mine = { inventory: { like: stamp } }
const count = async (collection: 'artworks' | 'media') => (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('catalogue import', () => {
  it('says row by row what a dry run would do, with the reasons for each refused row, and changes nothing', async () => {
    const file = csv([
      good(1),
      good(2, { artist: 'Niemand Bekannt' }),
      good(3, { price: 'zwölfhundert' }),
      good(4, { image: 'fehlt.jpg' }),
      good(1, { title_de: 'Doppelt' }),
      good(5, { image: 'notiz.txt', sold: 'vielleicht', colors: 'Unfarbe' }),
      { title_de: 'Ohne Nummer' },
    ])
    const before = await count('artworks')
    const { outcomes, counts } = await importCatalogue(payload, file, { dryRun: true, images: folder })
    expect(await count('artworks')).toBe(before)
    expect(counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 6 })
    const reasons = (line: number, language: 'de' | 'en') =>
      outcomes
        .find((outcome) => outcome.line === line)
        ?.reasons.map((reason) => reason[language])
        .join(' | ')
    expect(outcomes[0]).toMatchObject({ line: 2, action: 'create', reasons: [] })
    expect(reasons(3, 'de')).toBe('Unbekannte:r Künstler:in: „Niemand Bekannt“')
    expect(reasons(3, 'en')).toBe('Unknown artist: "Niemand Bekannt"')
    expect(reasons(4, 'en')).toBe('Price is not a valid number: "zwölfhundert"')
    expect(reasons(5, 'de')).toBe('Bild fehlt: „fehlt.jpg“')
    expect(reasons(6, 'en')).toBe(`Inventory number "${stamp}-1" already appears further up in the file`)
    expect(reasons(7, 'en')).toBe('Sold: "vielleicht" is neither yes nor no | Unknown in colours: "Unfarbe" | Not an image: "notiz.txt"')
    expect(reasons(8, 'de')).toBe('Inventarnummer fehlt')
  })

  it('refuses a file without an inventory column, saying so in both languages', async () => {
    const error = await importCatalogue(payload, 'titel;preis\nA;1\n').catch((caught) => caught)
    expect(error).toBeInstanceOf(CatalogueFileError)
    expect(error.reason.de).toContain('„inventory“')
    expect(error.reason.en).toContain('"inventory"')
  })

  it('imports, published, with both languages and the picture; the same file again changes nothing', async () => {
    const file = csv([good(1), good(2, { artist: 'Niemand Bekannt' }), good(6, { image: '', price: '', title_en: '' })])
    const first = await importCatalogue(payload, file, { images: folder, publish: true })
    expect(first.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 1 })
    const { docs } = await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-1` } }, depth: 1, locale: 'de', draft: false })
    const work = docs[0]
    expect(work).toMatchObject({ title: 'Nachtstück 1', year: 2019, price: 1200.5, sold: false, _status: 'published' })
    expect(work.dimensions).toMatchObject({ width: 40, height: 30 })
    expect((work.medium as { name: string }).name).toBe(names.medium)
    expect((work.colors as Array<{ name: string }>).map((colour) => colour.name)).toEqual([names.colour])
    expect((work.images as Array<{ filename: string }>)[0].filename).toMatch(/^nachtstueck-[0-9a-f]{10}\.png$/)
    const english = await payload.findByID({ collection: 'artworks', id: work.id, locale: 'en', depth: 0 })
    expect(english.title).toBe('Night piece 1')

    const [works, media] = [await count('artworks'), await count('media')]
    const again = await importCatalogue(payload, file, { images: folder, publish: true })
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, refused: 1 })
    expect([await count('artworks'), await count('media')]).toEqual([works, media])
  })

  it('reads its own export back as unchanged, and applies a changed price as an update', async () => {
    const exported = await catalogueCsv(payload, mine)
    const back = await importCatalogue(payload, exported)
    expect(back.counts).toMatchObject({ create: 0, update: 0, refused: 0 })
    expect(back.counts.unchanged).toBeGreaterThanOrEqual(2)

    const changed = await importCatalogue(payload, csv([good(1, { price: '1500' })]), { images: folder, publish: true })
    expect(changed.counts).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 })
    const { docs } = await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-1` } }, depth: 0, draft: false })
    expect(docs[0].price).toBe(1500)
    // The change is a version in the work's history.
    const versions = await payload.findVersions({ collection: 'artworks', where: { parent: { equals: docs[0].id } }, depth: 0, limit: 0 })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('reads an XLSX workbook with its pictures from a ZIP archive, and its own XLSX export back as unchanged', async () => {
    const picture = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#6b2b2f' } })
      .jpeg()
      .toBuffer()
    const archive = path.join(folder, 'fotos.zip')
    await fs.writeFile(
      archive,
      writeZip([
        { name: 'Fotos/rot.jpg', data: picture },
        { name: '__MACOSX/Fotos/._rot.jpg', data: Buffer.from('x') },
      ]),
    )
    const book = toXlsx([header, ...[good(20, { image: 'rot.jpg' }), good(21, { image: 'fehlt.jpg' })].map((row) => header.map((column) => row[column as keyof typeof row] ?? ''))])
    const result = await importCatalogue(payload, book, { images: archive, publish: true })
    expect(result.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 1 })
    expect(result.outcomes[1].reasons.map((reason) => reason.en)).toEqual(['Image missing: "fehlt.jpg"'])
    const { docs } = await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-20` } }, depth: 1, draft: false })
    expect(docs[0]).toMatchObject({ title: 'Nachtstück 20', price: 1200.5 })
    expect((docs[0].images as Array<{ filename: string }>)[0].filename).toMatch(/^rot-[0-9a-f]{10}\.jpg$/)

    const exported = await catalogueXlsx(payload, mine)
    const back = await importCatalogue(payload, exported)
    expect(back.counts).toMatchObject({ create: 0, update: 0, refused: 0 })
    expect(back.counts.unchanged).toBeGreaterThanOrEqual(3)
  })

  it('refuses an images archive that is not one, saying so', async () => {
    const notZip = path.join(folder, 'kaputt.zip')
    await fs.writeFile(notZip, 'kein Archiv')
    const error = await importCatalogue(payload, csv([good(30)]), { images: notZip }).catch((caught) => caught)
    expect(error).toBeInstanceOf(CatalogueFileError)
    expect(error.reason.en).toMatch(/^The images file is not a readable ZIP archive/)
  })

  it('changes only the columns a file has: a file of inventory numbers and prices leaves everything else as it was', async () => {
    const before = (await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-1` } }, depth: 0, draft: true })).docs[0]
    const prices = `inventory;price\r\n${stamp}-1;1750\r\n`
    const first = await importCatalogue(payload, prices, { publish: true })
    expect(first.counts).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 })
    const after = (await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-1` } }, depth: 0, draft: true })).docs[0]
    expect(after.price).toBe(1750)
    // The public price follows the amount (empty for a work on request).
    expect(after.publicPrice ?? null).toBe(after.priceOnRequest ? null : 1750)
    expect({ ...after, price: before.price, publicPrice: before.publicPrice, updatedAt: before.updatedAt }).toEqual(before)
    const again = await importCatalogue(payload, prices, { publish: true })
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 1, refused: 0 })
  })
})

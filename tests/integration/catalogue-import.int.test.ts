/**
 * The catalogue import (issue 19 point 1; `npm run import -- file.csv --images folder`): a dry run
 * that says row by row what would happen and why a row is refused, in both languages; then the
 * import, idempotent (the same file twice changes nothing), and an export read back unchanged.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import yazl from 'yazl'

import { toCsv } from '@/features/catalogue/csv'
import { catalogueColumns } from '@/features/catalogue/columns'
import { catalogueCsv, catalogueXlsx } from '@/features/catalogue/exportCatalogue'
import { CatalogueFileError, importCatalogue } from '@/features/catalogue/importCatalogue'
import { toXlsx } from '@/features/catalogue/xlsx'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }
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
      good(2, { artist: names.artist.replace('Vogt', 'Vogd') }),
      good(3, { price: 'zwölfhundert' }),
      good(4, { image: 'fehlt.jpg' }),
      good(1, { title_de: 'Doppelt' }),
      good(5, { image: 'notiz.txt', sold: 'vielleicht', colors: 'Unfarbe' }),
      { title_de: 'Ohne Nummer' },
    ])
    const before = await count('artworks')
    const { outcomes, counts } = await importCatalogue(payload, file, { dryRun: true, images: folder })
    expect(await count('artworks')).toBe(before)
    expect(counts).toEqual({ create: 1, update: 0, unchanged: 0, conflict: 0, refused: 6 })
    const reasons = (line: number, language: 'de' | 'en') =>
      outcomes
        .find((outcome) => outcome.line === line)
        ?.reasons.map((reason) => reason[language])
        .join(' | ')
    expect(outcomes[0]).toMatchObject({ line: 2, action: 'create', reasons: [] })
    expect(reasons(3, 'de')).toBe(
      `Künstler:in „Lena Vogd ${stamp}“ gibt es noch nicht – meinten Sie „${names.artist}“? Ist es eine andere Person, legen Sie sie bitte zuerst unter Künstler:innen an.`,
    )
    expect(reasons(3, 'en')).toBe(
      `Artist "Lena Vogd ${stamp}" does not exist yet – did you mean "${names.artist}"? If it is another person, please create them under Artists first.`,
    )
    expect(reasons(4, 'en')).toBe('Price is not a valid amount: "zwölfhundert" (read are e.g. 3.400 €, 1.200,50, EUR 3400, 3400,- or €3,400.00)')
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
    const file = csv([good(1), good(2, { artist: names.artist.replace('Vogt', 'Vogd') }), good(6, { image: '', price: '', title_en: '' })])
    const first = await importCatalogue(payload, file, { images: folder, publish: true })
    expect(first.counts).toEqual({ create: 2, update: 0, unchanged: 0, conflict: 0, refused: 1 })
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
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, conflict: 0, refused: 1 })
    expect([await count('artworks'), await count('media')]).toEqual([works, media])
  })

  it('reads its own export back as unchanged, and applies a changed price as an update', async () => {
    const exported = await catalogueCsv(payload, mine)
    const back = await importCatalogue(payload, exported)
    expect(back.counts).toMatchObject({ create: 0, update: 0, refused: 0 })
    expect(back.counts.unchanged).toBeGreaterThanOrEqual(2)

    const changed = await importCatalogue(payload, csv([good(1, { price: '1500' })]), { images: folder, publish: true })
    expect(changed.counts).toEqual({ create: 0, update: 1, unchanged: 0, conflict: 0, refused: 0 })
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
    const zip = new yazl.ZipFile()
    zip.addBuffer(picture, 'Fotos/rot.jpg')
    zip.addBuffer(Buffer.from('x'), '__MACOSX/Fotos/._rot.jpg')
    zip.end()
    await fs.writeFile(archive, zip.outputStream)
    const book = await toXlsx([
      header,
      ...[good(20, { image: 'rot.jpg' }), good(21, { image: 'fehlt.jpg' })].map((row) => header.map((column) => row[column as keyof typeof row] ?? '')),
    ])
    const result = await importCatalogue(payload, book, { images: archive, publish: true })
    expect(result.counts).toEqual({ create: 1, update: 0, unchanged: 0, conflict: 0, refused: 1 })
    expect(result.outcomes[1].reasons.map((reason) => reason.en)).toEqual(['Image missing: "fehlt.jpg"'])
    const { docs } = await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-20` } }, depth: 1, draft: false })
    expect(docs[0]).toMatchObject({ title: 'Nachtstück 20', price: 1200.5 })
    expect((docs[0].images as Array<{ filename: string }>)[0].filename).toMatch(/^rot-[0-9a-f]{10}\.jpg$/)

    const exported = await catalogueXlsx(payload, mine)
    const back = await importCatalogue(payload, exported)
    expect(back.counts).toMatchObject({ create: 0, update: 0, refused: 0 })
    expect(back.counts.unchanged).toBeGreaterThanOrEqual(3)
  })

  it('reads a date cell as a date: a year entered as a date is that year', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Katalog')
    sheet.addRow(['inventory', 'title_de', 'year'])
    sheet.addRow([`${stamp}-25`, 'Frühlingsbild', new Date(Date.UTC(2019, 2, 1))])
    // As a spreadsheet keeps "01.03.2019": the day number 43525 with a date format.
    sheet.getCell('C2').numFmt = 'dd.mm.yyyy'
    const book = Buffer.from(await workbook.xlsx.writeBuffer())
    const result = await importCatalogue(payload, book, { publish: true })
    expect(result.outcomes[0].reasons).toEqual([])
    expect(result.counts).toEqual({ create: 1, update: 0, unchanged: 0, conflict: 0, refused: 0 })
    const { docs } = await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-25` } }, depth: 0, draft: false })
    expect(docs[0]).toMatchObject({ title: 'Frühlingsbild', year: 2019 })
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
    expect(first.counts).toEqual({ create: 0, update: 1, unchanged: 0, conflict: 0, refused: 0 })
    const after = (await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-1` } }, depth: 0, draft: true })).docs[0]
    expect(after.price).toBe(1750)
    // The public price follows the amount (empty for a work on request).
    expect(after.publicPrice ?? null).toBe(after.priceOnRequest ? null : 1750)
    expect({ ...after, price: before.price, publicPrice: before.publicPrice, updatedAt: before.updatedAt }).toEqual(before)
    const again = await importCatalogue(payload, prices, { publish: true })
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 1, conflict: 0, refused: 0 })
  })
})

/** Issue 29 point 7: a file names artists who do not exist yet. */
describe('catalogue import: the artists a file names', () => {
  const artist = (name: string) => `${name} ${stamp}`
  const work = (n: number, name: string, extra: Record<string, string> = {}) => good(n, { artist: name, image: '', ...extra })
  const artistsNamed = async (name: string) =>
    (await payload.find({ collection: 'artists', where: { name: { equals: name } }, depth: 0, draft: true, overrideAccess: true, pagination: false })).docs
  const artistOf = async (n: number) =>
    (await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-${n}` } }, depth: 0, draft: true, overrideAccess: true })).docs[0]?.artist
  const artistCount = async () => (await payload.count({ collection: 'artists', overrideAccess: true })).totalDocs

  const file = csv([
    work(40, artist('Mara Linde')),
    // The same new artist in another case: one artist, not two.
    work(41, artist('mara linde')),
    // A near miss of the new artist, and of an existing one: refused with the name meant.
    work(42, artist('Mara Lindé')),
    work(43, artist('Lena Vögt')),
    // A refused row brings nobody.
    work(44, artist('Jonas Berg'), { price: 'zwölf' }),
    // An existing artist in another case is that artist.
    work(45, artist('LENA VOGT')),
    work(46, artist('Ida Sand'), { colors: artist('Indgo') }),
  ])
  const expected = { create: 3, update: 0, unchanged: 0, conflict: 0, refused: 4 }

  it('a dry run lists the new artists, refuses near misses with the name meant, and creates nobody', async () => {
    const before = await artistCount()
    const { outcomes, counts, newArtists } = await importCatalogue(payload, file, { dryRun: true })
    expect(await artistCount()).toBe(before)
    expect(counts).toEqual(expected)
    expect(newArtists).toEqual([{ name: artist('Mara Linde'), lines: [2, 3] }])
    const reasons = (line: number) => outcomes.find((outcome) => outcome.line === line)?.reasons ?? []
    expect(reasons(4)).toEqual([
      {
        de: `Künstler:in „${artist('Mara Lindé')}“ gibt es noch nicht – meinten Sie „${artist('Mara Linde')}“? Ist es eine andere Person, legen Sie sie bitte zuerst unter Künstler:innen an.`,
        en: `Artist "${artist('Mara Lindé')}" does not exist yet – did you mean "${artist('Mara Linde')}"? If it is another person, please create them under Artists first.`,
      },
    ])
    expect(reasons(5).map((reason) => reason.de)).toEqual([expect.stringContaining(`„${artist('Lena Vögt')}“ gibt es noch nicht – meinten Sie „${names.artist}“?`)])
    expect(reasons(5).map((reason) => reason.en)).toEqual([expect.stringContaining(`"${artist('Lena Vögt')}" does not exist yet – did you mean "${names.artist}"?`)])
    expect(reasons(6).map((reason) => reason.en)).toEqual(['Price is not a valid amount: "zwölf" (read are e.g. 3.400 €, 1.200,50, EUR 3400, 3400,- or €3,400.00)'])
    // The same hint for the other names a row gives (here a colour).
    expect(reasons(8)).toEqual([
      { de: `Unbekannt in Farben: „${artist('Indgo')}“ – meinten Sie „${names.colour}“?`, en: `Unknown in colours: "${artist('Indgo')}" – did you mean "${names.colour}"?` },
    ])
    expect(outcomes.find((outcome) => outcome.line === 7)?.action).toBe('create')
  })

  it('the import creates each new artist once, as a draft with what the artists collection requires; the same file again creates nothing', async () => {
    const before = await artistCount()
    const { counts, newArtists } = await importCatalogue(payload, file)
    expect(counts).toEqual(expected)
    expect(newArtists).toEqual([{ name: artist('Mara Linde'), lines: [2, 3] }])
    expect(await artistCount()).toBe(before + 1)
    const [made] = await artistsNamed(artist('Mara Linde'))
    expect(made).toMatchObject({ personType: 'artist', slug: `mara-linde-${stamp}`, _status: 'draft' })
    // Drafts only: not on the site.
    expect((await payload.find({ collection: 'artists', where: { id: { equals: made.id } }, depth: 0, overrideAccess: false })).docs).toEqual([])
    // The name is the same in both languages.
    expect((await payload.findByID({ collection: 'artists', id: made.id, locale: 'en', depth: 0, draft: true, overrideAccess: true })).name).toBe(artist('Mara Linde'))
    expect([await artistOf(40), await artistOf(41)]).toEqual([made.id, made.id])
    expect(await artistOf(45)).toBe((await artistsNamed(names.artist))[0].id)
    expect([await artistsNamed(artist('Jonas Berg')), await artistsNamed(artist('Mara Lindé')), await artistsNamed(artist('Lena Vögt'))]).toEqual([[], [], []])

    const again = await importCatalogue(payload, file)
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3, conflict: 0, refused: 4 })
    expect(again.newArtists).toEqual([])
    expect(await artistCount()).toBe(before + 1)
  })

  it('a publishing import publishes the artists it creates, at an address of their own', async () => {
    // Another artist holds the address the new name would make.
    await payload.create({ collection: 'artists', data: { name: artist('Anders'), slug: `ole-sand-${stamp}`, personType: 'artist', _status: 'published' }, ...write })
    const { counts, newArtists } = await importCatalogue(payload, csv([work(50, artist('Ole Sand'))]), { publish: true })
    expect(counts).toMatchObject({ create: 1, refused: 0 })
    expect(newArtists).toEqual([{ name: artist('Ole Sand'), lines: [2] }])
    // As a visitor reads them: published.
    const { docs } = await payload.find({ collection: 'artists', where: { name: { equals: artist('Ole Sand') } }, depth: 0, overrideAccess: false })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ _status: 'published', slug: `ole-sand-${stamp}-2` })
    expect(await artistOf(50)).toBe(docs[0].id)
  })

  it('an interrupted import, run again, goes on with the artist it made', async () => {
    const interrupted = csv([work(60, artist('Pia Holm')), work(61, artist('Pia Holm'))])
    const stop = new Error('interrupted')
    const failed = await importCatalogue(payload, interrupted, {
      onProgress: (done) => {
        if (done === 1) throw stop
      },
    }).catch((caught) => caught)
    expect(failed).toBe(stop)
    const [made] = await artistsNamed(artist('Pia Holm'))
    expect(await artistOf(60)).toBe(made.id)
    expect(await artistOf(61)).toBeUndefined()

    const resumed = await importCatalogue(payload, interrupted)
    expect(resumed.counts).toEqual({ create: 1, update: 0, unchanged: 1, conflict: 0, refused: 0 })
    expect(resumed.newArtists).toEqual([])
    expect(await artistsNamed(artist('Pia Holm'))).toHaveLength(1)
    expect(await artistOf(61)).toBe(made.id)
  })

  it('takes back an artist made for a row whose work could not be saved', async () => {
    await fs.writeFile(path.join(folder, 'kaputt.png'), 'kein Bild')
    const { counts, outcomes, newArtists } = await importCatalogue(payload, csv([work(70, artist('Tom Rehn'), { image: 'kaputt.png' })]), { images: folder })
    expect(counts).toMatchObject({ create: 0, refused: 1 })
    expect(outcomes[0].reasons[0].en).toMatch(/^Saving failed/)
    expect(newArtists).toEqual([])
    expect(await artistsNamed(artist('Tom Rehn'))).toEqual([])
  })
})

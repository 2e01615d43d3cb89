/**
 * The catalogue import as staff use it (issue 45 points 5 and 7): amounts as people type them, a
 * dry run that shows each changed field as old → new, a row exported before the work's last change
 * held back as a conflict unless forced, and a publishing import that publishes the draft artists
 * of the works it publishes.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { catalogueColumns } from '@/features/catalogue/columns'
import { parseCsv, toCsv } from '@/features/catalogue/csv'
import { catalogueCsv } from '@/features/catalogue/exportCatalogue'
import { importCatalogue } from '@/features/catalogue/importCatalogue'

import { testPayload, uniqueSlug } from './payload'

let payload: Payload
const write = { overrideAccess: true }
const stamp = uniqueSlug('chg')
const artistName = `Ilse Amsel ${stamp}`

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({ collection: 'artists', data: { name: artistName, slug: uniqueSlug('ilse'), personType: 'artist', _status: 'published' }, ...write })
})

type Row = Partial<Record<(typeof catalogueColumns)[number], string>>
function csv(rows: Row[], columns: readonly string[] = catalogueColumns): string {
  return toCsv([[...columns], ...rows.map((row) => columns.map((column) => row[column as keyof Row] ?? ''))])
}
const row = (n: number, extra: Row = {}): Row => ({ inventory: `${stamp}-${n}`, title_de: `Amsel ${n}`, title_en: `Blackbird ${n}`, artist: artistName, price: '1000', ...extra })
const workOf = async (n: number, locale: 'de' | 'en' = 'de') =>
  (await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-${n}` } }, depth: 1, locale, draft: true, overrideAccess: true })).docs[0]

/** The export's rows of this file's works, as objects. */
async function exportedRows(): Promise<Array<Record<string, string>>> {
  const [header, ...lines] = parseCsv((await catalogueCsv(payload, { inventory: { like: stamp } })).replace(/^\uFEFF/, '')) as string[][]
  return lines.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? ''])))
}

describe('amounts as people type them', () => {
  it('reads German and English amounts into euros, and refuses a bad one with a clear reason per row', async () => {
    const typed = ['3.400 €', '1.200,50', 'EUR 3400', '3400,-', '€3,400.00', '3,400', '3.400']
    const file = csv([...typed.map((price, index) => row(index + 1, { price })), row(20, { price: '3.40.0' })])
    const { outcomes, counts } = await importCatalogue(payload, file)
    expect(counts).toMatchObject({ create: typed.length, refused: 1 })
    const prices = await Promise.all(typed.map(async (_, index) => (await workOf(index + 1)).price))
    expect(prices).toEqual([3400, 1200.5, 3400, 3400, 3400, 3400, 3400])
    const refused = outcomes.find((outcome) => outcome.line === typed.length + 2)
    expect(refused?.reasons.map((reason) => reason.de)).toEqual([
      'Preis ist kein gültiger Betrag: „3.40.0“ (gelesen werden z. B. 3.400 €, 1.200,50, EUR 3400, 3400,- oder €3,400.00)',
    ])
    expect(refused?.reasons[0].en).toBe('Price is not a valid amount: "3.40.0" (read are e.g. 3.400 €, 1.200,50, EUR 3400, 3400,- or €3,400.00)')
    // The same amounts written another way are no change.
    const again = await importCatalogue(payload, csv(typed.map((_, index) => row(index + 1, { price: index === 1 ? '1200.5' : '3400' }))))
    expect(again.counts).toMatchObject({ unchanged: typed.length, update: 0 })
  })
})

describe('the dry run shows old → new; a row older than the work’s last change is a conflict', () => {
  it('lists each changed field of both languages as old → new and saves nothing', async () => {
    await importCatalogue(payload, csv([row(30, { description_de: 'Alt.' })]))
    const [exported] = (await exportedRows()).filter((line) => line.inventory === `${stamp}-30`)
    expect(exported.updated_at).toBe((await workOf(30)).updatedAt)
    const edited = { ...exported, price: '1.250,50 €', title_en: 'Blackbird at dusk', description_de: 'Neu.' }
    const before = await workOf(30)
    const { outcomes } = await importCatalogue(payload, csv([edited]), { dryRun: true })
    expect(outcomes[0]).toMatchObject({ action: 'update', reasons: [] })
    expect(outcomes[0].changes).toEqual([
      { column: 'title_en', old: 'Blackbird 30', new: 'Blackbird at dusk' },
      { column: 'description_de', old: 'Alt.', new: 'Neu.' },
      { column: 'price', old: '1000', new: '1250.5' },
    ])
    expect(await workOf(30)).toEqual(before)
  })

  it('holds back a row exported before a later change, says so, and applies it with force; a file without the column is applied', async () => {
    await importCatalogue(payload, csv([row(40)]))
    const [exported] = (await exportedRows()).filter((line) => line.inventory === `${stamp}-40`)
    // An editor changes the work after the export …
    await payload.update({ collection: 'artworks', id: (await workOf(40)).id, locale: 'de', data: { price: 1800 }, draft: true, ...write })
    // … and the old file, with another change, comes back.
    const file = csv([{ ...exported, title_de: 'Amsel im Schnee' }])
    const held = await importCatalogue(payload, file)
    expect(held.counts).toMatchObject({ update: 0, conflict: 1 })
    expect(held.outcomes[0].action).toBe('conflict')
    expect(held.outcomes[0].changes).toEqual(expect.arrayContaining([{ column: 'price', old: '1800', new: '1000' }]))
    expect(held.outcomes[0].reasons[0].de).toMatch(/^Das Werk wurde nach dem Export geändert \(exportiert .+, zuletzt geändert .+\); nicht übernommen/)
    expect(held.outcomes[0].reasons[0].en).toMatch(/^The work was changed after the export/)
    expect(await workOf(40)).toMatchObject({ title: 'Amsel 40', price: 1800 })

    const forced = await importCatalogue(payload, file, { force: true })
    expect(forced.counts).toMatchObject({ update: 1, conflict: 0 })
    expect(forced.outcomes[0].reasons[0].en).toMatch(/^overwrites a later change/)
    expect(await workOf(40)).toMatchObject({ title: 'Amsel im Schnee', price: 1000 })

    // A hand-made file (no updated_at) is applied as before.
    await payload.update({ collection: 'artworks', id: (await workOf(40)).id, locale: 'de', data: { price: 1900 }, draft: true, ...write })
    const handMade = await importCatalogue(payload, `inventory;price\r\n${stamp}-40;2.100 €\r\n`)
    expect(handMade.counts).toMatchObject({ update: 1, conflict: 0 })
    expect((await workOf(40)).price).toBe(2100)
  })

  it('reads a fresh export back as unchanged, conflicts none', async () => {
    const rows = await exportedRows()
    const back = await importCatalogue(payload, csv(rows))
    expect(back.counts).toMatchObject({ create: 0, update: 0, conflict: 0, refused: 0 })
  })
})

describe('an import that publishes also publishes the artists of its works', () => {
  it('publishes the draft artist an earlier (draft) import created, and says so; visitors see the work with the name; a new artist is created published', async () => {
    const newcomer = `Paul Specht ${stamp}`
    const drafts = await importCatalogue(payload, csv([row(50, { artist: newcomer })]))
    expect(drafts.newArtists).toEqual([{ name: newcomer, lines: [2] }])
    const artist = (await payload.find({ collection: 'artists', where: { name: { equals: newcomer } }, depth: 0, overrideAccess: true })).docs[0]
    expect(artist._status).toBe('draft')

    const file = csv([row(50, { artist: newcomer, price: '1.500 €' })])
    const checked = await importCatalogue(payload, file, { publish: true, dryRun: true })
    expect(checked.publishedArtists).toEqual([{ name: newcomer, lines: [2] }])
    const published = await importCatalogue(payload, file, { publish: true })
    expect(published.counts).toMatchObject({ update: 1, refused: 0 })
    expect(published.publishedArtists).toEqual([{ name: newcomer, lines: [2] }])
    const visitor = await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-50` } }, depth: 1, overrideAccess: false })
    expect(visitor.docs[0]).toMatchObject({ _status: 'published', artist: { name: newcomer } })

    // An artist the publishing import creates is created published.
    const another = `Rosa Fink ${stamp}`
    const result = await importCatalogue(payload, csv([row(60, { artist: another })]), { publish: true })
    expect(result.counts).toMatchObject({ create: 1, refused: 0 })
    const seen = await payload.find({ collection: 'artworks', where: { inventory: { equals: `${stamp}-60` } }, depth: 1, overrideAccess: false })
    expect(seen.docs[0]).toMatchObject({ artist: { name: another } })
  })
})

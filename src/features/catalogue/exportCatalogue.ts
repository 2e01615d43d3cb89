import type { Payload, Where } from 'payload'

import { artworkRow, catalogueColumns, type CatalogueRow } from './columns'
import { toCsv } from './csv'
import { toXlsx } from './xlsx'

const batch = 100

/**
 * Every work (with unpublished changes as staff see them), filtered by `where` as in the admin's
 * list, one row each in the catalogue's columns, by inventory number and then by id. A text not
 * translated stays empty in its English column (no German fallback), so the file says what is
 * missing and imports back as it was.
 */
export async function catalogueEntries(payload: Payload, where: Where = {}): Promise<Array<{ id: number | string; row: CatalogueRow }>> {
  const rows: Array<{ id: number | string; row: CatalogueRow }> = []
  let after: number | string | undefined
  for (;;) {
    const scope: Where = after === undefined ? where : { and: [where, { id: { greater_than: after } }] }
    const read = (locale: 'de' | 'en') =>
      payload.find({ collection: 'artworks', where: scope, sort: 'id', limit: batch, depth: 1, draft: true, locale, fallbackLocale: false, overrideAccess: true })
    const [de, en] = await Promise.all([read('de'), read('en')])
    if (de.docs.length === 0) break
    const english = new Map(en.docs.map((doc) => [doc.id, doc]))
    for (const doc of de.docs) rows.push({ id: doc.id, row: artworkRow(doc, english.get(doc.id) ?? {}) })
    after = de.docs[de.docs.length - 1].id
  }
  return rows.sort((a, b) => a.row.inventory.localeCompare(b.row.inventory, 'de', { numeric: true }) || Number(a.id) - Number(b.id))
}

/** The rows of `catalogueEntries`, without the works' ids. */
export async function catalogueRows(payload: Payload, where: Where = {}): Promise<CatalogueRow[]> {
  return (await catalogueEntries(payload, where)).map(({ row }) => row)
}

/** The catalogue as a table, the header first. */
async function catalogueTable(payload: Payload, where: Where): Promise<string[][]> {
  const rows = await catalogueRows(payload, where)
  return [[...catalogueColumns], ...rows.map((row) => catalogueColumns.map((column) => row[column]))]
}

/** The catalogue as a CSV file's text, header first. */
export async function catalogueCsv(payload: Payload, where: Where = {}): Promise<string> {
  return toCsv(await catalogueTable(payload, where))
}

/** Columns written as number cells in XLSX, so a spreadsheet can sum and sort them. */
const numberColumns = new Set(['year', 'price', 'width_cm', 'height_cm', 'depth_cm'].map((name) => catalogueColumns.indexOf(name as never)))

/** The catalogue as an XLSX workbook of one sheet. */
export async function catalogueXlsx(payload: Payload, where: Where = {}): Promise<Buffer> {
  return toXlsx(await catalogueTable(payload, where), numberColumns)
}

/**
 * XLSX (Office Open XML spreadsheets), as far as a catalogue needs: one sheet, written and read
 * with exceljs. Reading takes the first sheet the workbook lists, as Excel, LibreOffice and
 * Numbers save it; a cell formatted as a date comes back as a Date (Excel keeps dates as day
 * numbers, which a reader without the workbook's styles shows as "43525"), a formula as its last
 * result, rich text as its plain text.
 */
import ExcelJS from 'exceljs'

import { openZipBuffer } from './zip'

/** A cell as read: its text, or the day and time of a date cell (a moment in UTC, as Excel's dates have no time zone). */
export type XlsxCell = string | Date

/** What a workbook may unpack to: its XML is checked entry by entry before exceljs holds it in memory. */
export const maxWorkbookUnpackedBytes = 256 * 1024 * 1024

/**
 * A workbook of one sheet. Cells of `numericColumns` that hold a plain number are written as
 * numbers (a spreadsheet sums prices); everything else as text, so an inventory number "00123"
 * keeps its zeros.
 */
export async function toXlsx(rows: ReadonlyArray<ReadonlyArray<string>>, numericColumns: ReadonlySet<number> = new Set(), sheetName = 'Katalog'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(sheetName)
  rows.forEach((row, r) => {
    sheet.addRow(
      row.map((value, c) => {
        if (value === '') return null
        if (r > 0 && numericColumns.has(c) && /^\d+(\.\d+)?$/.test(value)) return Number(value)
        // Characters XML 1.0 cannot hold (control characters but tab and line ends) are dropped.
        // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold are what this removes
        return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      }),
    )
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** A cell's value as the catalogue reads it. */
function cellValue(value: ExcelJS.CellValue): XlsxCell {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('formula' in value || 'sharedFormula' in value) return cellValue((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue)
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellValue(value.text as ExcelJS.CellValue)
  if ('error' in value) return value.error
  return ''
}

/**
 * The first sheet of a workbook as rows of cells (empty cells as "", a merged range's value in
 * its first cell only), trailing empty cells cut. Throws on what it cannot read.
 */
export async function readXlsx(bytes: Buffer): Promise<XlsxCell[][]> {
  // Every entry inflated once and counted before exceljs unpacks them all into memory: yauzl
  // holds each to the size its header declares, and the declared sizes are added up here.
  const archive = await openZipBuffer(bytes)
  try {
    let unpacked = 0
    for (const [, file] of archive.files) {
      unpacked += file.size
      if (unpacked > maxWorkbookUnpackedBytes) throw new Error('the workbook unpacks to more than 256 MB')
      await file.read()
    }
  } finally {
    archive.close()
  }
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no worksheet in the workbook')
  const rows: XlsxCell[][] = []
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: XlsxCell[] = []
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      while (cells.length < column - 1) cells.push('')
      cells[column - 1] = cell.type === ExcelJS.ValueType.Merge ? '' : cellValue(cell.value)
    })
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
    while (rows.length < rowNumber - 1) rows.push([])
    rows[rowNumber - 1] = cells
  })
  return rows
}

/**
 * XLSX (Office Open XML spreadsheets), as far as a catalogue needs: one sheet of text and number
 * cells. Written with inline strings; read with shared or inline strings, numbers and booleans,
 * from the first sheet, as Excel, LibreOffice and Numbers save it.
 */
import { readZip, writeZip } from './zip'

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const relNs = 'http://schemas.openxmlformats.org/package/2006/relationships'
const docRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** Characters XML 1.0 cannot hold (control characters but tab and line ends) are dropped. */
function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold are what this removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  )
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (entity[0] !== '#') return named[entity.toLowerCase()]
    return String.fromCodePoint(entity[1].toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)))
  })
}

/** A1-style column letters of a 0-based column index, and back. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? 'A'
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1
}

/**
 * A workbook of one sheet. Cells of `numericColumns` that hold a plain number are written as
 * numbers (a spreadsheet sums prices); everything else as text, so an inventory number "00123"
 * keeps its zeros.
 */
export function toXlsx(rows: ReadonlyArray<ReadonlyArray<string>>, numericColumns: ReadonlySet<number> = new Set(), sheetName = 'Katalog'): Buffer {
  const sheetRows = rows.map((row, r) => {
    const cells = row.map((value, c) => {
      const reference = `${columnName(c)}${r + 1}`
      if (value === '') return ''
      if (r > 0 && numericColumns.has(c) && /^\d+(\.\d+)?$/.test(value)) return `<c r="${reference}"><v>${value}</v></c>`
      return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`
    })
    return `<row r="${r + 1}">${cells.join('')}</row>`
  })
  const files: Record<string, string> = {
    '[Content_Types].xml': `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${xmlHeader}<Relationships xmlns="${relNs}"><Relationship Id="rId1" Type="${docRel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${xmlHeader}<workbook xmlns="${mainNs}" xmlns:r="${docRel}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${xmlHeader}<Relationships xmlns="${relNs}"><Relationship Id="rId1" Type="${docRel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${xmlHeader}<worksheet xmlns="${mainNs}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  }
  return writeZip(Object.entries(files).map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8') })))
}

/** The text of every `<t>` inside a piece of XML (a shared string may be split into rich-text runs). */
const textsOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((match) => unescapeXml(match[1])).join('')

/** The first sheet of a workbook as rows of text (empty cells as ""), trailing empty cells cut. */
export function readXlsx(bytes: Buffer): string[][] {
  const files = readZip(bytes)
  const text = (name: string) => files.get(name)?.toString('utf8')
  // The first sheet the workbook lists, found through its relationship; sheet1.xml if that fails.
  let sheetPath = 'xl/worksheets/sheet1.xml'
  const firstSheet = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(text('xl/workbook.xml') ?? '')?.[1]
  const target = firstSheet && new RegExp(`<Relationship\\b[^>]*Id="${firstSheet}"[^>]*Target="([^"]+)"`).exec(text('xl/_rels/workbook.xml.rels') ?? '')?.[1]
  if (target) sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`
  const sheet = text(sheetPath)
  if (!sheet) throw new Error('no worksheet in the workbook')
  const shared = [...(text('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textsOf(match[1]))
  const rows: string[][] = []
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(/\br="(\d+)"/.exec(rowMatch[1])?.[1] ?? rows.length + 1)
    const row: string[] = []
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1]
      const body = cell[2] ?? ''
      const reference = /\br="([A-Z]+)\d*"/i.exec(attributes)?.[1]
      const index = reference ? columnIndex(reference) : row.length
      const type = /\bt="([^"]+)"/.exec(attributes)?.[1] ?? 'n'
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1]
      let value = ''
      if (type === 's') value = shared[Number(raw)] ?? ''
      else if (type === 'inlineStr') value = textsOf(body)
      else if (raw !== undefined) value = unescapeXml(raw)
      while (row.length < index) row.push('')
      row[index] = value
    }
    while (rows.length < rowNumber - 1) rows.push([])
    while (row.length > 0 && row[row.length - 1] === '') row.pop()
    rows[rowNumber - 1] = row
  }
  return rows
}

import { deflateRawSync } from 'node:zlib'

import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import yazl from 'yazl'

import { readXlsx, toXlsx } from './xlsx'
import { isZip, openZipBuffer } from './zip'

/** An archive of these entries, as a ZIP tool writes it (deflated). */
function zipOf(entries: Array<{ name: string; data: Buffer }>): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const entry of entries) zip.addBuffer(entry.data, entry.name)
  zip.end()
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
}

describe('ZIP', () => {
  it('reads an archive entry by entry, names in UTF-8, folders left out', async () => {
    const zip = await zipOf([
      { name: 'bilder/Größe über.jpg', data: Buffer.from('jpeg bytes '.repeat(100)) },
      { name: 'leer.txt', data: Buffer.alloc(0) },
    ])
    expect(isZip(zip)).toBe(true)
    const archive = await openZipBuffer(zip)
    try {
      expect([...archive.files.keys()]).toEqual(['bilder/Größe über.jpg', 'leer.txt'])
      expect(archive.files.get('bilder/Größe über.jpg')?.size).toBe(1100)
      expect((await archive.files.get('bilder/Größe über.jpg')?.read())?.toString()).toBe('jpeg bytes '.repeat(100))
      expect((await archive.files.get('leer.txt')?.read())?.length).toBe(0)
    } finally {
      archive.close()
    }
  })

  it('refuses what is not a ZIP, and a damaged entry when it is read', async () => {
    expect(isZip(Buffer.from('inventory,title_de'))).toBe(false)
    await expect(openZipBuffer(Buffer.from('inventory,title_de\nA,B'))).rejects.toThrow()
    const zip = await zipOf([{ name: 'a.txt', data: Buffer.from('hello hello hello '.repeat(50)) }])
    const broken = Buffer.from(zip)
    broken[40] ^= 0xff
    broken[45] ^= 0xff
    const archive = await openZipBuffer(broken)
    await expect(archive.files.get('a.txt')?.read()).rejects.toThrow()
    archive.close()
  })

  it('refuses an entry that unpacks to more than its header says (a zip bomb)', async () => {
    const zip = await zipOf([{ name: 'a.txt', data: Buffer.alloc(1000) }])
    // The entry's data replaced by a deflated megabyte; both headers still say 1,000 bytes.
    const packed = deflateRawSync(Buffer.alloc(1_000_000))
    const local = zip.subarray(0, 30 + 5)
    const centralAt = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    const central = Buffer.from(zip.subarray(centralAt))
    const bomb = Buffer.concat([local, packed])
    bomb.writeUInt32LE(packed.length, 18)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(bomb.length, central.length - 22 + 16)
    const archive = await openZipBuffer(Buffer.concat([bomb, central]))
    await expect(archive.files.get('a.txt')?.read()).rejects.toThrow(/too many bytes|damaged/)
    archive.close()
  })
})

describe('XLSX', () => {
  it('reads back what it writes: texts with markup characters and line breaks, empty cells, numbers', async () => {
    const rows = [
      ['inventory', 'title_de', 'price', 'description_de'],
      ['00123', 'Öl & <Acryl> "neu"', '1200.5', 'zwei\nZeilen'],
      ['VN-2', '', '', ''],
      ['VN-3', 'x', '7', ''],
    ]
    const book = await toXlsx(rows, new Set([2]))
    expect(isZip(book)).toBe(true)
    // The price is a number cell, the inventory number stays text (its zeros kept).
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(book as unknown as ExcelJS.Buffer)
    expect(workbook.worksheets[0].name).toBe('Katalog')
    expect(workbook.worksheets[0].getCell('C2').value).toBe(1200.5)
    expect(workbook.worksheets[0].getCell('A2').value).toBe('00123')
    expect(await readXlsx(book)).toEqual([rows[0], rows[1], ['VN-2'], ['VN-3', 'x', '7']])
  })

  it('reads a workbook as Excel saves it: shared strings, rich-text runs, booleans, gaps between cells and rows, the first sheet listed', async () => {
    const xml = (text: string) => Buffer.from(text, 'utf8')
    const main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
    const book = await zipOf([
      {
        name: '[Content_Types].xml',
        data: xml(
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet3.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
        ),
      },
      {
        name: '_rels/.rels',
        data: xml(
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/workbook.xml', data: xml(`<workbook ${main} xmlns:r="${rel}"><sheets><sheet name="Werke" sheetId="3" r:id="rId7"/></sheets></workbook>`) },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: xml(
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="${rel}/worksheet" Target="worksheets/sheet3.xml"/><Relationship Id="rId8" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        ),
      },
      {
        name: 'xl/sharedStrings.xml',
        data: xml(`<sst ${main}><si><t>inventory</t></si><si><r><t>Abend</t></r><r><rPr/><t xml:space="preserve">rot &amp; Gold</t></r></si></sst>`),
      },
      {
        name: 'xl/worksheets/sheet3.xml',
        data: xml(
          `<worksheet ${main}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="3"><c r="A3" t="s"><v>1</v></c><c r="C3" t="b"><v>1</v></c><c r="D3"><v>1500</v></c><c r="E3"/></row></sheetData></worksheet>`,
        ),
      },
    ])
    expect(await readXlsx(book)).toEqual([['inventory'], [], ['Abendrot & Gold', '', 'true', '1500']])
  })

  it('reads a date cell as a date, not as the spreadsheet’s day number', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Werke')
    sheet.addRow(['inventory', 'year', 'title_de'])
    sheet.addRow(['VN-1', new Date(Date.UTC(2019, 2, 1)), 'Frühling'])
    // As Excel stores a date: the day number 43525, shown through a date format.
    sheet.getCell('B2').numFmt = 'dd.mm.yyyy'
    const book = Buffer.from(await workbook.xlsx.writeBuffer())
    const [, row] = await readXlsx(book)
    expect(row[1]).toBeInstanceOf(Date)
    expect((row[1] as Date).toISOString()).toBe('2019-03-01T00:00:00.000Z')
    expect(row).toEqual(['VN-1', new Date(Date.UTC(2019, 2, 1)), 'Frühling'])
  })

  it('refuses a workbook that unpacks to more than it may, before unpacking it whole', async () => {
    const zip = await zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1000) }])
    // The central directory claims 300 MB for the entry.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    const claimed = Buffer.from(zip)
    claimed.writeUInt32LE(300 * 1024 * 1024, central + 24)
    await expect(readXlsx(claimed)).rejects.toThrow(/more than 256 MB/)
  })
})

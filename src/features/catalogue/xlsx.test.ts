import { deflateRawSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { columnName, readXlsx, toXlsx } from './xlsx'
import { isZip, readZip, writeZip } from './zip'

describe('ZIP', () => {
  it('reads back what it writes, names in UTF-8, folders left out', () => {
    const entries = [
      { name: 'bilder/Größe über.jpg', data: Buffer.from('jpeg bytes '.repeat(100)) },
      { name: 'leer.txt', data: Buffer.alloc(0) },
    ]
    const zip = writeZip(entries)
    expect(isZip(zip)).toBe(true)
    const files = readZip(zip)
    expect([...files.keys()]).toEqual(['bilder/Größe über.jpg', 'leer.txt'])
    expect(files.get('bilder/Größe über.jpg')?.toString()).toBe('jpeg bytes '.repeat(100))
    expect(files.get('leer.txt')?.length).toBe(0)
  })

  it('refuses what is not a ZIP, and a damaged one', () => {
    expect(isZip(Buffer.from('inventory,title_de'))).toBe(false)
    expect(() => readZip(Buffer.from('inventory,title_de\nA,B'))).toThrow(/not a ZIP/)
    const zip = writeZip([{ name: 'a.txt', data: Buffer.from('hello hello hello') }])
    const broken = Buffer.from(zip)
    broken[40] ^= 0xff
    expect(() => readZip(broken)).toThrow()
  })

  it('refuses an entry that unpacks to more than its header says (a zip bomb)', () => {
    const zip = writeZip([{ name: 'a.txt', data: Buffer.from('x') }])
    const packed = deflateRawSync(Buffer.alloc(1_000_000))
    const local = zip.subarray(0, 30 + 5)
    const bomb = Buffer.concat([local, packed])
    const central = Buffer.from(zip.subarray(zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))))
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(bomb.length, central.length - 22 + 16)
    bomb.writeUInt32LE(packed.length, 18)
    expect(() => readZip(Buffer.concat([bomb, central]))).toThrow()
  })
})

describe('XLSX', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA'])
  })

  it('reads back what it writes: texts with markup characters and line breaks, empty cells, numbers', () => {
    const rows = [
      ['inventory', 'title_de', 'price', 'description_de'],
      ['00123', 'Öl & <Acryl> "neu"', '1200.5', 'zwei\nZeilen'],
      ['VN-2', '', '', ''],
      ['VN-3', 'x', '7', ''],
    ]
    const book = toXlsx(rows, new Set([2]))
    expect(isZip(book)).toBe(true)
    const sheet = readZip(book).get('xl/worksheets/sheet1.xml')?.toString() ?? ''
    // The price is a number cell, the inventory number stays text (its zeros kept).
    expect(sheet).toContain('<c r="C2"><v>1200.5</v></c>')
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">00123</t></is></c>')
    expect(readXlsx(book)).toEqual([rows[0], rows[1], ['VN-2'], ['VN-3', 'x', '7']])
  })

  it('reads a workbook as Excel saves it: shared strings, rich-text runs, booleans, gaps between cells and rows', () => {
    const xml = (text: string) => Buffer.from(text, 'utf8')
    const book = writeZip([
      { name: 'xl/workbook.xml', data: xml('<workbook xmlns:r="r"><sheets><sheet name="Werke" sheetId="3" r:id="rId7"/></sheets></workbook>') },
      { name: 'xl/_rels/workbook.xml.rels', data: xml('<Relationships><Relationship Id="rId7" Type="worksheet" Target="worksheets/sheet3.xml"/></Relationships>') },
      { name: 'xl/sharedStrings.xml', data: xml('<sst><si><t>inventory</t></si><si><r><t>Abend</t></r><r><rPr/><t xml:space="preserve">rot &amp; Gold</t></r></si></sst>') },
      {
        name: 'xl/worksheets/sheet3.xml',
        data: xml(
          '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="3"><c r="A3" t="s"><v>1</v></c><c r="C3" t="b"><v>1</v></c><c r="D3" s="2"><v>1500</v></c><c r="E3"/></row></sheetData></worksheet>',
        ),
      },
    ])
    expect(readXlsx(book)).toEqual([['inventory'], [], ['Abendrot & Gold', '', '1', '1500']])
  })
})

import { describe, expect, it } from 'vitest'

import { artworkRow, catalogueColumns, richTextToPlain } from './columns'
import { parseCsv, toCsv } from './csv'

describe('catalogue CSV', () => {
  it('writes a BOM, CRLF lines, and quotes only what needs it', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n')
    expect(toCsv([['Öl, auf "Leinwand"', 'zwei\nZeilen', ' Rand']])).toBe('\uFEFF"Öl, auf ""Leinwand""","zwei\nZeilen"," Rand"\r\n')
  })

  it('never writes a text a spreadsheet would run as a formula, but keeps numbers', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@SUM', '12.5', '-3']])).toBe('\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'@SUM,12.5,-3\r\n')
  })

  it('turns rich text into plain paragraphs and list lines', () => {
    const rich = {
      root: {
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Erster ' },
              { type: 'text', text: 'Absatz' },
            ],
          },
          { type: 'heading', children: [{ type: 'text', text: 'Titel' }] },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [{ type: 'text', text: 'eins' }] },
              { type: 'listitem', children: [{ type: 'text', text: 'zwei' }] },
            ],
          },
          { type: 'paragraph', children: [] },
        ],
      },
    }
    expect(richTextToPlain(rich)).toBe('Erster Absatz\n\nTitel\n\n- eins\n\n- zwei')
    expect(richTextToPlain(null)).toBe('')
  })

  it('makes one row per work with both languages, names for relations and yes/no flags', () => {
    const de = {
      inventory: 'VN-1',
      title: 'Abendrot',
      artist: { name: 'Ada Blum' },
      year: 2021,
      medium: { name: 'Öl auf Leinwand' },
      price: 1200,
      priceOnRequest: false,
      sold: true,
      dimensions: { width: 80, height: 60, depth: null },
      colors: [{ name: 'Rot' }, { name: 'Gold' }],
      tags: [],
      images: [{ filename: 'abendrot.jpg' }, { filename: 'detail.jpg' }],
    }
    const en = { title: 'Sunset', medium: { name: 'Oil on canvas' } }
    const row = artworkRow(de, en)
    expect(Object.keys(row)).toEqual([...catalogueColumns])
    expect(row).toMatchObject({
      inventory: 'VN-1',
      title_de: 'Abendrot',
      title_en: 'Sunset',
      artist: 'Ada Blum',
      year: '2021',
      medium_de: 'Öl auf Leinwand',
      medium_en: 'Oil on canvas',
      price: '1200',
      price_on_request: 'no',
      sold: 'yes',
      width_cm: '80',
      height_cm: '60',
      depth_cm: '',
      colors: 'Rot; Gold',
      tags: '',
      image: 'abendrot.jpg; detail.jpg',
    })
  })
})

describe('reading CSV', () => {
  it('reads what toCsv writes back unchanged', () => {
    const rows = [
      ['inventory', 'title_de', 'description_de'],
      ['VN-1', 'Öl, auf "Leinwand"', 'zwei\nZeilen'],
      ['VN-2', '', ' Rand '],
    ]
    expect(parseCsv(toCsv(rows))).toEqual(rows)
  })

  it('reads semicolon files as German Excel writes them, and LF or CR line ends', () => {
    expect(parseCsv('inventory;title_de\nVN-1;"a;b"\rVN-2;c\n\n')).toEqual([
      ['inventory', 'title_de'],
      ['VN-1', 'a;b'],
      ['VN-2', 'c'],
    ])
  })

  it('names the line of an unclosed quote', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(/line 2/)
  })
})

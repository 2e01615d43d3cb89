import { describe, expect, it } from 'vitest'

import { attachmentSpecs, parseAttach } from './attachments'
import { workSheetName } from './workSheet'

describe('the PDFs a reply attaches (issue 49 point 2)', () => {
  it('takes the known kinds, each once, and nothing when none are asked for', () => {
    expect(parseAttach(undefined)).toEqual([])
    expect(parseAttach([])).toEqual([])
    expect(parseAttach(['sheets', 'price-list', 'sheets'])).toEqual(['sheets', 'price-list'])
  })

  it('refuses an unknown kind or anything that is not a list of kinds', () => {
    for (const value of [['invoice'], ['price-list', 'labels'], 'price-list', [1], { kind: 'sheets' }]) expect(parseAttach(value), JSON.stringify(value)).toBeNull()
  })

  it('keeps what to attach, not the files: the kind, the works in order, the language and the moment', () => {
    const now = new Date('2026-11-29T10:00:00.000Z')
    expect(attachmentSpecs(['price-list', 'sheets'], [3, 1], 'en', now)).toEqual([
      { kind: 'price-list', works: [3, 1], locale: 'en', asOf: '2026-11-29T10:00:00.000Z' },
      { kind: 'sheets', works: [3, 1], locale: 'en', asOf: '2026-11-29T10:00:00.000Z' },
    ])
  })

  it('names a work sheet by the work’s slug in the sheet’s language', () => {
    expect(workSheetName({ slug: 'blaues-bild' }, 'de')).toBe('werkblatt-blaues-bild.pdf')
    expect(workSheetName({ slug: 'blue-picture' }, 'en')).toBe('work-sheet-blue-picture.pdf')
  })
})

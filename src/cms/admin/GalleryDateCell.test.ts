import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { DefaultServerCellComponentProps } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { GalleryDateCell } from './GalleryDateCell'

const serverZone = process.env.TZ
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ
  else process.env.TZ = serverZone
})

function cell(language: string, cellData: string, date?: Record<string, string>) {
  const props = { cellData, i18n: { language }, field: { name: 'at', type: 'date', admin: date ? { date } : {} } } as unknown as DefaultServerCellComponentProps
  return renderToStaticMarkup(createElement(GalleryDateCell, props))
}

describe('a date in an admin list (issue 45 point 6)', () => {
  it('is the day and time in Berlin, in the editor’s language, wherever the server runs', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone
      // The end of a hold "bis 12.12.": 13 December, 07:59 in Tokyo, still 12 December in Berlin.
      expect(cell('de', '2030-12-12T22:59:59.999Z', { pickerAppearance: 'dayOnly' }), zone).toBe('<span>12.12.2030</span>')
      expect(cell('en', '2030-12-12T22:59:59.999Z', { pickerAppearance: 'dayOnly' }), zone).toBe('<span>12/12/2030</span>')
      expect(cell('de', '2030-07-12T12:30:00.000Z', { pickerAppearance: 'dayAndTime' }), zone).toBe('<span>12.07.2030, 14:30</span>')
      expect(cell('en', '2030-07-12T12:30:00.000Z', { pickerAppearance: 'dayAndTime' }), zone).toBe('<span>12/07/2030, 14:30</span>')
      expect(cell('de', '', { pickerAppearance: 'dayOnly' }), zone).toBe('<span></span>')
    }
  })
})

import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { localizedDisplayFormat, withLocalizedDates } from './dates'

describe('dates in the admin', () => {
  it('use localized patterns for each kind of picker', () => {
    expect(localizedDisplayFormat(undefined)).toBe('P')
    expect(localizedDisplayFormat('dayOnly')).toBe('P')
    expect(localizedDisplayFormat('dayAndTime')).toBe('Pp')
    expect(localizedDisplayFormat('timeOnly')).toBe('p')
  })

  it('reach date fields in rows, tabs and groups, and keep a pattern set by hand', () => {
    const collection = withLocalizedDates({
      fields: [
        { name: 'title', type: 'text' },
        { type: 'row', fields: [{ name: 'start', type: 'date' }] },
        { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'sent', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }] }] },
        { name: 'kept', type: 'date', admin: { date: { displayFormat: 'yyyy' } } },
      ],
    } as Pick<CollectionConfig, 'fields'>)
    const formats = JSON.stringify(collection.fields)
    expect(formats).toContain('"name":"start","type":"date","admin":{"date":{"displayFormat":"P"}')
    expect(formats).toContain('"pickerAppearance":"dayAndTime","displayFormat":"Pp","timeFormat":"HH:mm"')
    expect(formats).toContain('"displayFormat":"yyyy"')
  })

  it('show every date field in the gallery’s time zone, in its picker and its list cell (issue 45 point 6)', () => {
    const collection = withLocalizedDates({
      fields: [
        { name: 'start', type: 'date' },
        { type: 'row', fields: [{ name: 'sent', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }] },
        { name: 'own', type: 'date', admin: { components: { Cell: '/elsewhere#Cell' } } },
      ],
    } as Pick<CollectionConfig, 'fields'>)
    const [start, row, own] = collection.fields as Array<{ admin?: { components?: Record<string, string> }; fields?: Array<{ admin?: { components?: Record<string, string> } }> }>
    expect(start.admin?.components).toEqual({ Field: '/cms/admin/GalleryDate#GalleryDateField', Cell: '/cms/admin/GalleryDateCell#GalleryDateCell' })
    expect(row.fields?.[0].admin?.components?.Field).toBe('/cms/admin/GalleryDate#GalleryDateField')
    expect(own.admin?.components).toEqual({ Field: '/cms/admin/GalleryDate#GalleryDateField', Cell: '/elsewhere#Cell' })
  })
})

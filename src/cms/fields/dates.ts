import type { CollectionConfig, Field } from 'payload'

/**
 * Dates in the admin in the editor's language and its format (issue 19), in the gallery's time
 * zone (issue 45 point 6): date-fns' localized patterns, which the admin applies with the editor's
 * language — "21.11.2026, 21:37" in German, "21/11/2026, 21:37" in English (the British
 * conventions the site and the gallery's formatter use, ../admin/DateLocale.tsx) — instead of
 * Payload's fixed US patterns ("MM/dd/yyyy" beside a German "nachm."); the picker and the list
 * cells show the day and time it is in Berlin (../admin/GalleryDate.tsx, GalleryDateCell.tsx).
 */
export const adminDateFormat = 'PPp'

type PickerAppearance = 'dayAndTime' | 'dayOnly' | 'default' | 'monthOnly' | 'timeOnly'

/** The localized display pattern for a date field's picker. */
export function localizedDisplayFormat(appearance: PickerAppearance | undefined): string {
  if (appearance === 'dayAndTime') return 'Pp'
  if (appearance === 'timeOnly') return 'p'
  if (appearance === 'monthOnly') return 'LLLL yyyy'
  return 'P'
}

/** Every date field's picker and list cell: the gallery's zone and formatter. */
export const galleryDateComponents = { Field: '/cms/admin/GalleryDate#GalleryDateField', Cell: '/cms/admin/GalleryDateCell#GalleryDateCell' } as const

function withFormat(field: Field): Field {
  if (field.type === 'date') {
    const date = field.admin?.date ?? {}
    const appearance = date.pickerAppearance as PickerAppearance | undefined
    return {
      ...field,
      admin: {
        ...field.admin,
        date: {
          ...date,
          displayFormat: ('displayFormat' in date && date.displayFormat) || localizedDisplayFormat(appearance),
          // The time list of the picker in 24 hours, as both languages write it (Payload's default is "2:30 PM").
          ...(appearance === 'dayAndTime' || appearance === 'timeOnly' ? { timeFormat: ('timeFormat' in date && date.timeFormat) || 'HH:mm' } : {}),
        },
        components: { ...galleryDateComponents, ...field.admin?.components },
      },
    } as Field
  }
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: field.fields.map(withFormat) } as Field
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withFormat) })) }
  return field
}

/** Gives every date field of a collection (in rows, groups, tabs, arrays too) the localized pattern, the gallery's zone and formatter. */
export function withLocalizedDates<T extends Pick<CollectionConfig, 'fields'>>(config: T): T {
  return { ...config, fields: config.fields.map(withFormat) }
}

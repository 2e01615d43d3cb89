import type { CollectionConfig, Field } from 'payload'

/**
 * Dates in the admin in the editor's language and its format (issue 19): date-fns' localized
 * patterns, which the admin applies with the editor's language — "21.11.2026, 21:37" in German,
 * "11/21/2026, 9:37 PM" in English — instead of Payload's fixed US patterns ("MM/dd/yyyy" beside
 * a German "nachm.").
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

function withFormat(field: Field): Field {
  if (field.type === 'date') {
    const date = field.admin?.date ?? {}
    if ('displayFormat' in date && date.displayFormat) return field
    return { ...field, admin: { ...field.admin, date: { ...date, displayFormat: localizedDisplayFormat(date.pickerAppearance as PickerAppearance | undefined) } } } as Field
  }
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: field.fields.map(withFormat) } as Field
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withFormat) })) }
  return field
}

/** Gives every date field of a collection (in rows, groups, tabs, arrays too) the localized pattern. */
export function withLocalizedDates<T extends Pick<CollectionConfig, 'fields'>>(config: T): T {
  return { ...config, fields: config.fields.map(withFormat) }
}

import type { DefaultServerCellComponentProps } from 'payload'

import { formatDate } from '@/base/dates'

/**
 * A date in a list of the admin (issue 45 point 6), by the gallery's one formatter in its time
 * zone: "12.12.2030, 14:30" / "12/12/2030, 14:30", as the field's picker writes it
 * (./DateLocale.tsx). Payload's own cell formats in the browser's zone.
 */
export function GalleryDateCell(props: DefaultServerCellComponentProps) {
  const date = props.field.type === 'date' ? props.field.admin?.date : undefined
  const withTime = date?.pickerAppearance === 'dayAndTime'
  const style = date?.pickerAppearance === 'monthOnly' ? 'month' : withTime ? 'numericTime' : 'numeric'
  return <span>{formatDate(props.cellData, props.i18n.language, style)}</span>
}

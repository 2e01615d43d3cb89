/**
 * A hold is a day (issue 45 point 6): "reserviert bis 12.12." lasts to the end of 12 December in
 * the gallery's time zone. Every write of a reservation date — the admin's day picker (which sends
 * noon UTC of the day), a REST or GraphQL call with "2030-12-12" or "2030-12-12T00:00:00Z", a case,
 * a script — is stored as that day's last moment (src/base/dates.ts), so what compares the stored
 * moment with the clock (src/base/reservation.ts, the lapse check's query in ./lapse.ts, the
 * browser's own timer) needs no rule of its own. The hook runs before the collection's hooks
 * (Payload runs fields' beforeValidate first), so they see the day's end too.
 */
import type { FieldHook } from 'payload'

import { endOfGalleryDay } from '../../base/dates'

/** A reservation date as the end of its day in Berlin; empty stays empty, unreadable text is left for validation to refuse. */
export const toEndOfGalleryDay: FieldHook = ({ value }) => {
  if (value === null || value === undefined || value === '') return value
  return endOfGalleryDay(value) ?? value
}

/** Whether two reservation dates name the same day (a hold saved again is not a new hold). */
export function sameHoldDay(a: unknown, b: unknown): boolean {
  return endOfGalleryDay(a || null) === endOfGalleryDay(b || null)
}

/** The admin's picker for a hold: a day, shown in the gallery's time zone (src/cms/admin/GalleryDate.tsx). */
export const holdPicker = { pickerAppearance: 'dayOnly' } as const

export const holdDescription = {
  de: 'Leer: nicht reserviert. Die Reservierung gilt bis zum Ende dieses Tages (Berliner Zeit) und endet dann von selbst.',
  en: 'Empty: not reserved. The reservation lasts to the end of this day (Berlin time) and then ends by itself.',
}

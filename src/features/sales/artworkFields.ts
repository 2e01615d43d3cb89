/**
 * What a work carries for selling (issue 36): the public reservation date, and for staff only the
 * case it is reserved for, when it was reserved, and the date and price of its sale. Added to the
 * artworks collection (src/cms/collections/Artworks.ts) by ./collections.ts.
 */
import type { CollectionBeforeChangeHook, Field } from 'payload'

import { salesField } from '../../cms/access'
import { reservationEnd } from '../../base/reservation'
import { holdDescription, holdPicker, sameHoldDay, toEndOfGalleryDay } from './holdDate'

// Holds and sales are for sales and administrators to read and set (docs/roles.md).
const salesOnly = { read: salesField, create: salesField, update: salesField }

export const artworkSaleFields: Field[] = [
  {
    // The list's column "Verfügbarkeit": verfügbar, reserviert bis … (für …), verkauft (issue 49 point 3).
    name: 'availability',
    type: 'ui',
    label: { de: 'Verfügbarkeit', en: 'Availability' },
    admin: { components: { Field: false, Cell: '/features/sales/admin/WorkAvailability#WorkAvailabilityCell' } },
  },
  {
    type: 'row',
    fields: [
      {
        // Public: the site shows "Reserviert"/"Reserved" while this date is ahead (./reservation.ts).
        // A day, stored as its last moment in Berlin (./holdDate.ts).
        name: 'reservedUntil',
        type: 'date',
        index: true,
        label: { de: 'Reserviert bis', en: 'Reserved until' },
        hooks: { beforeValidate: [toEndOfGalleryDay] },
        access: { create: salesField, update: salesField },
        admin: { date: holdPicker, description: holdDescription },
      },
      {
        name: 'reservedFor',
        type: 'relationship',
        relationTo: 'inquiries',
        label: { de: 'Reserviert für (Anfrage)', en: 'Reserved for (inquiry)' },
        access: salesOnly,
      },
    ],
  },
  {
    name: 'reservedAt',
    type: 'date',
    label: { de: 'Reserviert am', en: 'Reserved on' },
    access: salesOnly,
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'soldAt',
        type: 'date',
        index: true,
        label: { de: 'Verkauft am', en: 'Sold on' },
        access: salesOnly,
        admin: { date: { pickerAppearance: 'dayOnly' }, description: { de: 'Nur für Verkauf und Administration sichtbar.', en: 'Visible to sales and administrators only.' } },
      },
      {
        name: 'soldPrice',
        type: 'number',
        min: 0,
        max: 100_000_000,
        label: { de: 'Verkaufspreis (EUR)', en: 'Sale price (EUR)' },
        access: salesOnly,
        admin: { description: { de: 'Nur für Verkauf und Administration sichtbar.', en: 'Visible to sales and administrators only.' } },
      },
    ],
  },
]

/**
 * Keeps the sale fields consistent on every save, by whoever makes it (the form, the REST API, a
 * case): a new reservation date stamps `reservedAt`; a work marked sold keeps the day and, unless
 * staff typed another, its price at that moment, and its reservation ends.
 */
export const keepSaleFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const was = (name: string) => (originalDoc as Record<string, unknown> | undefined)?.[name]
  const next = { ...data }
  const until = 'reservedUntil' in data ? data.reservedUntil : was('reservedUntil')
  // The same day saved again (or made the day's end, ./holdDate.ts) is the same hold: reservedAt stays.
  if ('reservedUntil' in data && !sameHoldDay(until, was('reservedUntil'))) {
    next.reservedAt = reservationEnd(until as string | null) === null ? null : new Date().toISOString()
    if (reservationEnd(until as string | null) === null) next.reservedFor = null
  }
  const sold = 'sold' in data ? Boolean(data.sold) : Boolean(was('sold'))
  if (sold && !was('sold')) {
    next.soldAt = data.soldAt ?? was('soldAt') ?? new Date().toISOString()
    const price = 'price' in data ? data.price : was('price')
    next.soldPrice = data.soldPrice ?? was('soldPrice') ?? (typeof price === 'number' ? price : null)
    next.reservedUntil = null
    next.reservedFor = null
  }
  return next
}

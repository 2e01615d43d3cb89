import type { CollectionConfig } from 'payload'

import { staff } from '../access'
import { firstRegisterRefused } from '../firstAdmin'
import { config } from '../../config/env.mjs'

/** Gallery staff who sign in to the admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Mitarbeiter:in', en: 'Staff member' }, plural: { de: 'Mitarbeitende', en: 'Staff members' } },
  auth: {
    // Payload's own lockout is off: it locked the owner out everywhere after 10 failures from
    // anyone and answered "locked" only for existing accounts. The lockout is kept per (address,
    // account) instead, with the sign-in limits the site adds (src/features/security/login.ts withLoginLimits).
    maxLoginAttempts: 0,
    // The session cookie: HttpOnly always (Payload), Lax, and Secure when the site is served over https.
    cookies: { sameSite: 'Lax', secure: (config().PUBLIC_URL || '').startsWith('https://') },
  },
  // No first user from the network: admins come from the operator (src/cms/firstAdmin.ts).
  endpoints: [firstRegisterRefused],
  access: { read: staff, create: staff, update: staff, delete: staff },
  // Staff appear by name (a case's assignee, a note's author); an account without one by its address.
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'updatedAt'], group: { de: 'Einstellungen', en: 'Settings' } },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc }) => {
        const named = String(data?.name ?? (data && 'name' in data ? '' : (originalDoc?.name ?? ''))).trim()
        const email = data?.email ?? originalDoc?.email
        return data && !named && typeof email === 'string' ? { ...data, name: email } : data
      },
    ],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { de: 'Name', en: 'Name' },
      admin: { description: { de: 'So erscheinen Sie in Fällen und Notizen.', en: 'How you appear on cases and notes.' } },
    },
    {
      name: 'signature',
      type: 'textarea',
      label: { de: 'Signatur für Antworten', en: 'Signature for replies' },
      admin: {
        description: {
          de: 'Unter jede Antwort aus einem Fall gesetzt. Leer: „Mit freundlichen Grüßen“, Ihr Name und die Galerie. Endet Ihr Text schon mit einem Gruß, entfällt der Gruß der Signatur.',
          en: 'Put under every reply from a case. Empty: "Kind regards", your name and the gallery. When your text already ends with a closing, the signature’s closing is left out.',
        },
      },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { staff } from '../access'
import { firstRegisterRefused } from '../firstAdmin'
import { config } from '../../config/env.mjs'

/** Gallery staff who sign in to the admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Mitarbeiter:in', en: 'Staff member' }, plural: { de: 'Mitarbeitende', en: 'Staff' } },
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
  admin: { useAsTitle: 'email', group: { de: 'Einstellungen', en: 'Settings' } },
  fields: [{ name: 'name', type: 'text', label: { de: 'Name', en: 'Name' } }],
}

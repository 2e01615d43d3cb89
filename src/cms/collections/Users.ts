import type { Access, CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { administers, defaultRole, roleLabels, roles } from '../../base/roles'
import { administrators, staff } from '../access'
import { publicError } from '../errors'
import { nestedReq } from '../nestedReq'
import { firstRegisterRefused } from '../firstAdmin'
import { config } from '../../config/env.mjs'

/** An administrator changes any account; everyone else only their own (name, signature, password). */
const selfOrAdministrator: Access = ({ req }) => (administers(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false)

/** The refusal when the gallery would be left without an administrator, in the admin's language. */
export const lastAdministrator = {
  de: 'Die Galerie braucht mindestens eine Administration: Geben Sie erst einem anderen Konto die Rolle „Administration“.',
  en: 'The gallery needs at least one administrator: give another account the role "Administrator" first.',
} as const

async function otherAdministrators(req: PayloadRequest, id: number | string): Promise<number> {
  const found = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'administrator' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req: nestedReq(req),
  })
  return found.totalDocs
}

/**
 * The last administrator cannot lose the role, so someone can always manage the accounts; deleting
 * that account is refused with the other delete rules (../deleteRules.ts).
 */
const keepAnAdministrator: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'administrator' || !data.role || data.role === 'administrator') return data
  if ((await otherAdministrators(req, originalDoc.id)) > 0) return data
  const language = req.i18n?.language === 'en' ? 'en' : 'de'
  throw publicError(lastAdministrator[language], 400, 'LastAdministrator', { de: lastAdministrator.de, en: lastAdministrator.en })
}

/** Gallery staff who sign in to the admin, each with a role (docs/roles.md). */
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
  // Staff see each other (a case's assignee, a note's author); administrators manage the accounts.
  access: { read: staff, create: administrators, update: selfOrAdministrator, delete: administrators },
  // Staff appear by name (a case's assignee, a note's author); an account without one by its address.
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role', 'updatedAt'], group: { de: 'Einstellungen', en: 'Settings' } },
  hooks: {
    beforeChange: [keepAnAdministrator],
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
      // Only an administrator gives or changes a role; no one changes their own (docs/roles.md).
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: defaultRole,
      index: true,
      saveToJWT: true,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      label: { de: 'Rolle', en: 'Role' },
      access: { create: ({ req }) => administers(req.user), update: ({ req }) => administers(req.user) },
      admin: {
        position: 'sidebar',
        description: {
          de: 'Administration: alles, auch die Konten. Verkauf: Fälle, Kontakte, Preise, Reservierungen. Redaktion: Inhalte und Bilder, ohne Preise auf Anfrage, Kontakte und Fälle.',
          en: 'Administrator: everything, accounts included. Sales: cases, contacts, prices, holds. Editor: content and pictures, without prices on request, contacts and cases.',
        },
      },
    },
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

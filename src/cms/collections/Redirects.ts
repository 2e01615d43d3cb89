import type { CollectionConfig } from 'payload'

import { anyone, staff } from '../access'
import { revalidationHooks } from '../hooks/revalidate'

/** A site path: one slash, then no blanks, query, fragment or backslash (`//host` would leave the site). */
const internalPath = /^\/(?!\/)[^\s?#\\]*$/
const absoluteUrl = /^https?:\/\/[^\s]+$/

/** Validates a redirect target: a site path or an absolute http(s) address. */
export function validRedirectTarget(value: unknown): true | string {
  return typeof value === 'string' && (internalPath.test(value) || absoluteUrl.test(value))
    ? true
    : 'Ein Pfad wie /crew oder eine Adresse mit https:// / A path like /crew or an address starting with https://'
}

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { de: 'Weiterleitung', en: 'Redirect' }, plural: { de: 'Weiterleitungen', en: 'Redirects' } },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  // A new or changed redirect applies at once: the cached answer for its path is dropped.
  hooks: revalidationHooks((doc) => (typeof doc.from === 'string' ? [doc.from] : [])),
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'], group: { de: 'Einstellungen', en: 'Settings' } },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { de: 'Von (Pfad)', en: 'From (path)' },
      admin: {
        description: {
          de: 'Ohne /en gilt die Weiterleitung in beiden Sprachen, mit /en am Anfang nur auf Englisch. Sie greift nur, wo keine Seite antwortet; der Rest der Adresse (?utm_…) bleibt erhalten.',
          en: 'Without /en the redirect applies in both languages, starting with /en in English only. It applies only where no page answers; the query string (?utm_…) is kept.',
        },
      },
      validate: (value: unknown) => (typeof value === 'string' && internalPath.test(value) ? true : 'Ein Pfad wie /team / A path like /team'),
    },
    { name: 'to', type: 'text', required: true, label: { de: 'Nach', en: 'To' }, validate: validRedirectTarget },
    { name: 'permanent', type: 'checkbox', defaultValue: true, label: { de: 'Dauerhaft (308)', en: 'Permanent (308)' } },
  ],
}

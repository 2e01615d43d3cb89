import type { Access, Field, FieldAccess } from 'payload'

import { administers, editsContent, sellsWorks } from '../../base/roles'

/** Anyone may read: taxonomies, media, FAQ, redirects. */
export const anyone: Access = () => true

/** Only signed-in staff, whatever their role (../../base/roles.ts). */
export const staff: Access = ({ req }) => Boolean(req.user)

/** Staff see drafts; everyone else sees published versions only. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Content and pictures: administrators and editors. */
export const editors: Access = ({ req }) => editsContent(req.user)

/** Cases, contacts, the visitors' messages: administrators and sales. */
export const sales: Access = ({ req }) => sellsWorks(req.user)

/** Staff accounts: administrators. */
export const administrators: Access = ({ req }) => administers(req.user)

/**
 * What only sales and administrators read and change: a work's price amount (the public reads
 * `publicPrice`), its holds and sale. Payload refuses anyone else a filter or sort on such a
 * field, directly or through a relation.
 */
export const salesField: FieldAccess = ({ req }) => sellsWorks(req.user)

/** What sales may read but only editors and administrators change: a work's texts and pictures. */
export const editorsField: FieldAccess = ({ req }) => editsContent(req.user)

/**
 * The fields as they are, with `update` given to every named field that has no rule of its own
 * (rows, collapsibles and unnamed tabs are looked into). Fields listed in `except` keep theirs.
 */
export function changedOnlyBy(fields: Field[], update: FieldAccess, except: readonly string[] = []): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'ui') return field
    if ('name' in field && field.name) {
      if (except.includes(field.name) || field.access?.update) return field
      return { ...field, access: { ...field.access, update } } as Field
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ('name' in tab && tab.name ? { ...tab, access: { ...tab.access, update } } : { ...tab, fields: changedOnlyBy(tab.fields, update, except) })),
      } as Field
    if ('fields' in field) return { ...field, fields: changedOnlyBy(field.fields, update, except) } as Field
    return field
  })
}

// What selling (issue 36) adds to the CMS's collections; src/payload.config.ts applies it before the CMS's own wrappers.
import type { CollectionConfig } from 'payload'

import { setPublicPrice } from '../../cms/collections/Artworks'
import { insertFields } from '../../cms/fields/insert'
import { attachContact, caseContactField } from '../contacts/collection'
import { artworkSaleFields, keepSaleFields } from './artworkFields'
import { caseEndpoints } from './caseEndpoints'
import { caseHistoryField, caseMainFields, caseSidebarFields, caseStatusField } from './caseFields'
import { applyCaseToWorks, prepareCase } from './caseHooks'
import { artworkPrintEndpoints, exhibitionPrintEndpoints } from './printEndpoints'
import { tellWaitingOnRelease } from './waiting'

type Components = NonNullable<NonNullable<CollectionConfig['admin']>['components']>

/**
 * Works: the sale fields before `publishedAt`, kept consistent right after the public price is set;
 * the price lists and wall labels of a selection, and their buttons above the list.
 */
function withWorkSales(collection: CollectionConfig): CollectionConfig {
  const beforeChange = collection.hooks?.beforeChange ?? []
  const at = beforeChange.indexOf(setPublicPrice)
  if (at < 0) throw new Error('withSales: the artworks collection has no setPublicPrice hook to keep the sale fields after')
  const components: Components = collection.admin?.components ?? {}
  return {
    ...collection,
    fields: insertFields(collection.fields, { before: 'publishedAt' }, artworkSaleFields),
    endpoints: [...(collection.endpoints || []), ...artworkPrintEndpoints],
    admin: {
      ...collection.admin,
      // Availability in place of the bare "sold" column, and its filters above the list.
      defaultColumns: collection.admin?.defaultColumns?.map((column) => (column === 'sold' ? 'availability' : column)),
      components: {
        ...components,
        beforeListTable: [...(components.beforeListTable ?? []), '/features/sales/admin/WorkAvailability#WorkAvailabilityFilters', '/cms/admin/PrintButtons#SelectionPrintButtons'],
        // The work's sheet in either language (docs/sales.md#price-lists-and-wall-labels).
        edit: { ...components.edit, beforeDocumentControls: [...(components.edit?.beforeDocumentControls ?? []), '/cms/admin/PrintButtons#WorkSheetButtons'] },
      },
    },
    hooks: {
      ...collection.hooks,
      beforeChange: [...beforeChange.slice(0, at + 1), keepSaleFields, ...beforeChange.slice(at + 1)],
      afterChange: [...(collection.hooks?.afterChange ?? []), tellWaitingOnRelease],
    },
  }
}

/** Exhibitions: their price list and wall labels, and the buttons for them on the exhibition's page. */
function withExhibitionPrints(collection: CollectionConfig): CollectionConfig {
  const components: Components = collection.admin?.components ?? {}
  return {
    ...collection,
    endpoints: [...(collection.endpoints || []), ...exhibitionPrintEndpoints],
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: { ...components.edit, beforeDocumentControls: [...(components.edit?.beforeDocumentControls ?? []), '/cms/admin/PrintButtons#ExhibitionPrintButtons'] },
      },
    },
  }
}

/**
 * Inquiries become cases: status and sidebar fields after `kind`, the case's works, notes, mails
 * and reply before `mailsPending`; status tabs above the list, new cases first, then those being
 * worked on, each newest first (statusRank, ./caseStatus.ts); the case's hooks and actions.
 */
function withCases(collection: CollectionConfig): CollectionConfig {
  const components: Components = collection.admin?.components ?? {}
  const hooks = collection.hooks ?? {}
  const fields = insertFields(collection.fields, { after: 'kind' }, [caseStatusField, caseContactField, ...caseSidebarFields])
  return {
    ...collection,
    fields: insertFields(fields, { before: 'mailsPending' }, [...caseMainFields, caseHistoryField]),
    defaultSort: ['statusRank', '-createdAt'],
    endpoints: [...(collection.endpoints || []), ...caseEndpoints],
    admin: {
      ...collection.admin,
      components: { ...components, beforeListTable: [...(components.beforeListTable ?? []), '/features/sales/admin/CaseListFilters#CaseListFilters'] },
    },
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), attachContact, prepareCase], afterChange: [...(hooks.afterChange ?? []), applyCaseToWorks] },
  }
}

/** Adds selling to the artworks, exhibitions and inquiries; leaves any other collection as it is. */
export function withSales(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'artworks') return withWorkSales(collection)
  if (collection.slug === 'exhibitions') return withExhibitionPrints(collection)
  if (collection.slug === 'inquiries') return withCases(collection)
  return collection
}

// What the catalogue import and export (issue 19) add to the artworks collection; applied in src/payload.config.ts.
import type { CollectionConfig } from 'payload'

import { catalogueEndpoints } from './endpoints'

/**
 * The artworks' import and export endpoints for staff (./endpoints.ts) and, first above the list,
 * the export of what the list shows and the way to the import (./admin/CatalogueListActions.tsx).
 * Any other collection is left as it is.
 */
export function withCatalogue(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'artworks') return collection
  const components = collection.admin?.components ?? {}
  return {
    ...collection,
    endpoints: [...(collection.endpoints || []), ...catalogueEndpoints],
    admin: {
      ...collection.admin,
      components: { ...components, beforeListTable: ['/features/catalogue/admin/CatalogueListActions#CatalogueListActions', ...(components.beforeListTable ?? [])] },
    },
  }
}

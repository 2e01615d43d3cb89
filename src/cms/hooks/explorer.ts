import type { CollectionConfig } from 'payload'

import { markExplorerStale } from '../../features/explorer/store'
import { revalidatePublicPaths } from './revalidate'

/** The prerendered pages built from the explorer's lists. */
const explorerPages = ['/', '/artworks', '/leasing']

/**
 * Adds hooks that mark the explorer's in-memory lists stale whenever a collection they are built
 * from changes (artworks, artists, media, the vocabularies), and refresh the prerendered pages
 * built from them, so a publish shows at once.
 */
export function withExplorerHooks(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const mark = async <T>(result: T, context: Record<string, unknown> | undefined): Promise<T> => {
    markExplorerStale()
    if (!context?.skipRevalidate) await revalidatePublicPaths(explorerPages)
    return result
  }
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ doc, context }) => mark(doc, context)],
      afterDelete: [...(hooks.afterDelete ?? []), ({ doc, context }) => mark(doc, context)],
    },
  }
}

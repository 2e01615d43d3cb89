import type { CollectionConfig } from 'payload'

import { revalidatePublicPaths } from './revalidate'

/** The prerendered pages built from the explorer's lists. */
const explorerPages = ['/', '/artworks', '/leasing']

/**
 * Adds hooks that refresh the prerendered pages built from the explorer's lists whenever a
 * collection they are built from changes (artworks, artists, media, the vocabularies), so a
 * publish shows at once. The lists themselves hear of the change through the announcement
 * (../changes.ts), which runs before this.
 */
export function withExplorerHooks(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const mark = async <T>(result: T, context: Record<string, unknown> | undefined): Promise<T> => {
    if (!context?.skipRevalidate) await revalidatePublicPaths(explorerPages)
    return result
  }
  return {
    ...collection,
    // Announced as a source of the explorer's lists (../changes.ts), which listen for it.
    custom: { ...collection.custom, explorerSource: true },
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ doc, context }) => mark(doc, context)],
      afterDelete: [...(hooks.afterDelete ?? []), ({ doc, context }) => mark(doc, context)],
    },
  }
}

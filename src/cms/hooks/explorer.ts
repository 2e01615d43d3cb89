import type { CollectionConfig } from 'payload'

/**
 * Marks a collection the explorer's lists are built from (artworks, artists, media, the
 * vocabularies): its announced changes (../changes.ts) say so, and the lists listen for them.
 */
export function withExplorerHooks(collection: CollectionConfig): CollectionConfig {
  return { ...collection, custom: { ...collection.custom, explorerSource: true } }
}

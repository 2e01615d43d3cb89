/**
 * The CMS layer announces what changed; the features that keep something built from content (the
 * explorer's lists, the search's engines) listen, so the CMS imports none of them and nothing
 * they load (the Payload client, the config) comes back round to it.
 *
 * A feature registers its listener when its module loads: a store that is not loaded in this
 * process holds nothing to refresh. Listeners are kept by name on globalThis, because Next bundles
 * the admin's API and the pages separately and each bundle loads the feature once.
 */
import type { CollectionConfig } from 'payload'

export type ContentChange = {
  /** The collection's slug. */
  collection: string
  operation: 'change' | 'delete'
  /** A public collection (drafts, slugs, pages of its own: ./collections/content.ts). */
  publicContent: boolean
  /** A collection the explorer's lists are built from (./hooks/explorer.ts). */
  explorerSource: boolean
}

export type ContentListener = (change: ContentChange) => void

const listenersKey = Symbol.for('vernissage.contentListeners')
const listeners = ((globalThis as Record<symbol, unknown>)[listenersKey] ??= new Map<string, ContentListener>()) as Map<string, ContentListener>

/** Registers (or replaces) the listener called `name`; returns what takes it away again. */
export function onContentChange(name: string, listener: ContentListener): () => void {
  listeners.set(name, listener)
  return () => {
    if (listeners.get(name) === listener) listeners.delete(name)
  }
}

/** Tells every listener; one that throws does not keep the change from the others. */
export function announceContentChange(change: ContentChange): void {
  for (const [name, listener] of listeners) {
    try {
      listener(change)
    } catch (error) {
      console.error(`content listener ${name} failed:`, error)
    }
  }
}

/** Marks a collection as public content in its config (read back by `withChangeAnnouncements`). */
export const publicContentMark = { publicContent: true }

/**
 * Adds the hooks that announce a collection's saves and deletions. They run first among the
 * after-hooks, so what listeners mark stale is stale before any page showing it is refreshed.
 */
export function withChangeAnnouncements(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const publicContent = collection.custom?.publicContent === true
  const explorerSource = collection.custom?.explorerSource === true
  const announce = (operation: ContentChange['operation']) => announceContentChange({ collection: collection.slug, operation, publicContent, explorerSource })
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [
        ({ doc }) => {
          announce('change')
          return doc
        },
        ...(hooks.afterChange ?? []),
      ],
      afterDelete: [
        ({ doc }) => {
          announce('delete')
          return doc
        },
        ...(hooks.afterDelete ?? []),
      ],
    },
  }
}

import type { CollectionConfig } from 'payload'

import { markSearchStale } from '../../features/search/store'

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * Adds to a collection's hooks the mark that makes the search rebuild its engines after a change or
 * delete (src/features/search/loaders.ts), so a publish, unpublish or delete shows in seconds.
 */
export function withSearchHooks(hooks: Hooks): Hooks {
  return {
    ...hooks,
    afterChange: [
      ...(hooks.afterChange ?? []),
      ({ doc }) => {
        markSearchStale()
        return doc
      },
    ],
    afterDelete: [
      ...(hooks.afterDelete ?? []),
      ({ doc }) => {
        markSearchStale()
        return doc
      },
    ],
  }
}

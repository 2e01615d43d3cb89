/**
 * One change, one event (issue 31). A save or deletion of any collection, and a save of a global,
 * announces itself here once, after its transaction is committed; everything built from content
 * subscribes to that event and to nothing else: Next's cache (by the change's tags, ./tags.ts),
 * the server's page cache (src/server/frontCache.mjs), the explorer's lists, the search engines,
 * the sitemap and routing data, the live stream. The event travels between instances on the bus
 * (./bus.mjs: Redis pub/sub with REDIS_URL, else this process), so the CMS imports none of its
 * listeners. The way out is drawn in docs/architecture.md.
 *
 * In this process, before the event leaves: the change's tags are expired in Next's cache
 * (`revalidateTag`, and at once through the cache handler, see `expireInNextCache`), so an
 * instance that hears the event and renders again never finds the old page in the shared cache.
 */
import type { CollectionConfig, Field, GlobalConfig, PayloadRequest } from 'payload'

import { changeBus, contentChannel, resyncChannel } from './bus.mjs'
import { expireTags } from './ports.mjs'
import { changeTags, globalTag } from './tags'

export type ContentChange = {
  /** The collection's or global's slug. */
  collection: string
  kind: 'collection' | 'global'
  operation: 'change' | 'delete'
  /** The document's id (collections). */
  id?: number | string
  /** A public collection (drafts, slugs, pages of its own: ./collections/content.ts), or a global. */
  publicContent: boolean
  /** A collection the explorer's lists are built from (./hooks/explorer.ts). */
  explorerSource: boolean
  /** Next's cache tags the change touches (./tags.ts). */
  tags: string[]
  /** What the live stream sends for it (src/cms/liveEvents.ts), set by ./hooks/live.ts. */
  live?: unknown
  /**
   * Anything may have changed: the bus was cut from the other instances for a while and may have
   * missed messages (./bus.mjs). Listeners drop whatever they keep.
   */
  everything?: boolean
}

export type ContentListener = (change: ContentChange) => void

export { contentChannel }

/** Listens to every content change, on this instance and (through the bus) every other. Returns what stops it. */
export function onContentChange(listener: ContentListener): () => void {
  const bus = changeBus()
  const stop = bus.subscribe<ContentChange>(contentChannel, listener)
  const stopResync = bus.subscribe(resyncChannel, () =>
    listener({ collection: '*', kind: 'collection', operation: 'change', publicContent: true, explorerSource: true, tags: [], everything: true }),
  )
  return () => {
    stop()
    stopResync()
  }
}

/**
 * Expires tags in Next's cache now, through the cache handler's own `revalidateTag`
 * (src/features/cache/nextCacheHandler.mjs offers it when Next loads it, ./ports.mjs). `revalidateTag` of
 * next/cache only records the tags until the request ends, and the event must not reach another
 * instance before the shared cache has dropped the old pages.
 */
async function expireInNextCache(tags: string[]): Promise<void> {
  await expireTags(tags).catch((error: unknown) => console.warn(`[changes] Next's cache kept some of ${tags.join(', ')}: ${error instanceof Error ? error.message : error}`))
}

/** Next's own call, inside a request; it also drops, once the request ends, a copy rendered from the old data meanwhile. */
async function revalidateInRequest(tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next request (seed, scripts, tests): the handler's expiry above is all there is.
  }
}

/** Tells every listener of every instance, after Next's cache dropped what the change touches. */
export function announceContentChange(change: ContentChange): Promise<void> {
  return announceAll([change])
}

/** Several changes (one transaction's): their tags expired once, together, then each announced. */
async function announceAll(changes: ContentChange[]): Promise<void> {
  const tags = [...new Set(changes.flatMap((change) => change.tags))]
  await revalidateInRequest(tags)
  await expireInNextCache(tags)
  for (const change of changes) await changeBus().publish(contentChannel, change)
}

/**
 * Changes saved inside a transaction, announced once it is committed: an instance that hears of
 * a change and reads the database must find it there. Dropped when the transaction rolls back.
 */
const pending = new Map<number | string, ContentChange[]>()

function announceAfterCommit(req: PayloadRequest, change: ContentChange): Promise<void> {
  const transaction = req.transactionID
  // Only an id names a transaction: without one (SQLite runs without transactions, where the
  // request may hold a pending promise, or what Payload's relation loader made of it) the change
  // is written already.
  if ((typeof transaction !== 'string' && typeof transaction !== 'number') || !committedAnnouncements.has(req.payload.db)) return announceContentChange(change)
  const list = pending.get(transaction) ?? []
  list.push(change)
  pending.set(transaction, list)
  return Promise.resolve()
}

/** Database adapters whose commits announce (`announcedOnCommit`). */
const committedAnnouncements = new WeakSet<object>()

/**
 * Makes a database adapter announce the changes of a transaction when it commits it (and forget
 * them when it rolls back): the adapter's own commit and rollback, then ours.
 */
export function announcedOnCommit<T extends { init: (...args: never[]) => object }>(adapter: T): T {
  const init = adapter.init
  return {
    ...adapter,
    init: ((...args: Parameters<T['init']>) => {
      const db = init(...args) as {
        commitTransaction: (id: number | string | Promise<number | string>) => Promise<void>
        rollbackTransaction: (id: number | string | Promise<number | string>) => Promise<void>
      }
      const { commitTransaction, rollbackTransaction } = db
      committedAnnouncements.add(db)
      return Object.assign(db, {
        async commitTransaction(id: number | string | Promise<number | string>) {
          await commitTransaction.call(db, id)
          const key = await id
          const changes = pending.get(key) ?? []
          pending.delete(key)
          if (changes.length > 0) await announceAll(changes)
        },
        async rollbackTransaction(id: number | string | Promise<number | string>) {
          pending.delete(await id)
          await rollbackTransaction.call(db, id)
        },
      })
    }) as T['init'],
  }
}

/** Marks a collection as public content in its config (read back by `withChangeAnnouncements`). */
export const publicContentMark = { publicContent: true }

const liveKey = (collection: string, id: unknown) => `changes:live:${collection}:${String(id)}`

/** What ./hooks/live.ts found the live stream must hear of this save; carried by the announcement. */
export function attachLive(req: PayloadRequest, collection: string, id: unknown, live: unknown): void {
  req.context[liveKey(collection, id)] = live
}

/**
 * Adds the hooks that announce a collection's saves and deletions. They run last among the
 * after-hooks (so the live stream's part is known) and the announcement waits for the commit.
 */
export function withChangeAnnouncements(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const publicContent = collection.custom?.publicContent === true
  const explorerSource = collection.custom?.explorerSource === true
  const fields: Field[] = collection.fields
  const announce = async (req: PayloadRequest, operation: ContentChange['operation'], doc: Record<string, unknown>, previous?: Record<string, unknown>) => {
    const id = doc.id as number | string | undefined
    const tags = changeTags(collection.slug, fields, id, doc, previous)
    const change: ContentChange = { collection: collection.slug, kind: 'collection', operation, id, publicContent, explorerSource, tags }
    const live = req.context?.[liveKey(collection.slug, id)]
    if (live) change.live = live
    await announceAfterCommit(req, change)
  }
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, previousDoc, req }) => {
          await announce(req, 'change', doc, previousDoc)
          return doc
        },
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, req }) => {
          await announce(req, 'delete', doc)
          return doc
        },
      ],
    },
  }
}

/** The same for a global: every page shows the menus, the settings and the consent banner. */
export function withGlobalAnnouncements(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req }) => {
          const change: ContentChange = { collection: global.slug, kind: 'global', operation: 'change', publicContent: true, explorerSource: false, tags: [globalTag(global.slug)] }
          await announceAfterCommit(req, change)
          return doc
        },
      ],
    },
  }
}

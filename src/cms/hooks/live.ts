import type { CollectionConfig, PayloadRequest } from 'payload'

import { changeEvent, deleteEvent, snapshotOf, type ArtworkSnapshot } from '../liveEvents'
import { attachLive } from '../changes'

/**
 * Live updates (src/features/live): after a save or a deletion of an artwork, the work's
 * published row is compared with what it was before, and a publish, update, unpublish or delete
 * rides on the change's announcement (../changes.ts) to every instance's subscribers, once the
 * save is committed. A draft save leaves that row untouched, so it adds nothing.
 */

const beforeKey = (id: number | string) => `live:before:${id}`

/** The main row in both languages, inside the operation's transaction, without touching `req`'s locale. */
async function mainRow(req: PayloadRequest, collection: string, id: number | string | undefined): Promise<ArtworkSnapshot | null> {
  if (id === undefined || id === null) return null
  const row = await req.payload.db.findOne<Record<string, unknown> & { id: number | string }>({
    collection: collection as 'artworks',
    where: { id: { equals: id } },
    locale: 'all',
    req: { transactionID: req.transactionID } as Partial<PayloadRequest>,
  })
  return snapshotOf(row)
}

export function withLiveHooks(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const slug = collection.slug
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeChange: [
        ...(hooks.beforeChange ?? []),
        async ({ req, operation, originalDoc, data }) => {
          if (operation === 'update' && originalDoc?.id !== undefined) req.context[beforeKey(originalDoc.id)] = await mainRow(req, slug, originalDoc.id)
          return data
        },
      ],
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ req, doc, operation }) => {
          const before = operation === 'update' ? ((req.context[beforeKey(doc.id)] as ArtworkSnapshot | null | undefined) ?? null) : null
          attachLive(req, slug, doc.id, changeEvent(before, await mainRow(req, slug, doc.id)))
          return doc
        },
      ],
      beforeDelete: [
        ...(hooks.beforeDelete ?? []),
        async ({ req, id }) => {
          req.context[beforeKey(id)] = await mainRow(req, slug, id)
        },
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ req, id, doc }) => {
          attachLive(req, slug, id, deleteEvent((req.context[beforeKey(id)] as ArtworkSnapshot | null | undefined) ?? null))
          return doc
        },
      ],
    },
  }
}

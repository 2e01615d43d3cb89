import type { CollectionConfig, PayloadRequest } from 'payload'

import { liveBus } from '../../features/live/bus.mjs'
import { artworkChannel, changeEvent, deleteEvent, snapshotOf, type ArtworkEvent, type ArtworkSnapshot } from '../../features/live/events'

/**
 * Live updates (src/features/live): after a save or a deletion of an artwork, the work's
 * published row is compared with what it was before, and a publish, update, unpublish or delete
 * goes out on the bus to every instance's subscribers. A draft save leaves that row untouched,
 * so it sends nothing. The hooks run last, after the others, so a failing hook before them
 * cannot leave an event for a change that was rolled back.
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

async function send(req: PayloadRequest, event: ArtworkEvent | null): Promise<void> {
  if (!event) return
  try {
    await liveBus().publish(artworkChannel, event)
  } catch (error) {
    // A live update is a courtesy: the change itself is saved, the pages refresh as before.
    req.payload.logger.warn(`live update of artwork ${event.id} not sent: ${error instanceof Error ? error.message : String(error)}`)
  }
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
          await send(req, changeEvent(before, await mainRow(req, slug, doc.id)))
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
          await send(req, deleteEvent((req.context[beforeKey(id)] as ArtworkSnapshot | null | undefined) ?? null))
          return doc
        },
      ],
    },
  }
}

import type { Payload } from 'payload'

import { readStoredSwatches } from '../uploads/swatches'

const batch = 50

export type FillSummary = { pictures: number; works: number }

/**
 * The one-off run of issue 19 point 3 (`npm run colours`, and once by `npm start` and
 * `npm run migrate` after the upgrade that brought it): reads the colours of every picture stored
 * before colours were read on upload, then saves every work without colours again, which proposes
 * them from its first picture and takes the proposal (src/cms/hooks/colourProposal.ts). A work
 * with unpublished changes gets them in its draft; a published one is published with them. Safe
 * to run again: it only touches pictures without colours and works without colours.
 */
export async function fillColoursFromPictures(payload: Payload, log: (line: string) => void = () => {}): Promise<FillSummary> {
  const summary: FillSummary = { pictures: 0, works: 0 }
  const seen = new Set<number | string>()
  for (;;) {
    const { docs } = await payload.find({ collection: 'media', where: { swatches: { exists: false } }, limit: batch, depth: 0, overrideAccess: true, sort: 'id' })
    const fresh = docs.filter((doc) => !seen.has(doc.id))
    if (fresh.length === 0) break
    for (const doc of fresh) {
      seen.add(doc.id)
      const swatches = doc.filename ? await readStoredSwatches(doc.filename) : []
      await payload.update({ collection: 'media', id: doc.id, data: { swatches }, depth: 0, overrideAccess: true })
      summary.pictures += 1
    }
    log(`pictures read: ${summary.pictures}`)
  }

  let after: number | string | undefined
  for (;;) {
    const { docs } = await payload.find({
      collection: 'artworks',
      where: after === undefined ? {} : { id: { greater_than: after } },
      sort: 'id',
      limit: batch,
      depth: 0,
      draft: true,
      overrideAccess: true,
      select: { colors: true, images: true, _status: true },
    })
    if (docs.length === 0) break
    after = docs[docs.length - 1].id
    for (const doc of docs) {
      if ((doc.colors?.length ?? 0) > 0 || (doc.images?.length ?? 0) === 0) continue
      const draft = doc._status !== 'published'
      const saved = await payload.update({ collection: 'artworks', id: doc.id, data: {}, draft, depth: 0, overrideAccess: true })
      if ((saved.colors?.length ?? 0) > 0) summary.works += 1
    }
  }
  log(`works given colours from their picture: ${summary.works}`)
  return summary
}

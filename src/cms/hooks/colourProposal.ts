import type { CollectionBeforeChangeHook } from 'payload'

import { proposeColours, type Swatch } from '../../base/colours'
import { relationId, relationIds } from '../relations'
import { nestedReq } from '../nestedReq'

/**
 * Issue 19 point 3: the colours of a work's first picture, matched to the gallery's colour
 * vocabulary, are kept on the work as a proposal (shown read-only beside its colours). A work whose
 * colours are empty takes the proposal when it is saved; colours an editor chose stay as they are.
 */
export const proposeColoursFromPicture: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const images = data.images !== undefined ? data.images : originalDoc?.images
  const first = Array.isArray(images) ? relationId(images[0]) : undefined
  let proposal: Array<number | string> = []
  if (first !== undefined) {
    const media = await req.payload.findByID({ collection: 'media', id: first, depth: 0, req: nestedReq(req), overrideAccess: true, disableErrors: true }).catch(() => null)
    const swatches = (Array.isArray(media?.swatches) ? media.swatches : []) as Swatch[]
    if (swatches.length > 0) {
      const { docs } = await req.payload.find({ collection: 'colors', depth: 0, pagination: false, req: nestedReq(req), overrideAccess: true })
      proposal = proposeColours(
        swatches,
        docs.map(({ id, hex }) => ({ id, hex })),
      )
    }
  }
  data.colourProposal = proposal
  const colours = data.colors !== undefined ? data.colors : originalDoc?.colors
  if (relationIds(colours).length === 0 && proposal.length > 0) data.colors = proposal
  return data
}

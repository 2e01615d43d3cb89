/**
 * The live catch-up's queries (./LiveArtworks.tsx): what a page asks after a gap in its stream.
 * They are the site's own, small and shallow, and pass a gate of their own
 * (src/features/security/admission.mjs `siteQueries`), so a page catches up while anonymous API
 * traffic fills the anonymous-queries gate. The GraphQL route knows them by their exact text.
 */

// The catch-up reads the works as the public does: the amount is staff-only at the field, so the
// public price (empty for a work on request) stands in for it, as in the events.
const readFields = 'slug sold price: publicPrice priceOnRequest leasingDisabled reservedUntil updatedAt'
export const artworkNow = `query LiveArtwork($slug: String!) { getArtworkBySlug(slug: $slug) { ${readFields} } }`
export const artworksNow = `query LiveArtworks($slugs: [String], $limit: Int) { Artworks(where: { slug: { in: $slugs } }, limit: $limit) { docs { ${readFields} } } }`

/** Works one catch-up query asks for at most (the anonymous page size). */
export const catchUpBatch = 100

/** Whether a query is one of the site's catch-up queries, word for word, within its batch. */
export function isCatchUpQuery(query: string, variables: unknown): boolean {
  if (query === artworkNow) return true
  if (query !== artworksNow) return false
  const { slugs, limit } = (variables ?? {}) as { slugs?: unknown; limit?: unknown }
  return (slugs == null || (Array.isArray(slugs) && slugs.length <= catchUpBatch)) && (limit == null || (typeof limit === 'number' && limit <= catchUpBatch))
}

// What the CMS needs from the floors above it, offered by them (dependency inversion): the CMS
// calls only these functions of its own, never into a floor above, and the floors above depend on
// the CMS to offer what they can (.dependency-cruiser.cjs sees each of those imports).
// - Expiring tags in Next's cache now: offered by the cache handler when Next loads it
//   (src/features/cache/nextCacheHandler.mjs); used as a change is announced (./changes.ts).
// - The published page answering at an address: offered by the routing table
//   (src/features/routing/table.ts installRouteResolver); used to refuse a redirect a page would
//   shadow (./collections/Redirects.ts).
// Next loads the cache handler, the proxy and the app's bundles as separate copies of these
// modules in one process, so what is offered is kept in the process's state
// (src/base/processState.mjs), in one slot this module owns. Plain JavaScript: the cache handler
// loads it as it is. Types in ./ports.d.mts.
import { slot } from '../base/processState.mjs'

const offered = slot('cmsPorts', () => ({ expireTags: undefined, pageAt: undefined }))

/** Offers the expiry of tags in Next's cache (the cache handler, as Next loads it). */
export function offerTagExpiry(expireTags) {
  offered.expireTags = expireTags
}

/** Expires tags in Next's cache now; nothing outside a Next server (seed, scripts), where no cache runs. */
export function expireTags(tags) {
  return offered.expireTags ? offered.expireTags(tags) : Promise.resolve()
}

/** Offers the lookup of the published page answering at an address (the routing table). */
export function offerPageLookup(pageAt) {
  offered.pageAt = pageAt
}

/** The published page answering at an address, or null; null too where no routing table runs (seed, import). */
export function pageAt(path) {
  return offered.pageAt ? offered.pageAt(path) : Promise.resolve(null)
}

/**
 * The numbers behind the client behaviours (docs/behaviour.md#navigating-the-site), named once so every rule and test
 * reads the same value. Those of the chunk reload are in src/ui/reloadGuard.ts.
 */

/** docs/behaviour.md#prefetch: at most this many route preloads run at once. */
export const maxConcurrentPrefetches = 5
/** docs/behaviour.md#prefetch: payload prefetch of visible links starts this long after the page is ready (its load event, or an in-app navigation). */
export const prefetchDelayMs = 1_000
/** docs/behaviour.md#new-build: how often the deployed build is compared with the one the page was loaded from. */
export const buildPollIntervalMs = 60_000
/** A prefetch slot is given back after this long even if its request was never observed. */
export const prefetchSlotTimeoutMs = 5_000

/** The endpoint answering the current build id (src/app/build-version/route.ts). */
export const buildVersionPath = '/build-version'
/**
 * Event dispatched on window when the visible-link prefetching would begin, prefetchDelayMs after
 * the page is ready; its detail says whether it does (`{ enabled }`: not on slow-2g, Save-Data or
 * without IntersectionObserver). Anything that waits for the page to settle can listen for it.
 */
export const prefetchReadyEvent = 'vernissage:prefetch-ready'
/** Event dispatched on window when a newer deployment was seen: the next navigation loads in full (docs/behaviour.md#new-build). */
export const newBuildEvent = 'vernissage:new-build'
/** The outdated-browser notice (docs/behaviour.md#upgrade-browser), without locale prefix. */
export const upgradeBrowserPath = '/upgrade-browser'

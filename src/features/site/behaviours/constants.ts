/**
 * The numbers behind the client behaviours (SPEC §4, §8, §9), named once so every rule and test
 * reads the same value.
 */

/** SPEC §8/§9: a failed chunk load reloads the page at most once in this window. */
export const reloadGuardMs = 10_000
/** SPEC §9: at most this many route preloads run at once. */
export const maxConcurrentPrefetches = 5
/** SPEC §9: payload prefetch of visible links starts this long after the page is ready (its load event, or an in-app navigation). */
export const prefetchDelayMs = 1_000
/** SPEC §4/§7: how often the deployed build is compared with the one the page was loaded from. */
export const buildPollIntervalMs = 60_000
/** A prefetch slot is given back after this long even if its request was never observed. */
export const prefetchSlotTimeoutMs = 5_000

/** The endpoint answering the current build id (src/app/build-version/route.ts). */
export const buildVersionPath = '/build-version'
/** sessionStorage key holding the time of the last reload caused by a failed chunk load. */
export const reloadGuardKey = 'vernissage:chunk-reload-at'
/** Event dispatched on window when a dynamic chunk failed to load (SPEC §8 "preload-error"). */
export const preloadErrorEvent = 'vernissage:preload-error'
/**
 * Event dispatched on window when the visible-link prefetching would begin, prefetchDelayMs after
 * the page is ready; its detail says whether it does (`{ enabled }`: not on slow-2g, Save-Data or
 * without IntersectionObserver). Anything that waits for the page to settle can listen for it.
 */
export const prefetchReadyEvent = 'vernissage:prefetch-ready'
/** Event dispatched on window when a newer deployment was seen: the next navigation loads in full (SPEC §4). */
export const newBuildEvent = 'vernissage:new-build'
/** The outdated-browser notice (SPEC §2), without locale prefix. */
export const upgradeBrowserPath = '/upgrade-browser'

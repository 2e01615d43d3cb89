/**
 * The one recovery from a failed dynamic chunk load (docs/behaviour.md#chunk-reload): announce it on window
 * (`vernissage:preload-error`) and reload the page, at most once per 10 s guard window kept in
 * sessionStorage. Every path to it ends here: our own lazy parts (./lazyPart.ts) and any other
 * chunk error that reaches window unhandled (src/features/site/ClientBehaviours.tsx).
 */
import { isChunkLoadError, mayReload, preloadErrorEvent, reloadGuardKey } from './reloadGuard'

/** What the recovery did: the page reloads, the guard held the reload back, or it was no chunk error. */
export type ChunkRecovery = 'reloading' | 'held' | 'ignored'

// A lazy part's failure is recovered where it happens; should the same error also reach window
// (an unhandled rejection), it must not be announced and counted a second time.
const recovered = new WeakMap<object, ChunkRecovery>()

export function recoverFromChunkError(reason: unknown): ChunkRecovery {
  if (!isChunkLoadError(reason)) return 'ignored'
  const known = typeof reason === 'object' && reason !== null ? recovered.get(reason) : undefined
  if (known) return known
  window.dispatchEvent(new CustomEvent(preloadErrorEvent, { detail: reason }))
  const outcome = reloadIfAllowed()
  if (typeof reason === 'object' && reason !== null) recovered.set(reason, outcome)
  return outcome
}

function reloadIfAllowed(): ChunkRecovery {
  try {
    const now = Date.now()
    if (!mayReload(window.sessionStorage.getItem(reloadGuardKey), now)) return 'held'
    window.sessionStorage.setItem(reloadGuardKey, String(now))
  } catch {
    // Without sessionStorage the guard cannot hold; reloading could loop forever, so do not.
    return 'held'
  }
  window.location.reload()
  return 'reloading'
}

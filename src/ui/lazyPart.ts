/**
 * The only way the site's client code loads a part of its own lazily: `lazyPart(() => import('./X'))`.
 * A chunk that fails to load when the part is needed goes through the one recovery of docs/behaviour.md#chunk-reload
 * (./chunkRecovery.ts: the preload-error event and the guarded reload) before the caller hears of
 * it, so no part can quietly swallow it. src/ui/lazyPart.test.ts fails on any other
 * dynamic import, `next/dynamic` or `React.lazy` in code that reaches the browser.
 */
import { recoverFromChunkError } from './chunkRecovery'

export type LazyPart<T> = {
  /**
   * Fetches the part ahead of need (the pointer over its button, focus): the part, or null if it
   * failed. A failure here is left for `load()` to meet again: a visitor who only pointed at
   * something gets no reload under the pointer.
   */
  warm: () => Promise<T | null>
  /**
   * The part, now that it is needed. On a failed chunk the recovery runs first: while the page
   * reloads the promise never settles; when the 10 s guard holds the reload back it rejects, and
   * the caller may offer what it can without the part.
   */
  load: () => Promise<T>
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let pending: Promise<T> | null = null
  const fetchOnce = () =>
    (pending ??= importer().catch((error: unknown) => {
      // Not kept: the next attempt asks again (the network may be back).
      pending = null
      throw error
    }))
  return {
    warm: () => fetchOnce().catch(() => null),
    load: () =>
      fetchOnce().catch((error: unknown) => {
        if (recoverFromChunkError(error) === 'reloading') return new Promise<never>(() => undefined)
        throw error
      }),
  }
}

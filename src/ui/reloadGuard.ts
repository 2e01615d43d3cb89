/** A failed dynamic chunk load reloads the page, at most once per guard window (docs/behaviour.md#chunk-reload). */

/** docs/behaviour.md#chunk-reload: a failed chunk load reloads the page at most once in this window. */
export const reloadGuardMs = 10_000
/** sessionStorage key holding the time of the last reload caused by a failed chunk load. */
export const reloadGuardKey = 'vernissage:chunk-reload-at'
/** Event dispatched on window when a dynamic chunk failed to load (docs/behaviour.md#chunk-reload "preload-error"). */
export const preloadErrorEvent = 'vernissage:preload-error'

const chunkErrorPattern =
  /ChunkLoadError|Loading chunk \S+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/** Whether an error, rejection reason or message is a failed dynamic chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason == null) return false
  if (typeof reason === 'string') return chunkErrorPattern.test(reason)
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown }
    return (typeof name === 'string' && chunkErrorPattern.test(name)) || (typeof message === 'string' && chunkErrorPattern.test(message))
  }
  return false
}

/** Whether a reload may happen now, given the stored time of the last one (null: never). */
export function mayReload(lastReloadAt: string | number | null | undefined, now: number, windowMs = reloadGuardMs): boolean {
  const last = Number(lastReloadAt)
  if (lastReloadAt == null || lastReloadAt === '' || !Number.isFinite(last)) return true
  // A timestamp from the future (clock change) must not block reloads forever.
  return now - last >= windowMs || now < last
}

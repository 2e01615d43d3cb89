/**
 * Reads every page repeats — the consent texts and the site settings (banner, footer), the
 * editors' text of a fixed route (/search, /contact …) — kept in memory until anything public
 * changes. A prerendered page reads them once, but a page rendered per request (a search, an
 * explorer filter) read them every time: ~10 ms of its ~40 ms on this machine (issue 18).
 *
 * Fresh: the collections' and globals' revalidation hooks call `markContentChanged` (this
 * instance), another instance's change is known through the shared invalidations (at most a
 * second later, ./sharedInvalidations.mjs), and nothing is kept beyond `maxAgeMs` (a change made
 * straight in the database). A read that began before a change is never kept after it: this
 * instance's changes are told apart by a counter, not by the clock, so a read and a change in the
 * same millisecond are still ordered.
 */
import { approximateBytes, createLru, type Lru } from './lru.mjs'
import { lastChangeAt, syncInvalidations } from './sharedInvalidations.mjs'

type Kept = { value: Promise<unknown>; at: number; generation: number }
/** `generation` counts this instance's changes; a kept read belongs to the one it began in. */
type State = { generation: number; entries: Lru<Kept> }

const maxAgeMs = 60_000
/** The app's one LRU (./lru.mjs), bounded by the bytes of what the reads gave. */
const maxBytes = 4 * 1024 * 1024

// On globalThis: the hooks (bundled with the admin's API) and the pages share one memo.
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for('vernissage.contentMemo')] ??= {
  generation: 0,
  entries: createLru<Kept>({ maxBytes }),
}) as State

/** Something public changed through this instance: every kept read goes. */
export function markContentChanged(): void {
  state.generation += 1
  state.entries.clear()
}

/** `load()`'s value, kept under `key` while nothing public changed (see above). */
export async function memoized<T>(key: string, load: () => Promise<T>, now = Date.now): Promise<T> {
  await syncInvalidations()
  const kept = state.entries.get(key)
  const time = now()
  const current = kept && kept.generation === state.generation && kept.at > lastChangeAt() && time - kept.at < maxAgeMs
  if (current) return kept.value as Promise<T>
  const value = load()
  const entry = { value, at: time, generation: state.generation }
  // Counted at the key's size until the read answers, then at the size of what it gave.
  state.entries.set(key, entry, key.length * 2 + 64)
  value.then(
    (result) => state.entries.peek(key) === entry && state.entries.set(key, entry, key.length * 2 + approximateBytes(result)),
    // A failed read is asked again by the next request.
    () => state.entries.peek(key) === entry && state.entries.delete(key),
  )
  return value
}

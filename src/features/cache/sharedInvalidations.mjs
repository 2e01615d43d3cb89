// What several instances must agree on about their caches, through Redis (REDIS_URL): which
// public paths were purged when (the front page cache of src/server/frontCache.mjs), and which of
// Next's cache tags were revalidated when (./nextCacheHandler.mjs). Each instance keeps a mirror
// in memory, read again from Redis at most once a second, so a publish through any instance is
// seen by every other within about a second. Without REDIS_URL, or while Redis is away, each
// instance keeps to what it did itself. Plain JavaScript: the production server loads it too.
import { sharedRedis } from './redis.mjs'

const purgesKey = 'vernissage:front:purged'
/** The purge path of the front cache's per-request pages (search, explorer): any change drops them. */
export const queryPagesPath = '?'
const tagsKey = 'vernissage:next:tags'
const syncEveryMs = 1000

/** The mirror of every instance's invalidations (on globalThis: Next's bundles and the server share it). */
const state = (globalThis[Symbol.for('vernissage.sharedInvalidations')] ??= {
  purges: new Map(), // path ('*' for all) → time purged
  tags: new Map(), // tag → { expired?, stale? }
  syncedAt: 0,
  appliedUpTo: 0, // every invalidation made before this time is in the mirror
  lastChangeAt: 0, // the newest invalidation another instance made, as far as this one knows
  syncing: null,
  listeners: new Set(),
})

/** Whether this instance shares its caches' invalidations (REDIS_URL is set). */
export const sharing = () => Boolean(process.env.REDIS_URL)

/** Reads the invalidations of every instance from Redis; at most once a second, never throws. */
export function syncInvalidations(force = false) {
  if (!sharing()) return Promise.resolve()
  if (!force && Date.now() - state.syncedAt < syncEveryMs) return state.syncing ?? Promise.resolve()
  const started = Date.now()
  state.syncedAt = started
  state.syncing ??= (async () => {
    try {
      const redis = await sharedRedis()
      if (!redis) return
      const [purges, tags] = await Promise.all([redis.hGetAll(purgesKey), redis.hGetAll(tagsKey)])
      for (const [path, at] of Object.entries(purges)) {
        if (Number(at) <= (state.purges.get(path) ?? 0)) continue
        state.purges.set(path, Number(at))
        state.lastChangeAt = Math.max(state.lastChangeAt, Number(at))
      }
      for (const [tag, text] of Object.entries(tags)) {
        const entry = JSON.parse(text)
        const known = state.tags.get(tag)
        if (!known || (entry.expired ?? 0) > (known.expired ?? 0) || (entry.stale ?? 0) > (known.stale ?? 0)) {
          state.tags.set(tag, entry)
          state.lastChangeAt = Math.max(state.lastChangeAt, entry.expired ?? 0, entry.stale ?? 0)
          for (const listener of state.listeners) listener(tag, entry)
        }
      }
      state.appliedUpTo = started
    } catch {
      // Redis away: the mirror stays as it was.
    } finally {
      state.syncing = null
    }
  })()
  return state.syncing
}

/**
 * Writes an invalidation to Redis twice: as stamped, then stamped again once that has landed. A
 * stamp is taken before its write reaches Redis, and an instance whose sync began in between reads
 * without it yet counts itself informed up to the start of that sync, after the stamp: a copy it
 * makes then from old data would count as current. The second stamp is later than the start of any
 * such sync, so that instance drops the copy once it reads it; a sync that begins after the second
 * stamp reads after the first write landed.
 */
async function writeTwice(write, stamp) {
  try {
    const redis = await sharedRedis()
    if (!redis) return
    await write(redis, stamp)
    await write(redis, Math.max(stamp + 1, Date.now()))
  } catch {
    // Redis away: each instance keeps to its own invalidations until it is back.
  }
}

/** Records that these public paths (or, without paths, every page) were purged now, for every instance. */
export function sharePurge(paths, now = Date.now()) {
  const targets = paths ?? ['*']
  for (const path of targets) state.purges.set(path, now)
  if (!sharing()) return Promise.resolve()
  return writeTwice((redis, stamp) => redis.hSet(purgesKey, Object.fromEntries(targets.map((path) => [path, String(stamp)]))), now)
}

/**
 * The time up to which this instance knows every other's invalidations: a copy made now reflects
 * no change made after it (without sharing: now, as this instance sees its own at once).
 */
export function knownUpTo() {
  return sharing() ? state.appliedUpTo : Date.now()
}

/**
 * When another instance last changed something, as far as this one knows: in-memory indexes built
 * from the database (explorer, search) check the database again before answering when it is newer
 * than their last check, instead of waiting for their next periodic check.
 */
export function lastChangeAt() {
  return state.lastChangeAt
}

/** When a public path (or every page) was last purged by any instance, as far as this one knows. */
export function purgedAt(path) {
  return Math.max(state.purges.get(path) ?? 0, state.purges.get('*') ?? 0)
}

/** Records revalidated cache tags with their state (Next's tags manifest entries), for every instance. */
export function shareTags(entries) {
  for (const [tag, entry] of entries) state.tags.set(tag, entry)
  if (!sharing() || entries.length === 0) return Promise.resolve()
  // Stamped again like a purge (writeTwice): the second write moves each time the tag has to now.
  const first = Math.max(0, ...entries.flatMap(([, entry]) => [entry.expired ?? 0, entry.stale ?? 0]))
  return writeTwice((redis, stamp) => redis.hSet(tagsKey, Object.fromEntries(entries.map(([tag, entry]) => [tag, JSON.stringify(restamped(entry, first, stamp))]))), first)
}

/** A tag's entry with the times it has moved from `first` to `stamp` (unchanged on the first write). */
function restamped(entry, first, stamp) {
  if (stamp === first) return entry
  return Object.fromEntries(Object.entries(entry).map(([name, time]) => [name, typeof time === 'number' && time > 0 ? Math.max(time, stamp) : time]))
}

/** Called for every tag another instance revalidated, once it is known here. */
export function onSharedTag(listener) {
  state.listeners.add(listener)
}

/** The process's invalidations, as the front cache uses them. */
export const processInvalidations = { sync: syncInvalidations, purgedAt, knownUpTo, share: sharePurge }

/** Invalidations of one cache alone, never shared (for tests of that cache). */
export function localInvalidations() {
  const purges = new Map()
  return {
    sync: () => Promise.resolve(),
    purgedAt: (path) => Math.max(purges.get(path) ?? 0, purges.get('*') ?? 0),
    knownUpTo: () => Infinity,
    share(paths, now = Date.now()) {
      for (const path of paths ?? ['*']) purges.set(path, now)
      return Promise.resolve()
    },
  }
}

// The one in-memory cache of the app: least recently used first out, bounded by the bytes its
// values take (and optionally by age). Plain JavaScript, so the production server
// (src/server/server.mjs) and the app share it; types in ./lru.d.mts.
// The cache itself is lru-cache (`maxSize` with a `sizeCalculation`); this module keeps the one
// interface its users know and the sizing of values, which lru-cache leaves to its user. Our own
// Map-based cache it replaces (issue 32) went slow under churn: evicting from the front of a Map
// walks the holes earlier deletions left: 1M distinct keys through a cache of 65,536 entries took
// 60–66 s against 6–14 s here, both measured one after the other on a loaded 2-core machine
// (`node bench/lru.mjs`); and an entry past its age kept its bytes until something touched it,
// which `ttlAutopurge` now gives back on time (a timer per entry: the slower figure above).

import { LRUCache } from 'lru-cache'

/**
 * A rough size in bytes of a value: strings at two bytes a character, buffers at their length,
 * numbers at eight, objects and arrays by their members plus a small overhead each. Walks at most
 * `budget` members, so sizing a large value stays cheap (what is past the budget counts as the
 * average of what was seen).
 */
export function approximateBytes(value, budget = 20_000) {
  let seen = 0
  let bytes = 0
  const stack = [value]
  const visited = new Set()
  while (stack.length > 0) {
    const item = stack.pop()
    seen += 1
    if (seen > budget) {
      bytes += Math.ceil((bytes / seen) * stack.length)
      break
    }
    if (typeof item === 'string') bytes += 16 + item.length * 2
    else if (typeof item === 'number' || typeof item === 'boolean' || item == null) bytes += 8
    else if (typeof item === 'bigint') bytes += 16
    else if (item instanceof Uint8Array || item instanceof ArrayBuffer) bytes += item.byteLength + 16
    else if (typeof item === 'object') {
      if (visited.has(item)) continue
      visited.add(item)
      if (item instanceof Map) {
        bytes += 32
        for (const [key, member] of item) stack.push(key, member)
      } else if (item instanceof Set) {
        bytes += 32
        for (const member of item) stack.push(member)
      } else if (Array.isArray(item)) {
        bytes += 16 + item.length * 8
        for (const member of item) stack.push(member)
      } else {
        bytes += 32
        for (const key of Object.keys(item)) {
          bytes += 8 + key.length * 2
          stack.push(item[key])
        }
      }
    }
  }
  return bytes
}

/**
 * @param {{ maxBytes: number, maxAgeMs?: number, sizeOf?: (value: unknown, key: string) => number, now?: () => number }} options
 * `now` is lru-cache's clock (its `perf`): tests pass their own. With an age, every entry is also
 * dropped on time by a timer of its own (unref'd), so expired values do not hold memory.
 */
export function createLru({ maxBytes, maxAgeMs = Infinity, sizeOf = (value, key) => approximateBytes(value) + key.length * 2, now = Date.now }) {
  const aged = Number.isFinite(maxAgeMs) && maxAgeMs > 0
  // lru-cache wants a positive whole number of bytes for every entry.
  const bytesOf = (value, key) => Math.max(1, Math.ceil(Number(sizeOf(value, key)) || 1))
  const cache = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: bytesOf,
    // ttlResolution 0: ask the clock each time (the default caches it for 1 ms with a timer per call).
    // lru-cache reads a start time of 0 as "none": a test clock that starts at 0 is shifted by 1.
    ...(aged ? { ttl: maxAgeMs, ttlAutopurge: true, ttlResolution: 0, perf: { now: () => now() + 1 } } : {}),
  })

  return {
    get size() {
      return cache.size
    },
    get bytes() {
      return cache.calculatedSize
    },
    get maxBytes() {
      return maxBytes
    },
    has: (key) => cache.has(key),
    /** The value, marked as used last; undefined when missing or past its age. */
    get: (key) => cache.get(key),
    /** The value without marking it used. */
    peek: (key) => cache.peek(key),
    /** Stores a value; one larger than the whole cache is not kept. Returns whether it was. */
    set(key, value, bytes) {
      const size = bytes === undefined ? bytesOf(value, key) : Math.max(1, Math.ceil(bytes))
      if (size > maxBytes) {
        cache.delete(key)
        return false
      }
      cache.set(key, value, { size })
      return true
    },
    delete: (key) => cache.delete(key),
    clear: () => cache.clear(),
    /** Drops every entry whose value the test picks. */
    deleteWhere(test) {
      const picked = []
      for (const [key, value] of cache.entries()) if (test(value, key)) picked.push(key)
      for (const key of picked) cache.delete(key)
    },
    /** The value of `key`, made by `make` when missing and kept. */
    remember(key, make) {
      const hit = cache.get(key)
      if (hit !== undefined) return hit
      const value = make()
      this.set(key, value)
      return value
    },
  }
}

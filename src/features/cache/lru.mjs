// The one in-memory cache of the app: least recently used first out, bounded by the bytes its
// values take (and optionally by age). Plain JavaScript, so the production server
// (src/server/server.mjs) and the app share it; types in ./lru.d.mts.

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
 */
export function createLru({ maxBytes, maxAgeMs = Infinity, sizeOf = (value, key) => approximateBytes(value) + key.length * 2, now = Date.now }) {
  // key → { value, bytes, storedAt }; the Map's order is the order of use, oldest first.
  const entries = new Map()
  let total = 0

  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return false
    total -= entry.bytes
    entries.delete(key)
    return true
  }
  const fresh = (key) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (now() - entry.storedAt > maxAgeMs) {
      remove(key)
      return undefined
    }
    return entry
  }

  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return total
    },
    get maxBytes() {
      return maxBytes
    },
    has: (key) => fresh(key) !== undefined,
    /** The value, marked as used last; undefined when missing or past its age. */
    get(key) {
      const entry = fresh(key)
      if (!entry) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    /** The value without marking it used. */
    peek: (key) => fresh(key)?.value,
    /** Stores a value; one larger than the whole cache is not kept. Returns whether it was. */
    set(key, value, bytes = sizeOf(value, key)) {
      remove(key)
      if (bytes > maxBytes) return false
      entries.set(key, { value, bytes, storedAt: now() })
      total += bytes
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break
        remove(oldest)
      }
      return true
    },
    delete: remove,
    clear() {
      entries.clear()
      total = 0
    },
    /** Drops every entry whose value the test picks. */
    deleteWhere(test) {
      for (const [key, entry] of entries) if (test(entry.value, key)) remove(key)
    },
    /** The value of `key`, made by `make` when missing and kept. */
    remember(key, make) {
      const hit = this.get(key)
      if (hit !== undefined) return hit
      const value = make()
      this.set(key, value)
      return value
    },
  }
}

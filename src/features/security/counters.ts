/**
 * Counters in fixed time windows, for limits that must hold across instances (login attempts per
 * address). With REDIS_URL they live in Redis (INCR with an expiry, atomic, shared by every
 * instance); without it, in this process's memory, as on the single machine of `npm start`.
 * If Redis cannot be reached the counter falls back to memory and says so once in the log,
 * so a Redis outage never locks staff out of the admin.
 */
import { createLru } from '@/features/cache/lru.mjs'
import { type RedisClient, sharedRedis as redis } from '@/features/cache/redis.mjs'

export type Counter = {
  /** Attempts counted for the key in its current window. */
  count(key: string): Promise<number>
  /** Counts one attempt; returns the count including it. */
  add(key: string): Promise<number>
  /** Takes one attempt back (a login that succeeded). */
  remove(key: string): Promise<void>
  /** Milliseconds until the key's window ends (0 when nothing is counted). */
  retryAfterMs(key: string): Promise<number>
}

/** The in-memory fallback, bounded: expired windows are dropped, and at most `maxBytes` are kept. */
function memoryWindows(windowMs: number, maxBytes = 1024 * 1024) {
  const windows = createLru<{ count: number; endsAt: number }>({ maxBytes, sizeOf: (_, key) => 64 + key.length * 2 })
  const current = (key: string, now: number) => {
    const window = windows.peek(key)
    if (window && window.endsAt > now) return window
    windows.delete(key)
    return undefined
  }
  return {
    count: (key: string, now = Date.now()) => current(key, now)?.count ?? 0,
    add(key: string, now = Date.now()) {
      const window = current(key, now) ?? { count: 0, endsAt: now + windowMs }
      window.count += 1
      windows.set(key, window)
      return window.count
    },
    remove(key: string, now = Date.now()) {
      const window = current(key, now)
      if (window) window.count = Math.max(0, window.count - 1)
    },
    retryAfterMs: (key: string, now = Date.now()) => Math.max(0, (current(key, now)?.endsAt ?? now) - now),
  }
}

export function createCounter(name: string, windowMs: number): Counter {
  const memory = memoryWindows(windowMs)
  const redisKey = (key: string) => `vernissage:limit:${name}:${key}`
  const withRedis = async <T>(work: (client: RedisClient) => Promise<T>, fallback: () => T): Promise<T> => {
    const client = await redis()
    if (!client) return fallback()
    try {
      return await work(client)
    } catch {
      return fallback()
    }
  }
  return {
    count: (key) =>
      withRedis(
        async (client) => Number((await client.get(redisKey(key))) ?? 0),
        () => memory.count(key),
      ),
    add: (key) =>
      withRedis(
        async (client) => {
          const [count] = await client.multi().incr(redisKey(key)).pExpire(redisKey(key), windowMs, 'NX').exec()
          return Number(count)
        },
        () => memory.add(key),
      ),
    remove: (key) =>
      withRedis(
        async (client) => {
          await client.decr(redisKey(key))
        },
        () => memory.remove(key),
      ),
    retryAfterMs: (key) =>
      withRedis(
        async (client) => Math.max(0, Number(await client.pTTL(redisKey(key)))),
        () => memory.retryAfterMs(key),
      ),
  }
}

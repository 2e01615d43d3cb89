/**
 * How many of something are open right now per key, across instances (live streams per client
 * address): a counting semaphore per key. With REDIS_URL it is redis-semaphore's (issue 50 point 4):
 * a sorted set of the open items of every instance, taken atomically by a script, given back at
 * once, and renewed by its holder a few times a lapse, so the items of an instance that died lapse
 * by themselves within `ttlMs`. Without Redis, or while it cannot be reached, the count is this
 * process's own, as on the single machine of `npm start`.
 *
 * redis-semaphore speaks to ioredis; this app has one Redis client, node-redis
 * (src/base/redisClient.mjs), so the few calls the library makes (EVALSHA, EVAL, ZREM) are put to
 * it here. A call that fails (Redis away, or past REDIS_TIMEOUT_MS) answers "not taken" or "not
 * renewed" to the library, never an error thrown from its timers; a take that failed so is made in
 * this process's memory instead.
 */
import { Semaphore, type LockOptions } from 'redis-semaphore'

import { sharedRedis as redis, type RedisClient } from '@/base/redis.mjs'

export type Gauge = {
  /** Takes one item for `key` when fewer than `limit` are open; answers how to give it back, or null. */
  acquire(key: string, limit: number): Promise<(() => void) | null>
  /** Items this process holds (all keys). */
  held(): number
  /** Stops renewing (tests: an instance that died). */
  stop(): void
}

type Arg = string | number | Buffer
type IoredisLike = ConstructorParameters<typeof Semaphore>[0]

/** node-redis, as the library calls it; `failed` is set when a call did not get through. */
function forTheLibrary(client: RedisClient, failed: { yes: boolean }): IoredisLike {
  const split = (keyCount: number, args: Arg[]) => ({ keys: args.slice(0, keyCount).map(String), arguments: args.slice(keyCount).map(String) })
  const safely = async <T>(call: () => Promise<T>): Promise<T | null> => {
    try {
      return await call()
    } catch (error) {
      // The library falls back from EVALSHA to EVAL on NOSCRIPT itself.
      if (String(error).includes('NOSCRIPT')) throw error
      failed.yes = true
      return null
    }
  }
  const calls = {
    evalsha: (sha: string, keyCount: number, ...args: Arg[]) => safely(() => client.evalSha(sha, split(keyCount, args))),
    eval: (script: string, keyCount: number, ...args: Arg[]) => safely(() => client.eval(script, split(keyCount, args))),
    zrem: (key: string, member: string) => safely(() => client.zRem(key, member)),
  }
  return calls as unknown as IoredisLike
}

export function createGauge(name: string, { ttlMs = 60_000 } = {}): Gauge {
  const local = new Map<string, number>()
  /** Items held in Redis by this process. */
  const shared = new Set<Semaphore>()
  let stopped = false
  const options = (): LockOptions => ({
    lockTimeout: ttlMs,
    refreshInterval: Math.max(50, Math.floor(ttlMs / 3)),
    // One try: a full gauge refuses at once, it does not wait for a place.
    acquireAttemptsLimit: 1,
    // Not renewed (Redis away a moment, or the item lapsed): the stream stays open and its item
    // lapses, as one of an instance that died would.
    onLockLost: () => {},
  })

  const acquireLocally = (key: string, limit: number) => {
    const open = local.get(key) ?? 0
    if (open >= limit) return null
    local.set(key, open + 1)
    let given = false
    return () => {
      if (given) return
      given = true
      const left = (local.get(key) ?? 1) - 1
      if (left > 0) local.set(key, left)
      else local.delete(key)
    }
  }

  return {
    async acquire(key, limit) {
      const client = await redis()
      if (!client) return acquireLocally(key, limit)
      const failed = { yes: false }
      const semaphore = new Semaphore(forTheLibrary(client, failed), `vernissage:gauge:${name}:${key}`, limit, options())
      if (!(await semaphore.tryAcquire())) return failed.yes ? acquireLocally(key, limit) : null
      if (stopped) semaphore.stopRefresh()
      shared.add(semaphore)
      let given = false
      return () => {
        if (given) return
        given = true
        shared.delete(semaphore)
        // Given back at once; if Redis is away just now, the item lapses by itself.
        void semaphore.release().catch(() => {})
      }
    },
    held: () => shared.size + [...local.values()].reduce((sum, count) => sum + count, 0),
    stop: () => {
      stopped = true
      for (const semaphore of shared) semaphore.stopRefresh()
    },
  }
}

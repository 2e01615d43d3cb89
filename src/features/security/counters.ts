/**
 * Limits in fixed time windows (sign-ins and password resets per address, form posts per address,
 * mails per recipient, spent form tokens), built on rate-limiter-flexible. Each limit decides and
 * counts in ONE atomic step (`consume`): a burst of parallel requests cannot all read "below the
 * limit" before any of them counts, as they could when reading and adding were two steps (issue 30:
 * 100 parallel sign-ins got 100 password checks).
 *
 * With REDIS_URL the count lives in Redis (one Lua script per step, shared by every instance);
 * without it, or while Redis cannot be reached or does not answer within REDIS_TIMEOUT_MS, in
 * this process's memory (the library's insurance limiter), as on the single machine of `npm start`,
 * so a Redis outage never locks staff out of the admin.
 *
 * The in-memory counts are bounded (`maxMemoryKeys` per limit, oldest dropped first): a flood of
 * new keys (addresses, typed recipients) loosens the oldest counts instead of growing the process.
 * rate-limiter-flexible has no such bound of its own; the one here reads its storage map.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { type RedisClient, sharedRedis } from '@/base/redis.mjs'
import { redisCallLimitMs } from '@/base/redisClient.mjs'

export type Decision = {
  /** Whether this step was within the limit (and so was counted towards it). */
  allowed: boolean
  /** Points counted in the key's window, this step included. */
  consumed: number
  /** Milliseconds until the key's window ends. */
  retryAfterMs: number
}

export type Limit = {
  /** Decides and counts in one atomic step. A refused step is taken back at once: it never ran. */
  consume(key: string, points?: number): Promise<Decision>
  /** Takes points back (a sign-in that succeeded, a post refused for another reason later on). */
  reward(key: string, points?: number): Promise<void>
  /** What is counted now, without counting. */
  peek(key: string): Promise<{ consumed: number; retryAfterMs: number }>
}

/** Keys one limit keeps in memory at most. */
export const maxMemoryKeys = 20_000

type Storage = Map<string, { timeoutId?: ReturnType<typeof setTimeout> }>

/** The memory limiter's own map (rate-limiter-flexible's MemoryStorage), to bound it. */
function storageOf(limiter: RateLimiterMemory): Storage | undefined {
  return (limiter as unknown as { _memoryStorage?: { _storage?: Storage } })._memoryStorage?._storage
}

/** Drops the oldest keys (a Map iterates in insertion order) past `maxKeys`. */
export function trimMemory(limiter: RateLimiterMemory, maxKeys = maxMemoryKeys): number {
  const storage = storageOf(limiter)
  if (!storage) return 0
  let dropped = 0
  for (const [key, record] of storage) {
    if (storage.size <= maxKeys) break
    if (record.timeoutId) clearTimeout(record.timeoutId)
    storage.delete(key)
    dropped += 1
  }
  return dropped
}

/** The size of a limit's in-memory map (tests: the bound holds). */
export function memoryKeys(limit: Limit): number {
  return storageOf((limit as Limit & { memory: RateLimiterMemory }).memory)?.size ?? 0
}

function decision(result: RateLimiterRes, allowed: boolean): Decision {
  return { allowed, consumed: result.consumedPoints, retryAfterMs: Math.max(0, result.msBeforeNext) }
}

export function createLimit(name: string, { points, windowMs, maxKeys = maxMemoryKeys }: { points: number; windowMs: number; maxKeys?: number }): Limit {
  const options = { points, duration: Math.max(1, Math.ceil(windowMs / 1000)), keyPrefix: `vernissage:limit:${name}` }
  const memory = new RateLimiterMemory(options)
  // One Redis limiter per connection (the shared one is replaced only if it is made anew).
  const onRedis = new WeakMap<RedisClient, RateLimiterAbstract>()
  const limiterFor = async (): Promise<RateLimiterAbstract> => {
    const client = await sharedRedis()
    if (!client) return memory
    let limiter = onRedis.get(client)
    if (!limiter) {
      // The insurance is the wrapper's only: a refused or stalled Redis step is counted in memory once.
      const store = new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true })
      limiter = new RLWrapperTimeouts({ limiter: store, timeoutMs: redisCallLimitMs(), insuranceLimiter: memory })
      onRedis.set(client, limiter)
    }
    return limiter
  }
  const limit = {
    memory,
    async consume(key: string, count = 1): Promise<Decision> {
      const limiter = await limiterFor()
      trimMemory(memory, maxKeys)
      try {
        return decision(await limiter.consume(key, count), true)
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        // Refused steps do not count: the count stays the number of steps let through.
        await limiter.reward(key, count).catch(() => undefined)
        return decision(refusal, false)
      }
    },
    async reward(key: string, count = 1): Promise<void> {
      const limiter = await limiterFor()
      await limiter.reward(key, count)
    },
    async peek(key: string) {
      const limiter = await limiterFor()
      const result = await limiter.get(key)
      return { consumed: result?.consumedPoints ?? 0, retryAfterMs: Math.max(0, result?.msBeforeNext ?? 0) }
    },
  }
  return limit
}

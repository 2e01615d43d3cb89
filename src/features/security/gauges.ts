/**
 * How many of something are open right now per key, across instances (live streams per client
 * address). With REDIS_URL each key is a sorted set of the open items of every instance, scored
 * by when they lapse: taking one checks and adds in one script (atomic across instances), giving
 * it back removes it, and every instance renews its own items a few times a minute, so the items
 * of an instance that died lapse by themselves within `ttlMs`. Without Redis, or while it cannot
 * be reached, the count is this process's own, as on the single machine of `npm start`.
 */
import { randomUUID } from 'node:crypto'

import { sharedRedis as redis } from '@/base/redis.mjs'

export type Gauge = {
  /** Takes one item for `key` when fewer than `limit` are open; answers how to give it back, or null. */
  acquire(key: string, limit: number): Promise<(() => void) | null>
  /** Items this process holds (all keys). */
  held(): number
  /** Stops renewing (tests: an instance that died). */
  stop(): void
}

// KEYS[1] the set; ARGV: now, limit, lapses at, member, ttl.
const acquireScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`

export function createGauge(name: string, { ttlMs = 60_000 } = {}): Gauge {
  const instance = randomUUID()
  const local = new Map<string, number>()
  /** Items held in Redis by this process: member → set key. */
  const shared = new Map<string, string>()
  const setKey = (key: string) => `vernissage:gauge:${name}:${key}`

  const renew = async () => {
    if (shared.size === 0) return
    const client = await redis()
    if (!client) return
    const lapses = Date.now() + ttlMs
    const batch = client.multi()
    for (const [member, key] of shared) batch.zAdd(key, { score: lapses, value: member }, { XX: true }).pExpire(key, ttlMs)
    await batch.exec().catch(() => {})
  }
  const timer = setInterval(() => void renew(), Math.max(50, Math.floor(ttlMs / 3)))
  timer.unref?.()

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
      const member = `${instance}:${randomUUID()}`
      const now = Date.now()
      let taken: unknown
      try {
        taken = await client.eval(acquireScript, { keys: [setKey(key)], arguments: [String(now), String(limit), String(now + ttlMs), member, String(ttlMs)] })
      } catch {
        return acquireLocally(key, limit)
      }
      if (Number(taken) !== 1) return null
      shared.set(member, setKey(key))
      let given = false
      return () => {
        if (given) return
        given = true
        shared.delete(member)
        // Given back at once; if Redis is away just now, the item lapses by itself.
        void client.zRem(setKey(key), member).catch(() => {})
      }
    },
    held: () => shared.size + [...local.values()].reduce((sum, count) => sum + count, 0),
    stop: () => clearInterval(timer),
  }
}

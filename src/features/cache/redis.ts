/**
 * One Redis connection per process for what instances share (limits, start tokens, live-preview
 * values), made on first use; null without REDIS_URL or while Redis cannot be reached, so every
 * caller falls back to this process's memory and a Redis outage never takes the site down. It
 * reconnects by itself when Redis is back.
 */
import { createClient } from 'redis'

function connect(url: string) {
  return createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2000) } })
}
export type RedisClient = ReturnType<typeof connect>
type Shared = { client?: Promise<RedisClient | null>; warned?: boolean }

// On globalThis: Next bundles the site, the API and route handlers apart, and they share one connection.
const shared = ((globalThis as unknown as { __vernissageRedis?: Shared }).__vernissageRedis ??= {})

export async function sharedRedis(): Promise<RedisClient | null> {
  const url = process.env.REDIS_URL
  if (!url) return null
  shared.client ??= (async () => {
    const client = connect(url)
    client.on('error', (error: Error) => {
      if (!shared.warned) console.warn(`[redis] REDIS_URL is unreachable (${error.message}); this instance keeps to its own memory until it is back`)
      shared.warned = true
    })
    try {
      await client.connect()
      shared.warned = false
      return client
    } catch {
      shared.client = undefined
      return null
    }
  })()
  const client = await shared.client
  return client?.isReady ? client : null
}

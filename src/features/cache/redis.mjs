// One Redis connection per process for what instances share (limits, start tokens, live-preview
// values, cache invalidations and pages), made on first use; null without REDIS_URL or while Redis
// cannot be reached, so every caller falls back to this process's own memory and a Redis outage
// never takes the site down. It reconnects by itself when Redis is back. Plain JavaScript: the
// production server (src/server/server.mjs) shares it with the app; types in ./redis.d.mts.
import { createClient } from 'redis'

// On globalThis: Next bundles the site, the API and route handlers apart, and they share one connection.
const shared = (globalThis[Symbol.for('vernissage.redis')] ??= { client: undefined, warned: false })

/** How long the first use waits for a connection before going on without Redis. */
const firstConnectMs = 2000

export async function sharedRedis() {
  const url = process.env.REDIS_URL
  if (!url) return null
  shared.client ??= (async () => {
    const client = createClient({ url, socket: { connectTimeout: firstConnectMs, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } })
    client.on('error', (error) => {
      if (!shared.warned) console.warn(`[redis] REDIS_URL is unreachable (${error.message}); this instance keeps to its own memory until it is back`)
      shared.warned = true
    })
    client.on('ready', () => {
      shared.warned = false
    })
    // connect() keeps retrying until Redis answers, which may be never: wait for it a moment only;
    // the client goes on connecting in the background and is used once it is ready.
    const connecting = client.connect().catch(() => {})
    await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, firstConnectMs).unref())])
    return client
  })()
  const client = await shared.client
  return client.isReady ? client : null
}

// The one way this app connects to REDIS_URL (issue 50 point 4; docs/architecture.md, "Redis
// connections"): the shared connection for limits and values (./redis.mjs), Next's cache
// (src/features/cache/nextCacheHandler.mjs) and the bus's two (src/cms/bus.mjs) are made here, with
// one policy. A connection waits `connectTimeoutMs` for its socket, then goes on connecting in the
// background, reconnecting with a pause that grows to `reconnectCapMs`; each is named, so an
// operator finds the instance's connections in CLIENT LIST. Each call made on one is limited to
// `redisCallLimitMs()` (REDIS_TIMEOUT_MS) by its caller, which goes on without Redis past it.
import { createClient } from 'redis'

import { config } from '../config/env.mjs'

/** How long a new connection waits for its socket. */
export const connectTimeoutMs = 2000
/** The longest pause between two attempts to reconnect. */
export const reconnectCapMs = 2000

/** How long one Redis call may take: REDIS_TIMEOUT_MS (default 1 s). */
export const redisCallLimitMs = () => config().REDIS_TIMEOUT_MS

/** The pause before reconnect attempt `retries` (0, 200, 400 … ms, at most `reconnectCapMs`). */
export const reconnectDelay = (retries) => Math.min(retries * 200, reconnectCapMs)

/** A new, unconnected client of REDIS_URL (or `url`), named `name` in CLIENT LIST. */
export function redisClient(name, url = config().REDIS_URL) {
  return createClient({ url, name, socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: reconnectDelay } })
}

// One Redis connection per process for what instances share (limits, start tokens, live-preview
// values, cache invalidations and pages), made on first use; null without REDIS_URL or while Redis
// cannot be reached, so every caller falls back to this process's own memory and a Redis outage
// never takes the site down. It reconnects by itself when Redis is back. Plain JavaScript: the
// production server (src/server/server.mjs) shares it with the app; types in ./redis.d.mts.
//
// Every call has a time limit (REDIS_TIMEOUT_MS, default 1 s; issue 30 point 6): a Redis that
// stops answering without closing the connection (traffic held) would otherwise hold each call
// for the whole stall, as node-redis's own command timeout ends only commands not yet written.
// A call past the limit rejects (every caller falls back to memory then), and the connection is
// dropped: the calls waiting on it reject at once, and for a few seconds the process keeps to its
// own memory before it connects anew, so a stall costs one call its limit, not every call.
import { slot } from './processState.mjs'
import { downSince, markDown, markUp, withDeadline } from './dependencies.mjs'
import { config } from '../config/env.mjs'
import { connectTimeoutMs, redisCallLimitMs, redisClient } from './redisClient.mjs'

// One per process: Next bundles the site, the API and route handlers apart, and they share one connection.
const shared = slot('redis', () => ({ client: undefined, warned: false, restUntil: 0, dropped: false }))

/** How long the process keeps to its own memory after a call ran out of time. */
const restMs = 3000

const callLimitMs = redisCallLimitMs

/** Calls that are not requests to Redis (events, the connection itself), passed through as they are. */
const unbounded = new Set([
  'on',
  'once',
  'off',
  'addListener',
  'removeListener',
  'removeAllListeners',
  'emit',
  'duplicate',
  'destroy',
  'close',
  'quit',
  'disconnect',
  'connect',
  'ref',
  'unref',
])

/** Drops a connection that let a call run out of time; the next use after a rest connects anew. */
function dropConnection(client) {
  if (shared.raw !== client) return
  shared.client = undefined
  shared.raw = undefined
  shared.restUntil = Date.now() + restMs
  shared.dropped = true
  markDown('redis')
  if (!shared.warned) console.warn(`[redis] no answer within ${callLimitMs()} ms; this instance keeps to its own memory until Redis answers again`)
  shared.warned = true
  try {
    client.destroy()
  } catch {
    // already gone
  }
}

/** The client with a time limit on every call, MULTI's exec included. */
function bounded(client) {
  const limit = (promise) => withDeadline(promise, callLimitMs(), 'Redis', () => dropConnection(client))
  const wrap = (target) => {
    const self = new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object)
        if (typeof value !== 'function') return value
        if (unbounded.has(property)) return value.bind(object)
        return (...args) => {
          const result = value.apply(object, args)
          if (result && typeof result.then === 'function') return limit(result)
          // MULTI and its chained commands return the transaction, whose exec is limited too.
          if (result === object) return self
          if (result && typeof result === 'object' && typeof result.exec === 'function') return wrap(result)
          return result
        }
      },
    })
    return self
  }
  return wrap(client)
}

export async function sharedRedis() {
  const url = config().REDIS_URL
  if (!url) return null
  if (Date.now() < shared.restUntil) return null
  // Another part of the process (Next's cache, the bus) found Redis stalled a moment ago: keep to
  // memory for the same rest instead of waiting out a call's limit to find it again.
  const since = downSince('redis')
  if (since !== undefined && Date.now() - since < restMs) return null
  shared.client ??= (async () => {
    const client = redisClient('vernissage-shared', url)
    shared.raw = client
    client.on('error', (error) => {
      if (!shared.warned) console.warn(`[redis] REDIS_URL is unreachable (${error.message}); this instance keeps to its own memory until it is back`)
      shared.warned = true
    })
    client.on('ready', () => {
      shared.warned = false
      markUp('redis')
    })
    // connect() keeps retrying until Redis answers, which may be never: wait for it a moment only;
    // the client goes on connecting in the background and is used once it is ready.
    // A connection made anew after a stall is not waited for: a visitor's call keeps to memory at
    // once instead of waiting out connectTimeoutMs each time (issue 46 point 11).
    const connecting = client.connect().catch(() => {})
    if (!shared.dropped) await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, connectTimeoutMs).unref())])
    return { client, proxy: bounded(client) }
  })()
  const { client, proxy } = await shared.client
  return client.isReady ? proxy : null
}

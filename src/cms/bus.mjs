// The one transport of the app's change events (./changes.ts) between its instances: a small
// publish/subscribe bus. `publish(channel, payload)` reaches every `subscribe(channel, listener)`
// of this process at once and, with REDIS_URL, of every other instance through one Redis pub/sub
// channel; without REDIS_URL (one machine, one process) it stays in this process.
//
// Why Redis pub/sub and not PostgreSQL LISTEN/NOTIFY (which this bus used before issue 31):
// several instances need Redis anyway (shared rate limits, start tokens, Next's page cache), while
// SQLite, the default, has no NOTIFY; with Redis one transport serves both databases. A message
// sent while an instance is cut from Redis is lost to it: when its subscription comes back it hears
// `resyncChannel` once, so what it keeps from content is read again, and the slow checks of
// ./changes.ts remain as the safety net for anything else.
//
// Plain JavaScript so that src/server/server.mjs (outside Next's bundle) subscribes too. Types: bus.d.mts.
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'

import { config } from '../config/env.mjs'
import { slot } from '../base/processState.mjs'
import { isDown, markDown, markUp } from '../base/dependencies.mjs'
import { redisCallLimitMs, redisClient } from '../base/redisClient.mjs'

/** The Redis channel every logical channel travels on. */
export const redisChannel = 'vernissage:bus'
/** The channel of content changes (./changes.ts). */
export const contentChannel = 'content'
/** Heard by this process's subscribers when messages from other instances may have been missed. */
export const resyncChannel = 'bus:resync'
/** Larger messages are refused: an event says what changed, not the content. */
export const maxPayloadBytes = 64 * 1024
/** How long a publish waits for Redis before going on (the local listeners have heard it already): one call's limit, REDIS_TIMEOUT_MS. */
const publishWaitMs = redisCallLimitMs

function checkChannel(channel) {
  if (typeof channel !== 'string' || !/^[\w:.-]{1,100}$/.test(channel))
    throw new Error(`Bus channel names are 1–100 word characters, ':', '.' or '-'; got ${JSON.stringify(channel)}`)
}

/** Listeners of this process, shared by both kinds of bus. */
function localListeners() {
  const emitter = new EventEmitter()
  // Every open live subscription adds a listener: thousands are expected, not a leak.
  emitter.setMaxListeners(0)
  const deliver = (channel, payload) => {
    for (const listener of emitter.listeners(channel)) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`[bus] a listener of ${channel} failed:`, error instanceof Error ? error.message : error)
      }
    }
  }
  const subscribe = (channel, listener) => {
    checkChannel(channel)
    emitter.on(channel, listener)
    return () => emitter.off(channel, listener)
  }
  return { deliver, subscribe, count: (channel) => emitter.listenerCount(channel) }
}

/** A copy, as across instances: a listener cannot change what another one sees. */
function encode(channel, payload, origin) {
  checkChannel(channel)
  const text = JSON.stringify({ o: origin, c: channel, p: payload ?? null })
  if (Buffer.byteLength(text) > maxPayloadBytes) throw new Error(`Bus message on ${channel} is larger than ${maxPayloadBytes} bytes`)
  return text
}

/** The bus of a single process (no REDIS_URL, tests). */
export function createMemoryBus() {
  const local = localListeners()
  return {
    kind: 'memory',
    async publish(channel, payload) {
      local.deliver(channel, JSON.parse(encode(channel, payload, '')).p)
    },
    subscribe: local.subscribe,
    listenerCount: local.count,
    async ready() {},
    async close() {},
  }
}

/**
 * The bus of one instance among several sharing one Redis. Its own messages are handed to this
 * process's listeners directly (no round trip) and ignored when Redis brings them back.
 */
export function createRedisBus(url, { log = console, name = 'vernissage-bus' } = {}) {
  const local = localListeners()
  const origin = randomUUID()
  // Named, so an operator (and a test) finds the bus's connections in CLIENT LIST.
  const publisher = redisClient(name, url)
  // A subscribing connection can do nothing else (Redis protocol): a second one.
  const subscriber = publisher.duplicate()
  let subscribed = null
  let lost = false
  let closed = false

  const onMessage = (text) => {
    let envelope
    try {
      envelope = JSON.parse(text)
    } catch {
      return
    }
    if (envelope.o === origin || typeof envelope.c !== 'string') return
    local.deliver(envelope.c, envelope.p)
  }
  for (const [name, client] of [
    ['publish', publisher],
    ['subscription', subscriber],
  ]) {
    client.on('error', (error) => {
      if (client === subscriber && subscribed && !lost) {
        lost = true
        log.warn?.(`[bus] Redis ${name} connection lost (${error?.message ?? error}); reconnecting`)
      }
    })
  }
  // node-redis subscribes again by itself on reconnecting; what was sent meanwhile is gone.
  subscriber.on('ready', () => {
    if (!lost) return
    lost = false
    local.deliver(resyncChannel, { at: Date.now() })
  })

  const subscribe = () => {
    subscribed ??= (async () => {
      await Promise.all([publisher.connect(), subscriber.connect()])
      await subscriber.subscribe(redisChannel, onMessage)
    })().catch((error) => {
      subscribed = null
      if (!closed) log.warn?.(`[bus] cannot subscribe on Redis (${error?.message ?? error}); changes of other instances are heard through the slow checks until it answers`)
      throw error
    })
    return subscribed
  }
  // Subscribed from the start: an instance hears every change from the moment it runs.
  subscribe().catch(() => {})

  return {
    kind: 'redis',
    async publish(channel, payload) {
      const text = encode(channel, payload, origin)
      local.deliver(channel, JSON.parse(text).p)
      if (closed) return
      // Queued by the client while it reconnects; a save never waits long for it.
      const sent = (publisher.isReady ? Promise.resolve() : subscribe()).then(() => publisher.publish(redisChannel, text))
      // Redis answering again (this message got through) clears the mark any part of the process set.
      sent.then(
        () => markUp('redis'),
        () => {},
      )
      // While Redis is known not to answer (a stalled connection: src/base/redis.mjs, Next's cache, or
      // an earlier publish found it), the message is left queued and the save goes on at once
      // (issue 46 point 11: each save waited publishWaitMs, several per form post).
      if (isDown('redis')) return
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), publishWaitMs()).unref())
      const outcome = await Promise.race([sent.then(() => 'sent'), timeout]).catch((error) => error)
      if (outcome === 'timeout') markDown('redis')
      if (outcome !== 'sent') log.warn?.(`[bus] a message on ${channel} may not reach the other instances: ${outcome?.message ?? outcome}`)
    },
    subscribe: local.subscribe,
    listenerCount: local.count,
    /** Resolves once messages from other instances are heard (tests, and the bench before measuring). */
    async ready() {
      while (!closed) {
        try {
          return await subscribe()
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
    },
    async close() {
      closed = true
      await Promise.all([publisher, subscriber].map((client) => (client.isOpen ? client.close() : undefined))).catch(() => {})
    },
  }
}

/** A bus for REDIS_URL: Redis pub/sub between instances, else this process alone. */
export function createBus(url = config().REDIS_URL, options) {
  return url ? createRedisBus(url, options) : createMemoryBus()
}

/**
 * The process's bus, made on first use. One per process (src/base/processState.mjs) because Next bundles the same module
 * more than once (route handlers, Payload's routes) and all of them must share one connection.
 */
export function changeBus() {
  return slot('bus', () => createBus())
}

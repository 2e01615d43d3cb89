// A small publish/subscribe bus between the app's instances: `publish(channel, payload)` reaches
// every `subscribe(channel, listener)` of this process at once and, with PostgreSQL, of every
// other instance on the same database through LISTEN/NOTIFY on one dedicated connection per
// instance (reconnecting). With SQLite there is one instance, so an in-process emitter is enough.
// Plain JavaScript so that src/server/server.mjs (outside Next's bundle) can use it too, for instance
// to purge the front cache of every instance. Types: bus.d.mts.
import { EventEmitter } from 'node:events'
import { randomUUID } from 'node:crypto'

/** The PostgreSQL channel every logical channel travels on. */
export const pgChannel = 'vernissage_bus'
/** NOTIFY payloads are limited to 8000 bytes; keep room for the envelope. */
export const maxPayloadBytes = 7500
/** Reconnection delays of the LISTEN connection, the last one repeated. */
const reconnectDelays = [250, 500, 1000, 2000, 5000]
/** Messages kept while the connection is down, sent once it is back (oldest dropped first). */
const maxQueued = 200

function checkChannel(channel) {
  if (typeof channel !== 'string' || !/^[\w:.-]{1,100}$/.test(channel))
    throw new Error(`Bus channel names are 1–100 word characters, ':', '.' or '-'; got ${JSON.stringify(channel)}`)
}

/** Listeners of this process, shared by both kinds of bus. */
function localListeners() {
  const emitter = new EventEmitter()
  // Every open subscription adds a listener: thousands are expected, not a leak.
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

/** The bus of a single process (SQLite, tests). */
export function createMemoryBus() {
  const local = localListeners()
  return {
    kind: 'memory',
    async publish(channel, payload) {
      checkChannel(channel)
      // A copy, as across instances: a listener cannot change what another one sees.
      local.deliver(channel, JSON.parse(JSON.stringify(payload ?? null)))
    },
    subscribe: local.subscribe,
    listenerCount: local.count,
    async ready() {},
    async close() {},
  }
}

/**
 * The bus of one instance among several on one PostgreSQL database. Its own messages are handed
 * to this process's listeners directly (no round trip), and ignored when NOTIFY brings them back.
 */
export function createPostgresBus(connectionString, { log = console, loadPg = () => import('pg') } = {}) {
  const local = localListeners()
  const origin = randomUUID()
  const queue = []
  let client = null
  let connecting = null
  let attempt = 0
  let retryTimer = null
  let closed = false

  const onNotification = (message) => {
    if (message.channel !== pgChannel || !message.payload) return
    let envelope
    try {
      envelope = JSON.parse(message.payload)
    } catch {
      return
    }
    if (envelope.o === origin || typeof envelope.c !== 'string') return
    local.deliver(envelope.c, envelope.p)
  }

  const scheduleReconnect = () => {
    if (closed || retryTimer) return
    const delay = reconnectDelays[Math.min(attempt, reconnectDelays.length - 1)]
    attempt += 1
    retryTimer = setTimeout(() => {
      retryTimer = null
      connect().catch(() => {})
    }, delay)
    retryTimer.unref?.()
  }

  const flush = async () => {
    while (client && queue.length) {
      const text = queue[0]
      await client.query('SELECT pg_notify($1, $2)', [pgChannel, text])
      queue.shift()
    }
  }

  const connect = () => {
    if (closed) return Promise.resolve()
    connecting ??= (async () => {
      const pg = await loadPg()
      const Client = pg.Client ?? pg.default?.Client
      // Time limits (issue 30 point 6): a database that stops answering must not hold a save's publish.
      const candidate = new Client({ connectionString, application_name: 'vernissage-bus', connectionTimeoutMillis: 3_000, query_timeout: 5_000, keepAlive: true })
      // A lost connection: drop it and try again; the pool of the app is not involved.
      let dead = false
      const lost = (error) => {
        if (dead) return
        dead = true
        if (client === candidate) client = null
        candidate.removeAllListeners('notification')
        candidate.end().catch(() => {})
        if (!closed) {
          log.warn?.(`[bus] PostgreSQL LISTEN connection lost${error?.message ? `: ${error.message}` : ''}; reconnecting`)
          scheduleReconnect()
        }
      }
      candidate.on('error', lost)
      candidate.on('end', () => lost())
      candidate.on('notification', onNotification)
      try {
        await candidate.connect()
        await candidate.query(`LISTEN ${pgChannel}`)
      } catch (error) {
        candidate.removeAllListeners()
        candidate.on('error', () => {})
        candidate.end().catch(() => {})
        throw error
      }
      if (closed) {
        await candidate.end().catch(() => {})
        return
      }
      client = candidate
      attempt = 0
      await flush().catch((error) => lost(error))
    })()
      .catch((error) => {
        if (!closed) {
          log.warn?.(`[bus] cannot LISTEN on PostgreSQL: ${error?.message ?? error}; retrying`)
          scheduleReconnect()
        }
        throw error
      })
      .finally(() => {
        connecting = null
      })
    return connecting
  }

  return {
    kind: 'postgres',
    async publish(channel, payload) {
      checkChannel(channel)
      const text = JSON.stringify({ o: origin, c: channel, p: payload ?? null })
      if (Buffer.byteLength(text) > maxPayloadBytes) throw new Error(`Bus message on ${channel} is larger than ${maxPayloadBytes} bytes`)
      local.deliver(channel, JSON.parse(text).p)
      if (closed) return
      if (!client) {
        queue.push(text)
        if (queue.length > maxQueued) queue.shift()
        await connect().catch(() => {})
        return
      }
      try {
        await client.query('SELECT pg_notify($1, $2)', [pgChannel, text])
      } catch (error) {
        queue.push(text)
        if (queue.length > maxQueued) queue.shift()
        log.warn?.(`[bus] NOTIFY failed (${error?.message ?? error}); queued until the connection is back`)
        // A connection that let the NOTIFY run out of time is dropped; its loss reconnects the bus.
        if (/timeout/i.test(error?.message ?? '')) client?.connection?.stream?.destroy()
      }
    },
    subscribe(channel, listener) {
      const unsubscribe = local.subscribe(channel, listener)
      if (!client) connect().catch(() => {})
      return unsubscribe
    },
    listenerCount: local.count,
    /** Resolves once the LISTEN connection is up (tests, and the bench before measuring). */
    async ready() {
      while (!client && !closed) {
        try {
          await connect()
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
    },
    async close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      const current = client
      client = null
      if (current) {
        current.removeAllListeners('notification')
        await current.end().catch(() => {})
      }
    },
  }
}

/** A bus for the database DATABASE_URL names: PostgreSQL's LISTEN/NOTIFY, else in-process. */
export function createBus(url = process.env.DATABASE_URL, options) {
  return url && /^postgres(ql)?:\/\//.test(url) ? createPostgresBus(url, options) : createMemoryBus()
}

const key = Symbol.for('vernissage.bus')

/**
 * The process's bus, made on first use. Kept on globalThis because Next bundles the same module
 * more than once (route handlers, Payload's routes) and all of them must share one connection.
 */
export function liveBus() {
  globalThis[key] ??= createBus()
  return globalThis[key]
}

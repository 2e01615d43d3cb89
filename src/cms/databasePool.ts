/**
 * Time limits on every call to PostgreSQL (issue 30 point 6). A database that stops answering
 * (traffic held, the connection not refused) otherwise holds every query, form post and uncached
 * page for the whole stall: pg waits for ever by default.
 *
 * - Each query has a limit (`query_timeout`, DATABASE_QUERY_TIMEOUT_MS, default 5 s) and so has
 *   each new connection or wait for a free one (`connectionTimeoutMillis`,
 *   DATABASE_CONNECT_TIMEOUT_MS, default 3 s); PostgreSQL itself ends a statement running longer
 *   (`statement_timeout`) and a transaction left idle (`idle_in_transaction_session_timeout`).
 * - The first call that runs out of time marks the database down: further calls fail at once
 *   (they would each wait out the limit in turn, a page making ten queries ten times over) with
 *   an error src/cms/hooks/databaseErrors.ts answers with 503 and Retry-After, and the production
 *   server answers a page load with the 503 page (src/server/errorPages.mjs). A probe on a
 *   connection of its own asks `SELECT 1` every second; its first answer marks the database up,
 *   so the instance recovers by itself without a visitor waiting out a limit.
 * - A database that refuses new connections (port closed, the server shutting down or starting,
 *   `ALLOW_CONNECTIONS false`) marks it down the same way (issue 46 point 11: pages answered 500
 *   without Retry-After then, while a stalled database already gave the 503 page), and so does a
 *   query whose connection was cut under it (terminated by the server, reset). An error PostgreSQL
 *   answers a query with (a constraint, a syntax error) is the query's and marks nothing.
 * - A pooled connection whose query ran out of time is not given back to the pool (Drizzle
 *   releases a transaction's connection without the error): it is closed and replaced.
 *
 * pg's Pool is the one place every query passes (Payload's adapter accepts the pg module to use):
 * a subclass keeps this in one spot. Operator commands (VERNISSAGE_SCRIPT: migrations, imports)
 * keep no query limit unless DATABASE_QUERY_TIMEOUT_MS names one: a long migration is no visitor waiting.
 */
import pg from 'pg'

import { DependencyTimeout, markDown, markUp } from '../base/dependencies.mjs'
import { isDatabaseUnavailable } from './hooks/databaseErrors'
import { config, readConfig } from '../config/env.mjs'

export type DatabaseLimits = { queryMs: number; connectMs: number; probeEveryMs: number }

export function databaseLimits(source?: Record<string, string | undefined>): DatabaseLimits {
  const env = source ? readConfig(source) : config()
  return {
    queryMs: env.DATABASE_QUERY_TIMEOUT_MS ?? (env.VERNISSAGE_SCRIPT ? 0 : 5_000),
    connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    probeEveryMs: 1_000,
  }
}

/** The pool settings for these limits (pg passes statement_timeout and the idle limit to the server at connect). */
export function poolTimeouts(limits: DatabaseLimits): pg.PoolConfig {
  return {
    connectionTimeoutMillis: limits.connectMs,
    keepAlive: true,
    ...(limits.queryMs > 0 ? { query_timeout: limits.queryMs, statement_timeout: limits.queryMs, idle_in_transaction_session_timeout: Math.max(limits.queryMs * 6, 30_000) } : {}),
  }
}

/** Whether pg or the pool gave up waiting (as opposed to an error PostgreSQL answered with). */
export function isTimeout(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return (
    error instanceof DependencyTimeout ||
    /Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout|timeout expired/i.test(message)
  )
}

const guarded = Symbol('vernissage.guarded')
const timedOut = Symbol('vernissage.timedOut')
type GuardedClient = pg.PoolClient & { [guarded]?: true; [timedOut]?: boolean }

export type Breaker = { isOpen(): boolean; trip(reason?: string): void; close(): void }

/**
 * pg with a Pool that keeps the limits above. `onChange` hears when the database is marked down
 * or up (the log). The probe connects with `config`, the pool's own settings.
 */
export function boundedPg(limits: DatabaseLimits, onChange: (down: boolean, reason: string) => void = () => {}): { pg: typeof pg; breaker: Breaker } {
  let open = false
  let probeTimer: NodeJS.Timeout | null = null
  let probeConfig: pg.ClientConfig = {}

  const probe = () => {
    probeTimer = setTimeout(async () => {
      const client = new pg.Client({ ...probeConfig, connectionTimeoutMillis: limits.connectMs, query_timeout: Math.max(limits.queryMs, 1_000) })
      client.on('error', () => {})
      try {
        await client.connect()
        await client.query('SELECT 1')
        breaker.close()
      } catch {
        probe()
      } finally {
        // A probe held by the stall is dropped, not ended politely (that would wait for an answer too).
        ;(client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
      }
    }, limits.probeEveryMs)
    probeTimer.unref()
  }

  const breaker: Breaker = {
    isOpen: () => open,
    trip(reason = `no answer within ${limits.queryMs || limits.connectMs} ms`) {
      if (open) return
      open = true
      markDown('database')
      onChange(true, reason)
      probe()
    },
    close() {
      if (probeTimer) clearTimeout(probeTimer)
      probeTimer = null
      if (!open) return
      open = false
      markUp('database')
      onChange(false, 'answering again')
    },
  }

  const unavailable = () => new DependencyTimeout('The database', limits.queryMs || limits.connectMs)

  /** Marks the client when one of its queries runs out of time, and gives it back to the pool as broken then. */
  const guard = (client: GuardedClient): GuardedClient => {
    if (!client[guarded]) {
      client[guarded] = true
      const query = client.query.bind(client) as (...args: unknown[]) => unknown
      const noticed = (error: unknown) => {
        if (isTimeout(error)) {
          client[timedOut] = true
          breaker.trip()
        } else if (isDatabaseUnavailable(error)) {
          // The connection was cut under the query (the server shut down or ended it): the next
          // connection would be refused, so the database counts as away now; the probe says otherwise within a second.
          client[timedOut] = true
          breaker.trip(`connection lost: ${(error as { code?: string }).code ?? (error as Error)?.message ?? error}`)
        }
      }
      ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const last = args.length - 1
        if (typeof args[last] === 'function') {
          const callback = args[last] as (error: unknown, result?: unknown) => void
          args[last] = (error: unknown, result?: unknown) => {
            if (error) noticed(error)
            callback(error, result)
          }
          return query(...args)
        }
        const result = query(...args) as { then?: unknown; catch?: (handler: (error: unknown) => never) => unknown } | undefined
        if (result && typeof result.then === 'function' && typeof result.catch === 'function') {
          return result.catch((error: unknown) => {
            noticed(error)
            throw error
          })
        }
        return result
      }
    }
    // The pool sets a fresh release on every checkout: a connection that timed out leaves as broken.
    const release = client.release.bind(client)
    client.release = (error?: Error | boolean) => release(error ?? (client[timedOut] ? new Error('query timed out') : undefined))
    return client
  }

  /** A connection that could not be opened: timed out, or refused (the database is away). */
  const noticeConnectError = (error: unknown) => {
    if (isTimeout(error)) breaker.trip()
    else if (isDatabaseUnavailable(error)) breaker.trip(`connections refused: ${(error as { code?: string }).code ?? (error as Error)?.message ?? error}`)
  }

  class BoundedPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config)
      probeConfig = { ...config }
      delete (probeConfig as { max?: number }).max
    }

    // pg-pool's query() takes its connection through connect(cb) as well: one place for both.
    connect(): Promise<pg.PoolClient>
    connect(callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void
    connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
      if (open) {
        const error = unavailable()
        if (callback) return void process.nextTick(callback, error, undefined, () => {})
        return Promise.reject(error)
      }
      if (callback) {
        return super.connect((error, client, done) => {
          if (error) noticeConnectError(error)
          callback(error, client ? guard(client as GuardedClient) : client, done)
        })
      }
      return super.connect().then(
        (client) => guard(client as GuardedClient),
        (error: unknown) => {
          noticeConnectError(error)
          throw error
        },
      )
    }
  }

  return { pg: { ...pg, Pool: BoundedPool } as typeof pg, breaker }
}

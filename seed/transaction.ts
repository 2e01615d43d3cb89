/**
 * Runs the whole seed in one database transaction: all or nothing, and fast.
 *
 * PostgreSQL: Payload's own transaction, shared by passing the same `req` to every call.
 * SQLite: @payloadcms/db-sqlite ships with transactions off, so every statement commits (and
 * fsyncs) on its own – about 2 ms per INSERT here, most of the seed's time. All statements go
 * through one libsql connection, so a BEGIN … COMMIT around them makes them one transaction.
 */

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

type DrizzleAdapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string, { db: unknown } | undefined>
  execute(args: { db?: unknown; drizzle?: unknown; raw: string }): Promise<unknown>
}

/** Runs one raw statement inside the seed's transaction, on either database. */
export async function executeRaw(payload: Payload, req: PayloadRequest, statement: string): Promise<void> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const id = req.transactionID ? String(await req.transactionID) : undefined
  const session = id ? adapter.sessions?.[id]?.db : undefined
  await adapter.execute({ db: session, drizzle: adapter.drizzle, raw: statement })
}

/**
 * Refreshes the query planner's statistics. Payload's locale tables are indexed on
 * (_locale, _parent_id) only; without statistics SQLite scans the whole table for every
 * lookup by _parent_id, which makes each write slower than the one before. With them it
 * skip-scans the two locales. Cheap (milliseconds) and good for the running site too.
 */
export async function analyze(payload: Payload, req: PayloadRequest): Promise<void> {
  await executeRaw(payload, req, 'ANALYZE')
}

export async function inSeedTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  const manual = !ownTransaction && payload.db.name === 'sqlite'
  if (manual) await executeRaw(payload, req, 'BEGIN IMMEDIATE')
  try {
    const result = await work(req)
    if (ownTransaction) await commitTransaction(req)
    if (manual) await executeRaw(payload, req, 'COMMIT')
    return result
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    if (manual) await executeRaw(payload, req, 'ROLLBACK').catch(() => undefined)
    throw error
  }
}

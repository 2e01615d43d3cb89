/**
 * Plain SQL reads over Payload's own tables, for the bulk reads of the explorer, the search and the
 * sitemaps (the Local API runs every field hook of every document). Only the subset of SQL that
 * SQLite and PostgreSQL share is written; where they differ, callers ask `isSqlite`.
 */
import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

export type Row = Record<string, unknown>

type Drizzle = { all?: (q: SQL) => Promise<Row[]>; execute?: (q: SQL) => Promise<{ rows: Row[] }> }

/** Whether Payload runs on SQLite (its drizzle has `all`) rather than PostgreSQL. */
export function isSqlite(payload: Payload): boolean {
  return typeof (payload.db.drizzle as Drizzle).all === 'function'
}

/** Runs a read on whichever database Payload uses and returns plain rows. */
export async function rows(payload: Payload, query: SQL): Promise<Row[]> {
  const db = payload.db.drizzle as unknown as Drizzle
  if (typeof db.all === 'function') return db.all(query)
  if (typeof db.execute === 'function') return (await db.execute(query)).rows
  throw new Error('Unsupported database adapter: expected SQLite or PostgreSQL')
}

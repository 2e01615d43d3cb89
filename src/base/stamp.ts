/**
 * The database stamp: a one-query fingerprint of some tables, which the in-memory indexes (explorer,
 * search, sitemaps, routing table) compare as the safety net for a change announcement that never came.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { rows } from './sql'

/**
 * Row count and newest `updated_at` of each table, as one string: when it changes, another app
 * instance has written to the catalogue. Table names come from code, never from input.
 */
export async function sourceStampRow(payload: Payload, tables: string[]): Promise<string> {
  const columns = tables.map((table) => {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`)
    return `(SELECT count(*) FROM ${table}) AS ${table}_count, (SELECT max(updated_at) FROM ${table}) AS ${table}_updated`
  })
  const [row] = await rows(payload, sql.raw(`SELECT ${columns.join(', ')}`))
  return tables.map((table) => `${table}:${row?.[`${table}_count`]}:${row?.[`${table}_updated`]}`).join('|')
}

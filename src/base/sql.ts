/**
 * Plain SQL reads over Payload's own tables, for the bulk reads of the explorer, the search, the
 * sitemaps and the artists menu (the Local API runs every field hook of every document), and the
 * two reads several of them share: published artists and stored pictures. Only the subset of SQL
 * that SQLite and PostgreSQL share is written; where they differ, callers ask `isSqlite`.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { defaultLocale, type Locale } from './locales'

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

/** A column's number, null when empty (the drivers hand numbers back as numbers or strings). */
export const num = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))
/** A column's text, '' when empty. */
export const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

export type ArtistRow = { id: number; name: string; slug: string }
export type MediaRow = { id: number; filename: string; width: number | null; height: number | null; alt: string | null }

/** Published artists (their names are not translated). */
export async function artistRows(payload: Payload): Promise<ArtistRow[]> {
  const result = await rows(payload, sql`SELECT id, name, slug FROM artists WHERE _status = 'published'`)
  return result.map((row) => ({ id: Number(row.id), name: str(row.name), slug: str(row.slug) }))
}

/** Every stored picture with its alt text in the language (German where missing). */
export async function mediaRows(payload: Payload, locale: Locale): Promise<MediaRow[]> {
  const result = await rows(
    payload,
    sql`SELECT m.id, m.filename, m.width, m.height, COALESCE(NULLIF(l.alt, ''), d.alt) AS alt
      FROM media m
      LEFT JOIN media_locales l ON l._parent_id = m.id AND l._locale = ${locale}
      LEFT JOIN media_locales d ON d._parent_id = m.id AND d._locale = ${defaultLocale}
      WHERE m.filename IS NOT NULL`,
  )
  return result.map((row) => ({ id: Number(row.id), filename: str(row.filename), width: num(row.width), height: num(row.height), alt: row.alt ? str(row.alt) : null }))
}

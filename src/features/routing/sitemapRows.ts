/**
 * The sitemaps' bulk read: every published document's id, slugs and last change, in plain SQL over
 * Payload's own tables (the subset SQLite and PostgreSQL share, as src/features/explorer/rows.ts).
 * The Local API would run every field hook of 10,000 works for three columns. The main tables hold
 * the published state; a draft saved on a published document only writes its versions table.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { rows } from '@/base/sql'

import { publicCollections, type PublicCollection } from '../../base/publicPaths'

export type SitemapDoc = { id: number; de: string; en: string; updatedAt: string }

const iso = (value: unknown): string => {
  const date = value instanceof Date ? value : new Date(String(value ?? ''))
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString()
}

/** Published documents of one collection with their slug in each language (German where English has none). */
export async function publishedDocs(payload: Payload, collection: PublicCollection): Promise<SitemapDoc[]> {
  const { table, localizedSlug } = publicCollections[collection]
  // Table names come from the route table in code, never from input.
  const t = sql.raw(table)
  const result = localizedSlug
    ? await rows(
        payload,
        sql`SELECT c.id, c.updated_at, d.slug AS de, e.slug AS en FROM ${t} c
          LEFT JOIN ${sql.raw(`${table}_locales`)} d ON d._parent_id = c.id AND d._locale = 'de'
          LEFT JOIN ${sql.raw(`${table}_locales`)} e ON e._parent_id = c.id AND e._locale = 'en'
          WHERE c._status = 'published' ORDER BY c.id`,
      )
    : await rows(payload, sql`SELECT c.id, c.updated_at, c.slug AS de, c.slug AS en FROM ${t} c WHERE c._status = 'published' ORDER BY c.id`)
  return result.flatMap((row) => {
    const de = String(row.de || row.en || '')
    if (!de) return []
    return [{ id: Number(row.id), de, en: String(row.en || de), updatedAt: iso(row.updated_at) }]
  })
}

/** The newest change of the FAQ, which has no drafts and no pages of its own. */
export async function faqUpdatedAt(payload: Payload): Promise<string | null> {
  const [row] = await rows(payload, sql`SELECT max(updated_at) AS updated FROM faq`)
  return row?.updated ? iso(row.updated) : null
}

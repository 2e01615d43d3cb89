/**
 * The search's bulk read: every published document of the searched collections in one language
 * (German where the language has no value), in plain SQL over Payload's own tables, the subset
 * SQLite and PostgreSQL share (as src/features/explorer/rows.ts, whose reasons hold here: the Local
 * API runs every field hook of 10,000 works). The main tables hold the published state: a draft
 * saved over a published document only writes its versions table, a document never published has
 * `_status = 'draft'`. Covered on both databases by tests/integration/search.int.test.ts.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { isSqlite, rows, type Row } from '@/base/sql'
import { defaultLocale, type Locale } from '@/base/locales'

/** Table and column names below come from this file, never from input. */
const raw = (text: string) => sql.raw(text)

/** `x` of the language, else of German; `json` columns (rich text) skip the empty-string check. */
function localized(column: string, json = false): SQL {
  return json ? raw(`COALESCE(l.${column}, d.${column})`) : raw(`COALESCE(NULLIF(l.${column}, ''), d.${column})`)
}

function joinLocales(table: string, locale: Locale): SQL {
  return sql`LEFT JOIN ${raw(`${table}_locales`)} l ON l._parent_id = c.id AND l._locale = ${locale}
    LEFT JOIN ${raw(`${table}_locales`)} d ON d._parent_id = c.id AND d._locale = ${defaultLocale}`
}

/** Ids of one relation of a document, joined by commas. */
function idList(payload: Payload, table: string, path: string, column: string): SQL {
  const aggregate = isSqlite(payload) ? `group_concat(r.${column})` : `string_agg(r.${column}::text, ',')`
  return raw(`(SELECT ${aggregate} FROM ${table}_rels r WHERE r.parent_id = c.id AND r.path = '${path}')`)
}

function firstMedia(table: string, path: string): SQL {
  return raw(`(SELECT r.media_id FROM ${table}_rels r WHERE r.parent_id = c.id AND r.path = '${path}' ORDER BY r."order" LIMIT 1)`)
}

/**
 * Many rows packed by the database into one JSON array of arrays: the SQLite driver builds an
 * object per row and column, which for 10,000 works costs more than the query.
 */
async function packed(payload: Payload, columns: string[], inner: SQL): Promise<Row[]> {
  const list = raw(columns.map((column) => `t.${column}`).join(', '))
  const pack = isSqlite(payload) ? sql`json_group_array(json_array(${list}))` : sql`json_agg(json_build_array(${list}))::text`
  const [result] = await rows(payload, sql`SELECT ${pack} AS data FROM (${inner}) t`)
  const data = (result?.data ? JSON.parse(String(result.data)) : []) as unknown[][]
  return data.map((values) => Object.fromEntries(columns.map((column, i) => [column, values[i]])))
}

/** The published works' ids with their last change: what a rebuild compares with the rows it holds. */
export async function artworkVersions(payload: Payload): Promise<Map<number, string>> {
  const result = await rows(payload, sql`SELECT id, updated_at FROM artworks WHERE _status = 'published' ORDER BY id`)
  return new Map(result.map((row) => [Number(row.id), row.updated_at instanceof Date ? row.updated_at.toISOString() : String(row.updated_at)]))
}

/** Published works with what the search shows and matches, all of them or those with the given ids. */
export function artworkRows(payload: Payload, locale: Locale, ids?: number[]): Promise<Row[]> {
  const columns = ['id', 'slug', 'title', 'year', 'artist_id', 'medium_id', 'edition', 'description', 'image_id', 'styles', 'tags', 'colors', 'categories']
  const only = ids
    ? sql` AND c.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  return packed(
    payload,
    columns,
    sql`SELECT c.id, ${localized('slug')} AS slug, ${localized('title')} AS title, c.year, c.artist_id, c.medium_id,
        ${localized('edition')} AS edition, ${localized('description', true)} AS description, ${firstMedia('artworks', 'images')} AS image_id,
        ${idList(payload, 'artworks', 'styles', 'styles_id')} AS styles, ${idList(payload, 'artworks', 'tags', 'tags_id')} AS tags,
        ${idList(payload, 'artworks', 'colors', 'colors_id')} AS colors, ${idList(payload, 'artworks', 'categories', 'categories_id')} AS categories
      FROM artworks c ${joinLocales('artworks', locale)}
      WHERE c._status = 'published'${only}`,
  )
}

export function artistRows(payload: Payload, locale: Locale): Promise<Row[]> {
  return rows(
    payload,
    sql`SELECT c.id, c.name, c.slug, c.person_type, c.portrait_id, c.birth_year, ${localized('birth_place')} AS birth_place,
        ${localized('biography', true)} AS biography
      FROM artists c ${joinLocales('artists', locale)} WHERE c._status = 'published'`,
  )
}

export function curatorRows(payload: Payload, locale: Locale): Promise<Row[]> {
  return rows(
    payload,
    sql`SELECT c.id, c.name, c.slug, c.portrait_id, ${localized('biography', true)} AS biography
      FROM curators c ${joinLocales('curators', locale)} WHERE c._status = 'published'`,
  )
}

export function crewRows(payload: Payload, locale: Locale): Promise<Row[]> {
  return rows(
    payload,
    sql`SELECT c.id, c.name, c.slug, c.portrait_id, ${localized('role')} AS role, ${localized('bio', true)} AS bio
      FROM crew c ${joinLocales('crew', locale)} WHERE c._status = 'published'`,
  )
}

export function exhibitionRows(payload: Payload, locale: Locale): Promise<Row[]> {
  return rows(
    payload,
    sql`SELECT c.id, ${localized('slug')} AS slug, ${localized('title')} AS title, ${localized('subtitle')} AS subtitle,
        ${localized('venue')} AS venue, ${localized('teaser')} AS teaser, ${localized('text', true)} AS text, c.start_date, c.end_date,
        ${firstMedia('exhibitions', 'images')} AS image_id,
        ${idList(payload, 'exhibitions', 'artists', 'artists_id')} AS artists, ${idList(payload, 'exhibitions', 'curators', 'curators_id')} AS curators
      FROM exhibitions c ${joinLocales('exhibitions', locale)} WHERE c._status = 'published'`,
  )
}

export function magazineRows(payload: Payload, locale: Locale): Promise<Row[]> {
  return rows(
    payload,
    sql`SELECT c.id, ${localized('slug')} AS slug, ${localized('title')} AS title, ${localized('teaser')} AS teaser,
        ${localized('body', true)} AS body, c.author, c.publish_date, c.cover_id,
        ${idList(payload, 'magazine', 'artists', 'artists_id')} AS artists, ${idList(payload, 'magazine', 'tags', 'tags_id')} AS tags
      FROM magazine c ${joinLocales('magazine', locale)} WHERE c._status = 'published'`,
  )
}

/** Generic pages or Werkstattpalast pages, with their German slug (fixed routes keep it) and the text of their rich-text blocks. */
export async function pageRows(payload: Payload, table: 'pages' | 'werkstattpalast_pages', locale: Locale): Promise<Row[]> {
  const [pages, blocks] = await Promise.all([
    rows(
      payload,
      sql`SELECT c.id, ${localized('slug')} AS slug, d.slug AS de_slug, ${localized('title')} AS title, ${localized('intro')} AS intro
        FROM ${raw(table)} c ${joinLocales(table, locale)} WHERE c._status = 'published'`,
    ),
    rows(
      payload,
      sql`SELECT b._parent_id AS page_id, COALESCE(l.content, d.content) AS content
        FROM ${raw(`${table}_blocks_rich_text`)} b
        LEFT JOIN ${raw(`${table}_blocks_rich_text_locales`)} l ON l._parent_id = b.id AND l._locale = ${locale}
        LEFT JOIN ${raw(`${table}_blocks_rich_text_locales`)} d ON d._parent_id = b.id AND d._locale = ${defaultLocale}
        ORDER BY b._parent_id, b._order`,
    ),
  ])
  const texts = new Map<number, unknown[]>()
  for (const block of blocks) {
    const id = Number(block.page_id)
    texts.set(id, [...(texts.get(id) ?? []), block.content])
  }
  return pages.map((page) => ({ ...page, blocks: texts.get(Number(page.id)) ?? [] }))
}

/** Names of a vocabulary (mediums, styles, tags, colours, categories) in the language, by id. */
export async function vocabularyNames(payload: Payload, table: 'mediums' | 'styles' | 'tags' | 'colors' | 'categories', locale: Locale): Promise<Map<number, string>> {
  const result = await rows(payload, sql`SELECT c.id, ${localized('name')} AS name FROM ${raw(table)} c ${joinLocales(table, locale)}`)
  return new Map(result.map((row) => [Number(row.id), String(row.name ?? '')]))
}

/** The tables whose rows make the index: when their stamp changes, the index is rebuilt. */
export const searchSourceTables = [
  'artworks',
  'artists',
  'curators',
  'crew',
  'exhibitions',
  'magazine',
  'pages',
  'werkstattpalast_pages',
  'media',
  'mediums',
  'styles',
  'tags',
  'colors',
  'categories',
]

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Payload indexes translation tables only by (_locale, _parent_id), so reading a document's
 * texts by _parent_id scans the whole index. One index per *_locales table on _parent_id.
 * Written by hand: it changes no column, so it has no schema snapshot.
 */
async function localeTables(db: MigrateUpArgs['db']): Promise<string[]> {
  const rows = (await db.all(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\_locales' ESCAPE '\\'`,
  )) as Array<{ name: string }>
  return rows.map((row) => row.name).filter((name) => /^[a-z0-9_]+$/.test(name))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of await localeTables(db)) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`${table}_parent_id_idx\` ON \`${table}\` (\`_parent_id\`);`))
  }
  await db.run(sql`ANALYZE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of await localeTables(db)) {
    await db.run(sql.raw(`DROP INDEX IF EXISTS \`${table}_parent_id_idx\`;`))
  }
}

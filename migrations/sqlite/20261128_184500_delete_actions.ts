import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Columns added to an existing SQLite table by `ALTER TABLE … ADD … REFERENCES x(id)` (the
 * sales pipeline's `artworks.reserved_for_id`, `mail_outbox.inquiry_id`, `inquiries.assignee_id`,
 * `inquiries_rels.artists_id`, the lock table's new columns) got no ON DELETE action, so SQLite
 * refused to delete the document they name: a case with mails, an artist named by a case, a
 * staff member assigned to one answered 500 (issue 45 point 3). PostgreSQL has the actions
 * Payload's schema asks for: a relation column is set to null, a row of a `_rels` table goes with
 * the document. This gives SQLite the same, table by table (SQLite cannot alter a constraint: each
 * table is rebuilt with the same columns, rows and indexes). What the site does before a delete —
 * a case's mails go with it, an artist named by works is kept — is decided above the database
 * (src/cms/deleteRules.ts). Written by hand: the schema snapshot already has these actions.
 */
type Db = MigrateUpArgs['db']

const missingAction = /REFERENCES\s+[`"]?(\w+)[`"]?\s*\(\s*[`"]?id[`"]?\s*\)(?!\s*ON\s)/gi

async function tablesWithoutAction(db: Db): Promise<Array<{ name: string; sql: string }>> {
  const tables = (await db.all(sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL`)) as Array<{ name: string; sql: string }>
  return tables.filter((table) => /^[a-z0-9_]+$/.test(table.name) && new RegExp(missingAction.source, 'i').test(table.sql))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const tables = await tablesWithoutAction(db)
  if (tables.length === 0) return
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  for (const table of tables) {
    const action = table.name.endsWith('_rels') ? 'cascade' : 'set null'
    const created = table.sql
      .replace(missingAction, (clause) => `${clause} ON UPDATE no action ON DELETE ${action}`)
      .replace(/^CREATE TABLE\s+[`"]?\w+[`"]?/i, `CREATE TABLE \`__new_${table.name}\``)
    const indexes = (await db.all(sql`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table.name} AND sql IS NOT NULL`)) as Array<{ sql: string }>
    await db.run(sql.raw(created))
    await db.run(sql.raw(`INSERT INTO \`__new_${table.name}\` SELECT * FROM \`${table.name}\`;`))
    await db.run(sql.raw(`DROP TABLE \`${table.name}\`;`))
    await db.run(sql.raw(`ALTER TABLE \`__new_${table.name}\` RENAME TO \`${table.name}\`;`))
    for (const index of indexes) await db.run(sql.raw(index.sql))
  }
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the blocking constraints were a mistake of the generated ALTER statements,
  // and every earlier migration's own down works with the actions in place.
}

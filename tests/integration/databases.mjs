/**
 * Which integration tests run on PostgreSQL as well as on SQLite. `npm test` runs every test on
 * SQLite and, on PostgreSQL, only the tests tagged `postgres` (Vitest's test tags): those that reach
 * code of ours that differs between the two — our own SQL (src/base/sql.ts and what calls it: the
 * explorer, search, sitemaps, routing table, the mail outbox, the database stamp), the commit hook,
 * the connection pool and its limits, migrations, backups and outages — and those kept there for
 * what the databases do differently on their own (a filter value of the wrong type, which
 * PostgreSQL refuses where SQLite compares, issue 46 point 6, in odd-input.int; text in two
 * languages stored and read back in both, the locales tables, in languages.int). The rest goes
 * through Payload's Local API alone, whose two adapters Payload tests itself.
 *
 * A test is tagged with `{ tags: ['postgres'] }` (on itself or its `describe`), a whole file with a
 * line `@module-tag postgres` in its opening comment. The SQLite pass keeps the tags honest
 * (./databaseCheck.ts): a test that runs our own SQL untagged fails, and so does a file that
 * imports one of `databaseModules` and tags nothing.
 */
import fs from 'node:fs'
import path from 'node:path'

const folder = path.dirname(new URL(import.meta.url).pathname)
const root = path.resolve(folder, '../..')

/** The tag's name (defined in vitest.config.ts; the PostgreSQL pass filters on it, scripts/test.mjs). */
export const postgresTag = 'postgres'

/** The tag as the files write it: on the file, or in a test's or a describe's options. */
export const postgresTagWritten = /(?:\/\/|\*)\s*@module-tag\s+postgres\b|tags: \['postgres'\]/

/**
 * The files with a test tagged `postgres`, relative to the project (what the PostgreSQL pass is
 * given, with `--tags-filter=postgres`).
 * @type {string[]}
 */
export const bothDatabases = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.int.test.ts') && postgresTagWritten.test(fs.readFileSync(path.join(folder, name), 'utf8')))
  .map((name) => path.relative(root, path.join(folder, name)).split(path.sep).join('/'))
  .sort()

/**
 * Imports that mark a file as database-specific: the adapters, the pool, migrations, raw SQL.
 * @type {RegExp[]}
 */
export const databaseModules = [
  /^'@\/cms\/database(Pool)?'$/,
  /^'@\/cms\/changes'$/,
  /^'@\/cms\/migrate'$/,
  /^'@\/base\/(sql|stamp)'$/,
  /^'pg'$/,
  /^'@libsql\/client'$/,
  /^'@payloadcms\/db-(sqlite|postgres)(\/.*)?'$/,
  /^'\.\/holdingProxy'$/,
]

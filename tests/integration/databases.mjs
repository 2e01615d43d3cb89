/**
 * Which integration files run on PostgreSQL as well as on SQLite. `npm test` runs every file on
 * SQLite and, on PostgreSQL, only the files that reach code of ours that differs between the two:
 * our own SQL (src/base/sql.ts and what calls it: the explorer, search, sitemaps, routing table,
 * the mail outbox, the database stamp), the commit hook, the connection pool and its limits,
 * migrations, backups and outages. The rest goes through Payload's Local API alone, whose two
 * adapters Payload tests itself.
 *
 * The SQLite pass keeps this list honest (./databaseCheck.ts): a file that runs our own SQL, or
 * imports one of `databaseModules`, fails when it is not listed here.
 */
/** @type {string[]} */
export const bothDatabases = [
  'tests/integration/admin.int.test.ts',
  'tests/integration/backup.int.test.ts',
  'tests/integration/bursts.int.test.ts',
  'tests/integration/changes.int.test.ts',
  'tests/integration/contacts.int.test.ts',
  'tests/integration/content.int.test.ts',
  'tests/integration/database-outage.int.test.ts',
  'tests/integration/dates.int.test.ts',
  'tests/integration/deletes.int.test.ts',
  'tests/integration/dependency-stall.int.test.ts',
  'tests/integration/explorer.int.test.ts',
  'tests/integration/faults.int.test.ts',
  'tests/integration/forms.int.test.ts',
  'tests/integration/migrations.int.test.ts',
  'tests/integration/person-data.int.test.ts',
  'tests/integration/price-doors.int.test.ts',
  'tests/integration/price-privacy.int.test.ts',
  'tests/integration/routing.int.test.ts',
  'tests/integration/sales.int.test.ts',
  'tests/integration/search.int.test.ts',
  'tests/integration/viewing-rooms.int.test.ts',
  // Not found by the check, listed for what the databases do differently on their own: a filter
  // value of the wrong type, which PostgreSQL refuses where SQLite compares (issue 46 point 6),
  // and text in two languages stored and read back in both (the locales tables).
  'tests/integration/odd-input.int.test.ts',
  'tests/integration/languages.int.test.ts',
]

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

// The database side of `npm run backup` and `npm run restore`: a consistent online snapshot
// (SQLite's VACUUM INTO, pg_dump inside an exported snapshot) together with what that snapshot
// holds (applied migrations, the upload files its rows name), and loading one into an empty database.
import { spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { config, readConfig } from '../src/config/env.mjs'

/** As src/cms/database.ts: PostgreSQL for postgres:// URLs, else the embedded SQLite file. */
export function databaseKind(url = config().DATABASE_URL) {
  if (!url || url.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  throw new Error(`DATABASE_URL must be a postgres:// URL or a file: path for SQLite; got "${url.split(':')[0]}:…"`)
}

/** The SQLite file DATABASE_URL names (as src/cms/database.ts), relative to the working folder. */
export function sqlitePath(root, url = config().DATABASE_URL) {
  return path.resolve(root, url?.startsWith('file:') ? url.slice('file:'.length) : 'data/vernissage.db')
}

export const dumpName = { sqlite: 'vernissage.db', postgres: 'vernissage.pgdump' }

/** The migrations this checkout ships for a database kind, in order (migrations/<kind>/index.ts). */
export function appMigrations(root, kind) {
  const index = fs.readFileSync(path.join(root, 'migrations', kind, 'index.ts'), 'utf8')
  return [...index.matchAll(/name:\s*'([^']+)'/g)].map((m) => m[1])
}

/** PAYLOAD_SECRET as `npm start` finds it (scripts/lib.mjs), without making one. */
export function configuredSecret(root, source) {
  const given = (source ? readConfig(source) : config()).PAYLOAD_SECRET
  if (given) return given
  const file = path.join(root, 'data', '.payload-secret')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined
}

/** Tells whether two secrets are the same without putting either into the archive. */
export function secretFingerprint(secret) {
  return secret ? createHmac('sha256', secret).update('vernissage:backup-secret-check').digest('hex').slice(0, 16) : null
}

const rowsOf = (result) => result.rows.map((row) => ({ ...row }))

async function contentsSqlite(file) {
  const client = createClient({ url: `file:${file}` })
  try {
    const check = await client.execute('PRAGMA quick_check')
    if (check.rows[0]?.quick_check !== 'ok') throw new Error(`the SQLite snapshot fails its check: ${JSON.stringify(rowsOf(check))}`)
    const migrations = rowsOf(await client.execute("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id")).map((r) => r.name)
    const uploads = rowsOf(await client.execute('SELECT filename FROM media WHERE filename IS NOT NULL')).map((r) => r.filename)
    return { migrations, uploads }
  } finally {
    client.close()
  }
}

/**
 * VACUUM INTO writes a consistent copy from one read transaction while the site goes on writing
 * (copying the file could catch a half-written page or miss the journal).
 */
async function snapshotSqlite(root, url, dir) {
  const source = sqlitePath(root, url)
  if (!fs.existsSync(source)) throw new Error(`there is no SQLite database at ${source}`)
  const file = path.join(dir, dumpName.sqlite)
  const client = createClient({ url: `file:${source}` })
  try {
    // Wait for a writer that holds the lock rather than fail.
    await client.execute('PRAGMA busy_timeout = 30000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    client.close()
  }
  return { file, ...(await contentsSqlite(file)) }
}

/** libpq settings for pg_dump and pg_restore, the password in the environment rather than argv. */
function libpq(url) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

export function runTool(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error) => reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`) : error))
    child.on('exit', (code) => (code === 0 ? resolve(stderr) : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))))
  })
}

/**
 * pg_dump in the custom format, run inside a snapshot this connection exports, so the list of
 * uploads and migrations read here is exactly what the dump holds.
 */
async function snapshotPostgres(url, dir) {
  const file = path.join(dir, dumpName.postgres)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query('SELECT pg_export_snapshot() AS id')
    const migrations = (await client.query("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id")).rows.map((r) => r.name)
    const uploads = (await client.query('SELECT filename FROM media WHERE filename IS NOT NULL')).rows.map((r) => r.filename)
    const { dbname, env } = libpq(url)
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0].id}`, `--file=${file}`, `--dbname=${dbname}`], env)
    await client.query('COMMIT')
    return { file, migrations, uploads }
  } finally {
    await client.end()
  }
}

export function snapshotDatabase(root, url, dir) {
  return databaseKind(url) === 'postgres' ? snapshotPostgres(url, dir) : snapshotSqlite(root, url, dir)
}

/** What the target database already holds: a list of tables, empty when restoring is safe. */
export async function existingTables(root, url) {
  if (databaseKind(url) === 'postgres') {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query('SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1')).rows.map((r) => r.tablename)
    } finally {
      await client.end()
    }
  }
  const file = sqlitePath(root, url)
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return []
  const client = createClient({ url: `file:${file}` })
  try {
    return rowsOf(await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY 1")).map((r) => r.name)
  } finally {
    client.close()
  }
}

/** Empties the current schema (tables with their sequences, then Payload's enum types). */
async function clearPostgres(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
        EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', r.tablename); END LOOP;
      FOR r IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = current_schema() AND t.typtype = 'e' LOOP
        EXECUTE format('DROP TYPE IF EXISTS %I CASCADE', r.typname); END LOOP;
    END $$`)
  } finally {
    await client.end()
  }
}

/**
 * Loads a snapshot into the configured database. PostgreSQL: one transaction, objects owned by
 * the connecting user (the clone's). SQLite: the file moved into place, a replaced one kept beside
 * it as `<file>.replaced-<stamp>`. Returns what it did, for the operator.
 */
export async function restoreDatabase(root, url, snapshot, { replace, stamp }) {
  if (databaseKind(url) === 'postgres') {
    if (replace) await clearPostgres(url)
    const { dbname, env } = libpq(url)
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, snapshot], env)
    return replace ? 'the tables that were there were dropped' : null
  }
  const target = sqlitePath(root, url)
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  const incoming = `${target}.restoring-${process.pid}`
  await fs.promises.copyFile(snapshot, incoming)
  let kept = null
  if (fs.existsSync(target)) {
    kept = `${target}.replaced-${stamp}`
    await fs.promises.rename(target, kept)
  }
  // A journal or WAL left beside the old file would be applied to the new one.
  for (const suffix of ['-journal', '-wal', '-shm']) {
    if (fs.existsSync(target + suffix)) await fs.promises.rename(target + suffix, (kept ?? `${target}.replaced-${stamp}`) + suffix)
  }
  await fs.promises.rename(incoming, target)
  return kept ? `the previous database is kept as ${kept}` : null
}

/** The migrations and uploads a restored database holds, to confirm the restore. */
export async function restoredContents(root, url) {
  if (databaseKind(url) === 'sqlite') return contentsSqlite(sqlitePath(root, url))
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const migrations = (await client.query("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id")).rows.map((r) => r.name)
    const uploads = (await client.query('SELECT filename FROM media WHERE filename IS NOT NULL')).rows.map((r) => r.filename)
    return { migrations, uploads }
  } finally {
    await client.end()
  }
}

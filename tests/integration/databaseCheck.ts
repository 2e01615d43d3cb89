/**
 * The check that keeps ./databases.mjs honest, run before every integration file on either
 * database. On SQLite it watches our own SQL (src/base/sql.ts runs it through drizzle's `all`,
 * called from src/; Payload's adapter and the migrations call drizzle from elsewhere): a file that ran some, or imports one of
 * `databaseModules`, and is not in `bothDatabases` fails with the reason, so its PostgreSQL run
 * cannot be forgotten. Set VERNISSAGE_DATABASE_REPORT to a file to have every file's finding
 * appended there (how the list was first made).
 */
import fs from 'node:fs'
import path from 'node:path'

import { BaseSQLiteDatabase } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { afterAll, beforeAll, expect } from 'vitest'

import { bothDatabases, databaseModules } from './databases.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const ownSources = path.join(root, 'src') + path.sep
const seen = Symbol.for('vernissage.ownSqlSeen')
type Counter = { [seen]?: { file: string; count: number; first: string } }
const state = globalThis as Counter

/** Once per process: drizzle's raw-SQL entry points count a call made from our sources (src/). */
const patched = Symbol.for('vernissage.ownSqlPatched')
const prototype = BaseSQLiteDatabase.prototype as unknown as Record<string | symbol, unknown>
if (!prototype[patched]) {
  prototype[patched] = true
  for (const method of ['all', 'get', 'run', 'values']) {
    const original = prototype[method] as (...args: unknown[]) => unknown
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      const record = state[seen]
      if (record) {
        const limit = Error.stackTraceLimit
        Error.stackTraceLimit = 60
        const frames = new Error().stack?.split('\n').slice(2) ?? []
        Error.stackTraceLimit = limit
        // Ours (called from src/), and on the way from the file's own tests: a timer left running
        // by an earlier file (a stamp check, the mail retry) is not this file's doing.
        if (frames[0]?.includes(ownSources) && frames.some((frame) => frame.includes(record.file))) {
          record.count += 1
          record.first ||= frames.find((frame) => frame.includes(ownSources) && !frame.includes(`${ownSources}base${path.sep}sql.ts`))?.trim() ?? frames[0].trim()
        }
      }
      return original.apply(this, args)
    }
  }
}

function testFile(): string {
  return path
    .relative(root, expect.getState().testPath ?? '')
    .split(path.sep)
    .join('/')
}

/** The database-specific modules the file imports, by their import specifier. */
function databaseImports(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  const specifiers = [...source.matchAll(/^import[^;]*?from\s+('[^']+')/gms)].map((match) => match[1])
  return specifiers.filter((specifier) => databaseModules.some((pattern) => pattern.test(specifier)))
}

beforeAll(() => {
  state[seen] = { file: expect.getState().testPath ?? '', count: 0, first: '' }
})

afterAll(() => {
  const record = state[seen]
  state[seen] = undefined
  const file = testFile()
  if (!file.endsWith('.int.test.ts') || !record) return
  const imports = databaseImports(file)
  const listed = bothDatabases.includes(file)
  if (process.env.VERNISSAGE_DATABASE_REPORT) {
    fs.appendFileSync(process.env.VERNISSAGE_DATABASE_REPORT, `${JSON.stringify({ file, ownSql: record.count, first: record.first, imports, listed })}\n`)
  }
  if (listed) return
  if (record.count > 0)
    throw new Error(
      `${file} ran our own SQL (${record.count} statements, first ${record.first}) but is not in tests/integration/databases.mjs: add it, so that it runs on PostgreSQL too`,
    )
  if (imports.length > 0) throw new Error(`${file} imports ${imports.join(', ')} but is not in tests/integration/databases.mjs: add it, so that it runs on PostgreSQL too`)
})

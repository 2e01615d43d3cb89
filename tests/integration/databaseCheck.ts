/**
 * The check that keeps the `postgres` tags honest (./databases.mjs), run around every integration
 * file on either database. On SQLite it watches our own SQL (src/base/sql.ts runs it through
 * drizzle's `all`, called from src/; Payload's adapter and the migrations call drizzle from
 * elsewhere), test by test: a test that ran some and is not tagged fails with the reason, so its
 * PostgreSQL run cannot be forgotten; so does a file that ran some outside its tests (in a hook), or
 * imports one of `databaseModules`, and tags no test, and a file that tags tests in a way the
 * PostgreSQL pass's scan (`postgresTagWritten`) does not find. Set VERNISSAGE_DATABASE_REPORT to a file to
 * have every test's and file's finding appended there (how the tags were first set).
 */
import fs from 'node:fs'
import path from 'node:path'

import { BaseSQLiteDatabase } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'

import { bothDatabases, databaseModules, postgresTag, postgresTagWritten } from './databases.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const ownSources = path.join(root, 'src') + path.sep
const seen = Symbol.for('vernissage.ownSqlSeen')
/** Our own SQL seen in a file: in all, in its tests, and the first call of each (the file's, the test's under way). */
type Counter = { [seen]?: { file: string; count: number; first: string; testFirst: string; inTests: number; tagged: boolean; atTestStart: number } }
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
          const call = frames.find((frame) => frame.includes(ownSources) && !frame.includes(`${ownSources}base${path.sep}sql.ts`))?.trim() ?? frames[0].trim()
          record.first ||= call
          record.testFirst ||= call
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

const tagged = (tags: readonly string[] | undefined) => tags?.includes(postgresTag) ?? false
const report = (finding: object) => {
  if (process.env.VERNISSAGE_DATABASE_REPORT) fs.appendFileSync(process.env.VERNISSAGE_DATABASE_REPORT, `${JSON.stringify(finding)}\n`)
}

beforeAll(() => {
  state[seen] = { file: expect.getState().testPath ?? '', count: 0, first: '', testFirst: '', inTests: 0, tagged: false, atTestStart: 0 }
})

beforeEach(() => {
  const record = state[seen]
  if (!record) return
  record.atTestStart = record.count
  record.testFirst = ''
})

afterEach(({ task }) => {
  const record = state[seen]
  if (!record) return
  const statements = record.count - record.atTestStart
  record.inTests += statements
  record.tagged ||= tagged(task.tags)
  report({ file: testFile(), test: task.name, ownSql: statements, first: record.testFirst, tagged: tagged(task.tags) })
  if (statements > 0 && !tagged(task.tags))
    throw new Error(
      `this test ran our own SQL (${statements} statements, first ${record.testFirst}) but is not tagged ${postgresTag}: give it (or its describe) { tags: ['${postgresTag}'] } so that it runs on PostgreSQL too (tests/integration/databases.mjs)`,
    )
})

afterAll(() => {
  const record = state[seen]
  state[seen] = undefined
  const file = testFile()
  if (!file.endsWith('.int.test.ts') || !record) return
  const imports = databaseImports(file)
  const inHooks = record.count - record.inTests
  const found = bothDatabases.includes(file)
  report({ file, ownSqlInHooks: inHooks, imports, tagged: record.tagged, found })
  if (record.tagged && !found)
    throw new Error(
      `${file} tags tests postgres in a way the PostgreSQL pass does not find: write { tags: ['postgres'] } or @module-tag postgres literally (${postgresTagWritten})`,
    )
  if (record.tagged) return
  if (inHooks > 0)
    throw new Error(
      `${file} ran our own SQL in a hook (${inHooks} statements, first ${record.first}) but tags no test postgres: tag the tests that need it, so that they run on PostgreSQL too (tests/integration/databases.mjs)`,
    )
  if (imports.length > 0)
    throw new Error(
      `${file} imports ${imports.join(', ')} but tags no test postgres: tag the tests that use them, so that they run on PostgreSQL too (tests/integration/databases.mjs)`,
    )
})

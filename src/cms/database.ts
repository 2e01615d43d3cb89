import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { announcedOnCommit } from './changes'
import { boundedPg, databaseLimits, poolTimeouts } from './databasePool'
import { config } from '../config/env.mjs'

export type DatabaseKind = 'sqlite' | 'postgres'

/** Which database `DATABASE_URL` names: PostgreSQL for postgres:// URLs, else the embedded SQLite file. */
export function databaseKind(url = config().DATABASE_URL): DatabaseKind {
  if (!url || url.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  throw new Error(`DATABASE_URL must be a postgres:// URL or a file: path for SQLite; got "${url.split(':')[0]}:…"`)
}

/** The SQLite file: `DATABASE_URL=file:…` or data/vernissage.db, its folder created on first start. */
export function sqliteUrl(url = config().DATABASE_URL): string {
  const file = url?.startsWith('file:') ? url.slice('file:'.length) : 'data/vernissage.db'
  const absolute = path.resolve(process.cwd(), file)
  fs.mkdirSync(path.dirname(absolute), { recursive: true })
  return `file:${absolute}`
}

export function migrationDir(kind: DatabaseKind): string {
  return path.resolve(process.cwd(), 'migrations', kind)
}

/** The adapter for `DATABASE_URL`; a committed transaction announces its changes (./changes.ts). */
export function databaseAdapter(): DatabaseAdapterObj {
  return announcedOnCommit(adapterFor(databaseKind()))
}

function adapterFor(kind: DatabaseKind): DatabaseAdapterObj {
  if (kind === 'postgres') {
    // Every query and connection has a time limit; past it the database counts as down until a probe answers (./databasePool.ts).
    const limits = databaseLimits()
    const { pg } = boundedPg(limits, (down, reason) =>
      console.warn(down ? `[database] PostgreSQL is not answering (${reason}): answering 503 until it is back` : `[database] PostgreSQL is ${reason}`),
    )
    return postgresAdapter({
      pg,
      pool: { connectionString: config().DATABASE_URL, max: config().DATABASE_POOL_MAX, ...poolTimeouts(limits) },
      migrationDir: migrationDir('postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl() },
    // Another process reading the file (`npm run backup`, a second instance) holds its lock for
    // a moment; wait for it instead of failing the write with SQLITE_BUSY.
    busyTimeout: 5000,
    migrationDir: migrationDir('sqlite'),
    push: false,
  })
}

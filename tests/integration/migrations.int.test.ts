// @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/cms/database'

import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type Drizzle = {
  all?: (query: unknown) => Promise<Array<Record<string, string>>>
  execute?: (query: unknown) => Promise<{ rows: Array<Record<string, string>> }>
}

async function rows(query: ReturnType<typeof sql>): Promise<Array<Record<string, string>>> {
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  return databaseKind() === 'postgres' ? (await drizzle.execute!(query)).rows : await drizzle.all!(query)
}

describe('committed migrations', () => {
  it('are all applied', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, overrideAccess: true })
    const names = docs.map((d) => d.name)
    expect(names).toContain('20261122_001000_locales_parent_index')
    expect(names.some((n) => n?.endsWith('_initial'))).toBe(true)
  })

  it('index every translation table by its parent document', async () => {
    const indexes =
      databaseKind() === 'postgres'
        ? await rows(sql`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`)
        : await rows(sql`SELECT name FROM sqlite_master WHERE type = 'index'`)
    const names = new Set(indexes.map((row) => row.name))
    for (const table of ['artworks_locales', '_artworks_v_locales', 'media_locales', 'pages_blocks_rich_text_locales']) {
      expect(names.has(`${table}_parent_id_idx`), table).toBe(true)
    }
  })
})

describe('npm run migrate', () => {
  it('applies every committed migration to an empty database and nothing else: no admin, no demo content', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vernissage-migrate-'))
    const file = path.join(folder, 'fresh.db')
    try {
      const result = spawnSync(process.execPath, ['scripts/migrate.mjs'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: `file:${file}`, PAYLOAD_SECRET: 'migrate-test-secret-0123456789abcdef0123', NEXT_DIST_DIR: '.next-none' },
        encoding: 'utf8',
        timeout: 240_000,
      })
      expect(result.status, result.stderr.slice(-2000)).toBe(0)
      expect(result.stdout).toContain('Migrations applied')
      const db = createClient({ url: `file:${file}` })
      const count = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
      const committed = fs.readdirSync(path.resolve(import.meta.dirname, '../../migrations/sqlite')).filter((name) => /^\d{8}_\d{6}_.+\.ts$/.test(name))
      expect(await count('payload_migrations')).toBe(committed.length)
      expect(await count('users')).toBe(0)
      expect(await count('artworks')).toBe(0)
      db.close()
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 300_000)
})

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

#!/usr/bin/env node
// `npm run migrate:create -- name`: writes the migration for a schema change for both
// databases, diffed against the last committed snapshot of each.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { runScript } from './lib.mjs'
import { config } from '../src/config/env.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('Usage: npm run migrate:create -- <name>   (letters, digits, - and _)')
  process.exit(1)
}
const secret = 'migration-secret-0123456789abcdef0123456789abcdef'
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vernissage-migrate-'))

/** Writes one database's migration (scripts/migrate-create.ts), or stops here. */
async function createOrExit(label, databaseUrl) {
  const code = await runScript('scripts/migrate-create.ts', { args: [name], env: { ...process.env, PAYLOAD_SECRET: secret, DATABASE_URL: databaseUrl } })
  if (code !== 0) {
    console.error(`\n✗ ${label} failed (exit ${code}).`)
    process.exit(code || 1)
  }
}

await createOrExit('SQLite migration', `file:${path.join(scratch, 'scratch.db')}`)

const adminUrl = config().TEST_POSTGRES_URL
const client = new pg.Client({ connectionString: adminUrl })
await client.connect()
await client.query('DROP DATABASE IF EXISTS vernissage_migrate_scratch WITH (FORCE)')
await client.query('CREATE DATABASE vernissage_migrate_scratch')
const url = new URL(adminUrl)
url.pathname = '/vernissage_migrate_scratch'
await createOrExit('PostgreSQL migration', url.toString())
await client.query('DROP DATABASE IF EXISTS vernissage_migrate_scratch WITH (FORCE)')
await client.end()
fs.rmSync(scratch, { recursive: true, force: true })

/**
 * `npm run backup` under write load and `npm run restore` into a fresh database and media folder,
 * as child processes against the real database of this run (SQLite file or PostgreSQL): every
 * inquiry, subscriber and upload acknowledged before the backup started is in the restored copy,
 * each upload with the same bytes, and no write failed while the backup ran.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/cms/database'
import { mediaDirectory } from '@/features/uploads/serveVariant'

import { createArchiveWriter, extractArchive } from '../../scripts/backupArchive.mjs'
import { testPayload } from './payload'

const root = path.resolve(import.meta.dirname, '../..')
const kind = databaseKind()
const work = path.join(root, 'tmp', 'backup-test', `${kind}-${process.pid}`)
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const restoreDbName = `vernissage_test_restore_${process.pid}`

type Result = { code: number; output: string }

function runScript(script: string, args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

type Ack = { at: number; collection: 'inquiries' | 'subscribers' | 'media'; id: number | string; email?: string; filename?: string }

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** Writes through the Local API until stopped, as visitors and staff would while the site serves. */
function startWriteLoad(payload: Payload) {
  const acks: Ack[] = []
  const failures: string[] = []
  const uploaded = new Map<string, string>() // stored filename → sha256 of the bytes sent
  let running = true
  const loop = (async () => {
    for (let i = 0; running; i++) {
      try {
        const email = `last-${process.pid}-${i}@backup.test`
        if (i % 3 === 0) {
          const doc = await payload.create({
            collection: 'inquiries',
            data: { kind: 'inquiry', status: 'new', name: `Load ${i}`, email, message: `Message ${i}`, locale: 'de' },
            overrideAccess: true,
          })
          acks.push({ at: Date.now(), collection: 'inquiries', id: doc.id, email })
        } else if (i % 3 === 1) {
          const doc = await payload.create({ collection: 'subscribers', data: { email, list: 'newsletter', status: 'pending', locale: 'en' }, overrideAccess: true })
          acks.push({ at: Date.now(), collection: 'subscribers', id: doc.id, email })
        } else {
          const data = await sharp(randomBytes(48 * 32 * 3), { raw: { width: 48, height: 32, channels: 3 } })
            .png()
            .toBuffer()
          const doc = await payload.create({
            collection: 'media',
            data: { alt: `Load ${i}` },
            file: { data, mimetype: 'image/png', name: `last-${i}.png`, size: data.length },
            overrideAccess: true,
          })
          uploaded.set(doc.filename!, sha256(data))
          acks.push({ at: Date.now(), collection: 'media', id: doc.id, filename: doc.filename! })
        }
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error))
      }
    }
  })()
  return {
    acks,
    failures,
    uploaded,
    async stop() {
      running = false
      await loop
    },
  }
}

type Row = Record<string, unknown>

async function restoredRows(url: string, query: string): Promise<Row[]> {
  if (kind === 'sqlite') {
    const client = createClient({ url })
    try {
      return (await client.execute(query)).rows.map((row) => ({ ...row }))
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(query)).rows
  } finally {
    await client.end()
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

let payload: Payload
let archive = ''
let restoreEnv: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  let restoreUrl = `file:${path.join(work, 'restored.db')}`
  if (kind === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${restoreDbName} WITH (FORCE)`)
    await adminQuery(`CREATE DATABASE ${restoreDbName}`)
    const url = new URL(adminUrl)
    url.pathname = `/${restoreDbName}`
    restoreUrl = url.toString()
  }
  restoreEnv = {
    DATABASE_URL: restoreUrl,
    MEDIA_DIR: path.join(work, 'restored-media'),
    MEDIA_CACHE_DIR: path.join(work, 'restored-media-cache'),
    NEXT_DIST_DIR: path.join('tmp', 'backup-test', 'no-build'),
  }
})

afterAll(async () => {
  if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${restoreDbName} WITH (FORCE)`)
  fs.rmSync(work, { recursive: true, force: true })
})

describe(`backup and restore (${kind})`, () => {
  it('restores every inquiry, subscriber and upload acknowledged before a backup taken under write load', async () => {
    const load = startWriteLoad(payload)
    await expect.poll(() => load.acks.filter((a) => a.collection === 'media').length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(5)
    const backupStarted = Date.now()
    const backup = await runScript('backup.mjs', ['--out', path.join(work, 'backups')], {})
    const backupEnded = Date.now()
    await new Promise((r) => setTimeout(r, 200))
    await load.stop()

    expect(backup.code, backup.output).toBe(0)
    archive = /^BACKUP_FILE=(.*)$/m.exec(backup.output)?.[1] ?? ''
    expect(path.basename(archive)).toMatch(/^vernissage-\d{8}-\d{6}\.tar\.gz$/)
    // The site kept serving: writes went on during the backup and none failed.
    expect(load.failures).toEqual([])
    expect(load.acks.filter((a) => a.at > backupStarted && a.at < backupEnded).length).toBeGreaterThan(0)

    const restore = await runScript('restore.mjs', [archive], restoreEnv)
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toContain("PAYLOAD_SECRET is the backed-up site's")

    const before = load.acks.filter((a) => a.at < backupStarted)
    expect(before.length).toBeGreaterThan(10)
    const byId = async (table: string, columns: string) =>
      new Map((await restoredRows(restoreEnv.DATABASE_URL, `SELECT id, ${columns} FROM ${table}`)).map((row) => [String(row.id), row]))
    const restored = {
      inquiries: await byId('inquiries', 'email'),
      subscribers: await byId('subscribers', 'email'),
      media: await byId('media', 'filename'),
    }
    for (const ack of before) {
      const row = restored[ack.collection].get(String(ack.id))
      expect(row, `${ack.collection} ${ack.id}`).toBeDefined()
      if (ack.email) expect(row!.email).toBe(ack.email)
      if (ack.filename) {
        expect(row!.filename).toBe(ack.filename)
        const bytes = fs.readFileSync(path.join(restoreEnv.MEDIA_DIR, ack.filename))
        expect(sha256(bytes), ack.filename).toBe(load.uploaded.get(ack.filename))
      }
    }
    // Every upload of the restored database (the other tests' too) is there, byte for byte.
    for (const row of restored.media.values()) {
      const name = String(row.filename)
      const original = fs.readFileSync(path.join(mediaDirectory(), name))
      expect(sha256(fs.readFileSync(path.join(restoreEnv.MEDIA_DIR, name))), name).toBe(sha256(original))
    }
    // The restored database has the migrations this checkout applies, so npm start serves it as is.
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, overrideAccess: true })
    const migrations = await restoredRows(restoreEnv.DATABASE_URL, "SELECT name FROM payload_migrations WHERE name <> 'dev'")
    const names = (list: unknown[]) => list.map(String).sort()
    expect(names(migrations.map((row) => row.name))).toEqual(names(docs.map((doc) => doc.name).filter((name) => name !== 'dev')))
  })

  it('refuses to restore over a database and media folder that are not empty, unless --force', async () => {
    expect(archive).not.toBe('')
    const marker = path.join(restoreEnv.MEDIA_DIR, 'kept-by-refusal.txt')
    fs.writeFileSync(marker, 'still here')
    const refused = await runScript('restore.mjs', [archive], restoreEnv)
    expect(refused.code).toBe(2)
    expect(refused.output).toContain('--force')
    expect(fs.existsSync(marker)).toBe(true)

    const forced = await runScript('restore.mjs', [archive, '--force'], restoreEnv)
    expect(forced.code, forced.output).toBe(0)
    expect(fs.existsSync(marker)).toBe(false)
  })

  it('refuses an archive of the other database kind, and a damaged one, before changing anything', async () => {
    const otherKind = kind === 'sqlite' ? 'postgres://nobody@127.0.0.1:1/none' : `file:${path.join(work, 'other.db')}`
    const wrongKind = await runScript('restore.mjs', [archive], { ...restoreEnv, DATABASE_URL: otherKind, MEDIA_DIR: path.join(work, 'other-media') })
    expect(wrongKind.code).toBe(2)
    expect(wrongKind.output).toMatch(
      kind === 'sqlite' ? /holds a SQLite database, and DATABASE_URL names PostgreSQL/ : /holds a PostgreSQL database, and DATABASE_URL names SQLite/,
    )

    // The same archive with one upload's bytes changed and its manifest kept: a valid tar.gz.
    const unpacked = path.join(work, 'unpacked')
    const entries = await extractArchive(archive, unpacked)
    const victim = entries.find((e: { path: string }) => e.path.startsWith('media/'))!
    const damaged = path.join(work, 'damaged.tar.gz')
    const writer = createArchiveWriter(damaged)
    for (const entry of entries) {
      const data = fs.readFileSync(path.join(unpacked, entry.path))
      if (entry === victim) data[data.length - 1] ^= 0xff
      await writer.addBuffer(entry.path, data)
    }
    await writer.finish()
    const fresh = {
      ...restoreEnv,
      MEDIA_DIR: path.join(work, 'damaged-media'),
      DATABASE_URL: kind === 'sqlite' ? `file:${path.join(work, 'damaged.db')}` : restoreEnv.DATABASE_URL,
    }
    const refused = await runScript('restore.mjs', [damaged, '--force'], fresh)
    expect(refused.code).toBe(2)
    expect(refused.output).toContain(`${victim.path} does not match its checksum`)
    expect(fs.existsSync(fresh.MEDIA_DIR)).toBe(false)
  })
})

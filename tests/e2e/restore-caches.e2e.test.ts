/**
 * A restore is what visitors see (issue 46 point 12): an instance started from this run's build as
 * `npm run serve` starts it, on its own PostgreSQL database and Redis (database 9 unless
 * RESTORE_TEST_REDIS_URL says otherwise: the restore clears Next's cache of every build there).
 * A work's page is read, a backup taken, the work renamed (the page shows the new title: it is in
 * Next's cache in Redis); the instance is stopped, the backup restored with `--force`, the instance
 * started again: the page shows the title of the backup, and still does after a second restart.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startInstance, stopInstance } from '../../scripts/cluster.mjs'
import { root, runScript, waitForHttp } from '../../scripts/lib.mjs'

import { ownPostgres } from './support'

const redisUrl = process.env.RESTORE_TEST_REDIS_URL || 'redis://127.0.0.1:6379/9'
const { database, url: databaseUrl, admin, recreate } = ownPostgres('vernissage_e2e_restore')
const work = path.join(root, 'tmp', 'e2e-restore')
const email = 'restore-admin@vernissage.test'
const password = 'restore-admin-password-1234'
const port = Number(process.env.E2E_PORT || 3100) + 66
const site = `http://localhost:${port}`

let instance: ChildProcess | undefined
let output = ''
let env = {} as NodeJS.ProcessEnv

function start() {
  instance = startInstance({
    index: 0,
    port,
    builtDir: path.join(root, process.env.NEXT_DIST_DIR || '.next-test'),
    workDir: work,
    env,
    onOutput: (line: string) => (output += line),
  })
  return waitForHttp(`${site}/`, 90_000).catch((error) => {
    throw new Error(`${error.message}\n${output.slice(-3000)}`)
  })
}

/** Runs one of the operator's scripts (`node scripts/<name>.mjs …`) as the operator would; its exit code and output. */
function operator(script: string, args: string[]): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.mjs`, ...args], { cwd: root, env: { ...env, NEXT_DIST_DIR: path.relative(root, path.join(work, 'dist-0')) } })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk))
    child.stderr.on('data', (chunk: Buffer) => (text += chunk))
    child.on('exit', (code) => resolve({ code, text }))
  })
}

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  await recreate()
  const redis = createClient({ url: redisUrl })
  await redis.connect()
  await redis.flushDb()
  await redis.quit()
  env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789abcdef',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    MEDIA_DIR: path.join(work, 'media'),
    MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
    BACKUP_DIR: path.join(work, 'backups'),
    PUBLIC_URL: site,
    SEED_ARTWORKS: '4',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
  } as NodeJS.ProcessEnv
  if ((await runScript('scripts/prepare.ts', { env })) !== 0) throw new Error('preparing the PostgreSQL database failed')
  await start()
}, 400_000)

afterAll(async () => {
  await stopInstance(instance)
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => {})
  fs.rmSync(work, { recursive: true, force: true })
})

const visitor = { 'accept-language': 'de', cookie: 'i18n_redirected=de' }
/** Which of the titles the page shows (the first it holds), or what it answered. */
const shown = async (pathname: string, titles: string[]) => {
  const response = await fetch(`${site}${pathname}`, { headers: visitor, redirect: 'manual' })
  const text = await response.text()
  return titles.find((title) => text.includes(title)) ?? `${response.status} without either title`
}

describe('a restore into a running setup with Redis', () => {
  it('is what the pages show after the instances start again', async () => {
    const login = await fetch(`${site}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
    const { token } = (await login.json()) as { token: string }
    const list = (await (
      await fetch(`${site}/api/artworks?limit=1&depth=0&locale=de&where[_status][equals]=published`, { headers: { authorization: `JWT ${token}` } })
    ).json()) as {
      docs: Array<{ id: number; slug: string; title: string }>
    }
    const work = list.docs[0]
    const page = `/artworks/${work.slug}`
    const backedUp = work.title
    expect(await shown(page, [backedUp])).toBe(backedUp)

    const backup = await operator('backup', [])
    expect(backup.code, backup.text).toBe(0)
    const archive = /BACKUP_FILE=(\S+)/.exec(backup.text)?.[1] ?? ''

    const renamed = `Nach der Sicherung ${Date.now().toString(36)}`
    const saved = await fetch(`${site}/api/artworks/${work.id}?locale=de`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: renamed }),
    })
    expect(saved.status).toBe(200)
    const titles = [renamed, backedUp]
    for (let i = 0; i < 40 && (await shown(page, titles)) !== renamed; i++) await new Promise((resolve) => setTimeout(resolve, 250))
    // Twice more, so the renamed page is certainly in Next's cache in Redis.
    for (let i = 0; i < 3; i++) expect(await shown(page, titles)).toBe(renamed)

    await stopInstance(instance)
    const restore = await operator('restore', [archive, '--force'])
    expect(restore.code, restore.text).toBe(0)
    await start()
    for (let i = 0; i < 2; i++) expect(await shown(page, titles)).toBe(backedUp)

    await stopInstance(instance)
    await start()
    expect(await shown(page, titles)).toBe(backedUp)
  }, 300_000)
})

import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/cms/database'
import { ensureFirstAdmin } from '@/cms/firstAdmin'
import { passwordProblem } from '@/cms/passwords'
import { payloadSecret } from '@/cms/secret'

import { scriptCommand } from '../../scripts/runScript.mjs'
import { testPayload } from './payload'

const root = path.resolve(import.meta.dirname, '../..')

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('first admin', { tags: ['postgres'] }, () => {
  it('is created once, from ADMIN_EMAIL / ADMIN_PASSWORD or with a generated password', async () => {
    const existing = await payload.count({ collection: 'users', overrideAccess: true })
    if (existing.totalDocs > 0) {
      // Another file of this run created staff already: then nothing may be created.
      expect(await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'x@y.z' })).toBeNull()
      return
    }
    await expect(ensureFirstAdmin(payload, { ADMIN_PASSWORD: 'short' })).rejects.toThrow(/at least 12/)
    await expect(ensureFirstAdmin(payload, { ADMIN_PASSWORD: 'passwort12345' })).rejects.toThrow(/too easy to guess/)
    const first = await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'chefin@galerie.test' })
    expect(first?.email).toBe('chefin@galerie.test')
    expect(first?.generated).toBe(true)
    expect(first!.password.length).toBeGreaterThanOrEqual(20)
    const login = await payload.login({ collection: 'users', data: { email: 'chefin@galerie.test', password: first!.password } })
    expect(login.token).toBeTruthy()
    expect(await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'zweite@galerie.test' })).toBeNull()
  })
})

describe('PAYLOAD_SECRET', () => {
  it('refuses a missing or weak secret in production', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'secret' })).toThrow(/PAYLOAD_SECRET/)
    const strong = 'a'.repeat(16) + 'b'.repeat(16)
    expect(payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: strong })).toBe(strong)
    expect(payloadSecret({ NODE_ENV: 'development' })).toMatch(/development-only/)
  })
})

describe('admin passwords', () => {
  it('refuses short and guessable ones, the address itself included, and takes long unpredictable ones', async () => {
    expect(await passwordProblem('kurz')).toBe('short')
    for (const weak of ['passwort12345', 'vernissage2026!', 'aaaaaaaaaaaaaaaa', 'qwertzuiop123']) expect(await passwordProblem(weak), weak).toBe('guessable')
    expect(await passwordProblem('chefin@galerie.test', 'chefin@galerie.test')).toBe('guessable')
    for (const strong of ['Farbfeld-und-Linie-2026!', 'e2e-admin-password-1234', 'correct horse battery staple'])
      expect(await passwordProblem(strong, 'someone@galerie.test'), strong).toBeNull()
  })
})

/**
 * An empty database of the run's kind (SQLite file or PostgreSQL database), migrated as
 * `npm run migrate` does on a new deployment — before any admin exists.
 */
async function emptyMigratedDatabase(): Promise<{ url: string; count: (table: string) => Promise<number>; drop: () => Promise<void> }> {
  let url: string
  let drop: () => Promise<void>
  let count: (table: string) => Promise<number>
  if (databaseKind() === 'postgres') {
    const server = new URL(process.env.DATABASE_URL!)
    const name = `vernissage_first_admin_${process.pid}`
    const maintenance = async (sql: string) => {
      const client = new pg.Client({ connectionString: Object.assign(new URL(server), { pathname: '/postgres' }).toString() })
      await client.connect()
      try {
        await client.query(sql)
      } finally {
        await client.end()
      }
    }
    await maintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await maintenance(`CREATE DATABASE ${name}`)
    url = Object.assign(new URL(server), { pathname: `/${name}` }).toString()
    count = async (table) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
      } finally {
        await client.end()
      }
    }
    drop = () => maintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } else {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vernissage-first-admin-'))
    url = `file:${path.join(folder, 'empty.db')}`
    count = async (table) => {
      const db = createClient({ url })
      try {
        return Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
      } finally {
        db.close()
      }
    }
    drop = async () => fs.rmSync(folder, { recursive: true, force: true })
  }
  const migrated = spawnSync(process.execPath, ['scripts/migrate.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, NEXT_DIST_DIR: '.next-none' },
    encoding: 'utf8',
    timeout: 240_000,
  })
  if (migrated.status !== 0) throw new Error(`npm run migrate failed: ${migrated.stderr.slice(-2000)}`)
  return { url, count, drop }
}

describe('no first admin from the network (issue 30 point 3)', () => {
  let database: Awaited<ReturnType<typeof emptyMigratedDatabase>>
  let child: ChildProcess | undefined
  const answers: unknown[] = []
  const waiters: ((answer: unknown) => void)[] = []
  const next = () => (answers.length > 0 ? Promise.resolve(answers.shift()) : new Promise((resolve) => waiters.push(resolve)))
  const ask = async (method: string, pathname: string, language: string, body?: unknown) => {
    child!.send({ method, path: pathname, language, body })
    return (await next()) as { status: number; body: string }
  }
  /** `npm run admin:create -- …` as package.json defines it, on the empty database. */
  const adminCreate = (args: string[], env: Record<string, string> = {}) => {
    const command = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['admin:create']
    expect(command).toBe('node scripts/runScript.mjs scripts/admin-create.ts')
    const [program, ...fixed] = command.split(' ')
    expect(program).toBe('node')
    return spawnSync(process.execPath, [...fixed, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env },
      encoding: 'utf8',
      timeout: 120_000,
    })
  }

  beforeAll(async () => {
    database = await emptyMigratedDatabase()
    // Payload's REST handler on that database, in a process of its own (as a freshly served instance).
    const { command, args, env } = await scriptCommand('tests/integration/fixtures/apiClient.ts', [], { ...process.env, DATABASE_URL: database.url, SMTP_URL: '' })
    child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    child.on('message', (answer) => {
      const waiter = waiters.shift()
      if (waiter) waiter(answer)
      else answers.push(answer)
    })
    const ready = await Promise.race([next(), new Promise((resolve) => child!.once('exit', (code) => resolve(`exited with ${code}`)))])
    if (ready !== 'ready') throw new Error(`the API process did not start: ${ready}`)
  }, 300_000)

  afterAll(async () => {
    child?.kill('SIGKILL')
    await database?.drop()
  })

  it("refuses POST /api/users/first-register on an empty user table, in the caller's language, and creates no one", { tags: ['postgres'] }, async () => {
    expect(await database.count('users')).toBe(0)
    expect(JSON.parse((await ask('GET', '/api/users/init', 'de')).body)).toMatchObject({ initialized: false })
    for (const [language, text] of [
      ['de', /nicht über das Netz angelegt.*npm run admin:create/],
      ['en', /not created over the network.*npm run admin:create/],
    ] as const) {
      const answer = await ask('POST', '/api/users/first-register', language, { email: `intruder-${language}@example.org`, password: 'Eindringling-2026-!x', name: 'X' })
      expect(answer.status, answer.body).toBe(403)
      expect(JSON.parse(answer.body).errors[0].message).toMatch(text)
      expect(answer.body).not.toMatch(/token|intruder/)
    }
    expect(await database.count('users')).toBe(0)
    // Nor through the ordinary create, which needs a signed-in member of staff.
    expect((await ask('POST', '/api/users', 'en', { email: 'intruder@example.org', password: 'Eindringling-2026-!x' })).status).toBe(403)
    expect(await database.count('users')).toBe(0)
  })

  it('takes the first admin from the operator: npm run admin:create refuses a weak password, creates one with a strong one, once', async () => {
    const email = 'chefin@galerie.test'
    const weak = adminCreate(['--email', email, '--password', 'passwort12345'])
    expect(weak.status, weak.stdout + weak.stderr).toBe(1)
    expect(weak.stderr).toMatch(/too easy to guess/)
    expect(adminCreate(['--email', email, '--password', 'kurz']).stderr).toMatch(/at least 12/)
    expect(adminCreate(['--password', 'Farbfeld-und-Linie-2026!']).stderr).toMatch(/email address is needed/)
    expect(await database.count('users')).toBe(0)

    // The password from the environment, as the docs advise (the shell history keeps arguments).
    const created = adminCreate(['--email', email], { ADMIN_PASSWORD: 'Farbfeld-und-Linie-2026!' })
    expect(created.status, created.stdout + created.stderr).toBe(0)
    expect(created.stdout).toContain(`Admin created: ${email}`)
    expect(created.stdout).not.toContain('Farbfeld')
    expect(await database.count('users')).toBe(1)
    expect((await ask('POST', '/api/users/login', 'de', { email, password: 'Farbfeld-und-Linie-2026!' })).status).toBe(200)
    const again = adminCreate(['--email', email], { ADMIN_PASSWORD: 'Farbfeld-und-Linie-2026!' })
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(/exists already/)
    // Without a password one is generated and printed once.
    const generated = adminCreate([], { ADMIN_EMAIL: 'zweite@galerie.test' })
    expect(generated.status, generated.stderr).toBe(0)
    const password = /Password \(shown only this once\): (\S+)/.exec(generated.stdout)?.[1]
    expect(password?.length).toBeGreaterThanOrEqual(20)
    expect((await ask('POST', '/api/users/login', 'en', { email: 'zweite@galerie.test', password })).status).toBe(200)
    expect(await database.count('users')).toBe(2)
  }, 300_000)
})

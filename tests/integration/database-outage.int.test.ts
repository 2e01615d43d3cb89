/**
 * The database unreachable for a few seconds (issue 16 point 5): the REST API answers 503 with
 * Retry-After and a message in the client's language, never 500 "Something went wrong.", and
 * answers normally again as soon as the database is back. On PostgreSQL a TCP proxy stands
 * between a Payload process and the run's real server, and the test cuts and restores it; on
 * SQLite another connection holds the file's exclusive lock.
 * @module-tag postgres (every test runs on PostgreSQL too: tests/integration/databases.mjs)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/cms/database'

import { scriptCommand } from '../../scripts/runScript.mjs'
import { testPayload } from './payload'

const root = path.resolve(import.meta.dirname, '../..')
const onPostgres = databaseKind() === 'postgres'

/** A TCP proxy to PostgreSQL that can be cut (every connection closed, new ones refused) and restored. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>()
  let open = true
  const server = net.createServer((client) => {
    if (!open) return client.destroy()
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    cut() {
      open = false
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      open = true
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let proxy: ReturnType<typeof cuttableProxy>
let child: ChildProcess
let answers: unknown[] = []
let waiters: ((answer: unknown) => void)[] = []

function nextAnswer<T>(): Promise<T> {
  if (answers.length > 0) return Promise.resolve(answers.shift() as T)
  return new Promise((resolve) => waiters.push(resolve as (answer: unknown) => void))
}

async function ask(method: string, pathname: string, language: string) {
  child.send(`${method} ${pathname} ${language}`)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${method} ${pathname} (${language}) got no answer within 20 s`)), 20_000)
  })
  try {
    return await Promise.race([nextAnswer<{ status: number; retryAfter: string | null; body: string }>(), timeout])
  } finally {
    clearTimeout(timer)
  }
}

beforeAll(async () => {
  await testPayload() // the run's database, migrated
  let url = process.env.DATABASE_URL!
  if (onPostgres) {
    const direct = new URL(url)
    proxy = cuttableProxy(direct)
    const viaProxy = new URL(direct)
    viaProxy.port = String(await proxy.listen())
    url = viaProxy.toString()
  }
  // One process of its own, started as the operator commands are (scripts/runScript.mjs).
  const { command, args, env } = await scriptCommand('tests/integration/fixtures/apiClient.ts', [], { ...process.env, DATABASE_URL: url, SMTP_URL: '' })
  child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  child.on('message', (answer) => {
    const waiter = waiters.shift()
    if (waiter) waiter(answer)
    else answers.push(answer)
  })
  let timer: NodeJS.Timeout | undefined
  const exited = new Promise((resolve) => child!.once('exit', (code) => resolve(`exited with code ${code}`)))
  const ready = await Promise.race([nextAnswer(), exited, new Promise((resolve) => (timer = setTimeout(() => resolve('not ready within 120 s'), 120_000)))])
  clearTimeout(timer)
  if (ready !== 'ready') throw new Error(`the API client process did not load Payload: ${ready}`)
}, 240_000)

afterAll(async () => {
  child?.kill('SIGKILL')
  await proxy?.close()
  answers = []
  waiters = []
})

if (onPostgres) {
  describe('PostgreSQL unreachable for a few seconds', () => {
    it("answers 503 with Retry-After and a message in the client's language, then normally again", async () => {
      expect((await ask('GET', '/api/artworks?limit=1&depth=0', 'de')).status).toBe(200)

      proxy.cut()
      for (const [language, text] of [
        ['de', /Datenbank ist gerade nicht erreichbar/],
        ['en', /database cannot be reached/],
      ] as const) {
        for (const pathname of ['/api/artworks?limit=1&depth=0', '/api/artists/1', '/api/globals/site-settings']) {
          const answer = await ask('GET', pathname, language)
          expect(answer.status, `${language} ${pathname}: ${answer.body}`).toBe(503)
          expect(answer.retryAfter).toBe('5')
          expect(JSON.parse(answer.body).errors[0].message).toMatch(text)
          expect(answer.body).not.toMatch(/Something went wrong|ECONNREFUSED|127\.0\.0\.1/)
        }
      }

      proxy.restore()
      await expect.poll(async () => (await ask('GET', '/api/artworks?limit=1&depth=0', 'en')).status, { timeout: 30_000, interval: 250 }).toBe(200)
    }, 120_000)
  })
}

if (!onPostgres) {
  describe('the SQLite file locked by another process', () => {
    it("answers 503 with Retry-After and a message in the client's language, then normally again", async () => {
      expect((await ask('GET', '/api/artworks?limit=1&depth=0', 'de')).status).toBe(200)
      // Another process (a backup tool, a careless sqlite3 shell) holds the write lock and reads are refused.
      const locker = createClient({ url: process.env.DATABASE_URL! })
      await locker.execute('PRAGMA locking_mode = EXCLUSIVE')
      await locker.execute('BEGIN EXCLUSIVE')
      try {
        for (const [language, text] of [
          ['de', /Datenbank ist gerade nicht erreichbar/],
          ['en', /database cannot be reached/],
        ] as const) {
          const answer = await ask('GET', '/api/artworks?limit=1&depth=0', language)
          expect(answer.status, answer.body).toBe(503)
          expect(answer.retryAfter).toBe('5')
          expect(JSON.parse(answer.body).errors[0].message).toMatch(text)
        }
      } finally {
        await locker.execute('ROLLBACK')
        // In exclusive locking mode the lock outlives the transaction: SQLite lets it go once the
        // mode is normal again and the database is read.
        await locker.execute('PRAGMA locking_mode = NORMAL')
        await locker.execute('SELECT count(*) FROM users')
        locker.close()
      }
      // The lock is gone a moment after its connection closes: the next requests succeed by themselves.
      await expect.poll(async () => (await ask('GET', '/api/artworks?limit=1&depth=0', 'en')).status, { timeout: 30_000, interval: 250 }).toBe(200)
    }, 120_000)
  })
}

if (onPostgres) {
  describe('PostgreSQL refusing connections marks the database down (issue 46 point 11)', () => {
    it('a refused connection counts as the database away, as a stall does: the production server then answers pages 503 with Retry-After; a probe marks it up once it takes connections again', async () => {
      const { boundedPg } = await import('@/cms/databasePool')
      const { isDown, markUp } = await import('@/base/dependencies.mjs')
      const refusing = cuttableProxy(new URL(process.env.DATABASE_URL!))
      const port = await refusing.listen()
      const viaProxy = new URL(process.env.DATABASE_URL!)
      viaProxy.port = String(port)
      const changes: string[] = []
      const { pg, breaker } = boundedPg({ queryMs: 1500, connectMs: 1000, probeEveryMs: 200 }, (down, reason) => changes.push(`${down ? 'down' : 'up'}: ${reason}`))
      const pool = new pg.Pool({ connectionString: viaProxy.toString(), max: 2 })
      pool.on('error', () => {})
      try {
        markUp('database')
        expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)
        expect(isDown('database')).toBe(false)

        refusing.cut()
        // The pooled connection the cut closed may answer the first query with its own end; the
        // next one needs a new connection, which the database refuses.
        for (let attempt = 0; attempt < 3 && !isDown('database'); attempt++) await expect(pool.query('SELECT 1')).rejects.toThrow()
        // Refused, not timed out: down at once, and further queries fail without trying.
        expect(isDown('database')).toBe(true)
        expect(changes[0]).toMatch(/^down: (connections refused|connection lost)/)
        const started = performance.now()
        await expect(pool.query('SELECT 1')).rejects.toThrow(/did not answer/)
        expect(performance.now() - started).toBeLessThan(200)

        refusing.restore()
        await expect.poll(() => isDown('database'), { timeout: 10_000, interval: 100 }).toBe(false)
        expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)
      } finally {
        breaker.close()
        await pool.end().catch(() => {})
        await refusing.close()
      }
    }, 60_000)
  })
}

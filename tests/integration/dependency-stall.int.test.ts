/**
 * A dependency that stops answering without refusing (issue 30 point 6): a real TCP proxy stands
 * between the app and the real PostgreSQL or Redis; it accepts connections and then, while
 * holding, stops forwarding in both directions (nothing is refused or closed, as with a stalled
 * server or a network that drops packets). Every call still ends within its time limit: a REST
 * query answers 503 with Retry-After in the client's language, storing a form submission fails
 * with an error the form answers "please send again", a submission acknowledged before the stall
 * stays stored with its mails, and once traffic flows again the same process answers normally
 * by itself. PostgreSQL in the PostgreSQL run (SQLite is a local file, nothing to stall); Redis
 * in both, where the app falls back to its own memory within the limit.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/cms/database'

import { scriptCommand } from '../../scripts/runScript.mjs'
import { holdingProxy } from './holdingProxy'
import { testPayload } from './payload'

const root = path.resolve(import.meta.dirname, '../..')
const onPostgres = databaseKind() === 'postgres'

const proxies: Array<ReturnType<typeof holdingProxy>> = []
afterAll(async () => {
  for (const proxy of proxies) await proxy.close()
})

// On PostgreSQL only (a run on SQLite registers nothing here: a skipped test fails `npm test`).
if (onPostgres) {
  describe('PostgreSQL stops answering (traffic held)', { tags: ['postgres'] }, () => {
    let proxy: ReturnType<typeof holdingProxy>
    let child: ChildProcess
    let payload: Payload
    const answers: unknown[] = []
    const waiters: Array<(answer: unknown) => void> = []
    const queryLimitMs = 1500
    /** The limit plus what a loaded machine adds to an answer that does not wait for the database. */
    const withinLimit = queryLimitMs + 2500

    const next = <T>() => (answers.length > 0 ? Promise.resolve(answers.shift() as T) : new Promise<T>((resolve) => waiters.push(resolve as (answer: unknown) => void)))
    async function ask<T>(line: string): Promise<T> {
      child.send(line)
      let timer: NodeJS.Timeout | undefined
      try {
        return await Promise.race([next<T>(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${line}: no answer within 30 s`)), 30_000)))])
      } finally {
        clearTimeout(timer)
      }
    }
    type Rest = { status: number; retryAfter: string | null; body: string; ms: number }
    type Contact = { ok: boolean; unavailable?: boolean; error?: string; inquiryId?: number; mails?: number; ms: number }

    beforeAll(async () => {
      payload = await testPayload() // the run's database, migrated
      const direct = new URL(process.env.DATABASE_URL!)
      proxy = holdingProxy(direct, 5432)
      proxies.push(proxy)
      const viaProxy = new URL(direct)
      viaProxy.port = String(await proxy.listen())
      const { command, args, env } = await scriptCommand('tests/integration/fixtures/stallClient.ts', [], {
        ...process.env,
        DATABASE_URL: viaProxy.toString(),
        DATABASE_QUERY_TIMEOUT_MS: String(queryLimitMs),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        SMTP_URL: '',
        REDIS_URL: '',
      })
      child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
      child.on('message', (answer) => {
        const waiter = waiters.shift()
        if (waiter) waiter(answer)
        else answers.push(answer)
      })
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(`exited with code ${code}`)))
      const ready = await Promise.race([next(), exited, new Promise((resolve) => setTimeout(() => resolve('not ready within 120 s'), 120_000).unref())])
      if (ready !== 'ready') throw new Error(`the stall client did not load Payload: ${ready}`)
    }, 240_000)

    afterAll(() => {
      child?.kill('SIGKILL')
    })

    it('a query and a form submission end within the limit (503 with Retry-After, a clear error), acknowledged ones stay, and the process recovers by itself', async () => {
      const list = '/api/artworks?limit=1&depth=0'
      expect((await ask<Rest>(`REST GET ${list} de`)).status).toBe(200)
      const before = `stall-before-${process.pid}-${Date.now().toString(36)}@faults.test`
      const acknowledged = await ask<Contact>(`CONTACT ${before} de`)
      expect(acknowledged.ok, acknowledged.error).toBe(true)

      proxy.hold()
      const english = await ask<Rest>(`REST GET ${list} en`)
      console.log(`PostgreSQL held: first query answered ${english.status} after ${english.ms} ms (limit ${queryLimitMs} ms)`)
      expect(english.status, english.body).toBe(503)
      expect(english.retryAfter).toBe('5')
      expect(JSON.parse(english.body).errors[0].message).toMatch(/database cannot be reached/)
      expect(english.ms).toBeLessThan(withinLimit)

      const during = await ask<Contact>(`CONTACT stall-during-${process.pid}@faults.test en`)
      console.log(`PostgreSQL held: a form submission failed after ${during.ms} ms (${during.error})`)
      expect(during.ok).toBe(false)
      expect(during.unavailable, during.error).toBe(true)
      expect(during.ms).toBeLessThan(withinLimit)

      // Marked down: further calls fail at once instead of each waiting out the limit.
      const german = await ask<Rest>(`REST GET /api/artists/1 de`)
      expect(german.status).toBe(503)
      expect(JSON.parse(german.body).errors[0].message).toMatch(/Datenbank ist gerade nicht erreichbar/)
      expect(german.ms).toBeLessThan(1000)
      expect(german.body).not.toMatch(/Query read timeout|127\.0\.0\.1|\n\s+at /)

      proxy.release()
      const released = Date.now()
      await expect.poll(async () => (await ask<Rest>(`REST GET ${list} en`)).status, { timeout: 20_000, interval: 250 }).toBe(200)
      console.log(`PostgreSQL released: answering again after ${Date.now() - released} ms`)
      const after = await ask<Contact>(`CONTACT stall-after-${process.pid}@faults.test de`)
      expect(after.ok, after.error).toBe(true)

      // The submission acknowledged before the stall is stored with both its mails.
      const stored = await payload.find({ collection: 'inquiries', where: { email: { equals: before } }, depth: 0, overrideAccess: true })
      expect(stored.docs).toHaveLength(1)
      const mails = await payload.find({ collection: 'mail-outbox', where: { to: { equals: before } }, depth: 0, overrideAccess: true })
      expect(mails.docs).toHaveLength(1)
      expect(acknowledged.mails).toBe(2)
    }, 120_000)
  })
}

describe('Redis stops answering (traffic held)', () => {
  const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_TIMEOUT_MS: process.env.REDIS_TIMEOUT_MS }
  const real = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379')
  let direct: ReturnType<typeof createClient>

  beforeAll(async () => {
    const proxy = holdingProxy(real, 6379)
    proxies.push(proxy)
    const port = await proxy.listen()
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`
    process.env.REDIS_TIMEOUT_MS = '500'
    direct = createClient({ url: real.toString() })
    await direct.connect()
    Object.assign(globalThis, { stallProxy: proxy })
  })

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    await direct?.quit()
  })

  it('a limit check and a form’s start token end within the limit on this process’s memory, and Redis is used again once it answers', async () => {
    const proxy = (globalThis as unknown as { stallProxy: ReturnType<typeof holdingProxy> }).stallProxy
    const { sharedRedis } = await import('@/base/redis.mjs')
    const { createLimit } = await import('@/features/security/counters')
    const { spendStartToken } = await import('@/features/forms/startTokens')
    const name = `stall-${process.pid}-${Date.now().toString(36)}`
    const limit = createLimit(name, { points: 1000, windowMs: 60_000 })
    const add = async (key: string) => (await limit.consume(key)).consumed
    const key = `vernissage:limit:${name}:a`
    expect(await add('a')).toBe(1)
    expect(await direct.get(key)).toBe('1')

    proxy.hold()
    let started = performance.now()
    const counted = await add('a')
    const limitMs = performance.now() - started
    started = performance.now()
    const spent = await spendStartToken(`${name}-token`)
    const formMs = performance.now() - started
    console.log(`Redis held: a limit check ended after ${limitMs.toFixed(0)} ms (limit 500 ms), a form's start token after ${formMs.toFixed(0)} ms`)
    expect(limitMs).toBeLessThan(2_000)
    expect(formMs).toBeLessThan(500)
    // This process's memory answered: a count of its own, and the token is spent here.
    expect(counted).toBe(1)
    expect(spent).toBe(true)
    expect(await spendStartToken(`${name}-token`)).toBe(false)
    expect(await sharedRedis()).toBeNull()

    proxy.release()
    // After a short rest the process connects anew by itself and counts in Redis again (the
    // commands the proxy held reach Redis late, so the count is compared just before and after).
    await expect.poll(async () => (await sharedRedis()) !== null, { timeout: 20_000, interval: 250 }).toBe(true)
    const shared = Number(await direct.get(key))
    await add('a')
    expect(Number(await direct.get(key))).toBe(shared + 1)
  }, 60_000)
  it('a live stream’s place on a stalled Redis: taken in this process’s memory within the limit, and a held place’s renewals fail without an error', async () => {
    const proxy = (globalThis as unknown as { stallProxy: ReturnType<typeof holdingProxy> }).stallProxy
    const { sharedRedis } = await import('@/base/redis.mjs')
    const { createGauge } = await import('@/features/security/gauges')
    await expect.poll(async () => (await sharedRedis()) !== null, { timeout: 20_000, interval: 250 }).toBe(true)
    const name = `stall-streams-${process.pid}-${Date.now().toString(36)}`
    // Renewed every 200 ms while held.
    const gauge = createGauge(name, { ttlMs: 600 })
    const held = await gauge.acquire('198.51.100.40', 2)
    expect(held).toBeTruthy()
    expect(await direct.zCard(`semaphore:vernissage:gauge:${name}:198.51.100.40`)).toBe(1)
    proxy.hold()
    try {
      // The renewals run into the stall and fail quietly: an error thrown from the semaphore's timer would fail this file.
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const started = performance.now()
      const taken = await gauge.acquire('198.51.100.40', 2)
      const takenMs = performance.now() - started
      console.log(`Redis held: a live stream's place taken after ${takenMs.toFixed(0)} ms`)
      expect(taken).toBeTruthy()
      expect(takenMs).toBeLessThan(2_000)
      expect(gauge.held()).toBe(2)
    } finally {
      proxy.release()
      gauge.stop()
    }
  }, 60_000)

  it(
    'a form post and Next’s cache end within 2 s on a stalled Redis: the first call that finds the stall spares every later one its wait (issue 46 point 11)',
    { tags: ['postgres'], timeout: 120_000 },
    async () => {
      const proxy = (globalThis as unknown as { stallProxy: ReturnType<typeof holdingProxy> }).stallProxy
      // Below the 1 s the cache once kept to whatever REDIS_TIMEOUT_MS said: every Redis user keeps to it.
      process.env.REDIS_TIMEOUT_MS = '400'
      await testPayload()
      const { default: CacheHandler } = await import('@/features/cache/nextCacheHandler.mjs')
      const { payloadSecret } = await import('@/cms/secret')
      const { signStartTime } = await import('@/features/forms/abuse')
      const { acceptContact } = await import('@/features/forms/contactSubmission')
      const { changeBus } = await import('@/cms/bus.mjs')
      const { sharedRedis } = await import('@/base/redis.mjs')
      const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stall-cache-'))
      const cache = new (
        CacheHandler as unknown as new (context: unknown) => {
          get(key: string, context?: unknown): Promise<{ value?: { data?: { body?: string } } } | null>
          set(key: string, value: unknown, context?: unknown): Promise<void>
        }
      )({ serverDistDir: distDir, dev: false })
      const entry = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: 'http://localhost/' }, revalidate: 600 })
      const post = () => {
        const data = new FormData()
        for (const [name, value] of Object.entries({
          name: 'Ada',
          email: `stall-${process.pid}-${Date.now().toString(36)}@faults.test`,
          subject: 'Stall',
          message: 'Still there?',
          consent: 'on',
          locale: 'en',
        }))
          data.set(name, value)
        data.set('startedAt', signStartTime(Date.now() - 10_000, payloadSecret()))
        return acceptContact({ status: 'idle', values: {} as never, errors: {} }, data, { address: `2001:db8:5::${Math.floor(Math.random() * 65535).toString(16)}` })
      }

      // Before the stall: every part on Redis (the bus subscribed, the counters and Next's cache connected).
      await changeBus().ready()
      await expect.poll(async () => (await sharedRedis()) !== null, { timeout: 20_000, interval: 250 }).toBe(true)
      await cache.set('stall-key', entry('kept'), { tags: ['stall'], revalidate: 600 })
      expect((await cache.get('stall-key', { softTags: [] }))?.value?.data?.body).toBe('kept')
      expect((await post()).state.status).toBe('sent')

      proxy.hold()
      try {
        // Next's cache first: the first read waits out its limit (REDIS_TIMEOUT_MS), the other nine are misses at once.
        let started = performance.now()
        const reads = [await cache.get('stall-read-0', { softTags: [] })]
        const firstReadMs = performance.now() - started
        for (let i = 1; i < 10; i++) reads.push(await cache.get(`stall-read-${i}`, { softTags: [] }))
        const readsMs = performance.now() - started
        started = performance.now()
        const first = await post()
        const firstMs = performance.now() - started
        started = performance.now()
        const second = await post()
        const secondMs = performance.now() - started
        console.log(
          `Redis held: the first read of Next's cache took ${firstReadMs.toFixed(0)} ms, 10 reads ${readsMs.toFixed(0)} ms, form posts answered after ${firstMs.toFixed(0)} and ${secondMs.toFixed(0)} ms`,
        )
        // Misses: the page is rendered without the shared cache.
        expect(reads.every((read) => read === null)).toBe(true)
        expect(firstReadMs).toBeGreaterThanOrEqual(380)
        expect(firstReadMs).toBeLessThan(950)
        expect(readsMs).toBeLessThan(2_000)
        expect(first.state.status).toBe('sent')
        expect(second.state.status).toBe('sent')
        expect(firstMs).toBeLessThan(2_000)
        expect(secondMs).toBeLessThan(2_000)
      } finally {
        proxy.release()
        fs.rmSync(distDir, { recursive: true, force: true })
      }
      // Back by itself: the probe finds Redis answering and the cache is read from it again.
      await expect.poll(async () => (await cache.get('stall-key', { softTags: [] }))?.value?.data?.body, { timeout: 20_000, interval: 250 }).toBe('kept')
    },
  )
})

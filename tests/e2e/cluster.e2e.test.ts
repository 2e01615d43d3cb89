/**
 * Two instances (issue 17 points 1, 2 and 4): two production servers from one build (each in a
 * copy of this run's build folder, as on two machines), started with `npm run serve`'s script —
 * no build, no migration, no seed — on one PostgreSQL database and one Redis. A change saved
 * through one is on the other's pages within 5 s in both languages, although the other had them
 * in its page cache; a staff session signed by one is good on the other.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { root, runPayloadScript, waitForHttp } from '../../scripts/lib.mjs'

import { ownPostgres } from './support'

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const { database, url: databaseUrl, admin, recreate } = ownPostgres('vernissage_e2e_two')
const work = path.join(root, 'tmp', 'e2e-two')
const email = 'two-admin@vernissage.test'
const password = 'two-admin-password-1234'
const ports = [Number(process.env.E2E_PORT || 3100) + 61, Number(process.env.E2E_PORT || 3100) + 62]
const [a, b] = ports.map((port) => `http://localhost:${port}`)

const servers: ChildProcess[] = []
let output = ''

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  await recreate()
  const shared = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Uploads would go to shared storage; these instances share a folder of this machine.
    MEDIA_DIR: path.join(work, 'media'),
    MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
    SEED_ARTWORKS: '8',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
  }
  // What `npm run migrate` does once per deploy, plus the demo content and the first admin.
  if ((await runPayloadScript('scripts/prepare.ts', { env: shared })) !== 0) throw new Error('preparing the PostgreSQL database failed')
  const builtDir = path.join(root, process.env.NEXT_DIST_DIR || '.next-test')
  for (const [index, port] of ports.entries()) {
    // The run's build, copied: each instance regenerates pages into its own folder, as on its own machine.
    const distDir = path.join('tmp', 'e2e-two', `dist-${index}`)
    fs.cpSync(builtDir, path.join(root, distDir), { recursive: true, filter: (source) => source !== path.join(builtDir, 'cache') })
    const server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env: { ...shared, NEXT_DIST_DIR: distDir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
    server.stdout!.on('data', (chunk) => (output += `[${index}] ${chunk}`))
    server.stderr!.on('data', (chunk) => (output += `[${index}] ${chunk}`))
    servers.push(server)
  }
  await Promise.all([a, b].map((base) => waitForHttp(`${base}/`, 90_000)))
}, 300_000)

afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM')
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => {})
  fs.rmSync(work, { recursive: true, force: true })
})

async function page(base: string, pathname: string, language = 'de') {
  const response = await fetch(`${base}${pathname}`, { headers: { 'accept-language': language, 'accept-encoding': 'gzip' }, redirect: 'manual' })
  return { status: response.status, text: await response.text(), cache: response.headers.get('x-vernissage-cache'), next: response.headers.get('x-nextjs-cache') }
}

async function token(base: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`login answered ${response.status}`)
  return body.token
}

/** Polls until `check` holds; resolves with the milliseconds it took, or rejects after `timeoutMs`. */
async function within(label: string, timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${label}: not within ${timeoutMs} ms`)
}

describe('two instances from one build', () => {
  it('were started from the build without building, migrating or seeding, and share the build id', async () => {
    expect(output).toMatch(/\[0\] ▸ Serving the build (\S+)/)
    const ids = [...output.matchAll(/\[\d\] ▸ Serving the build (\S+)/g)].map((match) => match[1])
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBe(ids[1])
    expect(output).not.toMatch(/Preparing the database|Seeding|Migrating|Building/)
  })

  it('a staff session signed by one instance is good on the other', async () => {
    const staff = await token(a)
    const me = await fetch(`${b}/api/users/me`, { headers: { authorization: `JWT ${staff}` } })
    expect(((await me.json()) as { user?: { email?: string } }).user?.email).toBe(email)
  })

  it('a change saved through one is on the other\'s cached pages within 5 s, in both languages', async () => {
    const staff = await token(a)
    const list = (await (await fetch(`${a}/api/artworks?limit=1&depth=0&locale=all&where[_status][equals]=published`, { headers: { authorization: `JWT ${staff}` } })).json()) as {
      docs: Array<{ id: number; slug: { de: string; en: string } }>
    }
    const work = list.docs[0]
    const pages = [`/artworks/${work.slug.de}`, `/en/artworks/${work.slug.en}`]
    // Instance B has both pages in its caches.
    for (const pathname of pages) {
      expect((await page(b, pathname)).status, pathname).toBe(200)
      expect((await page(b, pathname)).cache, pathname).toBe('HIT')
    }
    const stamp = Date.now().toString(36)
    const titles = { de: `Zweite Instanz ${stamp}`, en: `Second instance ${stamp}` }
    for (const locale of ['de', 'en'] as const) {
      const saved = await fetch(`${a}/api/artworks/${work.id}?locale=${locale}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${staff}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: titles[locale] }),
      })
      expect(saved.status, await saved.text()).toBe(200)
    }
    const took = await Promise.all([
      within(`B ${pages[0]}`, 5_000, async () => (await page(b, pages[0])).text.includes(titles.de)),
      within(`B ${pages[1]}`, 5_000, async () => (await page(b, pages[1], 'en')).text.includes(titles.en)),
      within('B /artworks', 5_000, async () => (await page(b, '/artworks')).text.includes(titles.de)),
      within('B search', 5_000, async () => (await page(b, `/search?q=${encodeURIComponent(titles.de)}`)).text.includes(titles.de)),
    ])
    console.log(`publish through A → seen on B after ${took.join(', ')} ms (German page, English page, list, search)`)
  }, 60_000)
})

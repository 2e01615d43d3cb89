/**
 * PostgreSQL unreachable for a few seconds (issue 15 point 6, issue 16 point 5): a second
 * production server from this run's build, on a PostgreSQL database of its own. While the
 * database refuses every connection (its open ones cut, new ones refused), cached pages keep
 * being served and nothing answers with a stack trace; afterwards the same server process answers
 * from the database again, and live updates reach a new subscription, without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { root, runScript, waitForHttp } from '../../scripts/lib.mjs'

import { firstListEvent, ownPostgres, stackTraceIn } from './support'

const { database, url: databaseUrl, admin, recreate } = ownPostgres('vernissage_e2e_outage')
const port = Number(process.env.E2E_PORT || 3100) + 57
const base = `http://localhost:${port}`
const work = path.join(root, 'tmp', 'e2e-outage')
const distDir = path.join('tmp', 'e2e-outage', 'dist')
const email = 'outage-admin@vernissage.test'
const password = 'outage-admin-password-1234'

let server: ChildProcess | undefined
let output = ''

/** Cuts every connection to the database and refuses new ones, as a database that is away. */
async function takeDatabaseAway() {
  await admin(async (client) => {
    await client.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database])
  })
}

async function bringDatabaseBack() {
  await admin((client) => client.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`))
}

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  await recreate()
  // The run's build, copied: this server regenerates pages into its own folder, not the other's.
  const builtDir = path.join(root, process.env.NEXT_DIST_DIR || '.next-test')
  fs.cpSync(builtDir, path.join(root, distDir), { recursive: true, filter: (source) => source !== path.join(builtDir, 'cache') })
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    MEDIA_DIR: path.join(work, 'media'),
    MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
    PORT: String(port),
    PUBLIC_URL: base,
    SEED_ARTWORKS: '8',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
  }
  if ((await runScript('scripts/prepare.ts', { env })) !== 0) throw new Error('preparing the PostgreSQL database failed')
  server = spawn(process.execPath, ['src/server/server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  await waitForHttp(`${base}/`, 90_000)
}, 300_000)

afterAll(async () => {
  server?.kill('SIGTERM')
  await bringDatabaseBack().catch(() => {})
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => {})
  fs.rmSync(work, { recursive: true, force: true })
})

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, { headers: { 'accept-language': 'de', ...headers }, redirect: 'manual', signal: AbortSignal.timeout(20_000) })
  const text = await response.text()
  return { status: response.status, text, cache: response.headers.get('x-vernissage-cache'), retryAfter: response.headers.get('retry-after') }
}

async function token(): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`login answered ${response.status}`)
  return body.token
}

describe('odd requests on PostgreSQL', () => {
  it('answer 4xx or a page, never 5xx: dotted first segments, a malformed %, odd ids and pages', async () => {
    for (const path of [
      '/favicon.ico',
      '/x.ico',
      '/wp-login.php',
      '/a.b/c',
      '/de.x/artworks',
      '/%',
      '/artworks/%E0%A4%A',
      '/api/artworks/abc',
      '/api/artworks?page=-1',
      '/api/artworks?limit=-5',
      '/api/media/file/missing.jpg',
    ]) {
      const answer = await get(path)
      expect(answer.status, `${path}: ${output.slice(-2000)}`).toBeLessThan(500)
      expect(stackTraceIn(answer.text), path).toBeNull()
    }
  })
})

describe('PostgreSQL away for a few seconds', () => {
  it('cached pages keep being served, nothing leaks, and the server recovers by itself', async () => {
    const pid = server!.pid
    // Into the front cache.
    for (const path of ['/faq', '/en/faq', '/']) {
      await get(path)
      expect((await get(path)).status, path).toBe(200)
    }
    expect((await get('/api/artworks?limit=1&depth=0')).status).toBe(200)
    const staff = await token()

    await takeDatabaseAway()
    try {
      const away = Date.now()
      while (Date.now() - away < 4_000) {
        for (const path of ['/faq', '/en/faq', '/']) {
          const page = await get(path)
          expect(page.status, `${path} while the database is away`).toBe(200)
          // From the front cache: the answer waited for no database.
          expect(page.cache, `${path} while the database is away`).toBe('HIT')
        }
        for (const path of ['/api/artworks?limit=1&depth=0', '/api/artworks/1']) {
          const api = await get(path)
          expect(stackTraceIn(api.text), path).toBeNull()
          expect(api.text, path).not.toMatch(/ECONNREFUSED|does not allow connections|terminating connection|postgres:\/\//)
          // Briefly unavailable, said in the client's language: 503 with Retry-After, never 500.
          expect(api.status, `${path}: ${api.text}`).toBe(503)
          expect(api.retryAfter, path).toBe('5')
          expect(JSON.parse(api.text).errors[0].message, path).toMatch(/Datenbank ist gerade nicht erreichbar/)
        }
        const english = await get('/api/artworks?limit=1&depth=0', { 'accept-language': 'en' })
        expect(english.status).toBe(503)
        expect(JSON.parse(english.text).errors[0].message).toMatch(/database cannot be reached/)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    } finally {
      await bringDatabaseBack()
    }

    // Back without a restart: the same process answers from the database again.
    let recovered = false
    for (let i = 0; i < 60 && !recovered; i++) {
      recovered = (await get('/api/artworks?limit=1&depth=0')).status === 200
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(recovered).toBe(true)
    expect(server!.pid).toBe(pid)
    expect(server!.exitCode).toBeNull()

    // Live updates again: a change made now reaches a new subscription.
    const live = await firstListEvent(base)
    try {
      expect(live.status).toBe(200)
      const list = (await (
        await fetch(`${base}/api/artworks?limit=1&depth=0&where[_status][equals]=published&where[sold][not_equals]=true`, { headers: { authorization: `JWT ${staff}` } })
      ).json()) as { docs: Array<{ id: number; price?: number | null }> }
      const work = list.docs[0]
      const changed = await fetch(`${base}/api/artworks/${work.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${staff}` },
        body: JSON.stringify({ price: (work.price ?? 1000) + 11 }),
      })
      expect(changed.status).toBe(200)
      const event = await Promise.race([live.event, new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 15_000))])
      expect(event, output.slice(-3000)).toMatch(/artworksChanged/)
    } finally {
      live.close()
    }
  }, 120_000)
})

/**
 * No open first admin on any start path (issue 30 point 3). `npm run serve` — what each of several
 * instances runs, after `npm run migrate` and without seeding — on an empty user table creates no
 * admin, and refuses `POST /api/users/first-register`: the first visitor used to become an
 * administrator. The admin's first-user screen names the operator's command instead of a form, in
 * the admin's language. A production server does not start without PUBLIC_URL (point 4). The
 * run's own server is started as `npm start` starts it (migrate, first admin from ADMIN_EMAIL /
 * ADMIN_PASSWORD, seed, server) and refuses first-register as well.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copyBuild } from '../../scripts/cluster.mjs'
import { waitForHttp } from '../../scripts/lib.mjs'
import { BASE_URL, browserForTests } from './support'

const root = path.resolve(import.meta.dirname, '../..')
const work = path.join(root, 'tmp', `e2e-first-admin-${process.pid}`)
const distDir = path.relative(root, path.join(work, 'dist'))
const getBrowser = browserForTests()
let port = 0
let base = ''
let server: ChildProcess | undefined
let output = ''

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port: free } = probe.address() as net.AddressInfo
      probe.close(() => resolve(free))
    })
  })

function instanceEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(work, 'empty.db')}`,
    MEDIA_DIR: path.join(work, 'media'),
    MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    PUBLIC_URL: base,
    // Whatever the operator's environment says, `npm run serve` creates no one from it.
    ADMIN_EMAIL: 'not-created@vernissage.test',
    ADMIN_PASSWORD: 'Farbfeld-und-Linie-2026!',
    ...extra,
  }
}

beforeAll(async () => {
  port = await freePort()
  base = `http://localhost:${port}`
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  // `npm run migrate` on the empty database, then the run's build, copied, served by `npm run serve`.
  const migrated = spawnSync(process.execPath, ['scripts/migrate.mjs'], { cwd: root, env: instanceEnv(), encoding: 'utf8', timeout: 240_000 })
  if (migrated.status !== 0) throw new Error(`npm run migrate failed: ${migrated.stderr.slice(-2000)}`)
  copyBuild(path.join(root, process.env.NEXT_DIST_DIR || '.next-test'), path.join(root, distDir))
  server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env: instanceEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  await waitForHttp(`${base}/api/users/init`, 90_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${output.slice(-3000)}`)
  })
}, 360_000)

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
  }
  fs.rmSync(work, { recursive: true, force: true })
})

const initialized = async (origin: string) => ((await (await fetch(`${origin}/api/users/init`)).json()) as { initialized: boolean }).initialized

describe('npm run serve on an empty user table', () => {
  it("creates no admin and refuses first-register from the network, in the caller's language", async () => {
    expect(await initialized(base)).toBe(false)
    for (const [language, text] of [
      ['de', /nicht über das Netz angelegt/],
      ['en', /not created over the network/],
    ] as const) {
      const response = await fetch(`${base}/api/users/first-register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ email: `first-visitor-${language}@example.org`, password: 'Eindringling-2026-!x' }),
      })
      const body = await response.text()
      expect(response.status, body).toBe(403)
      expect(JSON.parse(body).errors[0].message).toMatch(text)
      expect(JSON.parse(body).errors[0].message).toContain('npm run admin:create')
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(await initialized(base)).toBe(false)
  })

  it("shows the operator's command instead of a form on the admin's first-user screen, in German and English", async () => {
    for (const [locale, title, text] of [
      ['de-DE', 'Noch kein Konto', 'nicht über das Netz angelegt'],
      ['en-US', 'No account yet', 'not created over the network'],
    ] as const) {
      const context = await getBrowser().newContext({ locale })
      try {
        const page = await context.newPage()
        await page.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' })
        await page.waitForURL((url) => url.pathname === '/admin/create-first-user')
        const screen = page.locator('[data-testid="no-first-user"]')
        await screen.waitFor()
        expect(await screen.locator('h1').innerText()).toBe(title)
        expect(await screen.innerText()).toContain(text)
        expect(await screen.innerText()).toContain('npm run admin:create')
        expect(await page.locator('input[type="password"]').count()).toBe(0)
      } finally {
        await context.close()
      }
    }
    expect(await initialized(base)).toBe(false)
  })
})

describe('PUBLIC_URL in production', () => {
  it.each([
    ['npm run serve', 'scripts/serve.mjs'],
    ['the server itself', 'src/server/server.mjs'],
  ])('%s refuses to start without it, and says why', (_, script) => {
    const result = spawnSync(process.execPath, [script], { cwd: root, env: instanceEnv({ PUBLIC_URL: '', PORT: String(port + 1) }), encoding: 'utf8', timeout: 60_000 })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PUBLIC_URL is not set')
  })
})

describe("the run's server, started as npm start starts it", () => {
  it('refuses first-register too', async () => {
    const response = await fetch(`${BASE_URL}/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ email: 'another-first@example.org', password: 'Eindringling-2026-!x' }),
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('npm run admin:create')
  })
})

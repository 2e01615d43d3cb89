#!/usr/bin/env node
// `npm run test:e2e`: only the end-to-end tests, as `npm test` runs them. A seeded database, a
// production build in its own folder (rebuilt only when the sources changed) and `next start`;
// with E2E_BASE_URL set, the tests run against that server instead and nothing is started.
// Extra arguments go to Vitest (scripts/test.mjs passes its reporters).
import fs from 'node:fs'
import path from 'node:path'

import { testChromium, testChromiumPackage } from '../browser.mjs'
import { buildFingerprint, buildIsCurrent, buildOrExit, portTaken, root, run, runScript, startServer, vitestBin, waitForHttp } from '../../scripts/lib.mjs'

const args = process.argv.slice(2)
// `--serve`: prepare, build and serve as for the tests, then keep serving (for trying pages by hand).
const serveOnly = args[0] === '--serve'
// `--prepare`: the seeded database and the build only, then exit: `npm test` starts this first,
// beside its other layers, and the tests later find the build current (scripts/test.mjs).
const prepareOnly = args[0] === '--prepare'
const chromiumPath = testChromium
if (!fs.existsSync(chromiumPath)) {
  console.error(`✗ Chromium's headless shell is missing at ${chromiumPath}. Install it with: sudo apt-get install ${testChromiumPackage}`)
  process.exit(1)
}

const vitestArgs = ['run', '--project', 'e2e', '--project', 'e2e-instances', ...args]

/**
 * `E2E_INSTANCES_AFTER=FILE` (set by `npm test`, scripts/test.mjs): the files that start instances
 * of their own (the `e2e-instances` project) run in a Vitest of their own as soon as FILE exists —
 * `npm test` writes it when the layers beside the end-to-end tests have ended — beside the rest of
 * the end-to-end files instead of after them; their report goes to `…-instances.json`. Without it,
 * both projects run in one Vitest, the instance files last.
 */
async function runTests(env) {
  const after = process.env.E2E_INSTANCES_AFTER
  if (!after) return run(vitestBin, vitestArgs, { env })
  let mainEnded = false
  const main = run(vitestBin, ['run', '--project', 'e2e', ...args], { env }).finally(() => (mainEnded = true))
  const instances = (async () => {
    while (!mainEnded && !fs.existsSync(after)) await new Promise((resolve) => setTimeout(resolve, 1000))
    const ownArgs = args.map((arg) => (arg.startsWith('--outputFile=') ? arg.replace(/\.json$/, '-instances.json') : arg))
    return run(vitestBin, ['run', '--project', 'e2e-instances', ...ownArgs], { env })
  })()
  const codes = await Promise.all([main, instances])
  return Math.max(...codes)
}

if (process.env.E2E_BASE_URL && !prepareOnly) {
  process.exit(await run(vitestBin, vitestArgs, { env: { ...process.env, CHROMIUM_PATH: chromiumPath } }))
}

// E2E_NAME keeps parallel runs (several developers on one machine) in their own folders.
const name = process.env.E2E_NAME ? `-${process.env.E2E_NAME.replace(/[^a-z0-9-]/gi, '')}` : ''
const tmp = path.join(root, 'tmp', `e2e${name}`)
const port = process.env.E2E_PORT || '3100'
const distDir = `.next-test${name}`
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789abcdef',
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(tmp, 'e2e.db')}`,
  MEDIA_DIR: path.join(tmp, 'media'),
  MEDIA_CACHE_DIR: path.join(tmp, 'media-cache'),
  NEXT_DIST_DIR: distDir,
  VERNISSAGE_FAILURE_PROBE: '1',
  SEED_ARTWORKS: process.env.SEED_ARTWORKS || '60',
  // A container id, so tests/e2e/consent.e2e.test.ts can see Tag Manager load after consent (it
  // answers Google's address itself); without consent nothing is requested.
  SEED_GTM_ID: 'GTM-E2ETEST',
  // The tests stand in for a proxy on this machine: they name the client in X-Forwarded-For.
  TRUST_PROXY: 'loopback',
  ADMIN_EMAIL: 'e2e-admin@vernissage.test',
  ADMIN_PASSWORD: 'e2e-admin-password-1234',
  PORT: port,
  // The address the tests and their browser use: a production server refuses to start without it,
  // and the admin accepts staff writes from this origin only (src/features/security/sameOrigin.ts).
  PUBLIC_URL: `http://localhost:${port}`,
  CHROMIUM_PATH: chromiumPath,
}

// Prerendered pages hold the data seen at build time, so the database and the build go together:
// a new build starts from a freshly seeded database, a current build keeps the one it was made on.
// A server left from an earlier run on this port would answer the tests instead of this build.
if (!prepareOnly && (await portTaken(port))) {
  console.error(`✗ Port ${port} is already taken (a server from an earlier run?): the tests would talk to it instead of this build. Stop it, or set E2E_PORT.`)
  process.exit(1)
}

const fingerprint = buildFingerprint(env)
const current = buildIsCurrent(distDir, fingerprint) && fs.existsSync(path.join(tmp, 'e2e.db'))
if (!current) fs.rmSync(tmp, { recursive: true, force: true })
fs.mkdirSync(tmp, { recursive: true })
console.log('▸ Preparing a seeded database')
if ((await runScript('scripts/prepare.ts', { env })) !== 0) process.exit(1)
if (!current) {
  console.log('▸ Production build')
  await buildOrExit(env, distDir, fingerprint)
}

if (prepareOnly) process.exit(0)

// The production server `npm start` runs: Next behind the page cache.
const server = startServer({ env, stdio: ['ignore', 'inherit', 'inherit'] })
let code = 1
try {
  await waitForHttp(`http://localhost:${port}/`, 60_000)
  if (serveOnly) {
    console.log(`▸ Serving on http://localhost:${port} until stopped`)
    await new Promise((resolve) => server.on('exit', resolve))
    process.exit(0)
  }
  code = await runTests({ ...env, E2E_BASE_URL: `http://localhost:${port}` })
} catch (error) {
  console.error(`✗ ${error.message}`)
} finally {
  server.kill('SIGTERM')
}
process.exit(code)

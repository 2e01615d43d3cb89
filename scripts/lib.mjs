// Helpers shared by scripts/start.mjs and scripts/test.mjs.
import { spawn } from 'node:child_process'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { configProblem, readConfig, sharedSecretProblem } from '../src/config/env.mjs'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command, streaming its output; resolves with the exit code, rejects only if it cannot start. */
export function run(command, args, { env = process.env, quiet = false, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? 'ignore' : 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function runOrExit(label, command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) {
    console.error(`\n✗ ${label} failed (exit ${code}).`)
    process.exit(code || 1)
  }
}

export const payloadBin = bin('payload')

// The TypeScript scripts (seed, prepare, import, export, …) start through scripts/runScript.mjs.
export { runScript, scriptCommand } from './runScript.mjs'

export const nextBin = bin('next')
export const vitestBin = bin('vitest')
export const tscBin = bin('tsc')
export const eslintBin = bin('eslint')
export const prettierBin = bin('prettier')
export const depcruiseBin = bin('depcruise')

/** The floors of src/ (.dependency-cruiser.cjs): which folder may import which, no exception. */
export const floorsArgs = ['src', '--config', '.dependency-cruiser.cjs']

/**
 * The settings of the environment `env` (src/config/env.mjs), or an exit with the one line that
 * names what is wrong. `serving`: also what a production server needs (PUBLIC_URL, a strong secret).
 * @param {Record<string, string | undefined>} env
 * @param {{ serving?: boolean }} [options]
 */
export function settingsOrExit(env, { serving = false } = {}) {
  const problem = configProblem(env, { serving })
  if (problem) {
    console.error(`\n✗ ${problem}\n`)
    process.exit(1)
  }
  return readConfig(env)
}

/** PAYLOAD_SECRET from the environment, else one generated once and kept in data/.payload-secret. */
export function ensureSecret(env) {
  const settings = settingsOrExit(env)
  if (settings.PAYLOAD_SECRET) return settings.PAYLOAD_SECRET
  // On PostgreSQL several instances may share the database: a secret made up by this machine
  // would sign sessions and links the others reject whenever the load balancer switches.
  const shared = sharedSecretProblem(settings)
  if (shared) {
    console.error(`\n✗ ${shared}\n`)
    process.exit(1)
  }
  const file = path.join(root, 'data', '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

/**
 * The environment of a production build or server: the secret (./ensureSecret), and the key Next
 * encrypts server actions' closed-over values with, derived from the secret unless set, so every
 * instance — built once or each on its own machine — accepts the others' forms.
 * @param {Record<string, string | undefined>} [base]
 * @returns {Record<string, string | undefined>}
 */
export function productionEnv(base = process.env) {
  const env = { ...base, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  env.PAYLOAD_SECRET = ensureSecret(env)
  env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||= createHmac('sha256', env.PAYLOAD_SECRET).update('vernissage:server-actions').digest('base64')
  return env
}

/**
 * Builds into `distDir` with a build id made from the sources (the fingerprint), so the same
 * commit built on two machines has the same id and their pages' assets match.
 */
export async function buildOrExit(env, distDir, fingerprint = buildFingerprint(env)) {
  const buildId = buildFingerprint({ ...env, DATABASE_URL: '' }).slice(0, 20)
  await runOrExit('The build', nextBin, ['build'], { env: { ...env, VERNISSAGE_BUILD_ID: buildId } })
  markBuild(distDir, fingerprint)
}

function walk(dir, out) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
}

/** A fingerprint of everything a production build depends on, to rebuild only when it changed. */
export function buildFingerprint(env) {
  const files = []
  for (const dir of ['src', 'migrations']) walk(path.join(root, dir), files)
  for (const file of ['next.config.ts', 'package-lock.json', 'tsconfig.json']) files.push(path.join(root, file))
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    if (!fs.existsSync(file)) continue
    hash.update(path.relative(root, file))
    hash.update(fs.readFileSync(file))
  }
  for (const [key, value] of Object.entries(env).sort()) if (key.startsWith('NEXT_PUBLIC_')) hash.update(`${key}=${value}`)
  // Prerendered pages hold the content of the database they were built from: another database
  // (say, the move from SQLite to PostgreSQL) needs a new build.
  hash.update(`DATABASE_URL=${env.DATABASE_URL ?? ''}`)
  return hash.digest('hex')
}

export function buildIsCurrent(distDir, fingerprint) {
  const stamp = path.join(root, distDir, 'vernissage-build.json')
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID')) || !fs.existsSync(stamp)) return false
  try {
    return JSON.parse(fs.readFileSync(stamp, 'utf8')).fingerprint === fingerprint
  } catch {
    return false
  }
}

export function markBuild(distDir, fingerprint) {
  fs.writeFileSync(path.join(root, distDir, 'vernissage-build.json'), JSON.stringify({ fingerprint, at: new Date().toISOString() }))
}

/** Resolves when url answers (any status below 500), or rejects after timeoutMs. */
/** Whether something listens on `port` of this machine (a server left from an earlier run, say). */
export function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      // A request that hangs (a page compiling on its first request) ends at the deadline too.
      const left = Math.max(1, timeoutMs - (Date.now() - started))
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(left) })
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * The production server as `npm start` and the end-to-end tests run it (src/server/server.mjs). With
 * glibc's default of one malloc arena per thread, the native memory of compression, image work and
 * the database drivers fragments across the thread pool's arenas and is never given back: under
 * bench/memory.mjs the server's resident memory peaked at 828 MB with the default and 669 MB with
 * two arenas (its JavaScript heap stays under 200 MB either way). An operator's own value stands.
 */
export function startServer({ env, stdio = 'inherit' }) {
  return spawn(process.execPath, ['src/server/server.mjs'], { cwd: root, env: { MALLOC_ARENA_MAX: '2', ...env }, stdio })
}

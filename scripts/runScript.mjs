#!/usr/bin/env node
// How every TypeScript script that loads Payload is started: `npm run seed|colours|import|export`,
// `npm run migrate`, `npm start`'s preparation, the end-to-end runner and the tests' helper
// processes. `node scripts/runScript.mjs <script.ts> [args…]` runs one and exits with its code.
//
// Why not `payload run`: loading Payload's module graph under Node 20 sometimes never finished
// and the process ended with nothing done (exit 0 from `payload run`, 13 from plain node). The cause
// is Lexical's entry files for Node (`lexical/dist/Lexical.node.mjs` and each `@lexical/*` one,
// picked by the "node" export condition): each is only `await import('./X.dev.mjs' or
// './X.prod.mjs')`, and with two dozen of them settling inside Payload's graph Node 20 now and then
// leaves one top-level await unsettled — measured: `node -e "import('@payloadcms/richtext-lexical')"`
// ended with exit 13 in 4 of 10 runs, 0 of 24 with a condition below. The same export conditions
// Lexical offers for bundlers ("production", "development") name its build directly, so no such
// await is left; which one follows NODE_ENV, as Lexical's own entry file chooses.
//
// The script itself is bundled with esbuild (our sources only; packages stay Node's to load), so
// Node runs plain JavaScript without tsx's loader thread in the way: half the start-up time.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
// This file may itself be inside a bundle under node_modules/.cache (a script that starts another).
const inCache = here.indexOf(`${path.sep}node_modules${path.sep}`)
const root = inCache === -1 ? path.resolve(here, '..') : here.slice(0, inCache)
const cacheDir = path.join(root, 'node_modules', '.cache', 'vernissage-scripts')

/** Node's exit code for a top-level await that never settled. */
export const unsettledExitCode = 13

/**
 * The flags Node starts a script with: Lexical's build picked by an export condition (see above),
 * and stack traces that name the TypeScript lines.
 * @param {Record<string, string | undefined>} env
 */
export function scriptNodeFlags(env = process.env) {
  return [`--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`, '--enable-source-maps']
}

/**
 * Bundles a TypeScript script and the project files it imports into one ES module under
 * node_modules/.cache, named by its content (concurrent starts of the same code share it).
 * @param {string} script path relative to the project root
 * @returns {Promise<string>} the bundle's path
 */
export async function bundleScript(script) {
  const { build } = await import('esbuild')
  const entry = path.resolve(root, script)
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Styles of client components a server module may name are the browser's business.
    loader: { '.css': 'empty' },
    sourcemap: 'inline',
    sourcesContent: false,
    write: false,
    logLevel: 'error',
  })
  const code = result.outputFiles[0].contents
  const name = `${path.basename(script).replace(/\.[cm]?tsx?$/, '')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`
  // Inside node_modules, so the bundle's bare imports resolve to the project's packages.
  const file = path.join(cacheDir, name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cacheDir, { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, code)
    fs.renameSync(partial, file)
    pruneOlderBundles(name)
  }
  return file
}

/**
 * Removes the bundles of earlier versions of the same script, once they are an hour old: a
 * process started from one has long read it by then (Node reads a module once, at start).
 * @param {string} name
 */
function pruneOlderBundles(name) {
  const stem = name.replace(/-[0-9a-f]{16}\.mjs$/, '')
  for (const other of fs.readdirSync(cacheDir)) {
    if (other === name || !other.startsWith(`${stem}-`) || !/^-[0-9a-f]{16}\.mjs$/.test(other.slice(stem.length))) continue
    const full = path.join(cacheDir, other)
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > 3_600_000) fs.rmSync(full, { force: true })
    } catch {
      // removed by another start at the same moment
    }
  }
}

/**
 * The command that runs a script as one Node process (for a caller that needs that process
 * itself, say to kill it): `spawn(command, args, { env })`.
 * @param {string} script
 * @param {string[]} [args]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ command: string, args: string[], env: NodeJS.ProcessEnv }>}
 */
export async function scriptCommand(script, args = [], env = process.env) {
  return { command: process.execPath, args: [...scriptNodeFlags(env), await bundleScript(script), ...args], env: scriptEnv(script, env) }
}

/**
 * The environment a script runs in: the caller's, and VERNISSAGE_SCRIPT naming the script (the
 * Payload config starts no type generation in the background then, src/payload.config.ts).
 * @param {string} script
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function scriptEnv(script, env = process.env) {
  return { ...env, VERNISSAGE_SCRIPT: script }
}

/**
 * Runs a script to its end, its output on ours; resolves with its exit code. A script that ends
 * with a top-level await unsettled did not finish: said so, not taken for success.
 * @param {string} script
 * @param {{ args?: string[], env?: Record<string, string | undefined>, cwd?: string }} [options]
 */
export async function runScript(script, { args = [], env = process.env, cwd = root } = {}) {
  const { command, args: argv, env: childEnv } = await scriptCommand(script, args, env)
  const child = spawn(command, argv, { cwd, env: childEnv, stdio: 'inherit' })
  const forward = (signal) => child.kill(signal)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward)
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward)
  if (code === unsettledExitCode) console.error(`✗ ${script} stopped before it finished: a top-level await never settled (Node exit code 13).`)
  return code
}

if (process.argv[1] && path.basename(process.argv[1]) === 'runScript.mjs' && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [script, ...args] = process.argv.slice(2)
  if (!script) {
    console.error('Usage: node scripts/runScript.mjs <script.ts> [arguments…]')
    process.exit(1)
  }
  process.exit(await runScript(script, { args, cwd: process.cwd() }))
}

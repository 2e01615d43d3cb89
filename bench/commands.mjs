#!/usr/bin/env node
// The operator commands, run back to back (issue 29 point 8: "each run 20 times in a row with exit
// 0, on SQLite and PostgreSQL"). On a fresh database of its own (migrated and seeded with
// SEED_ARTWORKS=20 works unless set) it runs `npm run <command>` N times in a row for migrate, seed,
// colours, export, import, backup and restore, checks each run did its work (not only its exit
// code: a stalled start used to exit 0 having done nothing), and prints per command: runs, exit 0,
// work done, median and max seconds. `--way old` starts the Payload scripts as before, with
// `payload run`, for comparison (export, import, colours, seed).
//
//   node bench/commands.mjs [--db sqlite|postgres] [--runs 20] [--way new|old] [--only export,import]
//
// PostgreSQL: TEST_POSTGRES_URL (a superuser URL) picks the server; BENCH_DB_PREFIX names the
// databases (default vernissage_bench_commands), which are dropped and made anew.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { payloadBin, root } from '../scripts/lib.mjs'

import { median } from './stats.mjs'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    runs: { type: 'string', default: '20' },
    way: { type: 'string', default: 'new' },
    only: { type: 'string' },
    // A second bench at the same time needs folders and databases of its own.
    name: { type: 'string', default: '' },
  },
})
const runs = Number(values.runs)
const kind = values.db
const way = values.way
const allCommands = way === 'old' ? ['export', 'import', 'colours', 'seed'] : ['migrate', 'seed', 'colours', 'export', 'import', 'backup', 'restore']
const commands = values.only ? values.only.split(',') : allCommands
const prefix = process.env.BENCH_DB_PREFIX || 'vernissage_bench_commands'
const label = `${kind}-${way}${values.name ? `-${values.name}` : ''}`
const dbName = `${prefix}_${way}${values.name ? `_${values.name}` : ''}`
const work = path.join(root, 'tmp', 'bench-commands', label)
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

async function freshPostgres(name) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()
}

fs.rmSync(work, { recursive: true, force: true })
fs.mkdirSync(work, { recursive: true })
const base = {
  ...process.env,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
  SEED_ARTWORKS: process.env.SEED_ARTWORKS || '20',
  LANG: 'en_US.UTF-8',
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_URL: '',
}
const env = {
  ...base,
  DATABASE_URL: kind === 'postgres' ? await freshPostgres(dbName) : `file:${path.join(work, 'bench.db')}`,
  MEDIA_DIR: path.join(work, 'media'),
  MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
}
// `npm run restore` writes into a database and media folder of their own (--force replaces them).
const restoreEnv = {
  ...base,
  DATABASE_URL: kind === 'postgres' ? await freshPostgres(`${dbName}_restore`) : `file:${path.join(work, 'restore.db')}`,
  MEDIA_DIR: path.join(work, 'restore-media'),
  MEDIA_CACHE_DIR: path.join(work, 'restore-media-cache'),
}
const csv = path.join(work, 'catalogue.csv')
const backups = path.join(work, 'backups')
let lastBackup

/** What each command runs, and how its output shows that it did its work. */
const plan = {
  migrate: { npm: [], done: (out) => /Migrations applied/.test(out) },
  seed: { npm: [], old: ['seed/run.ts'], done: (out) => /database not empty, nothing seeded|seeded:/.test(out) },
  colours: { npm: [], old: ['scripts/colours.ts'], done: (out) => /picture\(s\) read, \d+ work\(s\) given colours/.test(out) },
  export: {
    npm: [csv],
    old: ['scripts/export.ts', '--', csv],
    before: () => fs.rmSync(csv, { force: true }),
    done: () => fs.existsSync(csv) && fs.readFileSync(csv, 'utf8').split('\n').length > 2,
  },
  import: { npm: [csv], old: ['scripts/import.ts', '--', csv], done: (out) => /leave \d+ unchanged, refuse 0/.test(out) },
  backup: {
    npm: ['--out', backups],
    done: (out) => {
      const file = /BACKUP_FILE=(.+)/.exec(out)?.[1]?.trim()
      if (file && fs.existsSync(file)) lastBackup = file
      return Boolean(file && fs.existsSync(file))
    },
  },
  restore: { npm: () => [lastBackup, '--force'], env: restoreEnv, done: (out) => /✓ Restored the backup/.test(out) },
}

/** Runs one command to its end; its output goes to a log file, kept for runs that failed. */
function runOnce(command, n, { old = false, setup = false } = {}) {
  const step = plan[command]
  step.before?.()
  const npmArgs = typeof step.npm === 'function' ? step.npm() : step.npm
  const [file, args] = old ? [payloadBin, ['run', ...step.old]] : ['npm', ['run', '--silent', command, '--', ...npmArgs]]
  const log = path.join(work, `${command}-${setup ? 'setup' : n}.log`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: root, env: step.env ?? env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    // A run still going after 15 minutes is counted as failed (and stopped).
    const timer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      const seconds = (Date.now() - started) / 1000
      const done = code === 0 && step.done(out)
      if (!done) fs.writeFileSync(log, out)
      resolve({ code: code ?? signal, seconds, done })
    })
  })
}

console.log(
  `▸ ${kind}, ${way === 'old' ? '`payload run` (before)' : 'npm run (scripts/runScript.mjs)'}: ${runs} runs of ${commands.join(', ')}; work folder ${path.relative(root, work)}`,
)
// The database the commands work on: migrated, seeded, exported and backed up once beforehand.
for (const command of ['migrate', 'seed', 'export', 'backup']) {
  const result = await runOnce(command, 0, { setup: true })
  if (!result.done) {
    console.error(`✗ setup: npm run ${command} failed (exit ${result.code}); see ${path.relative(root, work)}/${command}-setup.log`)
    process.exit(1)
  }
}
// The export and import read and write the catalogue file: keep a copy for the import runs.
const importFile = path.join(work, 'import.csv')
fs.copyFileSync(csv, importFile)
plan.import.npm = [importFile]
plan.import.old = ['scripts/import.ts', '--', importFile]

const results = {}
console.log('command   runs  exit 0  work done  median s  max s  exit codes of the others')
for (const command of commands) {
  const rows = []
  for (let n = 1; n <= runs; n++) {
    const row = await runOnce(command, n, { old: way === 'old' })
    rows.push(row)
    // One line per run on standard error, so that a bench stopped half-way still tells what it saw.
    process.stderr.write(`  ${command} #${n}: exit ${row.code}, ${row.done ? 'did its work' : 'DID NOT do its work'}, ${row.seconds.toFixed(1)} s\n`)
  }
  const seconds = rows.map((row) => row.seconds)
  const others = rows.filter((row) => !row.done).map((row) => row.code)
  results[command] = { runs: rows.length, exit0: rows.filter((row) => row.code === 0).length, done: rows.filter((row) => row.done).length, rows }
  console.log(
    `${command.padEnd(9)} ${String(rows.length).padStart(4)}  ${String(results[command].exit0).padStart(6)}  ${String(results[command].done).padStart(9)}  ${median(seconds).toFixed(1).padStart(8)}  ${Math.max(
      ...seconds,
    )
      .toFixed(1)
      .padStart(5)}  ${others.join(' ')}`,
  )
}
fs.writeFileSync(path.join(work, 'results.json'), JSON.stringify({ kind, way, runs, results }, null, 2))
const failed = Object.values(results).some((r) => r.done !== r.runs)
console.log(failed ? '✗ some runs did not do their work (logs in the work folder)' : '✓ every run exited 0 and did its work')
if (kind === 'postgres') {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  for (const name of [dbName, `${dbName}_restore`]) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.end()
}
process.exit(failed ? 1 : 0)

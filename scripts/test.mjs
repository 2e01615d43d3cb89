#!/usr/bin/env node
// `npm test`: every test, on real parts. Lint and format check; type check; unit tests;
// client components in Chromium;
// integration tests against a real Payload on SQLite and on PostgreSQL; end-to-end tests in
// Debian's Chromium against a production build. Installs Chromium and PostgreSQL with apt-get
// when missing (as root), else says how.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { testChromium, testChromiumPackage } from '../tests/browser.mjs'
import { bothDatabases, postgresTag } from '../tests/integration/databases.mjs'
import { depcruiseBin, eslintBin, floorsArgs, prettierBin, root, run, tscBin, vitestBin } from './lib.mjs'

const chromiumPath = testChromium
const pgAdminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const tmp = path.join(root, 'tmp', 'test')
const reports = path.join(tmp, 'reports')
const isRoot = process.getuid?.() === 0
const results = []

function sh(command) {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0
}

function aptInstall(packages) {
  if (!isRoot) return false
  console.log(`▸ Installing ${packages} with apt-get …`)
  return sh(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`)
}

function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return
  if (!aptInstall(testChromiumPackage)) {
    console.error(`✗ Chromium's headless shell is missing at ${chromiumPath}. Install it with: sudo apt-get install ${testChromiumPackage}`)
    process.exit(1)
  }
}

/** nginx for the cluster test's load balancer; without it that test uses a Node proxy and says so. */
function ensureNginx() {
  if (sh('command -v nginx >/dev/null')) return
  if (!aptInstall('nginx-light') && !aptInstall('nginx')) console.log('▸ nginx is not installed: the cluster test will use its Node round-robin proxy (sudo apt-get install nginx)')
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

async function ensurePostgres() {
  if (await postgresAnswers()) return
  const clusters = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : []
  if (clusters.length === 0 && !aptInstall('postgresql')) {
    console.error('✗ No PostgreSQL answers at 127.0.0.1:5432. Install one with: sudo apt-get install postgresql')
    process.exit(1)
  }
  const version = fs.readdirSync('/etc/postgresql')[0]
  console.log(`▸ Starting PostgreSQL ${version} …`)
  sh(`pg_ctlcluster --skip-systemctl-redirect ${version} main start || pg_ctlcluster ${version} main start`)
  // Trust local TCP connections for the test user, as on the project's machines.
  for (let i = 0; i < 40 && !(await postgresAnswers()); i++) await new Promise((r) => setTimeout(r, 250))
  if (!(await postgresAnswers())) {
    console.error(`✗ PostgreSQL did not answer at ${pgAdminUrl}. Set TEST_POSTGRES_URL to a superuser URL.`)
    process.exit(1)
  }
}

/** pg_dump and pg_restore, which the backup test runs (tests/integration/backup.int.test.ts). */
function ensurePostgresClient() {
  if (sh('command -v pg_dump >/dev/null && command -v pg_restore >/dev/null')) return
  if (!aptInstall('postgresql-client')) {
    console.error('✗ pg_dump is missing. Install it with: sudo apt-get install postgresql-client')
    process.exit(1)
  }
}

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/** Whether Redis answers PING at redisUrl (a raw RESP exchange: no client needed here). */
function redisAnswers() {
  const { hostname, port } = new URL(redisUrl)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) })
    const done = (answer) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(2000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

/** Redis for the shared limits (tests/integration/limits.int.test.ts): started, or installed, when missing. */
async function ensureRedis() {
  if (await redisAnswers()) return
  if (!sh('command -v redis-server >/dev/null') && !aptInstall('redis-server')) {
    console.error(`✗ No Redis answers at ${redisUrl}. Install one with: sudo apt-get install redis-server`)
    process.exit(1)
  }
  console.log('▸ Starting Redis …')
  sh('redis-server --daemonize yes --save "" --appendonly no')
  for (let i = 0; i < 40 && !(await redisAnswers()); i++) await new Promise((r) => setTimeout(r, 250))
  if (!(await redisAnswers())) {
    console.error(`✗ Redis did not answer at ${redisUrl}. Set TEST_REDIS_URL to a Redis URL.`)
    process.exit(1)
  }
}

/** A fresh database for one run, owned by the connecting user (PostgreSQL 15 needs that). */
async function freshPostgresDatabase(name) {
  const client = new pg.Client({ connectionString: pgAdminUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(pgAdminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A report's counts and failures. With `leftOut`, a skipped test that carries none of those tags
 * is not counted as skipped (the PostgreSQL pass runs the `postgres` tests only, the rest ran on
 * SQLite); it is counted apart, and any other skip still fails the run.
 */
function readReport(file, { leftOut } = {}) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'))
    // The failed tests by name with the first line of their error, for the summary: a CI log is
    // often read from its end only.
    const firstLine = (text) =>
      String(text ?? '')
        .split('\n')[0]
        .slice(0, 400)
    const failures = report.testResults.flatMap((suite) => {
      const file = path.relative(root, suite.name)
      const tests = suite.assertionResults.filter((test) => test.status === 'failed').map((test) => `${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      return tests.length === 0 && suite.status === 'failed' ? [`${file}: ${firstLine(suite.message)}`] : tests
    })
    // A file whose setup failed (beforeAll) fails none of its tests by name (they are skipped): it
    // counts as one failure here, so its layer shows ✗ and not a ✓ with a skip.
    const filesFailedOutright = report.testResults.filter((suite) => suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed')).length
    const filteredOut = leftOut
      ? report.testResults
          .flatMap((suite) => suite.assertionResults)
          .filter((test) => ['skipped', 'pending'].includes(test.status) && !test.tags?.some((tag) => leftOut.includes(tag))).length
      : 0
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + filesFailedOutright,
      skipped: report.numPendingTests + report.numTodoTests - filteredOut,
      filteredOut,
      failures,
    }
  } catch {
    return { passed: 0, failed: 1, skipped: 0, failures: [`no report in ${file}`] }
  }
}

/**
 * The layers that only read code (lint, format, floors, types, unit tests) run at a lower CPU
 * priority: beside the end-to-end build at first and then beside its tests, which wait on the
 * server and Chromium about half of the time (53 % of both cores busy over a run alone). The build
 * and the browser tests, on the way to the end, are served first; nothing with a time limit runs niced.
 */
const niced = (bin, args) => ['nice', ['-n', '10', bin, ...args]]

/**
 * One Vitest run of `projects` (and only `files`, when given), beside the end-to-end tests: its
 * output goes to `logFile` and is printed when it ends; its counts join the summary.
 */
async function vitest(label, projects, env, { files = [], tags, logFile, nice = false }) {
  const outputFile = path.join(reports, `${label}.json`)
  console.log(`\n▸ ${label} (log: ${path.relative(root, logFile)})`)
  const args = [
    'run',
    ...[projects].flat().flatMap((project) => ['--project', project]),
    ...(tags ? [`--tags-filter=${tags.join('||')}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
    ...files,
  ]
  const [command, commandArgs] = nice ? niced(vitestBin, args) : [vitestBin, args]
  const log = fs.openSync(logFile, 'w')
  const code = await new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', log, log] })
    child.on('error', () => resolve(1))
    child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)))
  })
  fs.closeSync(log)
  console.log(`\n▸ ${label}: ended\n${fs.readFileSync(logFile, 'utf8')}`)
  const counts = readReport(outputFile, { leftOut: tags })
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  results.push({ label, ...counts, leftOutBy: tags })
}

/** The integration files sharing one Payload, then those with modules of their own (vitest.config.ts). */
const integrationProjects = ['integration', 'integration-own']

const baseEnv = {
  ...process.env,
  TEST_REDIS_URL: redisUrl,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789abcdef',
}

fs.rmSync(tmp, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })
ensureChromium()
ensureNginx()
await ensurePostgres()
ensurePostgresClient()
await ensureRedis()

// The end-to-end build (and its seeded database) starts first, beside every other layer: it is the
// longest single step (150–300 s), mostly on a core the one-file-at-a-time Vitest runs leave idle,
// and waiting for it at the end put it on the critical path. Its output goes to a log, printed
// when it fails. The type check below covers the same files, so the build skips its own (the
// summary fails the run on a type error either way).
// The end-to-end files that start instances of their own run beside the other end-to-end files once
// the layers beside have ended (this file is written then; tests/e2e/run.mjs waits for it), instead
// of after them (issue 47).
const besideDone = path.join(tmp, 'beside-done')
const e2eEnv = {
  ...baseEnv,
  CHROMIUM_PATH: chromiumPath,
  VERNISSAGE_TYPES_CHECKED: '1',
  E2E_INSTANCES_AFTER: besideDone,
  ...(process.env.CI ? { VERNISSAGE_BUILD_CACHE: 'off' } : {}),
}
const e2eBuildLog = path.join(tmp, 'e2e-build.log')
const e2eBuild = new Promise((resolve) => {
  const log = fs.openSync(e2eBuildLog, 'w')
  const child = spawn('node', ['tests/e2e/run.mjs', '--prepare'], { cwd: root, env: e2eEnv, stdio: ['ignore', log, log] })
  child.on('error', () => resolve(1))
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
})
console.log(`▸ end-to-end build started beside the other layers (log: ${path.relative(root, e2eBuildLog)})`)

// Lint, format, floors and types first: the quickest layers, and the ones a reviewer would read
// first. They read the tree side by side (each is one process, mostly on one core; they print
// only what is wrong).
async function staticChecks() {
  console.log('\n▸ Lint (ESLint), format (Prettier), floors (dependency-cruiser) and type check (tsc), side by side')
  const [lintCode, formatCode, floorsCode, tscCode] = await Promise.all(
    [
      [eslintBin, ['.']],
      [prettierBin, ['--check', '--log-level', 'warn', '.']],
      [depcruiseBin, floorsArgs],
      [tscBin, ['--noEmit', '-p', '.']],
    ].map(([bin, args]) => run(...niced(bin, args), { env: baseEnv })),
  )
  results.push({
    label: 'lint and format',
    passed: (lintCode === 0) + (formatCode === 0) + (floorsCode === 0),
    failed: (lintCode !== 0) + (formatCode !== 0) + (floorsCode !== 0),
    skipped: 0,
    failures: [
      ...(lintCode ? ['ESLint: see above (npm run lint)'] : []),
      ...(formatCode ? ['Prettier: files above are not formatted (npm run format)'] : []),
      ...(floorsCode ? ['Floors: an import against .dependency-cruiser.cjs, see above (docs/architecture.md#floors)'] : []),
    ],
  })
  results.push({ label: 'type check', passed: tscCode === 0 ? 1 : 0, failed: tscCode === 0 ? 0 : 1, skipped: 0 })
}

// End to end: a seeded database and a production build in their own folders, served by
// `next start` as `npm start` does (tests/e2e/run.mjs).
async function endToEnd() {
  const outputFile = path.join(reports, 'e2e.json')
  console.log('\n▸ end to end (seeded database, production build, Chromium)')
  const buildCode = await e2eBuild
  if (buildCode !== 0) {
    console.log(fs.readFileSync(e2eBuildLog, 'utf8').split('\n').slice(-60).join('\n'))
    results.push({ label: 'end to end', passed: 0, failed: 1, skipped: 0, failures: [`the build failed (exit ${buildCode}): ${path.relative(root, e2eBuildLog)}`] })
    return
  }
  // The build is current now: run.mjs serves it and runs the tests.
  const code = await run('node', ['tests/e2e/run.mjs', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`], { env: e2eEnv })
  const counts = readReport(outputFile)
  const own = readReport(outputFile.replace(/\.json$/, '-instances.json'))
  if (code !== 0 && counts.failed === 0 && own.failed === 0) counts.failed = 1
  results.push({ label: 'end to end', ...counts })
  results.push({ label: 'end to end (instances of their own)', ...own })
}

// Integration, beside the end-to-end tests: every test on SQLite, then, on PostgreSQL, only the
// tests that reach code of ours that differs between the databases, tagged `postgres`
// (tests/integration/databases.mjs; the SQLite pass fails a test that does and is not tagged). The end-to-end tests start as soon as
// their build is ready and wait on the server and Chromium much of the time; run before them,
// integration held them back by its whole length (issue 47). Each pass's output goes to a log,
// printed when it ends.
async function integration() {
  await vitest(
    'integration (SQLite)',
    integrationProjects,
    {
      ...baseEnv,
      DATABASE_URL: `file:${path.join(tmp, 'integration.db')}`,
      MEDIA_DIR: path.join(tmp, 'integration-media'),
      MEDIA_CACHE_DIR: path.join(tmp, 'integration-media-cache'),
    },
    { logFile: path.join(tmp, 'integration-sqlite.log') },
  )
  await vitest(
    'integration (PostgreSQL)',
    integrationProjects,
    {
      ...baseEnv,
      // One database per checkout, so that runs in two clones on one machine do not drop each other's.
      DATABASE_URL: await freshPostgresDatabase(`vernissage_test_int_${createHash('sha1').update(root).digest('hex').slice(0, 8)}`),
      MEDIA_DIR: path.join(tmp, 'integration-pg-media'),
      MEDIA_CACHE_DIR: path.join(tmp, 'integration-pg-media-cache'),
    },
    { files: bothDatabases, tags: [postgresTag], logFile: path.join(tmp, 'integration-postgres.log') },
  )
}

// Every layer but the end-to-end tests, one after another, beside them: the end-to-end tests start
// as soon as their build is ready (issue 47). The layers beside write their output to logs, each
// printed when its layer ends.
async function besideEndToEnd() {
  await staticChecks()
  await vitest('unit', 'unit', baseEnv, { nice: true, logFile: path.join(tmp, 'unit.log') })
  // Client components in Chromium (Vitest's browser mode), without a build.
  await vitest('components', 'components', { ...baseEnv, CHROMIUM_PATH: chromiumPath }, { logFile: path.join(tmp, 'components.log') })
  await integration()
  fs.writeFileSync(besideDone, '')
}

await Promise.all([besideEndToEnd(), endToEnd()])

console.log('\n── Summary ──')
for (const r of results) {
  const filtered = r.filteredOut ? `; ${r.filteredOut} not tagged ${r.leftOutBy.join(' or ')}, run on SQLite only` : ''
  console.log(`${r.failed ? '✗' : '✓'} ${r.label}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${filtered}`)
  for (const failure of r.failures ?? []) console.log(`    ✗ ${failure}`)
}
const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 })
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
process.exit(total.failed === 0 && total.skipped === 0 ? 0 : 1)

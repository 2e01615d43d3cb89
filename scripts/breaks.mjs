#!/usr/bin/env node
// `npm run test:breaks`: shows that the suite fails when what it covers breaks (issue 47 point 2).
// For each class of behaviour the suite covers, one deliberate break — a one-line change in the
// product's code — and the test file that must catch it: the break is written into the working
// tree, that file runs in its layer, and the code is put back (on Ctrl-C too). Prints, per break,
// whether the run failed and which tests failed; exits 1 when a break went unnoticed.
//
//   npm run test:breaks                    every break
//   npm run test:breaks -- cluster csp     the breaks named
//
// Integration files run on SQLite, as `npm test` runs them first; an end-to-end break is built
// into the end-to-end build (tests/e2e/run.mjs: a break changes the build's fingerprint, so each
// one seeds and builds afresh, a few minutes each). Run it on a clean tree: the files it breaks
// must hold what `breaks` below expects (scripts/breaks.test.ts checks that they still do).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { portTaken, root, vitestBin } from './lib.mjs'

/**
 * The breaks, by class: `file` holds `from` exactly once and gets `to` instead; `layer` runs `test`
 * (a Vitest project, or `e2e` through tests/e2e/run.mjs).
 */
export const breaks = [
  {
    name: 'price-local-api',
    covers: 'price privacy, the Local API door (what REST and GraphQL call)',
    file: 'src/cms/collections/Artworks.ts',
    from: 'access: { read: salesField, create: salesField, update: salesField },',
    to: 'access: { create: salesField, update: salesField },',
    layer: 'integration',
    test: 'tests/integration/price-doors.int.test.ts',
  },
  {
    name: 'price-http',
    covers: 'price privacy, the REST and GraphQL doors over HTTP',
    file: 'src/cms/collections/Artworks.ts',
    from: 'access: { read: salesField, create: salesField, update: salesField },',
    to: 'access: { create: salesField, update: salesField },',
    layer: 'e2e',
    test: 'tests/e2e/price-doors.e2e.test.ts',
  },
  {
    name: 'price-pages',
    covers: 'price privacy, the pages, embedded data, explorer JSON and search',
    file: 'src/base/price.ts',
    from: 'return priceOnRequest ? null : price',
    to: 'return price',
    layer: 'e2e',
    test: 'tests/e2e/price-privacy.e2e.test.ts',
  },
  {
    name: 'odd-input',
    covers: 'odd input: a REST query parameter of the wrong shape',
    file: 'src/features/security/queryShape.ts',
    from: "if ('depth' in query) {",
    to: 'if (false) {',
    layer: 'integration',
    test: 'tests/integration/odd-input.int.test.ts',
  },
  {
    name: 'graphql-guard',
    covers: 'the GraphQL guard: a query nested too deep',
    file: 'src/features/graphql/guard.ts',
    from: '  maxDepth: 10,',
    to: '  maxDepth: 100,',
    layer: 'integration',
    test: 'tests/integration/graphql-guard.int.test.ts',
  },
  {
    name: 'database-outage',
    covers: 'outages: the database away (503 with Retry-After, never 500)',
    file: 'src/cms/hooks/databaseErrors.ts',
    from: 'if (!isDatabaseUnavailable(error)) return',
    to: 'if (error) return',
    layer: 'integration',
    test: 'tests/integration/database-outage.int.test.ts',
  },
  {
    name: 'redis-stall',
    covers: 'stalls: Redis holding every call (each call ends within REDIS_TIMEOUT_MS)',
    file: 'src/base/redisClient.mjs',
    from: 'export const redisCallLimitMs = () => config().REDIS_TIMEOUT_MS',
    to: 'export const redisCallLimitMs = () => 30_000',
    layer: 'integration',
    test: 'tests/integration/dependency-stall.int.test.ts',
  },
  {
    name: 'cluster',
    covers: 'the cluster: a save announced to the other instances',
    file: 'src/cms/bus.mjs',
    from: '      if (closed) return',
    to: '      return',
    layer: 'e2e',
    test: 'tests/e2e/cluster.e2e.test.ts',
  },
  {
    name: 'mail-once',
    covers: 'crash safety of mail: one delivery claims a mail, so it is sent once',
    file: 'src/features/forms/mail.ts',
    from: '  return claimed.length === 1',
    to: '  return claimed.length >= 0',
    layer: 'integration',
    test: 'tests/integration/faults.int.test.ts',
  },
  {
    name: 'no-js',
    covers: 'pages without JavaScript: the phone menu opened by its link',
    file: 'src/features/site/site.css',
    from: '.site-menu:target { display: flex; }',
    to: '.site-menu:target { display: none; }',
    layer: 'e2e',
    test: 'tests/e2e/shell.e2e.test.ts',
  },
  {
    name: 'accessibility',
    covers: 'accessibility: focus back on the control that opened a dialog',
    file: 'src/ui/Overlay.tsx',
    from: 'if (!leavingRef.current && returnTo?.isConnected) returnTo.focus()',
    to: 'if (!leavingRef.current && returnTo?.isConnected) returnTo.blur()',
    layer: 'components',
    test: 'src/features/site/MobileMenu.component.test.tsx',
  },
  {
    name: 'csp',
    covers: 'the script policy: a stored page’s inline scripts admitted by their hashes',
    file: 'src/features/security/pageScripts.mjs',
    from: "return headerValue.split(' ').filter((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))",
    to: 'return []',
    layer: 'e2e',
    test: 'tests/e2e/csp-pages.e2e.test.ts',
  },
]

const tmp = path.join(root, 'tmp', 'breaks')

/** The command that runs `test` in its layer, with the environment `npm test` gives that layer. */
function command(entry, report) {
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile=${report}`]
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789abcdef' }
  if (entry.layer === 'e2e') return ['node', ['tests/e2e/run.mjs', ...reporters, entry.test], env]
  if (entry.layer === 'integration') {
    const database = path.join(tmp, `${entry.name}.db`)
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true })
    return [
      vitestBin,
      ['run', '--project', 'integration', '--project', 'integration-own', ...reporters, entry.test],
      {
        ...env,
        TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
        DATABASE_URL: `file:${database}`,
        MEDIA_DIR: path.join(tmp, `${entry.name}-media`),
        MEDIA_CACHE_DIR: path.join(tmp, `${entry.name}-media-cache`),
      },
    ]
  }
  return [vitestBin, ['run', '--project', entry.layer, ...reporters, entry.test], env]
}

/** The tests a JSON report names as failed (or the file, when its setup failed). */
function failedTests(report) {
  try {
    const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'))
    return testResults.flatMap((suite) => {
      const failed = suite.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName)
      return failed.length === 0 && suite.status === 'failed' ? [`(the file: ${String(suite.message).split('\n')[0]})`] : failed
    })
  } catch {
    return []
  }
}

/** Waits (up to 60 s) until nothing listens on `port`. */
async function portFree(port) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (!(await portTaken(port))) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Writes the break, runs its test, puts the code back. */
async function tryBreak(entry) {
  const file = path.join(root, entry.file)
  const original = fs.readFileSync(file, 'utf8')
  if (original.split(entry.from).length !== 2) throw new Error(`${entry.file} no longer holds "${entry.from}" exactly once`)
  const restore = () => fs.writeFileSync(file, original)
  const interrupted = () => {
    restore()
    process.exit(130)
  }
  process.once('SIGINT', interrupted)
  const report = path.join(tmp, `${entry.name}.json`)
  fs.rmSync(report, { force: true })
  fs.writeFileSync(
    file,
    original.replace(entry.from, () => entry.to),
  )
  const started = Date.now()
  try {
    const [bin, args, env] = command(entry, report)
    const log = fs.openSync(path.join(tmp, `${entry.name}.log`), 'w')
    const code = await new Promise((resolve) => {
      const child = spawn(bin, args, { cwd: root, env, stdio: ['ignore', log, log] })
      child.on('error', () => resolve(1))
      child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)))
    })
    fs.closeSync(log)
    // The end-to-end server stops after the run has ended; the next break's run needs its port.
    if (entry.layer === 'e2e') await portFree(Number(process.env.E2E_PORT || 3100))
    return { code, failed: failedTests(report), seconds: Math.round((Date.now() - started) / 1000) }
  } finally {
    restore()
    process.removeListener('SIGINT', interrupted)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((name) => !breaks.some((entry) => entry.name === name))
  if (unknown.length > 0) {
    console.error(`✗ No break named ${unknown.join(', ')}. The breaks: ${breaks.map((entry) => entry.name).join(', ')}`)
    process.exit(2)
  }
  fs.mkdirSync(tmp, { recursive: true })
  let unnoticed = 0
  for (const entry of breaks.filter((entry) => wanted.length === 0 || wanted.includes(entry.name))) {
    console.log(`▸ ${entry.name}: ${entry.covers}\n  ${entry.file}: "${entry.from.trim()}" → "${entry.to.trim()}"; ${entry.layer}: ${entry.test}`)
    const { code, failed, seconds } = await tryBreak(entry)
    // Caught: the run failed and named the tests that failed (a run that failed before any test, say a build error, is no catch).
    const caught = code !== 0 && failed.length > 0
    if (!caught) unnoticed++
    console.log(`  ${caught ? '✓ caught' : '✗ NOT caught'} in ${seconds} s (exit ${code}; log tmp/breaks/${entry.name}.log)`)
    for (const name of failed) console.log(`    failed: ${name}`)
  }
  process.exit(unnoticed === 0 ? 0 : 1)
}

/**
 * Why the mail outbox keeps its own atomic claim instead of Payload's Jobs Queue (issue 17): two
 * processes that run Payload's queue at the same moment, as two instances would, on one
 * PostgreSQL database. Queues 200 jobs whose task records each run, starts two runners at once,
 * and prints how many jobs ran more than once. A scratch Payload (one collection, one task) in a
 * database of its own; nothing of the product is touched.
 *   node scripts/runScript.mjs bench/jobs-race.ts            (TEST_POSTGRES_URL picks the server)
 */
import { spawn } from 'node:child_process'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig, getPayload } from 'payload'
import pg from 'pg'

import { scriptCommand } from '../scripts/runScript.mjs'

const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const database = 'vernissage_bench_jobs_race'
const url = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString()
const jobs = 200
const [role, worker] = process.argv.slice(2)

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

async function scratchPayload() {
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  const config = buildConfig({
    secret: 'jobs-race-secret-0123456789abcdef0123456789',
    db: postgresAdapter({ pool: { connectionString: url }, push: true }),
    collections: [
      {
        slug: 'runs',
        fields: [
          { name: 'job', type: 'text' },
          { name: 'worker', type: 'text' },
        ],
      },
    ],
    jobs: {
      tasks: [
        {
          slug: 'mail',
          inputSchema: [{ name: 'n', type: 'number' }],
          handler: async ({ input, req }) => {
            // A scratch collection, not in the product's generated types.
            await req.payload.create({ collection: 'runs' as never, data: { job: String(input.n), worker } as never, req })
            return { output: {} }
          },
        },
      ],
    },
    typescript: { autoGenerate: false },
    telemetry: false,
  })
  return getPayload({ config })
}

// This script again, started as scripts/runScript.mjs starts it (only the first process needs this).
const { command, args: commandArgs, env } = role ? { command: '', args: [], env: process.env } : await scriptCommand('bench/jobs-race.ts')

/** Runs this script in another process; resolves with the failed rounds it reports and whether it stalled. */
function child(args: string[]) {
  return new Promise<{ failed: number; stalled: boolean }>((resolve, reject) => {
    const runner = spawn(command, [...commandArgs, ...args], { env, stdio: ['ignore', 'pipe', 'ignore'] })
    let output = ''
    runner.stdout!.on('data', (chunk) => (output += chunk))
    runner.on('exit', (code) =>
      code === 0
        ? resolve({ failed: Number(/failed rounds: (\d+)/.exec(output)?.[1] ?? 0), stalled: output.includes('stalled') })
        : reject(new Error(`${args.join(' ')} ended with ${code}`)),
    )
  })
}

if (role === 'queue') {
  const payload = await scratchPayload()
  for (let n = 0; n < jobs; n++) await payload.jobs.queue({ task: 'mail' as never, input: { n } as never })
  process.exit(0)
} else if (role === 'run') {
  const payload = await scratchPayload()
  // Both runners load first, then start together: as two instances whose cron fires at once.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.argv[4]) - Date.now())))
  // A round that fails is logged and the next one tried, as an instance's scheduled runner would.
  // A runner still busy after a minute is reported as stalled (waiting on the other's locks).
  let failed = 0
  const stalled = setTimeout(() => {
    process.stdout.write(`failed rounds: ${failed}\nstalled\n`)
    process.exit(0)
  }, 60_000)
  for (let round = 0; round < 1000; round++) {
    try {
      if ((await payload.jobs.run({ limit: 5 })).noJobsRemaining) break
    } catch {
      failed += 1
    }
  }
  clearTimeout(stalled)
  process.stdout.write(`failed rounds: ${failed}\n`)
  process.exit(0)
} else {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${database}`)
  try {
    await child(['queue'])

    const startAt = String(Date.now() + 15_000)
    const runners = await Promise.all([child(['run', 'A', startAt]), child(['run', 'B', startAt])])
    const failed = runners.reduce((sum, runner) => sum + runner.failed, 0)
    const stalled = runners.filter((runner) => runner.stalled).length
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const { rows } = await client.query('SELECT count(*)::int AS runs, count(DISTINCT job)::int AS distinct_jobs FROM runs')
    const byWorker = await client.query('SELECT worker, count(*)::int AS runs FROM runs GROUP BY worker ORDER BY worker')
    await client.end()
    console.log(
      `Payload Jobs Queue, two runners at once on one PostgreSQL: ${jobs} jobs queued, ${rows[0].runs} runs (${byWorker.rows.map((row) => `${row.worker} ${row.runs}`).join(', ')}), ` +
        `${rows[0].runs - rows[0].distinct_jobs} jobs ran twice, ${failed} runner rounds failed, ${stalled} of 2 runners still stuck after a minute.`,
    )
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  }
}

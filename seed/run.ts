/**
 * `npx payload run seed/run.ts` – seeds an empty database with the demo gallery.
 *
 *   --bench  or  SEED_ARTWORKS=10000   10,000 artworks sharing 400 images (default 400)
 *
 * Does nothing if the database already has content. Exits non-zero on failure.
 *
 * `payload run` ends the process once this module has loaded, hence the top-level await.
 * Everything heavy is imported dynamically, after the guard below is in place.
 */

import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const maxAttempts = 5
const attempt = Number(process.env.SEED_ATTEMPT || '1')
let settled = false

/**
 * `payload run` passes only positional arguments on (`--bench` reaches the script only
 * after `--`), so the flag is also looked up in the process's real command line.
 */
function commandLine(): string[] {
  try {
    return readFileSync('/proc/self/cmdline', 'utf8').split('\0')
  } catch {
    return []
  }
}

const benchRequested = () => process.argv.includes('--bench') || commandLine().includes('--bench')

function artworkCount(): number | undefined {
  if (benchRequested()) return 10_000
  const fromEnv = process.env.SEED_ARTWORKS
  if (!fromEnv) return undefined
  const count = Number(fromEnv)
  if (!Number.isInteger(count) || count < 1) throw new Error(`SEED_ARTWORKS must be a positive whole number, got "${fromEnv}"`)
  return count
}

/**
 * tsx's loader (which `payload run` uses) sometimes never finishes loading Payload's module
 * graph; the event loop then drains and the process exits 0 having done nothing
 * (payloadcms/payload#17757, roughly one run in five here). If that happens, run the same
 * command again instead of pretending all went well.
 */
process.on('beforeExit', () => {
  if (settled) return
  settled = true
  if (attempt >= maxAttempts) {
    console.error(`seed: loading Payload stalled ${attempt} times; giving up`)
    process.exit(1)
  }
  console.error(`seed: loading Payload stalled (attempt ${attempt} of ${maxAttempts}); starting again`)
  const flags = benchRequested() ? ['--', '--bench'] : []
  const child = spawn(process.execPath, [process.argv[1], 'run', fileURLToPath(import.meta.url), ...flags], {
    stdio: 'inherit',
    env: { ...process.env, SEED_ATTEMPT: String(attempt + 1) },
  })
  child.on('exit', (code) => process.exit(code ?? 1))
})

async function main(): Promise<void> {
  const artworks = artworkCount()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/cms/payload.config')
  const { isDatabaseEmpty, seed } = await import('./seed')
  const payload = await getPayload({ config })
  if (!(await isDatabaseEmpty(payload))) {
    console.log('database not empty, nothing seeded')
    return
  }
  console.log(`seeding ${artworks ?? 400} artworks …`)
  const summary = await seed(payload, { artworks, log: (line) => console.log(line) })
  const counts = Object.entries(summary.counts).map(([name, n]) => `  ${name.padEnd(24)} ${n}`)
  console.log(['seeded:', ...counts, `in ${(summary.milliseconds / 1000).toFixed(1)} s`].join('\n'))
}

try {
  await main()
  settled = true
} catch (error) {
  settled = true
  console.error('seed failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
}
process.exit(0)

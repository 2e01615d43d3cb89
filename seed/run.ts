/**
 * `npm run seed [-- --bench]` – seeds an empty database with the demo gallery.
 *
 *   --bench  or  SEED_ARTWORKS=10000   10,000 artworks sharing 400 images (default 400)
 *
 * Does nothing if the database already has content. Exits non-zero on failure.
 */
import { config as settings } from '../src/config/env.mjs'

export {}

const benchRequested = () => process.argv.includes('--bench')

function artworkCount(): number | undefined {
  if (benchRequested()) return 10_000
  // A positive whole number, checked by src/config/env.mjs.
  return settings().SEED_ARTWORKS
}

async function main(): Promise<void> {
  const artworks = artworkCount()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
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
} catch (error) {
  console.error('seed failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
}
process.exit(0)

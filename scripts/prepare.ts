/**
 * Brings the database to the state the app needs, before it is built or started:
 * applies the committed migrations, creates the first admin on an empty user table, and seeds
 * the demo content into an empty database. Run by `npm start` as `payload run scripts/prepare.ts`.
 */
import { getPayload } from 'payload'

import { ensureFirstAdmin } from '../src/cms/firstAdmin'
import { migrateDatabase } from '../src/cms/migrate'
import config from '../src/cms/payload.config'
import { isDatabaseEmpty, seed } from '../seed/seed'

async function main(): Promise<void> {
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const admin = await ensureFirstAdmin(payload)
  if (admin) {
    const line = '─'.repeat(64)
    console.log(`\n${line}\n  First admin created: ${admin.email}`)
    if (admin.generated) console.log(`  Password (shown only this once): ${admin.password}`)
    console.log(`  Sign in at /admin\n${line}\n`)
  }
  if (process.env.SEED !== 'false' && (await isDatabaseEmpty(payload))) {
    const artworks = Number(process.env.SEED_ARTWORKS || 400)
    console.log(`Seeding demo content (${artworks} artworks) …`)
    const summary = await seed(payload, { artworks, log: (line) => console.log(`  ${line}`) })
    console.log(`Seeded in ${(summary.milliseconds / 1000).toFixed(1)} s`)
  }
  await payload.destroy()
}

try {
  await main()
  process.exit(0)
} catch (error) {
  console.error(`\nPreparing the database failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

/**
 * Brings the database to the state the app needs, before it is built or started:
 * applies the committed migrations, creates the first admin on an empty user table, seeds the
 * demo content into an empty database and makes missing deep zoom pyramids. Run by `npm start`,
 * `npm run migrate` (PREPARE_STEPS=migrate) and the end-to-end runner through scripts/runScript.mjs.
 */
import { config as settings } from '../src/config/env.mjs'

export {}

async function main(): Promise<void> {
  const [{ getPayload }, { default: config }, { migrateDatabase }, { ensureFirstAdmin }, { isDatabaseEmpty, seed }] = await Promise.all([
    import('payload'),
    import('../src/payload.config'),
    import('../src/cms/migrate'),
    import('../src/cms/firstAdmin'),
    import('../seed/seed'),
  ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  // Pictures stored before their colours were read on upload get them once, and works without
  // colours take the ones proposed from their picture (issue 19; `npm run colours` does it alone).
  const { docs: unread } = await payload.find({ collection: 'media', where: { swatches: { exists: false } }, limit: 1, depth: 0, pagination: false })
  if (unread.length > 0) {
    const { fillColoursFromPictures } = await import('../src/features/artworks/fillColours')
    console.log('Reading the colours of pictures stored before colours were read on upload …')
    const filled = await fillColoursFromPictures(payload, (line) => console.log(`  ${line}`))
    console.log(`  ${filled.pictures} picture(s) read, ${filled.works} work(s) given colours.`)
  }
  // Cases stored before contacts existed are attached to theirs (src/features/contacts/attachCases.ts).
  const contacts = await (await import('../src/features/contacts/attachCases')).attachCasesToContacts(payload)
  if (contacts.attached > 0) console.log(`▸ ${contacts.attached} cases attached to contacts (${contacts.created} new)`)
  // `npm run migrate` (scripts/migrate.mjs): migrations and these one-off repairs only.
  if (settings().PREPARE_STEPS === 'migrate') return payload.destroy()
  // Mails a killed server left pending in submissions go out (or to the outbox) once now.
  const pendingMails = await (await import('../src/features/forms/mail')).deliverPendingMails(payload)
  if (pendingMails > 0) console.log(`Queued ${pendingMails} mail(s) a stopped server left pending.`)
  const admin = await ensureFirstAdmin(payload)
  if (admin) {
    const line = '─'.repeat(64)
    console.log(`\n${line}\n  First admin created: ${admin.email}`)
    if (admin.generated) console.log(`  Password (shown only this once): ${admin.password}`)
    console.log(`  Sign in at /admin\n${line}\n`)
  }
  if (settings().SEED && (await isDatabaseEmpty(payload))) {
    const artworks = settings().SEED_ARTWORKS ?? 400
    console.log(`Seeding demo content (${artworks} artworks) …`)
    const summary = await seed(payload, { artworks, log: (line: string) => console.log(`  ${line}`) })
    console.log(`Seeded in ${(summary.milliseconds / 1000).toFixed(1)} s`)
  }
  // Large originals stored without a deep zoom pyramid (before pyramids were made at upload, an
  // import, a restore that emptied MEDIA_CACHE_DIR) get it now: no visitor's request cuts one
  // (issue 46 point 3). One stat (or listing) per large original when all are there.
  const { makeMissingPyramids } = await import('../src/features/uploads/pyramids')
  const pyramids = await makeMissingPyramids(payload, (line) => console.log(`  deep zoom: ${line}`))
  if (pyramids.made + pyramids.failed > 0) console.log(`Deep zoom: ${pyramids.made} pyramid(s) made, ${pyramids.failed} failed (npm run pyramids tries again).`)
  await payload.destroy()
}

try {
  await main()
  process.exit(0)
} catch (error) {
  console.error(`\nPreparing the database failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

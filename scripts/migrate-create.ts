/**
 * One database's half of `npm run migrate:create -- <name>` (scripts/migrate-create.mjs): writes the
 * migration of the schema change for the kind of database DATABASE_URL names, as
 * `payload migrate:create` does, started through scripts/runScript.mjs like the other commands.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'

const name = process.argv[2]
if (!name) {
  console.error('Usage: node scripts/runScript.mjs scripts/migrate-create.ts <name>')
  process.exit(1)
}
// What the Payload CLI sets while it migrates (no onInit work, no connection for a diff).
process.env.PAYLOAD_MIGRATING = 'true'
const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: false, skipEmpty: false })
process.exit(0)

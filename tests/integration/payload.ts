import { getPayload, type Payload } from 'payload'

import { migrateDatabase } from '@/cms/migrate'
import config from '@/payload.config'

let instance: Promise<Payload> | undefined

/** A real Payload on the database DATABASE_URL names (scripts/test.mjs gives each run a fresh one). */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config })
    await migrateDatabase(payload)
    return payload
  })()
  return instance
}

let counter = 0
/** A slug no other test uses. */
export function uniqueSlug(prefix: string): string {
  counter += 1
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`
}

/**
 * Empties the mail outbox, for a file that delivers what is due: mails the run's earlier files left
 * queued (to servers long gone) would all be sent by its retry, which took 20 s of each database's
 * pass in forms.int alone.
 */
export async function emptyOutbox(payload: Payload): Promise<void> {
  await payload.delete({ collection: 'mail-outbox', where: { id: { exists: true } }, overrideAccess: true })
}

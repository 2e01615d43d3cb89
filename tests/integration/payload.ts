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

import type { Payload } from 'payload'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { databaseKind } from './database'

/** Applies the committed migrations of the database in use (both folders ship with the app). */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}

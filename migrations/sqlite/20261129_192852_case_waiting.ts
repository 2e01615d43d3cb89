import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`waiting\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`inquiries_waiting_idx\` ON \`inquiries\` (\`waiting\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`inquiries_waiting_idx\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`waiting\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`mails_pending\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`mails_pending\` text;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_outbox_key_idx\` ON \`mail_outbox\` (\`key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`mail_outbox_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`key\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`mails_pending\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`mails_pending\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ADD COLUMN "mails_pending" jsonb;
  ALTER TABLE "subscribers" ADD COLUMN "mails_pending" jsonb;
  ALTER TABLE "mail_outbox" ADD COLUMN "key" varchar;
  CREATE UNIQUE INDEX "mail_outbox_key_idx" ON "mail_outbox" USING btree ("key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "mail_outbox_key_idx";
  ALTER TABLE "inquiries" DROP COLUMN "mails_pending";
  ALTER TABLE "subscribers" DROP COLUMN "mails_pending";
  ALTER TABLE "mail_outbox" DROP COLUMN "key";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ADD COLUMN "waiting" boolean DEFAULT false;
  CREATE INDEX "inquiries_waiting_idx" ON "inquiries" USING btree ("waiting");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "inquiries_waiting_idx";
  ALTER TABLE "inquiries" DROP COLUMN "waiting";`)
}

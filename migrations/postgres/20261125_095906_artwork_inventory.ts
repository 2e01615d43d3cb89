import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "artworks" ADD COLUMN "inventory" varchar;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_inventory" varchar;
  CREATE UNIQUE INDEX "artworks_inventory_idx" ON "artworks" USING btree ("inventory");
  CREATE INDEX "_artworks_v_version_version_inventory_idx" ON "_artworks_v" USING btree ("version_inventory");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "artworks_inventory_idx";
  DROP INDEX "_artworks_v_version_version_inventory_idx";
  ALTER TABLE "artworks" DROP COLUMN "inventory";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_inventory";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "artworks" ADD COLUMN "public_price" numeric;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_public_price" numeric;
  CREATE INDEX "artworks_public_price_idx" ON "artworks" USING btree ("public_price");
  CREATE INDEX "_artworks_v_version_version_public_price_idx" ON "_artworks_v" USING btree ("version_public_price");`)
  // Existing works and versions: the price, none for a work on request (the rule publicPrice()).
  await db.execute(sql`
   UPDATE "artworks" SET "public_price" = CASE WHEN "price_on_request" THEN NULL ELSE "price" END;
  UPDATE "_artworks_v" SET "version_public_price" = CASE WHEN "version_price_on_request" THEN NULL ELSE "version_price" END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "artworks_public_price_idx";
  DROP INDEX "_artworks_v_version_version_public_price_idx";
  ALTER TABLE "artworks" DROP COLUMN "public_price";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_public_price";`)
}

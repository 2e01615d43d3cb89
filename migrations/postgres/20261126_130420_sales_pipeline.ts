import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_inquiries_kind" ADD VALUE 'leasing';
  CREATE TABLE "inquiries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "inquiries_received" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"subject" varchar,
  	"text" varchar NOT NULL
  );
  
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  -- Issue 36: an archived inquiry is a case closed without sale.
  UPDATE "inquiries" SET "status" = 'closed' WHERE "status" = 'archived';
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'in-progress', 'answered', 'reserved', 'sold', 'closed');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "artworks" ADD COLUMN "reserved_until" timestamp(3) with time zone;
  ALTER TABLE "artworks" ADD COLUMN "reserved_for_id" integer;
  ALTER TABLE "artworks" ADD COLUMN "reserved_at" timestamp(3) with time zone;
  ALTER TABLE "artworks" ADD COLUMN "sold_at" timestamp(3) with time zone;
  ALTER TABLE "artworks" ADD COLUMN "sold_price" numeric;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_reserved_until" timestamp(3) with time zone;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_reserved_for_id" integer;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_reserved_at" timestamp(3) with time zone;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_sold_at" timestamp(3) with time zone;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_sold_price" numeric;
  ALTER TABLE "inquiries" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "inquiries" ADD COLUMN "reserved_until" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "status_rank" numeric;
  ALTER TABLE "inquiries" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries_rels" ADD COLUMN "artists_id" integer;
  ALTER TABLE "mail_outbox" ADD COLUMN "inquiry_id" integer;
  ALTER TABLE "inquiries_notes" ADD CONSTRAINT "inquiries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_notes" ADD CONSTRAINT "inquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_received" ADD CONSTRAINT "inquiries_received_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_notes_order_idx" ON "inquiries_notes" USING btree ("_order");
  CREATE INDEX "inquiries_notes_parent_id_idx" ON "inquiries_notes" USING btree ("_parent_id");
  CREATE INDEX "inquiries_notes_author_idx" ON "inquiries_notes" USING btree ("author_id");
  CREATE INDEX "inquiries_received_order_idx" ON "inquiries_received" USING btree ("_order");
  CREATE INDEX "inquiries_received_parent_id_idx" ON "inquiries_received" USING btree ("_parent_id");
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_reserved_for_id_inquiries_id_fk" FOREIGN KEY ("reserved_for_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artworks_v" ADD CONSTRAINT "_artworks_v_version_reserved_for_id_inquiries_id_fk" FOREIGN KEY ("version_reserved_for_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_rels" ADD CONSTRAINT "inquiries_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "artworks_reserved_until_idx" ON "artworks" USING btree ("reserved_until");
  CREATE INDEX "artworks_reserved_for_idx" ON "artworks" USING btree ("reserved_for_id");
  CREATE INDEX "artworks_sold_at_idx" ON "artworks" USING btree ("sold_at");
  CREATE INDEX "_artworks_v_version_version_reserved_until_idx" ON "_artworks_v" USING btree ("version_reserved_until");
  CREATE INDEX "_artworks_v_version_version_reserved_for_idx" ON "_artworks_v" USING btree ("version_reserved_for_id");
  CREATE INDEX "_artworks_v_version_version_sold_at_idx" ON "_artworks_v" USING btree ("version_sold_at");
  CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id");
  CREATE INDEX "inquiries_status_rank_idx" ON "inquiries" USING btree ("status_rank");
  CREATE INDEX "inquiries_rels_artists_id_idx" ON "inquiries_rels" USING btree ("artists_id");
  CREATE INDEX "mail_outbox_inquiry_idx" ON "mail_outbox" USING btree ("inquiry_id");
  UPDATE "inquiries" SET "status_rank" = CASE "status" WHEN 'new' THEN 0 WHEN 'in-progress' THEN 1 WHEN 'answered' THEN 2 WHEN 'reserved' THEN 3 WHEN 'sold' THEN 4 ELSE 5 END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries_received" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiries_notes" CASCADE;
  DROP TABLE "inquiries_received" CASCADE;
  ALTER TABLE "artworks" DROP CONSTRAINT "artworks_reserved_for_id_inquiries_id_fk";
  
  ALTER TABLE "_artworks_v" DROP CONSTRAINT "_artworks_v_version_reserved_for_id_inquiries_id_fk";
  
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_assignee_id_users_id_fk";
  
  ALTER TABLE "inquiries_rels" DROP CONSTRAINT "inquiries_rels_artists_fk";
  
  ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_inquiry_id_inquiries_id_fk";
  
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DEFAULT 'contact'::text;
  UPDATE "inquiries" SET "kind" = 'inquiry' WHERE "kind" = 'leasing';
  DROP TYPE "public"."enum_inquiries_kind";
  CREATE TYPE "public"."enum_inquiries_kind" AS ENUM('contact', 'inquiry');
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DEFAULT 'contact'::"public"."enum_inquiries_kind";
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_inquiries_kind" USING "kind"::"public"."enum_inquiries_kind";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "inquiries" SET "status" = 'archived' WHERE "status" = 'closed';
  UPDATE "inquiries" SET "status" = 'answered' WHERE "status" IN ('in-progress', 'reserved', 'sold');
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'answered', 'archived');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  DROP INDEX "artworks_reserved_until_idx";
  DROP INDEX "artworks_reserved_for_idx";
  DROP INDEX "artworks_sold_at_idx";
  DROP INDEX "_artworks_v_version_version_reserved_until_idx";
  DROP INDEX "_artworks_v_version_version_reserved_for_idx";
  DROP INDEX "_artworks_v_version_version_sold_at_idx";
  DROP INDEX "inquiries_assignee_idx";
  DROP INDEX "inquiries_status_rank_idx";
  DROP INDEX "inquiries_rels_artists_id_idx";
  DROP INDEX "mail_outbox_inquiry_idx";
  ALTER TABLE "artworks" DROP COLUMN "reserved_until";
  ALTER TABLE "artworks" DROP COLUMN "reserved_for_id";
  ALTER TABLE "artworks" DROP COLUMN "reserved_at";
  ALTER TABLE "artworks" DROP COLUMN "sold_at";
  ALTER TABLE "artworks" DROP COLUMN "sold_price";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_reserved_until";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_reserved_for_id";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_reserved_at";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_sold_at";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_sold_price";
  ALTER TABLE "inquiries" DROP COLUMN "assignee_id";
  ALTER TABLE "inquiries" DROP COLUMN "reserved_until";
  ALTER TABLE "inquiries" DROP COLUMN "status_rank";
  ALTER TABLE "inquiries" DROP COLUMN "anonymised_at";
  ALTER TABLE "inquiries_rels" DROP COLUMN "artists_id";
  ALTER TABLE "mail_outbox" DROP COLUMN "inquiry_id";`)
}

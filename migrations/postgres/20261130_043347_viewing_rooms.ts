import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_viewing_rooms_works_price_mode" AS ENUM('public', 'room', 'discount', 'onRequest');
  CREATE TYPE "public"."enum_viewing_rooms_recipients_language" AS ENUM('de', 'en');
  CREATE TABLE "viewing_rooms_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"work_id" integer,
  	"price_mode" "enum_viewing_rooms_works_price_mode" DEFAULT 'public' NOT NULL,
  	"room_price" numeric,
  	"discount_percent" numeric
  );
  
  CREATE TABLE "viewing_rooms_works_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "viewing_rooms_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"contact_id" integer,
  	"email" varchar,
  	"name" varchar,
  	"language" "enum_viewing_rooms_recipients_language",
  	"expires_at" timestamp(3) with time zone,
  	"revoked" boolean DEFAULT false,
  	"token" varchar,
  	"passcode_hash" varchar,
  	"has_passcode" boolean
  );
  
  CREATE TABLE "viewing_rooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"send_links" boolean DEFAULT false,
  	"revoked" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "viewing_rooms_locales" (
  	"title" varchar NOT NULL,
  	"introduction" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "viewing_rooms_id" integer;
  ALTER TABLE "viewing_rooms_works" ADD CONSTRAINT "viewing_rooms_works_work_id_artworks_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "viewing_rooms_works" ADD CONSTRAINT "viewing_rooms_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "viewing_rooms_works_locales" ADD CONSTRAINT "viewing_rooms_works_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."viewing_rooms_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "viewing_rooms_recipients" ADD CONSTRAINT "viewing_rooms_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "viewing_rooms_recipients" ADD CONSTRAINT "viewing_rooms_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "viewing_rooms_locales" ADD CONSTRAINT "viewing_rooms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "viewing_rooms_works_order_idx" ON "viewing_rooms_works" USING btree ("_order");
  CREATE INDEX "viewing_rooms_works_parent_id_idx" ON "viewing_rooms_works" USING btree ("_parent_id");
  CREATE INDEX "viewing_rooms_works_work_idx" ON "viewing_rooms_works" USING btree ("work_id");
  CREATE UNIQUE INDEX "viewing_rooms_works_locales_locale_parent_id_unique" ON "viewing_rooms_works_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "viewing_rooms_recipients_order_idx" ON "viewing_rooms_recipients" USING btree ("_order");
  CREATE INDEX "viewing_rooms_recipients_parent_id_idx" ON "viewing_rooms_recipients" USING btree ("_parent_id");
  CREATE INDEX "viewing_rooms_recipients_contact_idx" ON "viewing_rooms_recipients" USING btree ("contact_id");
  CREATE INDEX "viewing_rooms_recipients_token_idx" ON "viewing_rooms_recipients" USING btree ("token");
  CREATE INDEX "viewing_rooms_updated_at_idx" ON "viewing_rooms" USING btree ("updated_at");
  CREATE INDEX "viewing_rooms_created_at_idx" ON "viewing_rooms" USING btree ("created_at");
  CREATE UNIQUE INDEX "viewing_rooms_locales_locale_parent_id_unique" ON "viewing_rooms_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_viewing_rooms_fk" FOREIGN KEY ("viewing_rooms_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_viewing_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("viewing_rooms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_viewing_rooms_fk";
   ALTER TABLE "viewing_rooms_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "viewing_rooms_works_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "viewing_rooms_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "viewing_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "viewing_rooms_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "viewing_rooms_works" CASCADE;
  DROP TABLE "viewing_rooms_works_locales" CASCADE;
  DROP TABLE "viewing_rooms_recipients" CASCADE;
  DROP TABLE "viewing_rooms" CASCADE;
  DROP TABLE "viewing_rooms_locales" CASCADE;
  
  DROP INDEX "payload_locked_documents_rels_viewing_rooms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "viewing_rooms_id";
  DROP TYPE "public"."enum_viewing_rooms_works_price_mode";
  DROP TYPE "public"."enum_viewing_rooms_recipients_language";`)
}

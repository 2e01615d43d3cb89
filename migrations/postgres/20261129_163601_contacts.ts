import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_tags" AS ENUM('collector', 'press', 'institution', 'artist', 'curator', 'dealer', 'vip');
  CREATE TYPE "public"."enum_contacts_consent_log_consent" AS ENUM('given', 'withdrawn');
  CREATE TYPE "public"."enum_contacts_language" AS ENUM('de', 'en');
  CREATE TABLE "contacts_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "contacts_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_contacts_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contacts_consent_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"consent" "enum_contacts_consent_log_consent" NOT NULL,
  	"source" varchar
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"addresses" varchar,
  	"language" "enum_contacts_language" DEFAULT 'de' NOT NULL,
  	"organisation" varchar,
  	"notes" varchar,
  	"newsletter_consent" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "contact_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "contacts_emails" ADD CONSTRAINT "contacts_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_tags" ADD CONSTRAINT "contacts_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_consent_log" ADD CONSTRAINT "contacts_consent_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_emails_order_idx" ON "contacts_emails" USING btree ("_order");
  CREATE INDEX "contacts_emails_parent_id_idx" ON "contacts_emails" USING btree ("_parent_id");
  CREATE INDEX "contacts_emails_address_idx" ON "contacts_emails" USING btree ("address");
  CREATE INDEX "contacts_tags_order_idx" ON "contacts_tags" USING btree ("order");
  CREATE INDEX "contacts_tags_parent_idx" ON "contacts_tags" USING btree ("parent_id");
  CREATE INDEX "contacts_consent_log_order_idx" ON "contacts_consent_log" USING btree ("_order");
  CREATE INDEX "contacts_consent_log_parent_id_idx" ON "contacts_consent_log" USING btree ("_parent_id");
  CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("name");
  CREATE INDEX "contacts_addresses_idx" ON "contacts" USING btree ("addresses");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_contact_idx" ON "inquiries" USING btree ("contact_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");`)
}

// Written by hand: the generated one dropped the tables (CASCADE, which takes the foreign keys
// naming them) before the foreign keys, and then failed on the keys already gone.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "inquiries" DROP CONSTRAINT IF EXISTS "inquiries_contact_id_contacts_id_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_contacts_fk";
  DROP INDEX IF EXISTS "inquiries_contact_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_contacts_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN IF EXISTS "contact_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "contacts_id";
  DROP TABLE "contacts_emails" CASCADE;
  DROP TABLE "contacts_tags" CASCADE;
  DROP TABLE "contacts_consent_log" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TYPE "public"."enum_contacts_tags";
  DROP TYPE "public"."enum_contacts_consent_log_consent";
  DROP TYPE "public"."enum_contacts_language";`)
}

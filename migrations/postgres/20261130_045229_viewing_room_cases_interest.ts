import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_viewing_room_views_kind" AS ENUM('opened', 'viewed', 'zoomed', 'room');
  CREATE TABLE "viewing_room_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_viewing_room_views_kind" NOT NULL,
  	"room_id" integer,
  	"contact_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"work_id" integer,
  	"seconds" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "viewing_room_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "viewing_room_views_id" integer;
  ALTER TABLE "viewing_room_views" ADD CONSTRAINT "viewing_room_views_room_id_viewing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "viewing_room_views" ADD CONSTRAINT "viewing_room_views_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "viewing_room_views" ADD CONSTRAINT "viewing_room_views_work_id_artworks_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "viewing_room_views_at_idx" ON "viewing_room_views" USING btree ("at");
  CREATE INDEX "viewing_room_views_room_idx" ON "viewing_room_views" USING btree ("room_id");
  CREATE INDEX "viewing_room_views_contact_idx" ON "viewing_room_views" USING btree ("contact_id");
  CREATE INDEX "viewing_room_views_work_idx" ON "viewing_room_views" USING btree ("work_id");
  CREATE INDEX "viewing_room_views_updated_at_idx" ON "viewing_room_views" USING btree ("updated_at");
  CREATE INDEX "viewing_room_views_created_at_idx" ON "viewing_room_views" USING btree ("created_at");
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_viewing_room_id_viewing_rooms_id_fk" FOREIGN KEY ("viewing_room_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_viewing_room_views_fk" FOREIGN KEY ("viewing_room_views_id") REFERENCES "public"."viewing_room_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_viewing_room_idx" ON "inquiries" USING btree ("viewing_room_id");
  CREATE INDEX "payload_locked_documents_rels_viewing_room_views_id_idx" ON "payload_locked_documents_rels" USING btree ("viewing_room_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_viewing_room_id_viewing_rooms_id_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_viewing_room_views_fk";
   ALTER TABLE "viewing_room_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "viewing_room_views" CASCADE;
  
  
  DROP INDEX "inquiries_viewing_room_idx";
  DROP INDEX "payload_locked_documents_rels_viewing_room_views_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "viewing_room_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "viewing_room_views_id";
  DROP TYPE "public"."enum_viewing_room_views_kind";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('administrator', 'sales', 'editor');
  CREATE TYPE "public"."enum_inquiries_status_history_from" AS ENUM('new', 'in-progress', 'answered', 'reserved', 'sold', 'closed');
  CREATE TYPE "public"."enum_inquiries_status_history_to" AS ENUM('new', 'in-progress', 'answered', 'reserved', 'sold', 'closed');
  CREATE TABLE "inquiries_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"from" "enum_inquiries_status_history_from",
  	"to" "enum_inquiries_status_history_to" NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor' NOT NULL;
  -- Every account before roles could do everything: it keeps that as an administrator (docs/roles.md).
  UPDATE "users" SET "role" = 'administrator';
  ALTER TABLE "inquiries_status_history" ADD CONSTRAINT "inquiries_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_status_history" ADD CONSTRAINT "inquiries_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_status_history_order_idx" ON "inquiries_status_history" USING btree ("_order");
  CREATE INDEX "inquiries_status_history_parent_id_idx" ON "inquiries_status_history" USING btree ("_parent_id");
  CREATE INDEX "inquiries_status_history_by_idx" ON "inquiries_status_history" USING btree ("by_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries_status_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiries_status_history" CASCADE;
  DROP INDEX "users_role_idx";
  ALTER TABLE "users" DROP COLUMN "role";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_inquiries_status_history_from";
  DROP TYPE "public"."enum_inquiries_status_history_to";`)
}

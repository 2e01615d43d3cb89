import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`inquiries_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_notes_order_idx\` ON \`inquiries_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_notes_parent_id_idx\` ON \`inquiries_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_notes_author_idx\` ON \`inquiries_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiries_received\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`subject\` text,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_received_order_idx\` ON \`inquiries_received\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_received_parent_id_idx\` ON \`inquiries_received\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`reserved_until\` text;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`reserved_for_id\` integer REFERENCES inquiries(id);`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`reserved_at\` text;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`sold_at\` text;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`sold_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`artworks_reserved_until_idx\` ON \`artworks\` (\`reserved_until\`);`)
  await db.run(sql`CREATE INDEX \`artworks_reserved_for_idx\` ON \`artworks\` (\`reserved_for_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_sold_at_idx\` ON \`artworks\` (\`sold_at\`);`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_reserved_until\` text;`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_reserved_for_id\` integer REFERENCES inquiries(id);`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_reserved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_sold_at\` text;`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_sold_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_reserved_until_idx\` ON \`_artworks_v\` (\`version_reserved_until\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_reserved_for_idx\` ON \`_artworks_v\` (\`version_reserved_for_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_sold_at_idx\` ON \`_artworks_v\` (\`version_sold_at\`);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`reserved_until\` text;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`status_rank\` numeric;`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`inquiries_assignee_idx\` ON \`inquiries\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_rank_idx\` ON \`inquiries\` (\`status_rank\`);`)
  await db.run(sql`ALTER TABLE \`inquiries_rels\` ADD \`artists_id\` integer REFERENCES artists(id);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_artists_id_idx\` ON \`inquiries_rels\` (\`artists_id\`);`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`inquiry_id\` integer REFERENCES inquiries(id);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_inquiry_idx\` ON \`mail_outbox\` (\`inquiry_id\`);`)
  // Issue 36: an archived inquiry is a case closed without sale; the list's order follows the status.
  await db.run(sql`UPDATE \`inquiries\` SET \`status\` = 'closed' WHERE \`status\` = 'archived';`)
  await db.run(
    sql`UPDATE \`inquiries\` SET \`status_rank\` = CASE \`status\` WHEN 'new' THEN 0 WHEN 'in-progress' THEN 1 WHEN 'answered' THEN 2 WHEN 'reserved' THEN 3 WHEN 'sold' THEN 4 ELSE 5 END;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to the three statuses of before: closed is archived again, the states of a case in progress are answered.
  await db.run(sql`UPDATE \`inquiries\` SET \`status\` = 'archived' WHERE \`status\` = 'closed';`)
  await db.run(sql`UPDATE \`inquiries\` SET \`status\` = 'answered' WHERE \`status\` IN ('in-progress', 'reserved', 'sold');`)
  await db.run(sql`UPDATE \`inquiries\` SET \`kind\` = 'inquiry' WHERE \`kind\` = 'leasing';`)
  await db.run(sql`DROP TABLE \`inquiries_notes\`;`)
  await db.run(sql`DROP TABLE \`inquiries_received\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_artworks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`inventory\` text,
  	\`artist_id\` integer,
  	\`year\` numeric,
  	\`medium_id\` integer,
  	\`dimensions_height\` numeric,
  	\`dimensions_width\` numeric,
  	\`dimensions_depth\` numeric,
  	\`price\` numeric,
  	\`price_on_request\` integer DEFAULT false,
  	\`public_price\` numeric,
  	\`sold\` integer DEFAULT false,
  	\`leasing_disabled\` integer DEFAULT false,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`medium_id\`) REFERENCES \`mediums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_artworks\`("id", "inventory", "artist_id", "year", "medium_id", "dimensions_height", "dimensions_width", "dimensions_depth", "price", "price_on_request", "public_price", "sold", "leasing_disabled", "published_at", "updated_at", "created_at", "_status") SELECT "id", "inventory", "artist_id", "year", "medium_id", "dimensions_height", "dimensions_width", "dimensions_depth", "price", "price_on_request", "public_price", "sold", "leasing_disabled", "published_at", "updated_at", "created_at", "_status" FROM \`artworks\`;`)
  await db.run(sql`DROP TABLE \`artworks\`;`)
  await db.run(sql`ALTER TABLE \`__new_artworks\` RENAME TO \`artworks\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_inventory_idx\` ON \`artworks\` (\`inventory\`);`)
  await db.run(sql`CREATE INDEX \`artworks_artist_idx\` ON \`artworks\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_medium_idx\` ON \`artworks\` (\`medium_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_public_price_idx\` ON \`artworks\` (\`public_price\`);`)
  await db.run(sql`CREATE INDEX \`artworks_sold_idx\` ON \`artworks\` (\`sold\`);`)
  await db.run(sql`CREATE INDEX \`artworks_published_at_idx\` ON \`artworks\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks_updated_at_idx\` ON \`artworks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks_created_at_idx\` ON \`artworks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks__status_idx\` ON \`artworks\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__artworks_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_inventory\` text,
  	\`version_artist_id\` integer,
  	\`version_year\` numeric,
  	\`version_medium_id\` integer,
  	\`version_dimensions_height\` numeric,
  	\`version_dimensions_width\` numeric,
  	\`version_dimensions_depth\` numeric,
  	\`version_price\` numeric,
  	\`version_price_on_request\` integer DEFAULT false,
  	\`version_public_price\` numeric,
  	\`version_sold\` integer DEFAULT false,
  	\`version_leasing_disabled\` integer DEFAULT false,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_artist_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_medium_id\`) REFERENCES \`mediums\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__artworks_v\`("id", "parent_id", "version_inventory", "version_artist_id", "version_year", "version_medium_id", "version_dimensions_height", "version_dimensions_width", "version_dimensions_depth", "version_price", "version_price_on_request", "version_public_price", "version_sold", "version_leasing_disabled", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_inventory", "version_artist_id", "version_year", "version_medium_id", "version_dimensions_height", "version_dimensions_width", "version_dimensions_depth", "version_price", "version_price_on_request", "version_public_price", "version_sold", "version_leasing_disabled", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_artworks_v\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__artworks_v\` RENAME TO \`_artworks_v\`;`)
  await db.run(sql`CREATE INDEX \`_artworks_v_parent_idx\` ON \`_artworks_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_inventory_idx\` ON \`_artworks_v\` (\`version_inventory\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_artist_idx\` ON \`_artworks_v\` (\`version_artist_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_medium_idx\` ON \`_artworks_v\` (\`version_medium_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_public_price_idx\` ON \`_artworks_v\` (\`version_public_price\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_sold_idx\` ON \`_artworks_v\` (\`version_sold\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_published_at_idx\` ON \`_artworks_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_updated_at_idx\` ON \`_artworks_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_created_at_idx\` ON \`_artworks_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version__status_idx\` ON \`_artworks_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_created_at_idx\` ON \`_artworks_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_updated_at_idx\` ON \`_artworks_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_snapshot_idx\` ON \`_artworks_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_published_locale_idx\` ON \`_artworks_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_latest_idx\` ON \`_artworks_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'contact' NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text DEFAULT 'de' NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`subject\` text,
  	\`message\` text NOT NULL,
  	\`topic_id\` integer,
  	\`consent_text\` text,
  	\`consent_at\` text,
  	\`meta_ip_hash\` text,
  	\`meta_user_agent\` text,
  	\`mails_pending\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`inquiry_topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "kind", "status", "locale", "name", "email", "subject", "message", "topic_id", "consent_text", "consent_at", "meta_ip_hash", "meta_user_agent", "mails_pending", "updated_at", "created_at") SELECT "id", "kind", "status", "locale", "name", "email", "subject", "message", "topic_id", "consent_text", "consent_at", "meta_ip_hash", "meta_user_agent", "mails_pending", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_topic_idx\` ON \`inquiries\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_inquiries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries_rels\`("id", "order", "parent_id", "path", "artworks_id") SELECT "id", "order", "parent_id", "path", "artworks_id" FROM \`inquiries_rels\`;`)
  await db.run(sql`DROP TABLE \`inquiries_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries_rels\` RENAME TO \`inquiries_rels\`;`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_order_idx\` ON \`inquiries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_parent_idx\` ON \`inquiries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_path_idx\` ON \`inquiries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_artworks_id_idx\` ON \`inquiries_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`locale\` text DEFAULT 'de' NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mail_outbox\`("id", "to", "reply_to", "subject", "text", "html", "locale", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "key", "updated_at", "created_at") SELECT "id", "to", "reply_to", "subject", "text", "html", "locale", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "key", "updated_at", "created_at" FROM \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_mail_outbox\` RENAME TO \`mail_outbox\`;`)
  await db.run(sql`CREATE INDEX \`mail_outbox_to_idx\` ON \`mail_outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_status_idx\` ON \`mail_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_next_attempt_at_idx\` ON \`mail_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_outbox_key_idx\` ON \`mail_outbox\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  // Foreign keys stay off through every table rebuilt above: dropping `inquiries` with them on
  // fails (or clears links) while mails and works still point at a case.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

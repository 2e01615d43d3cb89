import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { up as addDeleteActions } from './20261128_184500_delete_actions'

/**
 * A viewing room's cases and what its recipients looked at (issue 51 points 5 and 6). SQLite's
 * `ALTER TABLE … ADD … REFERENCES` gives the new relation columns no ON DELETE action: the
 * delete_actions migration gives them the ones PostgreSQL has, as for the earlier ones.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`viewing_room_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`room_id\` integer,
  	\`contact_id\` integer,
  	\`name\` text,
  	\`email\` text,
  	\`work_id\` integer,
  	\`seconds\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`viewing_rooms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`work_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`viewing_room_views_at_idx\` ON \`viewing_room_views\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`viewing_room_views_room_idx\` ON \`viewing_room_views\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`viewing_room_views_contact_idx\` ON \`viewing_room_views\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`viewing_room_views_work_idx\` ON \`viewing_room_views\` (\`work_id\`);`)
  await db.run(sql`CREATE INDEX \`viewing_room_views_updated_at_idx\` ON \`viewing_room_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`viewing_room_views_created_at_idx\` ON \`viewing_room_views\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`viewing_room_id\` integer REFERENCES viewing_rooms(id);`)
  await db.run(sql`CREATE INDEX \`inquiries_viewing_room_idx\` ON \`inquiries\` (\`viewing_room_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`viewing_room_views_id\` integer REFERENCES viewing_room_views(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_viewing_room_views_id_idx\` ON \`payload_locked_documents_rels\` (\`viewing_room_views_id\`);`)
  await addDeleteActions({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`viewing_room_views\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'contact' NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`contact_id\` integer,
  	\`assignee_id\` integer,
  	\`reserved_until\` text,
  	\`waiting\` integer DEFAULT false,
  	\`status_rank\` numeric,
  	\`anonymised_at\` text,
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
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`inquiry_topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "kind", "status", "contact_id", "assignee_id", "reserved_until", "waiting", "status_rank", "anonymised_at", "locale", "name", "email", "subject", "message", "topic_id", "consent_text", "consent_at", "meta_ip_hash", "meta_user_agent", "mails_pending", "updated_at", "created_at") SELECT "id", "kind", "status", "contact_id", "assignee_id", "reserved_until", "waiting", "status_rank", "anonymised_at", "locale", "name", "email", "subject", "message", "topic_id", "consent_text", "consent_at", "meta_ip_hash", "meta_user_agent", "mails_pending", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_contact_idx\` ON \`inquiries\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_assignee_idx\` ON \`inquiries\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_waiting_idx\` ON \`inquiries\` (\`waiting\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_rank_idx\` ON \`inquiries\` (\`status_rank\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_topic_idx\` ON \`inquiries\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	\`curators_id\` integer,
  	\`crew_id\` integer,
  	\`exhibitions_id\` integer,
  	\`magazine_id\` integer,
  	\`leasing_id\` integer,
  	\`inquiry_topics_id\` integer,
  	\`pages_id\` integer,
  	\`werkstattpalast_pages_id\` integer,
  	\`faq_id\` integer,
  	\`media_id\` integer,
  	\`colors_id\` integer,
  	\`mediums_id\` integer,
  	\`styles_id\` integer,
  	\`tags_id\` integer,
  	\`categories_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	\`inquiries_id\` integer,
  	\`contacts_id\` integer,
  	\`viewing_rooms_id\` integer,
  	\`reply_templates_id\` integer,
  	\`subscribers_id\` integer,
  	\`mail_outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`curators_id\`) REFERENCES \`curators\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crew_id\`) REFERENCES \`crew\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitions_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazine_id\`) REFERENCES \`magazine\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leasing_id\`) REFERENCES \`leasing\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_topics_id\`) REFERENCES \`inquiry_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`werkstattpalast_pages_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colors_id\`) REFERENCES \`colors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mediums_id\`) REFERENCES \`mediums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`styles_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`viewing_rooms_id\`) REFERENCES \`viewing_rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reply_templates_id\`) REFERENCES \`reply_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "artworks_id", "artists_id", "curators_id", "crew_id", "exhibitions_id", "magazine_id", "leasing_id", "inquiry_topics_id", "pages_id", "werkstattpalast_pages_id", "faq_id", "media_id", "colors_id", "mediums_id", "styles_id", "tags_id", "categories_id", "redirects_id", "users_id", "inquiries_id", "contacts_id", "viewing_rooms_id", "reply_templates_id", "subscribers_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "artworks_id", "artists_id", "curators_id", "crew_id", "exhibitions_id", "magazine_id", "leasing_id", "inquiry_topics_id", "pages_id", "werkstattpalast_pages_id", "faq_id", "media_id", "colors_id", "mediums_id", "styles_id", "tags_id", "categories_id", "redirects_id", "users_id", "inquiries_id", "contacts_id", "viewing_rooms_id", "reply_templates_id", "subscribers_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artworks_id_idx\` ON \`payload_locked_documents_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artists_id_idx\` ON \`payload_locked_documents_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_curators_id_idx\` ON \`payload_locked_documents_rels\` (\`curators_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crew_id_idx\` ON \`payload_locked_documents_rels\` (\`crew_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitions_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_magazine_id_idx\` ON \`payload_locked_documents_rels\` (\`magazine_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leasing_id_idx\` ON \`payload_locked_documents_rels\` (\`leasing_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_werkstattpalast_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`werkstattpalast_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_colors_id_idx\` ON \`payload_locked_documents_rels\` (\`colors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mediums_id_idx\` ON \`payload_locked_documents_rels\` (\`mediums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_styles_id_idx\` ON \`payload_locked_documents_rels\` (\`styles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_viewing_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`viewing_rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reply_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`reply_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}

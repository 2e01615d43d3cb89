import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`artworks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`artist_id\` integer,
  	\`year\` numeric,
  	\`medium_id\` integer,
  	\`dimensions_height\` numeric,
  	\`dimensions_width\` numeric,
  	\`dimensions_depth\` numeric,
  	\`price\` numeric,
  	\`price_on_request\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`artworks_artist_idx\` ON \`artworks\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_medium_idx\` ON \`artworks\` (\`medium_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_sold_idx\` ON \`artworks\` (\`sold\`);`)
  await db.run(sql`CREATE INDEX \`artworks_published_at_idx\` ON \`artworks\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks_updated_at_idx\` ON \`artworks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks_created_at_idx\` ON \`artworks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks__status_idx\` ON \`artworks\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`artworks_locales\` (
  	\`title\` text,
  	\`edition\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`artworks_slug_idx\` ON \`artworks_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_locales_locale_parent_id_unique\` ON \`artworks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`artworks_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`styles_id\` integer,
  	\`tags_id\` integer,
  	\`colors_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`styles_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colors_id\`) REFERENCES \`colors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`artworks_rels_order_idx\` ON \`artworks_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_parent_idx\` ON \`artworks_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_path_idx\` ON \`artworks_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_styles_id_idx\` ON \`artworks_rels\` (\`styles_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_tags_id_idx\` ON \`artworks_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_colors_id_idx\` ON \`artworks_rels\` (\`colors_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_categories_id_idx\` ON \`artworks_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_media_id_idx\` ON \`artworks_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_artworks_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_artist_id\` integer,
  	\`version_year\` numeric,
  	\`version_medium_id\` integer,
  	\`version_dimensions_height\` numeric,
  	\`version_dimensions_width\` numeric,
  	\`version_dimensions_depth\` numeric,
  	\`version_price\` numeric,
  	\`version_price_on_request\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`_artworks_v_parent_idx\` ON \`_artworks_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_artist_idx\` ON \`_artworks_v\` (\`version_artist_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_medium_idx\` ON \`_artworks_v\` (\`version_medium_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_artworks_v_locales\` (
  	\`version_title\` text,
  	\`version_edition\` text,
  	\`version_description\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_artworks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_slug_idx\` ON \`_artworks_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_artworks_v_locales_locale_parent_id_unique\` ON \`_artworks_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_artworks_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`styles_id\` integer,
  	\`tags_id\` integer,
  	\`colors_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_artworks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`styles_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colors_id\`) REFERENCES \`colors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_order_idx\` ON \`_artworks_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_parent_idx\` ON \`_artworks_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_path_idx\` ON \`_artworks_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_styles_id_idx\` ON \`_artworks_v_rels\` (\`styles_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_tags_id_idx\` ON \`_artworks_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_colors_id_idx\` ON \`_artworks_v_rels\` (\`colors_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_categories_id_idx\` ON \`_artworks_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_media_id_idx\` ON \`_artworks_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`artists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`person_type\` text DEFAULT 'artist',
  	\`portrait_id\` integer,
  	\`birth_year\` numeric,
  	\`website\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`artists_portrait_idx\` ON \`artists\` (\`portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`artists_slug_idx\` ON \`artists\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`artists_updated_at_idx\` ON \`artists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artists_created_at_idx\` ON \`artists\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`artists__status_idx\` ON \`artists\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`artists_locales\` (
  	\`biography\` text,
  	\`birth_place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`artists_locales_locale_parent_id_unique\` ON \`artists_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_artists_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_person_type\` text DEFAULT 'artist',
  	\`version_portrait_id\` integer,
  	\`version_birth_year\` numeric,
  	\`version_website\` text,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_artists_v_parent_idx\` ON \`_artists_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_portrait_idx\` ON \`_artists_v\` (\`version_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_slug_idx\` ON \`_artists_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_updated_at_idx\` ON \`_artists_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_created_at_idx\` ON \`_artists_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version__status_idx\` ON \`_artists_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_created_at_idx\` ON \`_artists_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_updated_at_idx\` ON \`_artists_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_snapshot_idx\` ON \`_artists_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_published_locale_idx\` ON \`_artists_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_latest_idx\` ON \`_artists_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_artists_v_locales\` (
  	\`version_biography\` text,
  	\`version_birth_place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_artists_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_artists_v_locales_locale_parent_id_unique\` ON \`_artists_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`curators\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`portrait_id\` integer,
  	\`website\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`curators_portrait_idx\` ON \`curators\` (\`portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`curators_slug_idx\` ON \`curators\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`curators_updated_at_idx\` ON \`curators\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`curators_created_at_idx\` ON \`curators\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`curators__status_idx\` ON \`curators\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`curators_locales\` (
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`curators\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`curators_locales_locale_parent_id_unique\` ON \`curators_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_curators_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_portrait_id\` integer,
  	\`version_website\` text,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`curators\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_curators_v_parent_idx\` ON \`_curators_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_version_version_portrait_idx\` ON \`_curators_v\` (\`version_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_version_version_slug_idx\` ON \`_curators_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_version_version_updated_at_idx\` ON \`_curators_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_version_version_created_at_idx\` ON \`_curators_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_version_version__status_idx\` ON \`_curators_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_created_at_idx\` ON \`_curators_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_updated_at_idx\` ON \`_curators_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_snapshot_idx\` ON \`_curators_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_published_locale_idx\` ON \`_curators_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_curators_v_latest_idx\` ON \`_curators_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_curators_v_locales\` (
  	\`version_biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_curators_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_curators_v_locales_locale_parent_id_unique\` ON \`_curators_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`crew\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`portrait_id\` integer,
  	\`email\` text,
  	\`order\` numeric DEFAULT 0,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`crew_portrait_idx\` ON \`crew\` (\`portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`crew_slug_idx\` ON \`crew\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`crew_updated_at_idx\` ON \`crew\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crew_created_at_idx\` ON \`crew\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`crew__status_idx\` ON \`crew\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`crew_locales\` (
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`crew\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`crew_locales_locale_parent_id_unique\` ON \`crew_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_crew_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_portrait_id\` integer,
  	\`version_email\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`crew\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_crew_v_parent_idx\` ON \`_crew_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_version_version_portrait_idx\` ON \`_crew_v\` (\`version_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_version_version_slug_idx\` ON \`_crew_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_version_version_updated_at_idx\` ON \`_crew_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_version_version_created_at_idx\` ON \`_crew_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_version_version__status_idx\` ON \`_crew_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_created_at_idx\` ON \`_crew_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_updated_at_idx\` ON \`_crew_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_snapshot_idx\` ON \`_crew_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_published_locale_idx\` ON \`_crew_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_crew_v_latest_idx\` ON \`_crew_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_crew_v_locales\` (
  	\`version_role\` text,
  	\`version_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_crew_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_crew_v_locales_locale_parent_id_unique\` ON \`_crew_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitions_start_date_idx\` ON \`exhibitions\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_end_date_idx\` ON \`exhibitions\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_updated_at_idx\` ON \`exhibitions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_created_at_idx\` ON \`exhibitions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions__status_idx\` ON \`exhibitions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`venue\` text,
  	\`teaser\` text,
  	\`text\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitions_slug_idx\` ON \`exhibitions_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitions_locales_locale_parent_id_unique\` ON \`exhibitions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`curators_id\` integer,
  	\`artists_id\` integer,
  	\`artworks_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`curators_id\`) REFERENCES \`curators\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_order_idx\` ON \`exhibitions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_parent_idx\` ON \`exhibitions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_path_idx\` ON \`exhibitions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_curators_id_idx\` ON \`exhibitions_rels\` (\`curators_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_artists_id_idx\` ON \`exhibitions_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_artworks_id_idx\` ON \`exhibitions_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_media_id_idx\` ON \`exhibitions_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_parent_idx\` ON \`_exhibitions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_start_date_idx\` ON \`_exhibitions_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_end_date_idx\` ON \`_exhibitions_v\` (\`version_end_date\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_updated_at_idx\` ON \`_exhibitions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_created_at_idx\` ON \`_exhibitions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version__status_idx\` ON \`_exhibitions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_created_at_idx\` ON \`_exhibitions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_updated_at_idx\` ON \`_exhibitions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_snapshot_idx\` ON \`_exhibitions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_published_locale_idx\` ON \`_exhibitions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_latest_idx\` ON \`_exhibitions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitions_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_venue\` text,
  	\`version_teaser\` text,
  	\`version_text\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exhibitions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_slug_idx\` ON \`_exhibitions_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_exhibitions_v_locales_locale_parent_id_unique\` ON \`_exhibitions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`curators_id\` integer,
  	\`artists_id\` integer,
  	\`artworks_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_exhibitions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`curators_id\`) REFERENCES \`curators\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_order_idx\` ON \`_exhibitions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_parent_idx\` ON \`_exhibitions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_path_idx\` ON \`_exhibitions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_curators_id_idx\` ON \`_exhibitions_v_rels\` (\`curators_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_artists_id_idx\` ON \`_exhibitions_v_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_artworks_id_idx\` ON \`_exhibitions_v_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_media_id_idx\` ON \`_exhibitions_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`magazine\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`publish_date\` text,
  	\`cover_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`magazine_publish_date_idx\` ON \`magazine\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`magazine_cover_idx\` ON \`magazine\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`magazine_updated_at_idx\` ON \`magazine\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`magazine_created_at_idx\` ON \`magazine\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`magazine__status_idx\` ON \`magazine\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`magazine_locales\` (
  	\`title\` text,
  	\`teaser\` text,
  	\`body\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`magazine\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`magazine_slug_idx\` ON \`magazine_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`magazine_locales_locale_parent_id_unique\` ON \`magazine_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`magazine_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	\`artists_id\` integer,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`magazine\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`magazine_rels_order_idx\` ON \`magazine_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`magazine_rels_parent_idx\` ON \`magazine_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`magazine_rels_path_idx\` ON \`magazine_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`magazine_rels_tags_id_idx\` ON \`magazine_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`magazine_rels_artists_id_idx\` ON \`magazine_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`magazine_rels_artworks_id_idx\` ON \`magazine_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`_magazine_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_author\` text,
  	\`version_publish_date\` text,
  	\`version_cover_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`magazine\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazine_v_parent_idx\` ON \`_magazine_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_version_version_publish_date_idx\` ON \`_magazine_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_version_version_cover_idx\` ON \`_magazine_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_version_version_updated_at_idx\` ON \`_magazine_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_version_version_created_at_idx\` ON \`_magazine_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_version_version__status_idx\` ON \`_magazine_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_created_at_idx\` ON \`_magazine_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_updated_at_idx\` ON \`_magazine_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_snapshot_idx\` ON \`_magazine_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_published_locale_idx\` ON \`_magazine_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_latest_idx\` ON \`_magazine_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_magazine_v_locales\` (
  	\`version_title\` text,
  	\`version_teaser\` text,
  	\`version_body\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_magazine_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazine_v_version_version_slug_idx\` ON \`_magazine_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_magazine_v_locales_locale_parent_id_unique\` ON \`_magazine_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_magazine_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	\`artists_id\` integer,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_magazine_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazine_v_rels_order_idx\` ON \`_magazine_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_rels_parent_idx\` ON \`_magazine_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_rels_path_idx\` ON \`_magazine_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_rels_tags_id_idx\` ON \`_magazine_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_rels_artists_id_idx\` ON \`_magazine_v_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazine_v_rels_artworks_id_idx\` ON \`_magazine_v_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`leasing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`artwork_id\` integer,
  	\`term_months\` numeric DEFAULT 48,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leasing_artwork_idx\` ON \`leasing\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`leasing_updated_at_idx\` ON \`leasing\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leasing_created_at_idx\` ON \`leasing\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leasing__status_idx\` ON \`leasing\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`leasing_locales\` (
  	\`title\` text,
  	\`teaser\` text,
  	\`body\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leasing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leasing_slug_idx\` ON \`leasing_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leasing_locales_locale_parent_id_unique\` ON \`leasing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_leasing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_artwork_id\` integer,
  	\`version_term_months\` numeric DEFAULT 48,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leasing\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_leasing_v_parent_idx\` ON \`_leasing_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_version_version_artwork_idx\` ON \`_leasing_v\` (\`version_artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_version_version_updated_at_idx\` ON \`_leasing_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_version_version_created_at_idx\` ON \`_leasing_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_version_version__status_idx\` ON \`_leasing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_created_at_idx\` ON \`_leasing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_updated_at_idx\` ON \`_leasing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_snapshot_idx\` ON \`_leasing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_published_locale_idx\` ON \`_leasing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_leasing_v_latest_idx\` ON \`_leasing_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_leasing_v_locales\` (
  	\`version_title\` text,
  	\`version_teaser\` text,
  	\`version_body\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_leasing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_leasing_v_version_version_slug_idx\` ON \`_leasing_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_leasing_v_locales_locale_parent_id_unique\` ON \`_leasing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiry_topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_topics_updated_at_idx\` ON \`inquiry_topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_topics_created_at_idx\` ON \`inquiry_topics\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_topics__status_idx\` ON \`inquiry_topics\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`inquiry_topics_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`body\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`inquiry_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_topics_slug_idx\` ON \`inquiry_topics_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiry_topics_locales_locale_parent_id_unique\` ON \`inquiry_topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_inquiry_topics_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inquiry_topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_parent_idx\` ON \`_inquiry_topics_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_version_version_updated_at_idx\` ON \`_inquiry_topics_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_version_version_created_at_idx\` ON \`_inquiry_topics_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_version_version__status_idx\` ON \`_inquiry_topics_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_created_at_idx\` ON \`_inquiry_topics_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_updated_at_idx\` ON \`_inquiry_topics_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_snapshot_idx\` ON \`_inquiry_topics_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_published_locale_idx\` ON \`_inquiry_topics_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_latest_idx\` ON \`_inquiry_topics_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_inquiry_topics_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_body\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_inquiry_topics_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_inquiry_topics_v_version_version_slug_idx\` ON \`_inquiry_topics_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_inquiry_topics_v_locales_locale_parent_id_unique\` ON \`_inquiry_topics_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rich_text_locales_locale_parent_id_unique\` ON \`pages_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_locales_locale_parent_id_unique\` ON \`pages_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_order_idx\` ON \`pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_parent_id_idx\` ON \`pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_path_idx\` ON \`pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_locales\` (
  	\`quote\` text,
  	\`attribution\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_locales_locale_parent_id_unique\` ON \`pages_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`pages_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_artwork_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_artwork_teaser_order_idx\` ON \`pages_blocks_artwork_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_artwork_teaser_parent_id_idx\` ON \`pages_blocks_artwork_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_artwork_teaser_path_idx\` ON \`pages_blocks_artwork_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_artwork_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_artwork_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_artwork_teaser_locales_locale_parent_id_unique\` ON \`pages_blocks_artwork_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_artist_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_artist_teaser_order_idx\` ON \`pages_blocks_artist_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_artist_teaser_parent_id_idx\` ON \`pages_blocks_artist_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_artist_teaser_path_idx\` ON \`pages_blocks_artist_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_artist_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_artist_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_artist_teaser_locales_locale_parent_id_unique\` ON \`pages_blocks_artist_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_exhibition_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`exhibition_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`exhibition_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_exhibition_teaser_order_idx\` ON \`pages_blocks_exhibition_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_exhibition_teaser_parent_id_idx\` ON \`pages_blocks_exhibition_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_exhibition_teaser_path_idx\` ON \`pages_blocks_exhibition_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_exhibition_teaser_exhibition_idx\` ON \`pages_blocks_exhibition_teaser\` (\`exhibition_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_layout\` text DEFAULT 'default',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_artworks_id_idx\` ON \`pages_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_artists_id_idx\` ON \`pages_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_order_idx\` ON \`_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_parent_id_idx\` ON \`_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_path_idx\` ON \`_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_locales\` (
  	\`quote\` text,
  	\`attribution\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_quote_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_artwork_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_artwork_teaser_order_idx\` ON \`_pages_v_blocks_artwork_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_artwork_teaser_parent_id_idx\` ON \`_pages_v_blocks_artwork_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_artwork_teaser_path_idx\` ON \`_pages_v_blocks_artwork_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_artwork_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_artwork_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_artwork_teaser_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_artwork_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_artist_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_artist_teaser_order_idx\` ON \`_pages_v_blocks_artist_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_artist_teaser_parent_id_idx\` ON \`_pages_v_blocks_artist_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_artist_teaser_path_idx\` ON \`_pages_v_blocks_artist_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_artist_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_artist_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_artist_teaser_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_artist_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_exhibition_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`exhibition_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`exhibition_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_exhibition_teaser_order_idx\` ON \`_pages_v_blocks_exhibition_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_exhibition_teaser_parent_id_idx\` ON \`_pages_v_blocks_exhibition_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_exhibition_teaser_path_idx\` ON \`_pages_v_blocks_exhibition_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_exhibition_teaser_exhibition_idx\` ON \`_pages_v_blocks_exhibition_teaser\` (\`exhibition_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_page_layout\` text DEFAULT 'default',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_artworks_id_idx\` ON \`_pages_v_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_artists_id_idx\` ON \`_pages_v_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_rich_text_order_idx\` ON \`werkstattpalast_pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_rich_text_parent_id_idx\` ON \`werkstattpalast_pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_rich_text_path_idx\` ON \`werkstattpalast_pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_pages_blocks_rich_text_locales_locale_parent\` ON \`werkstattpalast_pages_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_image_order_idx\` ON \`werkstattpalast_pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_image_parent_id_idx\` ON \`werkstattpalast_pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_image_path_idx\` ON \`werkstattpalast_pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_image_image_idx\` ON \`werkstattpalast_pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_pages_blocks_image_locales_locale_parent_id_\` ON \`werkstattpalast_pages_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_gallery_order_idx\` ON \`werkstattpalast_pages_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_gallery_parent_id_idx\` ON \`werkstattpalast_pages_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_gallery_path_idx\` ON \`werkstattpalast_pages_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_quote_order_idx\` ON \`werkstattpalast_pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_quote_parent_id_idx\` ON \`werkstattpalast_pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_quote_path_idx\` ON \`werkstattpalast_pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_quote_locales\` (
  	\`quote\` text,
  	\`attribution\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_pages_blocks_quote_locales_locale_parent_id_\` ON \`werkstattpalast_pages_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_call_to_action_order_idx\` ON \`werkstattpalast_pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_call_to_action_parent_id_idx\` ON \`werkstattpalast_pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_call_to_action_path_idx\` ON \`werkstattpalast_pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_pages_blocks_call_to_action_locales_locale_p\` ON \`werkstattpalast_pages_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_artwork_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_artwork_teaser_order_idx\` ON \`werkstattpalast_pages_blocks_artwork_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_artwork_teaser_parent_id_idx\` ON \`werkstattpalast_pages_blocks_artwork_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_artwork_teaser_path_idx\` ON \`werkstattpalast_pages_blocks_artwork_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_artwork_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages_blocks_artwork_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_pages_blocks_artwork_teaser_locales_locale_p\` ON \`werkstattpalast_pages_blocks_artwork_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_artist_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_artist_teaser_order_idx\` ON \`werkstattpalast_pages_blocks_artist_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_artist_teaser_parent_id_idx\` ON \`werkstattpalast_pages_blocks_artist_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_artist_teaser_path_idx\` ON \`werkstattpalast_pages_blocks_artist_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_artist_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages_blocks_artist_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_pages_blocks_artist_teaser_locales_locale_pa\` ON \`werkstattpalast_pages_blocks_artist_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_blocks_exhibition_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`exhibition_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`exhibition_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_exhibition_teaser_order_idx\` ON \`werkstattpalast_pages_blocks_exhibition_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_exhibition_teaser_parent_id_idx\` ON \`werkstattpalast_pages_blocks_exhibition_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_exhibition_teaser_path_idx\` ON \`werkstattpalast_pages_blocks_exhibition_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_blocks_exhibition_teaser_exhibitio_idx\` ON \`werkstattpalast_pages_blocks_exhibition_teaser\` (\`exhibition_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_updated_at_idx\` ON \`werkstattpalast_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_created_at_idx\` ON \`werkstattpalast_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages__status_idx\` ON \`werkstattpalast_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_slug_idx\` ON \`werkstattpalast_pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_pages_locales_locale_parent_id_unique\` ON \`werkstattpalast_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_rels_order_idx\` ON \`werkstattpalast_pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_rels_parent_idx\` ON \`werkstattpalast_pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_rels_path_idx\` ON \`werkstattpalast_pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_rels_media_id_idx\` ON \`werkstattpalast_pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_rels_artworks_id_idx\` ON \`werkstattpalast_pages_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`werkstattpalast_pages_rels_artists_id_idx\` ON \`werkstattpalast_pages_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_rich_text_order_idx\` ON \`_werkstattpalast_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_rich_text_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_rich_text_path_idx\` ON \`_werkstattpalast_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_werkstattpalast_pages_v_blocks_rich_text_locales_locale_par\` ON \`_werkstattpalast_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_image_order_idx\` ON \`_werkstattpalast_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_image_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_image_path_idx\` ON \`_werkstattpalast_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_image_image_idx\` ON \`_werkstattpalast_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_werkstattpalast_pages_v_blocks_image_locales_locale_parent_\` ON \`_werkstattpalast_pages_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_gallery_order_idx\` ON \`_werkstattpalast_pages_v_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_gallery_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_gallery_path_idx\` ON \`_werkstattpalast_pages_v_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_quote_order_idx\` ON \`_werkstattpalast_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_quote_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_quote_path_idx\` ON \`_werkstattpalast_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_quote_locales\` (
  	\`quote\` text,
  	\`attribution\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_werkstattpalast_pages_v_blocks_quote_locales_locale_parent_\` ON \`_werkstattpalast_pages_v_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_call_to_action_order_idx\` ON \`_werkstattpalast_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_call_to_action_path_idx\` ON \`_werkstattpalast_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_werkstattpalast_pages_v_blocks_call_to_action_locales_local\` ON \`_werkstattpalast_pages_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_artwork_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_artwork_teaser_order_idx\` ON \`_werkstattpalast_pages_v_blocks_artwork_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_artwork_teaser_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_artwork_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_artwork_teaser_path_idx\` ON \`_werkstattpalast_pages_v_blocks_artwork_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_artwork_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v_blocks_artwork_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_werkstattpalast_pages_v_blocks_artwork_teaser_locales_local\` ON \`_werkstattpalast_pages_v_blocks_artwork_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_artist_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_artist_teaser_order_idx\` ON \`_werkstattpalast_pages_v_blocks_artist_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_artist_teaser_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_artist_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_artist_teaser_path_idx\` ON \`_werkstattpalast_pages_v_blocks_artist_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_artist_teaser_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v_blocks_artist_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_werkstattpalast_pages_v_blocks_artist_teaser_locales_locale\` ON \`_werkstattpalast_pages_v_blocks_artist_teaser_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_blocks_exhibition_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`exhibition_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`exhibition_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_exhibition_teaser_order_idx\` ON \`_werkstattpalast_pages_v_blocks_exhibition_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_exhibition_teaser_parent_id_idx\` ON \`_werkstattpalast_pages_v_blocks_exhibition_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_exhibition_teaser_path_idx\` ON \`_werkstattpalast_pages_v_blocks_exhibition_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_blocks_exhibition_teaser_exhibi_idx\` ON \`_werkstattpalast_pages_v_blocks_exhibition_teaser\` (\`exhibition_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`werkstattpalast_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_parent_idx\` ON \`_werkstattpalast_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_version_version_updated_at_idx\` ON \`_werkstattpalast_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_version_version_created_at_idx\` ON \`_werkstattpalast_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_version_version__status_idx\` ON \`_werkstattpalast_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_created_at_idx\` ON \`_werkstattpalast_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_updated_at_idx\` ON \`_werkstattpalast_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_snapshot_idx\` ON \`_werkstattpalast_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_published_locale_idx\` ON \`_werkstattpalast_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_latest_idx\` ON \`_werkstattpalast_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_version_version_slug_idx\` ON \`_werkstattpalast_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_werkstattpalast_pages_v_locales_locale_parent_id_unique\` ON \`_werkstattpalast_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_werkstattpalast_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_werkstattpalast_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_rels_order_idx\` ON \`_werkstattpalast_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_rels_parent_idx\` ON \`_werkstattpalast_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_rels_path_idx\` ON \`_werkstattpalast_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_rels_media_id_idx\` ON \`_werkstattpalast_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_rels_artworks_id_idx\` ON \`_werkstattpalast_pages_v_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`_werkstattpalast_pages_v_rels_artists_id_idx\` ON \`_werkstattpalast_pages_v_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`category\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`copyright_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`copyright_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`colors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`hex\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`colors_slug_idx\` ON \`colors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`colors_updated_at_idx\` ON \`colors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`colors_created_at_idx\` ON \`colors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`colors_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`colors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`colors_locales_locale_parent_id_unique\` ON \`colors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mediums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mediums_slug_idx\` ON \`mediums\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`mediums_updated_at_idx\` ON \`mediums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mediums_created_at_idx\` ON \`mediums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mediums_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mediums\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mediums_locales_locale_parent_id_unique\` ON \`mediums_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`styles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`styles_slug_idx\` ON \`styles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`styles_updated_at_idx\` ON \`styles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`styles_created_at_idx\` ON \`styles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`styles_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`styles_locales_locale_parent_id_unique\` ON \`styles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_locales_locale_parent_id_unique\` ON \`tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`permanent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`navigation_main\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_main_order_idx\` ON \`navigation_main\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_main_parent_id_idx\` ON \`navigation_main\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_main_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_main\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_main_locales_locale_parent_id_unique\` ON \`navigation_main_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_secondary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_secondary_order_idx\` ON \`navigation_secondary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_secondary_parent_id_idx\` ON \`navigation_secondary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_secondary_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_secondary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_secondary_locales_locale_parent_id_unique\` ON \`navigation_secondary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_locales_locale_parent_id_unique\` ON \`navigation_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`consent_necessary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_necessary_order_idx\` ON \`consent_necessary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_necessary_parent_id_idx\` ON \`consent_necessary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_necessary_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_necessary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_necessary_locales_locale_parent_id_unique\` ON \`consent_necessary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_optional\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_optional_order_idx\` ON \`consent_optional\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_optional_parent_id_idx\` ON \`consent_optional\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_optional_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_optional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_optional_locales_locale_parent_id_unique\` ON \`consent_optional_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`consent_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_locales_locale_parent_id_unique\` ON \`consent_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_email\` text,
  	\`phone\` text,
  	\`gtm_id\` text,
  	\`default_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`default_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_default_image_idx\` ON \`site_settings\` (\`default_image_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`gallery_name\` text,
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`werkstattpalast_image_idx\` ON \`werkstattpalast\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`werkstattpalast_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`werkstattpalast\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`werkstattpalast_locales_locale_parent_id_unique\` ON \`werkstattpalast_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`artworks\`;`)
  await db.run(sql`DROP TABLE \`artworks_locales\`;`)
  await db.run(sql`DROP TABLE \`artworks_rels\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v_rels\`;`)
  await db.run(sql`DROP TABLE \`artists\`;`)
  await db.run(sql`DROP TABLE \`artists_locales\`;`)
  await db.run(sql`DROP TABLE \`_artists_v\`;`)
  await db.run(sql`DROP TABLE \`_artists_v_locales\`;`)
  await db.run(sql`DROP TABLE \`curators\`;`)
  await db.run(sql`DROP TABLE \`curators_locales\`;`)
  await db.run(sql`DROP TABLE \`_curators_v\`;`)
  await db.run(sql`DROP TABLE \`_curators_v_locales\`;`)
  await db.run(sql`DROP TABLE \`crew\`;`)
  await db.run(sql`DROP TABLE \`crew_locales\`;`)
  await db.run(sql`DROP TABLE \`_crew_v\`;`)
  await db.run(sql`DROP TABLE \`_crew_v_locales\`;`)
  await db.run(sql`DROP TABLE \`exhibitions\`;`)
  await db.run(sql`DROP TABLE \`exhibitions_locales\`;`)
  await db.run(sql`DROP TABLE \`exhibitions_rels\`;`)
  await db.run(sql`DROP TABLE \`_exhibitions_v\`;`)
  await db.run(sql`DROP TABLE \`_exhibitions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_exhibitions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`magazine\`;`)
  await db.run(sql`DROP TABLE \`magazine_locales\`;`)
  await db.run(sql`DROP TABLE \`magazine_rels\`;`)
  await db.run(sql`DROP TABLE \`_magazine_v\`;`)
  await db.run(sql`DROP TABLE \`_magazine_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_magazine_v_rels\`;`)
  await db.run(sql`DROP TABLE \`leasing\`;`)
  await db.run(sql`DROP TABLE \`leasing_locales\`;`)
  await db.run(sql`DROP TABLE \`_leasing_v\`;`)
  await db.run(sql`DROP TABLE \`_leasing_v_locales\`;`)
  await db.run(sql`DROP TABLE \`inquiry_topics\`;`)
  await db.run(sql`DROP TABLE \`inquiry_topics_locales\`;`)
  await db.run(sql`DROP TABLE \`_inquiry_topics_v\`;`)
  await db.run(sql`DROP TABLE \`_inquiry_topics_v_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_artwork_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_artwork_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_artist_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_artist_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_exhibition_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_artwork_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_artwork_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_artist_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_artist_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_exhibition_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_artwork_teaser\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_artwork_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_artist_teaser\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_artist_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_blocks_exhibition_teaser\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_artwork_teaser\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_artwork_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_artist_teaser\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_artist_teaser_locales\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_blocks_exhibition_teaser\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_werkstattpalast_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`colors\`;`)
  await db.run(sql`DROP TABLE \`colors_locales\`;`)
  await db.run(sql`DROP TABLE \`mediums\`;`)
  await db.run(sql`DROP TABLE \`mediums_locales\`;`)
  await db.run(sql`DROP TABLE \`styles\`;`)
  await db.run(sql`DROP TABLE \`styles_locales\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`tags_locales\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`navigation_main\`;`)
  await db.run(sql`DROP TABLE \`navigation_main_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_secondary\`;`)
  await db.run(sql`DROP TABLE \`navigation_secondary_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`consent_necessary\`;`)
  await db.run(sql`DROP TABLE \`consent_necessary_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_optional\`;`)
  await db.run(sql`DROP TABLE \`consent_optional_locales\`;`)
  await db.run(sql`DROP TABLE \`consent\`;`)
  await db.run(sql`DROP TABLE \`consent_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast\`;`)
  await db.run(sql`DROP TABLE \`werkstattpalast_locales\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_artworks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artworks_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artworks_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_artists_person_type" AS ENUM('artist', 'agent', 'crew');
  CREATE TYPE "public"."enum_artists_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artists_v_version_person_type" AS ENUM('artist', 'agent', 'crew');
  CREATE TYPE "public"."enum__artists_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artists_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_curators_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__curators_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__curators_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_crew_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__crew_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__crew_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_exhibitions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitions_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_magazine_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__magazine_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__magazine_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_leasing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leasing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leasing_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_inquiry_topics_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__inquiry_topics_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__inquiry_topics_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_pages_page_layout" AS ENUM('default', 'minimal');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_page_layout" AS ENUM('default', 'minimal');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_werkstattpalast_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__werkstattpalast_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__werkstattpalast_pages_v_published_locale" AS ENUM('de', 'en');
  CREATE TABLE "artworks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artist_id" integer,
  	"year" numeric,
  	"medium_id" integer,
  	"dimensions_height" numeric,
  	"dimensions_width" numeric,
  	"dimensions_depth" numeric,
  	"price" numeric,
  	"price_on_request" boolean DEFAULT false,
  	"sold" boolean DEFAULT false,
  	"leasing_disabled" boolean DEFAULT false,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_artworks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "artworks_locales" (
  	"title" varchar,
  	"edition" varchar,
  	"description" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "artworks_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"styles_id" integer,
  	"tags_id" integer,
  	"colors_id" integer,
  	"categories_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_artworks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_artist_id" integer,
  	"version_year" numeric,
  	"version_medium_id" integer,
  	"version_dimensions_height" numeric,
  	"version_dimensions_width" numeric,
  	"version_dimensions_depth" numeric,
  	"version_price" numeric,
  	"version_price_on_request" boolean DEFAULT false,
  	"version_sold" boolean DEFAULT false,
  	"version_leasing_disabled" boolean DEFAULT false,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__artworks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__artworks_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_artworks_v_locales" (
  	"version_title" varchar,
  	"version_edition" varchar,
  	"version_description" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_artworks_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"styles_id" integer,
  	"tags_id" integer,
  	"colors_id" integer,
  	"categories_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "artists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"person_type" "enum_artists_person_type" DEFAULT 'artist',
  	"portrait_id" integer,
  	"birth_year" numeric,
  	"website" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_artists_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "artists_locales" (
  	"biography" jsonb,
  	"birth_place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_artists_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_person_type" "enum__artists_v_version_person_type" DEFAULT 'artist',
  	"version_portrait_id" integer,
  	"version_birth_year" numeric,
  	"version_website" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__artists_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__artists_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_artists_v_locales" (
  	"version_biography" jsonb,
  	"version_birth_place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "curators" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"portrait_id" integer,
  	"website" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_curators_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "curators_locales" (
  	"biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_curators_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_portrait_id" integer,
  	"version_website" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__curators_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__curators_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_curators_v_locales" (
  	"version_biography" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "crew" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"portrait_id" integer,
  	"email" varchar,
  	"order" numeric DEFAULT 0,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_crew_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "crew_locales" (
  	"role" varchar,
  	"bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_crew_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_portrait_id" integer,
  	"version_email" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__crew_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__crew_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_crew_v_locales" (
  	"version_role" varchar,
  	"version_bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exhibitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_exhibitions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "exhibitions_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"venue" varchar,
  	"teaser" varchar,
  	"text" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exhibitions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"curators_id" integer,
  	"artists_id" integer,
  	"artworks_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_exhibitions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__exhibitions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__exhibitions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_exhibitions_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_venue" varchar,
  	"version_teaser" varchar,
  	"version_text" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_exhibitions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"curators_id" integer,
  	"artists_id" integer,
  	"artworks_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "magazine" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"publish_date" timestamp(3) with time zone,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_magazine_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "magazine_locales" (
  	"title" varchar,
  	"teaser" varchar,
  	"body" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "magazine_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"artists_id" integer,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_magazine_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_author" varchar,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__magazine_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__magazine_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_magazine_v_locales" (
  	"version_title" varchar,
  	"version_teaser" varchar,
  	"version_body" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_magazine_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"artists_id" integer,
  	"artworks_id" integer
  );
  
  CREATE TABLE "leasing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artwork_id" integer,
  	"term_months" numeric DEFAULT 48,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_leasing_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "leasing_locales" (
  	"title" varchar,
  	"teaser" varchar,
  	"body" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_leasing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_artwork_id" integer,
  	"version_term_months" numeric DEFAULT 48,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__leasing_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__leasing_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_leasing_v_locales" (
  	"version_title" varchar,
  	"version_teaser" varchar,
  	"version_body" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "inquiry_topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_inquiry_topics_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "inquiry_topics_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"body" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_inquiry_topics_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__inquiry_topics_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__inquiry_topics_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_inquiry_topics_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_body" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_locales" (
  	"quote" varchar,
  	"attribution" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_artwork_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_artwork_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_artist_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_artist_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_exhibition_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"exhibition_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_layout" "enum_pages_page_layout" DEFAULT 'default',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_locales" (
  	"quote" varchar,
  	"attribution" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_artwork_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_artwork_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_artist_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_artist_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_exhibition_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"exhibition_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page_layout" "enum__pages_v_version_page_layout" DEFAULT 'default',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_quote_locales" (
  	"quote" varchar,
  	"attribution" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_artwork_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_artwork_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_artist_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_artist_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "werkstattpalast_pages_blocks_exhibition_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"exhibition_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "werkstattpalast_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_werkstattpalast_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "werkstattpalast_pages_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "werkstattpalast_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_quote_locales" (
  	"quote" varchar,
  	"attribution" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_artwork_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_artwork_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_artist_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_artist_teaser_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_blocks_exhibition_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"exhibition_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_werkstattpalast_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__werkstattpalast_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__werkstattpalast_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_werkstattpalast_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"copyright_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"copyright_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "colors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"hex" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "colors_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mediums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mediums_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "styles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "styles_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"permanent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer,
  	"artists_id" integer,
  	"curators_id" integer,
  	"crew_id" integer,
  	"exhibitions_id" integer,
  	"magazine_id" integer,
  	"leasing_id" integer,
  	"inquiry_topics_id" integer,
  	"pages_id" integer,
  	"werkstattpalast_pages_id" integer,
  	"faq_id" integer,
  	"media_id" integer,
  	"colors_id" integer,
  	"mediums_id" integer,
  	"styles_id" integer,
  	"tags_id" integer,
  	"categories_id" integer,
  	"redirects_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_main" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_main_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_secondary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_secondary_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consent_necessary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consent_necessary_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent_optional" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consent_optional_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consent_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_email" varchar,
  	"phone" varchar,
  	"gtm_id" varchar,
  	"default_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"gallery_name" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "werkstattpalast" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "werkstattpalast_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks_locales" ADD CONSTRAINT "artworks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_styles_fk" FOREIGN KEY ("styles_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_colors_fk" FOREIGN KEY ("colors_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v" ADD CONSTRAINT "_artworks_v_parent_id_artworks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artworks_v" ADD CONSTRAINT "_artworks_v_version_artist_id_artists_id_fk" FOREIGN KEY ("version_artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artworks_v" ADD CONSTRAINT "_artworks_v_version_medium_id_mediums_id_fk" FOREIGN KEY ("version_medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artworks_v_locales" ADD CONSTRAINT "_artworks_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artworks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_artworks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_styles_fk" FOREIGN KEY ("styles_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_colors_fk" FOREIGN KEY ("colors_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists" ADD CONSTRAINT "artists_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_locales" ADD CONSTRAINT "artists_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_v" ADD CONSTRAINT "_artists_v_parent_id_artists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_v" ADD CONSTRAINT "_artists_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_v_locales" ADD CONSTRAINT "_artists_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "curators" ADD CONSTRAINT "curators_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "curators_locales" ADD CONSTRAINT "curators_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."curators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_curators_v" ADD CONSTRAINT "_curators_v_parent_id_curators_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."curators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_curators_v" ADD CONSTRAINT "_curators_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_curators_v_locales" ADD CONSTRAINT "_curators_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_curators_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crew" ADD CONSTRAINT "crew_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crew_locales" ADD CONSTRAINT "crew_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crew"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_crew_v" ADD CONSTRAINT "_crew_v_parent_id_crew_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."crew"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_crew_v" ADD CONSTRAINT "_crew_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_crew_v_locales" ADD CONSTRAINT "_crew_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_crew_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_locales" ADD CONSTRAINT "exhibitions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_curators_fk" FOREIGN KEY ("curators_id") REFERENCES "public"."curators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v" ADD CONSTRAINT "_exhibitions_v_parent_id_exhibitions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_locales" ADD CONSTRAINT "_exhibitions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_exhibitions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_curators_fk" FOREIGN KEY ("curators_id") REFERENCES "public"."curators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazine" ADD CONSTRAINT "magazine_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazine_locales" ADD CONSTRAINT "magazine_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."magazine"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazine_rels" ADD CONSTRAINT "magazine_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."magazine"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazine_rels" ADD CONSTRAINT "magazine_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazine_rels" ADD CONSTRAINT "magazine_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazine_rels" ADD CONSTRAINT "magazine_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazine_v" ADD CONSTRAINT "_magazine_v_parent_id_magazine_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."magazine"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazine_v" ADD CONSTRAINT "_magazine_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazine_v_locales" ADD CONSTRAINT "_magazine_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_magazine_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazine_v_rels" ADD CONSTRAINT "_magazine_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_magazine_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazine_v_rels" ADD CONSTRAINT "_magazine_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazine_v_rels" ADD CONSTRAINT "_magazine_v_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazine_v_rels" ADD CONSTRAINT "_magazine_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leasing" ADD CONSTRAINT "leasing_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leasing_locales" ADD CONSTRAINT "leasing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leasing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leasing_v" ADD CONSTRAINT "_leasing_v_parent_id_leasing_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leasing"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leasing_v" ADD CONSTRAINT "_leasing_v_version_artwork_id_artworks_id_fk" FOREIGN KEY ("version_artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leasing_v_locales" ADD CONSTRAINT "_leasing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leasing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiry_topics_locales" ADD CONSTRAINT "inquiry_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiry_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_inquiry_topics_v" ADD CONSTRAINT "_inquiry_topics_v_parent_id_inquiry_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inquiry_topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_inquiry_topics_v_locales" ADD CONSTRAINT "_inquiry_topics_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_inquiry_topics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_locales" ADD CONSTRAINT "pages_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_locales" ADD CONSTRAINT "pages_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_locales" ADD CONSTRAINT "pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_artwork_teaser" ADD CONSTRAINT "pages_blocks_artwork_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_artwork_teaser_locales" ADD CONSTRAINT "pages_blocks_artwork_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_artwork_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_artist_teaser" ADD CONSTRAINT "pages_blocks_artist_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_artist_teaser_locales" ADD CONSTRAINT "pages_blocks_artist_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_artist_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_exhibition_teaser" ADD CONSTRAINT "pages_blocks_exhibition_teaser_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_exhibition_teaser" ADD CONSTRAINT "pages_blocks_exhibition_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_locales" ADD CONSTRAINT "_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_locales" ADD CONSTRAINT "_pages_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artwork_teaser" ADD CONSTRAINT "_pages_v_blocks_artwork_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artwork_teaser_locales" ADD CONSTRAINT "_pages_v_blocks_artwork_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_artwork_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artist_teaser" ADD CONSTRAINT "_pages_v_blocks_artist_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artist_teaser_locales" ADD CONSTRAINT "_pages_v_blocks_artist_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_artist_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_exhibition_teaser" ADD CONSTRAINT "_pages_v_blocks_exhibition_teaser_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_exhibition_teaser" ADD CONSTRAINT "_pages_v_blocks_exhibition_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_rich_text" ADD CONSTRAINT "werkstattpalast_pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_rich_text_locales" ADD CONSTRAINT "werkstattpalast_pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_image" ADD CONSTRAINT "werkstattpalast_pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_image" ADD CONSTRAINT "werkstattpalast_pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_image_locales" ADD CONSTRAINT "werkstattpalast_pages_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_gallery" ADD CONSTRAINT "werkstattpalast_pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_quote" ADD CONSTRAINT "werkstattpalast_pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_quote_locales" ADD CONSTRAINT "werkstattpalast_pages_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_call_to_action" ADD CONSTRAINT "werkstattpalast_pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_call_to_action_locales" ADD CONSTRAINT "werkstattpalast_pages_blocks_call_to_action_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_artwork_teaser" ADD CONSTRAINT "werkstattpalast_pages_blocks_artwork_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_artwork_teaser_locales" ADD CONSTRAINT "werkstattpalast_pages_blocks_artwork_teaser_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages_blocks_artwork_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_artist_teaser" ADD CONSTRAINT "werkstattpalast_pages_blocks_artist_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_artist_teaser_locales" ADD CONSTRAINT "werkstattpalast_pages_blocks_artist_teaser_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages_blocks_artist_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_exhibition_teaser" ADD CONSTRAINT "werkstattpalast_pages_blocks_exhibition_teaser_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_blocks_exhibition_teaser" ADD CONSTRAINT "werkstattpalast_pages_blocks_exhibition_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_locales" ADD CONSTRAINT "werkstattpalast_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_rels" ADD CONSTRAINT "werkstattpalast_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_rels" ADD CONSTRAINT "werkstattpalast_pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_rels" ADD CONSTRAINT "werkstattpalast_pages_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast_pages_rels" ADD CONSTRAINT "werkstattpalast_pages_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_rich_text" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_rich_text_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_image" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_image" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_image_locales" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_gallery" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_quote" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_quote_locales" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_call_to_action" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_call_to_action_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_artwork_teaser" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_artwork_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_artwork_teaser_locales" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_artwork_teaser_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v_blocks_artwork_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_artist_teaser" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_artist_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_artist_teaser_locales" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_artist_teaser_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v_blocks_artist_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_exhibition_teaser" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_exhibition_teaser_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_blocks_exhibition_teaser" ADD CONSTRAINT "_werkstattpalast_pages_v_blocks_exhibition_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v" ADD CONSTRAINT "_werkstattpalast_pages_v_parent_id_werkstattpalast_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_locales" ADD CONSTRAINT "_werkstattpalast_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_rels" ADD CONSTRAINT "_werkstattpalast_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_werkstattpalast_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_rels" ADD CONSTRAINT "_werkstattpalast_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_rels" ADD CONSTRAINT "_werkstattpalast_pages_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_werkstattpalast_pages_v_rels" ADD CONSTRAINT "_werkstattpalast_pages_v_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "colors_locales" ADD CONSTRAINT "colors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mediums_locales" ADD CONSTRAINT "mediums_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mediums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "styles_locales" ADD CONSTRAINT "styles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_curators_fk" FOREIGN KEY ("curators_id") REFERENCES "public"."curators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crew_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crew"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibitions_fk" FOREIGN KEY ("exhibitions_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_magazine_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazine"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leasing_fk" FOREIGN KEY ("leasing_id") REFERENCES "public"."leasing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_topics_fk" FOREIGN KEY ("inquiry_topics_id") REFERENCES "public"."inquiry_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_werkstattpalast_pages_fk" FOREIGN KEY ("werkstattpalast_pages_id") REFERENCES "public"."werkstattpalast_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_colors_fk" FOREIGN KEY ("colors_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mediums_fk" FOREIGN KEY ("mediums_id") REFERENCES "public"."mediums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_styles_fk" FOREIGN KEY ("styles_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main" ADD CONSTRAINT "navigation_main_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_locales" ADD CONSTRAINT "navigation_main_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_main"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_secondary" ADD CONSTRAINT "navigation_secondary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_secondary_locales" ADD CONSTRAINT "navigation_secondary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_secondary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_locales" ADD CONSTRAINT "navigation_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_necessary" ADD CONSTRAINT "consent_necessary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_necessary_locales" ADD CONSTRAINT "consent_necessary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_necessary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_optional" ADD CONSTRAINT "consent_optional_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_optional_locales" ADD CONSTRAINT "consent_optional_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_optional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_locales" ADD CONSTRAINT "consent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_image_id_media_id_fk" FOREIGN KEY ("default_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "werkstattpalast" ADD CONSTRAINT "werkstattpalast_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "werkstattpalast_locales" ADD CONSTRAINT "werkstattpalast_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."werkstattpalast"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artworks_artist_idx" ON "artworks" USING btree ("artist_id");
  CREATE INDEX "artworks_medium_idx" ON "artworks" USING btree ("medium_id");
  CREATE INDEX "artworks_sold_idx" ON "artworks" USING btree ("sold");
  CREATE INDEX "artworks_published_at_idx" ON "artworks" USING btree ("published_at");
  CREATE INDEX "artworks_updated_at_idx" ON "artworks" USING btree ("updated_at");
  CREATE INDEX "artworks_created_at_idx" ON "artworks" USING btree ("created_at");
  CREATE INDEX "artworks__status_idx" ON "artworks" USING btree ("_status");
  CREATE INDEX "artworks_slug_idx" ON "artworks_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "artworks_locales_locale_parent_id_unique" ON "artworks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "artworks_rels_order_idx" ON "artworks_rels" USING btree ("order");
  CREATE INDEX "artworks_rels_parent_idx" ON "artworks_rels" USING btree ("parent_id");
  CREATE INDEX "artworks_rels_path_idx" ON "artworks_rels" USING btree ("path");
  CREATE INDEX "artworks_rels_styles_id_idx" ON "artworks_rels" USING btree ("styles_id");
  CREATE INDEX "artworks_rels_tags_id_idx" ON "artworks_rels" USING btree ("tags_id");
  CREATE INDEX "artworks_rels_colors_id_idx" ON "artworks_rels" USING btree ("colors_id");
  CREATE INDEX "artworks_rels_categories_id_idx" ON "artworks_rels" USING btree ("categories_id");
  CREATE INDEX "artworks_rels_media_id_idx" ON "artworks_rels" USING btree ("media_id");
  CREATE INDEX "_artworks_v_parent_idx" ON "_artworks_v" USING btree ("parent_id");
  CREATE INDEX "_artworks_v_version_version_artist_idx" ON "_artworks_v" USING btree ("version_artist_id");
  CREATE INDEX "_artworks_v_version_version_medium_idx" ON "_artworks_v" USING btree ("version_medium_id");
  CREATE INDEX "_artworks_v_version_version_sold_idx" ON "_artworks_v" USING btree ("version_sold");
  CREATE INDEX "_artworks_v_version_version_published_at_idx" ON "_artworks_v" USING btree ("version_published_at");
  CREATE INDEX "_artworks_v_version_version_updated_at_idx" ON "_artworks_v" USING btree ("version_updated_at");
  CREATE INDEX "_artworks_v_version_version_created_at_idx" ON "_artworks_v" USING btree ("version_created_at");
  CREATE INDEX "_artworks_v_version_version__status_idx" ON "_artworks_v" USING btree ("version__status");
  CREATE INDEX "_artworks_v_created_at_idx" ON "_artworks_v" USING btree ("created_at");
  CREATE INDEX "_artworks_v_updated_at_idx" ON "_artworks_v" USING btree ("updated_at");
  CREATE INDEX "_artworks_v_snapshot_idx" ON "_artworks_v" USING btree ("snapshot");
  CREATE INDEX "_artworks_v_published_locale_idx" ON "_artworks_v" USING btree ("published_locale");
  CREATE INDEX "_artworks_v_latest_idx" ON "_artworks_v" USING btree ("latest");
  CREATE INDEX "_artworks_v_version_version_slug_idx" ON "_artworks_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_artworks_v_locales_locale_parent_id_unique" ON "_artworks_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_artworks_v_rels_order_idx" ON "_artworks_v_rels" USING btree ("order");
  CREATE INDEX "_artworks_v_rels_parent_idx" ON "_artworks_v_rels" USING btree ("parent_id");
  CREATE INDEX "_artworks_v_rels_path_idx" ON "_artworks_v_rels" USING btree ("path");
  CREATE INDEX "_artworks_v_rels_styles_id_idx" ON "_artworks_v_rels" USING btree ("styles_id");
  CREATE INDEX "_artworks_v_rels_tags_id_idx" ON "_artworks_v_rels" USING btree ("tags_id");
  CREATE INDEX "_artworks_v_rels_colors_id_idx" ON "_artworks_v_rels" USING btree ("colors_id");
  CREATE INDEX "_artworks_v_rels_categories_id_idx" ON "_artworks_v_rels" USING btree ("categories_id");
  CREATE INDEX "_artworks_v_rels_media_id_idx" ON "_artworks_v_rels" USING btree ("media_id");
  CREATE INDEX "artists_portrait_idx" ON "artists" USING btree ("portrait_id");
  CREATE INDEX "artists_slug_idx" ON "artists" USING btree ("slug");
  CREATE INDEX "artists_updated_at_idx" ON "artists" USING btree ("updated_at");
  CREATE INDEX "artists_created_at_idx" ON "artists" USING btree ("created_at");
  CREATE INDEX "artists__status_idx" ON "artists" USING btree ("_status");
  CREATE UNIQUE INDEX "artists_locales_locale_parent_id_unique" ON "artists_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_artists_v_parent_idx" ON "_artists_v" USING btree ("parent_id");
  CREATE INDEX "_artists_v_version_version_portrait_idx" ON "_artists_v" USING btree ("version_portrait_id");
  CREATE INDEX "_artists_v_version_version_slug_idx" ON "_artists_v" USING btree ("version_slug");
  CREATE INDEX "_artists_v_version_version_updated_at_idx" ON "_artists_v" USING btree ("version_updated_at");
  CREATE INDEX "_artists_v_version_version_created_at_idx" ON "_artists_v" USING btree ("version_created_at");
  CREATE INDEX "_artists_v_version_version__status_idx" ON "_artists_v" USING btree ("version__status");
  CREATE INDEX "_artists_v_created_at_idx" ON "_artists_v" USING btree ("created_at");
  CREATE INDEX "_artists_v_updated_at_idx" ON "_artists_v" USING btree ("updated_at");
  CREATE INDEX "_artists_v_snapshot_idx" ON "_artists_v" USING btree ("snapshot");
  CREATE INDEX "_artists_v_published_locale_idx" ON "_artists_v" USING btree ("published_locale");
  CREATE INDEX "_artists_v_latest_idx" ON "_artists_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_artists_v_locales_locale_parent_id_unique" ON "_artists_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "curators_portrait_idx" ON "curators" USING btree ("portrait_id");
  CREATE INDEX "curators_slug_idx" ON "curators" USING btree ("slug");
  CREATE INDEX "curators_updated_at_idx" ON "curators" USING btree ("updated_at");
  CREATE INDEX "curators_created_at_idx" ON "curators" USING btree ("created_at");
  CREATE INDEX "curators__status_idx" ON "curators" USING btree ("_status");
  CREATE UNIQUE INDEX "curators_locales_locale_parent_id_unique" ON "curators_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_curators_v_parent_idx" ON "_curators_v" USING btree ("parent_id");
  CREATE INDEX "_curators_v_version_version_portrait_idx" ON "_curators_v" USING btree ("version_portrait_id");
  CREATE INDEX "_curators_v_version_version_slug_idx" ON "_curators_v" USING btree ("version_slug");
  CREATE INDEX "_curators_v_version_version_updated_at_idx" ON "_curators_v" USING btree ("version_updated_at");
  CREATE INDEX "_curators_v_version_version_created_at_idx" ON "_curators_v" USING btree ("version_created_at");
  CREATE INDEX "_curators_v_version_version__status_idx" ON "_curators_v" USING btree ("version__status");
  CREATE INDEX "_curators_v_created_at_idx" ON "_curators_v" USING btree ("created_at");
  CREATE INDEX "_curators_v_updated_at_idx" ON "_curators_v" USING btree ("updated_at");
  CREATE INDEX "_curators_v_snapshot_idx" ON "_curators_v" USING btree ("snapshot");
  CREATE INDEX "_curators_v_published_locale_idx" ON "_curators_v" USING btree ("published_locale");
  CREATE INDEX "_curators_v_latest_idx" ON "_curators_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_curators_v_locales_locale_parent_id_unique" ON "_curators_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "crew_portrait_idx" ON "crew" USING btree ("portrait_id");
  CREATE INDEX "crew_slug_idx" ON "crew" USING btree ("slug");
  CREATE INDEX "crew_updated_at_idx" ON "crew" USING btree ("updated_at");
  CREATE INDEX "crew_created_at_idx" ON "crew" USING btree ("created_at");
  CREATE INDEX "crew__status_idx" ON "crew" USING btree ("_status");
  CREATE UNIQUE INDEX "crew_locales_locale_parent_id_unique" ON "crew_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_crew_v_parent_idx" ON "_crew_v" USING btree ("parent_id");
  CREATE INDEX "_crew_v_version_version_portrait_idx" ON "_crew_v" USING btree ("version_portrait_id");
  CREATE INDEX "_crew_v_version_version_slug_idx" ON "_crew_v" USING btree ("version_slug");
  CREATE INDEX "_crew_v_version_version_updated_at_idx" ON "_crew_v" USING btree ("version_updated_at");
  CREATE INDEX "_crew_v_version_version_created_at_idx" ON "_crew_v" USING btree ("version_created_at");
  CREATE INDEX "_crew_v_version_version__status_idx" ON "_crew_v" USING btree ("version__status");
  CREATE INDEX "_crew_v_created_at_idx" ON "_crew_v" USING btree ("created_at");
  CREATE INDEX "_crew_v_updated_at_idx" ON "_crew_v" USING btree ("updated_at");
  CREATE INDEX "_crew_v_snapshot_idx" ON "_crew_v" USING btree ("snapshot");
  CREATE INDEX "_crew_v_published_locale_idx" ON "_crew_v" USING btree ("published_locale");
  CREATE INDEX "_crew_v_latest_idx" ON "_crew_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_crew_v_locales_locale_parent_id_unique" ON "_crew_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exhibitions_start_date_idx" ON "exhibitions" USING btree ("start_date");
  CREATE INDEX "exhibitions_end_date_idx" ON "exhibitions" USING btree ("end_date");
  CREATE INDEX "exhibitions_updated_at_idx" ON "exhibitions" USING btree ("updated_at");
  CREATE INDEX "exhibitions_created_at_idx" ON "exhibitions" USING btree ("created_at");
  CREATE INDEX "exhibitions__status_idx" ON "exhibitions" USING btree ("_status");
  CREATE INDEX "exhibitions_slug_idx" ON "exhibitions_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "exhibitions_locales_locale_parent_id_unique" ON "exhibitions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exhibitions_rels_order_idx" ON "exhibitions_rels" USING btree ("order");
  CREATE INDEX "exhibitions_rels_parent_idx" ON "exhibitions_rels" USING btree ("parent_id");
  CREATE INDEX "exhibitions_rels_path_idx" ON "exhibitions_rels" USING btree ("path");
  CREATE INDEX "exhibitions_rels_curators_id_idx" ON "exhibitions_rels" USING btree ("curators_id");
  CREATE INDEX "exhibitions_rels_artists_id_idx" ON "exhibitions_rels" USING btree ("artists_id");
  CREATE INDEX "exhibitions_rels_artworks_id_idx" ON "exhibitions_rels" USING btree ("artworks_id");
  CREATE INDEX "exhibitions_rels_media_id_idx" ON "exhibitions_rels" USING btree ("media_id");
  CREATE INDEX "_exhibitions_v_parent_idx" ON "_exhibitions_v" USING btree ("parent_id");
  CREATE INDEX "_exhibitions_v_version_version_start_date_idx" ON "_exhibitions_v" USING btree ("version_start_date");
  CREATE INDEX "_exhibitions_v_version_version_end_date_idx" ON "_exhibitions_v" USING btree ("version_end_date");
  CREATE INDEX "_exhibitions_v_version_version_updated_at_idx" ON "_exhibitions_v" USING btree ("version_updated_at");
  CREATE INDEX "_exhibitions_v_version_version_created_at_idx" ON "_exhibitions_v" USING btree ("version_created_at");
  CREATE INDEX "_exhibitions_v_version_version__status_idx" ON "_exhibitions_v" USING btree ("version__status");
  CREATE INDEX "_exhibitions_v_created_at_idx" ON "_exhibitions_v" USING btree ("created_at");
  CREATE INDEX "_exhibitions_v_updated_at_idx" ON "_exhibitions_v" USING btree ("updated_at");
  CREATE INDEX "_exhibitions_v_snapshot_idx" ON "_exhibitions_v" USING btree ("snapshot");
  CREATE INDEX "_exhibitions_v_published_locale_idx" ON "_exhibitions_v" USING btree ("published_locale");
  CREATE INDEX "_exhibitions_v_latest_idx" ON "_exhibitions_v" USING btree ("latest");
  CREATE INDEX "_exhibitions_v_version_version_slug_idx" ON "_exhibitions_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_exhibitions_v_locales_locale_parent_id_unique" ON "_exhibitions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_exhibitions_v_rels_order_idx" ON "_exhibitions_v_rels" USING btree ("order");
  CREATE INDEX "_exhibitions_v_rels_parent_idx" ON "_exhibitions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_exhibitions_v_rels_path_idx" ON "_exhibitions_v_rels" USING btree ("path");
  CREATE INDEX "_exhibitions_v_rels_curators_id_idx" ON "_exhibitions_v_rels" USING btree ("curators_id");
  CREATE INDEX "_exhibitions_v_rels_artists_id_idx" ON "_exhibitions_v_rels" USING btree ("artists_id");
  CREATE INDEX "_exhibitions_v_rels_artworks_id_idx" ON "_exhibitions_v_rels" USING btree ("artworks_id");
  CREATE INDEX "_exhibitions_v_rels_media_id_idx" ON "_exhibitions_v_rels" USING btree ("media_id");
  CREATE INDEX "magazine_publish_date_idx" ON "magazine" USING btree ("publish_date");
  CREATE INDEX "magazine_cover_idx" ON "magazine" USING btree ("cover_id");
  CREATE INDEX "magazine_updated_at_idx" ON "magazine" USING btree ("updated_at");
  CREATE INDEX "magazine_created_at_idx" ON "magazine" USING btree ("created_at");
  CREATE INDEX "magazine__status_idx" ON "magazine" USING btree ("_status");
  CREATE INDEX "magazine_slug_idx" ON "magazine_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "magazine_locales_locale_parent_id_unique" ON "magazine_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "magazine_rels_order_idx" ON "magazine_rels" USING btree ("order");
  CREATE INDEX "magazine_rels_parent_idx" ON "magazine_rels" USING btree ("parent_id");
  CREATE INDEX "magazine_rels_path_idx" ON "magazine_rels" USING btree ("path");
  CREATE INDEX "magazine_rels_tags_id_idx" ON "magazine_rels" USING btree ("tags_id");
  CREATE INDEX "magazine_rels_artists_id_idx" ON "magazine_rels" USING btree ("artists_id");
  CREATE INDEX "magazine_rels_artworks_id_idx" ON "magazine_rels" USING btree ("artworks_id");
  CREATE INDEX "_magazine_v_parent_idx" ON "_magazine_v" USING btree ("parent_id");
  CREATE INDEX "_magazine_v_version_version_publish_date_idx" ON "_magazine_v" USING btree ("version_publish_date");
  CREATE INDEX "_magazine_v_version_version_cover_idx" ON "_magazine_v" USING btree ("version_cover_id");
  CREATE INDEX "_magazine_v_version_version_updated_at_idx" ON "_magazine_v" USING btree ("version_updated_at");
  CREATE INDEX "_magazine_v_version_version_created_at_idx" ON "_magazine_v" USING btree ("version_created_at");
  CREATE INDEX "_magazine_v_version_version__status_idx" ON "_magazine_v" USING btree ("version__status");
  CREATE INDEX "_magazine_v_created_at_idx" ON "_magazine_v" USING btree ("created_at");
  CREATE INDEX "_magazine_v_updated_at_idx" ON "_magazine_v" USING btree ("updated_at");
  CREATE INDEX "_magazine_v_snapshot_idx" ON "_magazine_v" USING btree ("snapshot");
  CREATE INDEX "_magazine_v_published_locale_idx" ON "_magazine_v" USING btree ("published_locale");
  CREATE INDEX "_magazine_v_latest_idx" ON "_magazine_v" USING btree ("latest");
  CREATE INDEX "_magazine_v_version_version_slug_idx" ON "_magazine_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_magazine_v_locales_locale_parent_id_unique" ON "_magazine_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_magazine_v_rels_order_idx" ON "_magazine_v_rels" USING btree ("order");
  CREATE INDEX "_magazine_v_rels_parent_idx" ON "_magazine_v_rels" USING btree ("parent_id");
  CREATE INDEX "_magazine_v_rels_path_idx" ON "_magazine_v_rels" USING btree ("path");
  CREATE INDEX "_magazine_v_rels_tags_id_idx" ON "_magazine_v_rels" USING btree ("tags_id");
  CREATE INDEX "_magazine_v_rels_artists_id_idx" ON "_magazine_v_rels" USING btree ("artists_id");
  CREATE INDEX "_magazine_v_rels_artworks_id_idx" ON "_magazine_v_rels" USING btree ("artworks_id");
  CREATE INDEX "leasing_artwork_idx" ON "leasing" USING btree ("artwork_id");
  CREATE INDEX "leasing_updated_at_idx" ON "leasing" USING btree ("updated_at");
  CREATE INDEX "leasing_created_at_idx" ON "leasing" USING btree ("created_at");
  CREATE INDEX "leasing__status_idx" ON "leasing" USING btree ("_status");
  CREATE INDEX "leasing_slug_idx" ON "leasing_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "leasing_locales_locale_parent_id_unique" ON "leasing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_leasing_v_parent_idx" ON "_leasing_v" USING btree ("parent_id");
  CREATE INDEX "_leasing_v_version_version_artwork_idx" ON "_leasing_v" USING btree ("version_artwork_id");
  CREATE INDEX "_leasing_v_version_version_updated_at_idx" ON "_leasing_v" USING btree ("version_updated_at");
  CREATE INDEX "_leasing_v_version_version_created_at_idx" ON "_leasing_v" USING btree ("version_created_at");
  CREATE INDEX "_leasing_v_version_version__status_idx" ON "_leasing_v" USING btree ("version__status");
  CREATE INDEX "_leasing_v_created_at_idx" ON "_leasing_v" USING btree ("created_at");
  CREATE INDEX "_leasing_v_updated_at_idx" ON "_leasing_v" USING btree ("updated_at");
  CREATE INDEX "_leasing_v_snapshot_idx" ON "_leasing_v" USING btree ("snapshot");
  CREATE INDEX "_leasing_v_published_locale_idx" ON "_leasing_v" USING btree ("published_locale");
  CREATE INDEX "_leasing_v_latest_idx" ON "_leasing_v" USING btree ("latest");
  CREATE INDEX "_leasing_v_version_version_slug_idx" ON "_leasing_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_leasing_v_locales_locale_parent_id_unique" ON "_leasing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "inquiry_topics_updated_at_idx" ON "inquiry_topics" USING btree ("updated_at");
  CREATE INDEX "inquiry_topics_created_at_idx" ON "inquiry_topics" USING btree ("created_at");
  CREATE INDEX "inquiry_topics__status_idx" ON "inquiry_topics" USING btree ("_status");
  CREATE INDEX "inquiry_topics_slug_idx" ON "inquiry_topics_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "inquiry_topics_locales_locale_parent_id_unique" ON "inquiry_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_inquiry_topics_v_parent_idx" ON "_inquiry_topics_v" USING btree ("parent_id");
  CREATE INDEX "_inquiry_topics_v_version_version_updated_at_idx" ON "_inquiry_topics_v" USING btree ("version_updated_at");
  CREATE INDEX "_inquiry_topics_v_version_version_created_at_idx" ON "_inquiry_topics_v" USING btree ("version_created_at");
  CREATE INDEX "_inquiry_topics_v_version_version__status_idx" ON "_inquiry_topics_v" USING btree ("version__status");
  CREATE INDEX "_inquiry_topics_v_created_at_idx" ON "_inquiry_topics_v" USING btree ("created_at");
  CREATE INDEX "_inquiry_topics_v_updated_at_idx" ON "_inquiry_topics_v" USING btree ("updated_at");
  CREATE INDEX "_inquiry_topics_v_snapshot_idx" ON "_inquiry_topics_v" USING btree ("snapshot");
  CREATE INDEX "_inquiry_topics_v_published_locale_idx" ON "_inquiry_topics_v" USING btree ("published_locale");
  CREATE INDEX "_inquiry_topics_v_latest_idx" ON "_inquiry_topics_v" USING btree ("latest");
  CREATE INDEX "_inquiry_topics_v_version_version_slug_idx" ON "_inquiry_topics_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_inquiry_topics_v_locales_locale_parent_id_unique" ON "_inquiry_topics_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_locales_locale_parent_id_unique" ON "pages_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_quote_locales_locale_parent_id_unique" ON "pages_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_locales_locale_parent_id_unique" ON "pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_artwork_teaser_order_idx" ON "pages_blocks_artwork_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_artwork_teaser_parent_id_idx" ON "pages_blocks_artwork_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_artwork_teaser_path_idx" ON "pages_blocks_artwork_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_artwork_teaser_locales_locale_parent_id_unique" ON "pages_blocks_artwork_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_artist_teaser_order_idx" ON "pages_blocks_artist_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_artist_teaser_parent_id_idx" ON "pages_blocks_artist_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_artist_teaser_path_idx" ON "pages_blocks_artist_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_artist_teaser_locales_locale_parent_id_unique" ON "pages_blocks_artist_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_exhibition_teaser_order_idx" ON "pages_blocks_exhibition_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_exhibition_teaser_parent_id_idx" ON "pages_blocks_exhibition_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_exhibition_teaser_path_idx" ON "pages_blocks_exhibition_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_exhibition_teaser_exhibition_idx" ON "pages_blocks_exhibition_teaser" USING btree ("exhibition_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "pages_rels_artworks_id_idx" ON "pages_rels" USING btree ("artworks_id");
  CREATE INDEX "pages_rels_artists_id_idx" ON "pages_rels" USING btree ("artists_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_locales_locale_parent_id_unique" ON "_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_locales_locale_parent_id_unique" ON "_pages_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_artwork_teaser_order_idx" ON "_pages_v_blocks_artwork_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_artwork_teaser_parent_id_idx" ON "_pages_v_blocks_artwork_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_artwork_teaser_path_idx" ON "_pages_v_blocks_artwork_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_artwork_teaser_locales_locale_parent_id_uniq" ON "_pages_v_blocks_artwork_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_artist_teaser_order_idx" ON "_pages_v_blocks_artist_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_artist_teaser_parent_id_idx" ON "_pages_v_blocks_artist_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_artist_teaser_path_idx" ON "_pages_v_blocks_artist_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_artist_teaser_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_artist_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_exhibition_teaser_order_idx" ON "_pages_v_blocks_exhibition_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_exhibition_teaser_parent_id_idx" ON "_pages_v_blocks_exhibition_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_exhibition_teaser_path_idx" ON "_pages_v_blocks_exhibition_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_exhibition_teaser_exhibition_idx" ON "_pages_v_blocks_exhibition_teaser" USING btree ("exhibition_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_rels_artworks_id_idx" ON "_pages_v_rels" USING btree ("artworks_id");
  CREATE INDEX "_pages_v_rels_artists_id_idx" ON "_pages_v_rels" USING btree ("artists_id");
  CREATE INDEX "werkstattpalast_pages_blocks_rich_text_order_idx" ON "werkstattpalast_pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_rich_text_parent_id_idx" ON "werkstattpalast_pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_rich_text_path_idx" ON "werkstattpalast_pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "werkstattpalast_pages_blocks_rich_text_locales_locale_parent" ON "werkstattpalast_pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_image_order_idx" ON "werkstattpalast_pages_blocks_image" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_image_parent_id_idx" ON "werkstattpalast_pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_image_path_idx" ON "werkstattpalast_pages_blocks_image" USING btree ("_path");
  CREATE INDEX "werkstattpalast_pages_blocks_image_image_idx" ON "werkstattpalast_pages_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "werkstattpalast_pages_blocks_image_locales_locale_parent_id_" ON "werkstattpalast_pages_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_gallery_order_idx" ON "werkstattpalast_pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_gallery_parent_id_idx" ON "werkstattpalast_pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_gallery_path_idx" ON "werkstattpalast_pages_blocks_gallery" USING btree ("_path");
  CREATE INDEX "werkstattpalast_pages_blocks_quote_order_idx" ON "werkstattpalast_pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_quote_parent_id_idx" ON "werkstattpalast_pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_quote_path_idx" ON "werkstattpalast_pages_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "werkstattpalast_pages_blocks_quote_locales_locale_parent_id_" ON "werkstattpalast_pages_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_call_to_action_order_idx" ON "werkstattpalast_pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_call_to_action_parent_id_idx" ON "werkstattpalast_pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_call_to_action_path_idx" ON "werkstattpalast_pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "werkstattpalast_pages_blocks_call_to_action_locales_locale_p" ON "werkstattpalast_pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_artwork_teaser_order_idx" ON "werkstattpalast_pages_blocks_artwork_teaser" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_artwork_teaser_parent_id_idx" ON "werkstattpalast_pages_blocks_artwork_teaser" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_artwork_teaser_path_idx" ON "werkstattpalast_pages_blocks_artwork_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "werkstattpalast_pages_blocks_artwork_teaser_locales_locale_p" ON "werkstattpalast_pages_blocks_artwork_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_artist_teaser_order_idx" ON "werkstattpalast_pages_blocks_artist_teaser" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_artist_teaser_parent_id_idx" ON "werkstattpalast_pages_blocks_artist_teaser" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_artist_teaser_path_idx" ON "werkstattpalast_pages_blocks_artist_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "werkstattpalast_pages_blocks_artist_teaser_locales_locale_pa" ON "werkstattpalast_pages_blocks_artist_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_exhibition_teaser_order_idx" ON "werkstattpalast_pages_blocks_exhibition_teaser" USING btree ("_order");
  CREATE INDEX "werkstattpalast_pages_blocks_exhibition_teaser_parent_id_idx" ON "werkstattpalast_pages_blocks_exhibition_teaser" USING btree ("_parent_id");
  CREATE INDEX "werkstattpalast_pages_blocks_exhibition_teaser_path_idx" ON "werkstattpalast_pages_blocks_exhibition_teaser" USING btree ("_path");
  CREATE INDEX "werkstattpalast_pages_blocks_exhibition_teaser_exhibitio_idx" ON "werkstattpalast_pages_blocks_exhibition_teaser" USING btree ("exhibition_id");
  CREATE INDEX "werkstattpalast_pages_updated_at_idx" ON "werkstattpalast_pages" USING btree ("updated_at");
  CREATE INDEX "werkstattpalast_pages_created_at_idx" ON "werkstattpalast_pages" USING btree ("created_at");
  CREATE INDEX "werkstattpalast_pages__status_idx" ON "werkstattpalast_pages" USING btree ("_status");
  CREATE INDEX "werkstattpalast_pages_slug_idx" ON "werkstattpalast_pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "werkstattpalast_pages_locales_locale_parent_id_unique" ON "werkstattpalast_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_pages_rels_order_idx" ON "werkstattpalast_pages_rels" USING btree ("order");
  CREATE INDEX "werkstattpalast_pages_rels_parent_idx" ON "werkstattpalast_pages_rels" USING btree ("parent_id");
  CREATE INDEX "werkstattpalast_pages_rels_path_idx" ON "werkstattpalast_pages_rels" USING btree ("path");
  CREATE INDEX "werkstattpalast_pages_rels_media_id_idx" ON "werkstattpalast_pages_rels" USING btree ("media_id");
  CREATE INDEX "werkstattpalast_pages_rels_artworks_id_idx" ON "werkstattpalast_pages_rels" USING btree ("artworks_id");
  CREATE INDEX "werkstattpalast_pages_rels_artists_id_idx" ON "werkstattpalast_pages_rels" USING btree ("artists_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_rich_text_order_idx" ON "_werkstattpalast_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_rich_text_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_rich_text_path_idx" ON "_werkstattpalast_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_werkstattpalast_pages_v_blocks_rich_text_locales_locale_par" ON "_werkstattpalast_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_image_order_idx" ON "_werkstattpalast_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_image_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_image_path_idx" ON "_werkstattpalast_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_image_image_idx" ON "_werkstattpalast_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_werkstattpalast_pages_v_blocks_image_locales_locale_parent_" ON "_werkstattpalast_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_gallery_order_idx" ON "_werkstattpalast_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_gallery_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_gallery_path_idx" ON "_werkstattpalast_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_quote_order_idx" ON "_werkstattpalast_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_quote_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_quote_path_idx" ON "_werkstattpalast_pages_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_werkstattpalast_pages_v_blocks_quote_locales_locale_parent_" ON "_werkstattpalast_pages_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_call_to_action_order_idx" ON "_werkstattpalast_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_call_to_action_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_call_to_action_path_idx" ON "_werkstattpalast_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_werkstattpalast_pages_v_blocks_call_to_action_locales_local" ON "_werkstattpalast_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_artwork_teaser_order_idx" ON "_werkstattpalast_pages_v_blocks_artwork_teaser" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_artwork_teaser_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_artwork_teaser" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_artwork_teaser_path_idx" ON "_werkstattpalast_pages_v_blocks_artwork_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "_werkstattpalast_pages_v_blocks_artwork_teaser_locales_local" ON "_werkstattpalast_pages_v_blocks_artwork_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_artist_teaser_order_idx" ON "_werkstattpalast_pages_v_blocks_artist_teaser" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_artist_teaser_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_artist_teaser" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_artist_teaser_path_idx" ON "_werkstattpalast_pages_v_blocks_artist_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "_werkstattpalast_pages_v_blocks_artist_teaser_locales_locale" ON "_werkstattpalast_pages_v_blocks_artist_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_exhibition_teaser_order_idx" ON "_werkstattpalast_pages_v_blocks_exhibition_teaser" USING btree ("_order");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_exhibition_teaser_parent_id_idx" ON "_werkstattpalast_pages_v_blocks_exhibition_teaser" USING btree ("_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_exhibition_teaser_path_idx" ON "_werkstattpalast_pages_v_blocks_exhibition_teaser" USING btree ("_path");
  CREATE INDEX "_werkstattpalast_pages_v_blocks_exhibition_teaser_exhibi_idx" ON "_werkstattpalast_pages_v_blocks_exhibition_teaser" USING btree ("exhibition_id");
  CREATE INDEX "_werkstattpalast_pages_v_parent_idx" ON "_werkstattpalast_pages_v" USING btree ("parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_version_version_updated_at_idx" ON "_werkstattpalast_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_werkstattpalast_pages_v_version_version_created_at_idx" ON "_werkstattpalast_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_werkstattpalast_pages_v_version_version__status_idx" ON "_werkstattpalast_pages_v" USING btree ("version__status");
  CREATE INDEX "_werkstattpalast_pages_v_created_at_idx" ON "_werkstattpalast_pages_v" USING btree ("created_at");
  CREATE INDEX "_werkstattpalast_pages_v_updated_at_idx" ON "_werkstattpalast_pages_v" USING btree ("updated_at");
  CREATE INDEX "_werkstattpalast_pages_v_snapshot_idx" ON "_werkstattpalast_pages_v" USING btree ("snapshot");
  CREATE INDEX "_werkstattpalast_pages_v_published_locale_idx" ON "_werkstattpalast_pages_v" USING btree ("published_locale");
  CREATE INDEX "_werkstattpalast_pages_v_latest_idx" ON "_werkstattpalast_pages_v" USING btree ("latest");
  CREATE INDEX "_werkstattpalast_pages_v_version_version_slug_idx" ON "_werkstattpalast_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_werkstattpalast_pages_v_locales_locale_parent_id_unique" ON "_werkstattpalast_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_rels_order_idx" ON "_werkstattpalast_pages_v_rels" USING btree ("order");
  CREATE INDEX "_werkstattpalast_pages_v_rels_parent_idx" ON "_werkstattpalast_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_werkstattpalast_pages_v_rels_path_idx" ON "_werkstattpalast_pages_v_rels" USING btree ("path");
  CREATE INDEX "_werkstattpalast_pages_v_rels_media_id_idx" ON "_werkstattpalast_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_werkstattpalast_pages_v_rels_artworks_id_idx" ON "_werkstattpalast_pages_v_rels" USING btree ("artworks_id");
  CREATE INDEX "_werkstattpalast_pages_v_rels_artists_id_idx" ON "_werkstattpalast_pages_v_rels" USING btree ("artists_id");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "colors_slug_idx" ON "colors" USING btree ("slug");
  CREATE INDEX "colors_updated_at_idx" ON "colors" USING btree ("updated_at");
  CREATE INDEX "colors_created_at_idx" ON "colors" USING btree ("created_at");
  CREATE UNIQUE INDEX "colors_locales_locale_parent_id_unique" ON "colors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mediums_slug_idx" ON "mediums" USING btree ("slug");
  CREATE INDEX "mediums_updated_at_idx" ON "mediums" USING btree ("updated_at");
  CREATE INDEX "mediums_created_at_idx" ON "mediums" USING btree ("created_at");
  CREATE UNIQUE INDEX "mediums_locales_locale_parent_id_unique" ON "mediums_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "styles_slug_idx" ON "styles" USING btree ("slug");
  CREATE INDEX "styles_updated_at_idx" ON "styles" USING btree ("updated_at");
  CREATE INDEX "styles_created_at_idx" ON "styles" USING btree ("created_at");
  CREATE UNIQUE INDEX "styles_locales_locale_parent_id_unique" ON "styles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_artworks_id_idx" ON "payload_locked_documents_rels" USING btree ("artworks_id");
  CREATE INDEX "payload_locked_documents_rels_artists_id_idx" ON "payload_locked_documents_rels" USING btree ("artists_id");
  CREATE INDEX "payload_locked_documents_rels_curators_id_idx" ON "payload_locked_documents_rels" USING btree ("curators_id");
  CREATE INDEX "payload_locked_documents_rels_crew_id_idx" ON "payload_locked_documents_rels" USING btree ("crew_id");
  CREATE INDEX "payload_locked_documents_rels_exhibitions_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibitions_id");
  CREATE INDEX "payload_locked_documents_rels_magazine_id_idx" ON "payload_locked_documents_rels" USING btree ("magazine_id");
  CREATE INDEX "payload_locked_documents_rels_leasing_id_idx" ON "payload_locked_documents_rels" USING btree ("leasing_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_topics_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_werkstattpalast_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("werkstattpalast_pages_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_colors_id_idx" ON "payload_locked_documents_rels" USING btree ("colors_id");
  CREATE INDEX "payload_locked_documents_rels_mediums_id_idx" ON "payload_locked_documents_rels" USING btree ("mediums_id");
  CREATE INDEX "payload_locked_documents_rels_styles_id_idx" ON "payload_locked_documents_rels" USING btree ("styles_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "navigation_main_order_idx" ON "navigation_main" USING btree ("_order");
  CREATE INDEX "navigation_main_parent_id_idx" ON "navigation_main" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_main_locales_locale_parent_id_unique" ON "navigation_main_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_secondary_order_idx" ON "navigation_secondary" USING btree ("_order");
  CREATE INDEX "navigation_secondary_parent_id_idx" ON "navigation_secondary" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_secondary_locales_locale_parent_id_unique" ON "navigation_secondary_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_footer_locales_locale_parent_id_unique" ON "navigation_footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_necessary_order_idx" ON "consent_necessary" USING btree ("_order");
  CREATE INDEX "consent_necessary_parent_id_idx" ON "consent_necessary" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_necessary_locales_locale_parent_id_unique" ON "consent_necessary_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_optional_order_idx" ON "consent_optional" USING btree ("_order");
  CREATE INDEX "consent_optional_parent_id_idx" ON "consent_optional" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_optional_locales_locale_parent_id_unique" ON "consent_optional_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "consent_locales_locale_parent_id_unique" ON "consent_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_default_image_idx" ON "site_settings" USING btree ("default_image_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "werkstattpalast_image_idx" ON "werkstattpalast" USING btree ("image_id");
  CREATE UNIQUE INDEX "werkstattpalast_locales_locale_parent_id_unique" ON "werkstattpalast_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "artworks" CASCADE;
  DROP TABLE "artworks_locales" CASCADE;
  DROP TABLE "artworks_rels" CASCADE;
  DROP TABLE "_artworks_v" CASCADE;
  DROP TABLE "_artworks_v_locales" CASCADE;
  DROP TABLE "_artworks_v_rels" CASCADE;
  DROP TABLE "artists" CASCADE;
  DROP TABLE "artists_locales" CASCADE;
  DROP TABLE "_artists_v" CASCADE;
  DROP TABLE "_artists_v_locales" CASCADE;
  DROP TABLE "curators" CASCADE;
  DROP TABLE "curators_locales" CASCADE;
  DROP TABLE "_curators_v" CASCADE;
  DROP TABLE "_curators_v_locales" CASCADE;
  DROP TABLE "crew" CASCADE;
  DROP TABLE "crew_locales" CASCADE;
  DROP TABLE "_crew_v" CASCADE;
  DROP TABLE "_crew_v_locales" CASCADE;
  DROP TABLE "exhibitions" CASCADE;
  DROP TABLE "exhibitions_locales" CASCADE;
  DROP TABLE "exhibitions_rels" CASCADE;
  DROP TABLE "_exhibitions_v" CASCADE;
  DROP TABLE "_exhibitions_v_locales" CASCADE;
  DROP TABLE "_exhibitions_v_rels" CASCADE;
  DROP TABLE "magazine" CASCADE;
  DROP TABLE "magazine_locales" CASCADE;
  DROP TABLE "magazine_rels" CASCADE;
  DROP TABLE "_magazine_v" CASCADE;
  DROP TABLE "_magazine_v_locales" CASCADE;
  DROP TABLE "_magazine_v_rels" CASCADE;
  DROP TABLE "leasing" CASCADE;
  DROP TABLE "leasing_locales" CASCADE;
  DROP TABLE "_leasing_v" CASCADE;
  DROP TABLE "_leasing_v_locales" CASCADE;
  DROP TABLE "inquiry_topics" CASCADE;
  DROP TABLE "inquiry_topics_locales" CASCADE;
  DROP TABLE "_inquiry_topics_v" CASCADE;
  DROP TABLE "_inquiry_topics_v_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_image_locales" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_quote_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_artwork_teaser" CASCADE;
  DROP TABLE "pages_blocks_artwork_teaser_locales" CASCADE;
  DROP TABLE "pages_blocks_artist_teaser" CASCADE;
  DROP TABLE "pages_blocks_artist_teaser_locales" CASCADE;
  DROP TABLE "pages_blocks_exhibition_teaser" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_artwork_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_artwork_teaser_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_artist_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_artist_teaser_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_exhibition_teaser" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_rich_text" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_image" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_image_locales" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_gallery" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_quote" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_quote_locales" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_call_to_action" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_artwork_teaser" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_artwork_teaser_locales" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_artist_teaser" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_artist_teaser_locales" CASCADE;
  DROP TABLE "werkstattpalast_pages_blocks_exhibition_teaser" CASCADE;
  DROP TABLE "werkstattpalast_pages" CASCADE;
  DROP TABLE "werkstattpalast_pages_locales" CASCADE;
  DROP TABLE "werkstattpalast_pages_rels" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_image" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_artwork_teaser" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_artwork_teaser_locales" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_artist_teaser" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_artist_teaser_locales" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_blocks_exhibition_teaser" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_locales" CASCADE;
  DROP TABLE "_werkstattpalast_pages_v_rels" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "colors" CASCADE;
  DROP TABLE "colors_locales" CASCADE;
  DROP TABLE "mediums" CASCADE;
  DROP TABLE "mediums_locales" CASCADE;
  DROP TABLE "styles" CASCADE;
  DROP TABLE "styles_locales" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "navigation_main" CASCADE;
  DROP TABLE "navigation_main_locales" CASCADE;
  DROP TABLE "navigation_secondary" CASCADE;
  DROP TABLE "navigation_secondary_locales" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation_footer_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "consent_necessary" CASCADE;
  DROP TABLE "consent_necessary_locales" CASCADE;
  DROP TABLE "consent_optional" CASCADE;
  DROP TABLE "consent_optional_locales" CASCADE;
  DROP TABLE "consent" CASCADE;
  DROP TABLE "consent_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "werkstattpalast" CASCADE;
  DROP TABLE "werkstattpalast_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_artworks_status";
  DROP TYPE "public"."enum__artworks_v_version_status";
  DROP TYPE "public"."enum__artworks_v_published_locale";
  DROP TYPE "public"."enum_artists_person_type";
  DROP TYPE "public"."enum_artists_status";
  DROP TYPE "public"."enum__artists_v_version_person_type";
  DROP TYPE "public"."enum__artists_v_version_status";
  DROP TYPE "public"."enum__artists_v_published_locale";
  DROP TYPE "public"."enum_curators_status";
  DROP TYPE "public"."enum__curators_v_version_status";
  DROP TYPE "public"."enum__curators_v_published_locale";
  DROP TYPE "public"."enum_crew_status";
  DROP TYPE "public"."enum__crew_v_version_status";
  DROP TYPE "public"."enum__crew_v_published_locale";
  DROP TYPE "public"."enum_exhibitions_status";
  DROP TYPE "public"."enum__exhibitions_v_version_status";
  DROP TYPE "public"."enum__exhibitions_v_published_locale";
  DROP TYPE "public"."enum_magazine_status";
  DROP TYPE "public"."enum__magazine_v_version_status";
  DROP TYPE "public"."enum__magazine_v_published_locale";
  DROP TYPE "public"."enum_leasing_status";
  DROP TYPE "public"."enum__leasing_v_version_status";
  DROP TYPE "public"."enum__leasing_v_published_locale";
  DROP TYPE "public"."enum_inquiry_topics_status";
  DROP TYPE "public"."enum__inquiry_topics_v_version_status";
  DROP TYPE "public"."enum__inquiry_topics_v_published_locale";
  DROP TYPE "public"."enum_pages_page_layout";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_page_layout";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_werkstattpalast_pages_status";
  DROP TYPE "public"."enum__werkstattpalast_pages_v_version_status";
  DROP TYPE "public"."enum__werkstattpalast_pages_v_published_locale";`)
}

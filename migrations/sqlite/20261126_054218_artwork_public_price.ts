import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`public_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`artworks_public_price_idx\` ON \`artworks\` (\`public_price\`);`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_public_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_public_price_idx\` ON \`_artworks_v\` (\`version_public_price\`);`)
  // Existing works and versions: the price, none for a work on request (the rule publicPrice()).
  await db.run(sql`UPDATE \`artworks\` SET \`public_price\` = CASE WHEN \`price_on_request\` THEN NULL ELSE \`price\` END;`)
  await db.run(sql`UPDATE \`_artworks_v\` SET \`version_public_price\` = CASE WHEN \`version_price_on_request\` THEN NULL ELSE \`version_price\` END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`artworks_public_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`public_price\`;`)
  await db.run(sql`DROP INDEX \`_artworks_v_version_version_public_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` DROP COLUMN \`version_public_price\`;`)
}

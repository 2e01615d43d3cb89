import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`inventory\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_inventory_idx\` ON \`artworks\` (\`inventory\`);`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_inventory\` text;`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_inventory_idx\` ON \`_artworks_v\` (\`version_inventory\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`artworks_inventory_idx\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`DROP INDEX \`_artworks_v_version_version_inventory_idx\`;`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` DROP COLUMN \`version_inventory\`;`)
}

#!/usr/bin/env node
// `npm run restore -- <archive> [--force]`: brings the database DATABASE_URL names and MEDIA_DIR
// back to the state of a backup made by `npm run backup`. Checks everything before it changes
// anything: every checksum of the manifest, the database kind, the migrations, and that database
// and media folder are empty (--force replaces them; stop the site first). See docs/operations.md, "Backups".
// What the restored data feeds is cleared with it (issue 46 point 12): Next's page and data cache in
// Redis moves to a new generation (src/features/cache/nextCacheHandler.mjs), its old entries are
// deleted, and running instances are told to read their content again.
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from 'redis'

import { compareWithManifest, extractArchive } from './backupArchive.mjs'
import { appMigrations, configuredSecret, databaseKind, existingTables, restoreDatabase, restoredContents, secretFingerprint } from './backupDatabase.mjs'
import { config } from '../src/config/env.mjs'
import { nextCacheGenerationKey, nextCachePrefix } from '../src/features/cache/generation.mjs'
import { redisChannel, resyncChannel } from '../src/cms/bus.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const kindName = { sqlite: 'SQLite', postgres: 'PostgreSQL' }

class Refusal extends Error {}

/**
 * The Redis of REDIS_URL, connected before anything changes: Next's cache there holds pages of the
 * content being replaced, so a restore that cannot clear it does not start. Null without REDIS_URL
 * (one process: Next's cache lives in its memory and goes with the restart).
 */
async function connectRedis() {
  const url = config().REDIS_URL
  if (!url) return null
  const client = createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: false } })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
  } catch (error) {
    throw new Refusal(
      `Redis at REDIS_URL does not answer (${error instanceof Error ? error.message : error}). It holds the site's page cache, which must be cleared with the restore: ` +
        'start Redis and run the restore again (or unset REDIS_URL if the site does not use it).',
    )
  }
  return client
}

/**
 * Next's cache of every build moves to a new generation (instances read it at start), the old
 * generations' entries are deleted, and instances still running drop what they keep from content
 * (the bus's resync: the front page cache empties, the slow checks read again).
 */
async function clearPageCaches(client) {
  const generation = await client.incr(nextCacheGenerationKey)
  let deleted = 0
  let batch = []
  for await (const keys of client.scanIterator({ MATCH: `${nextCachePrefix}*`, COUNT: 500 })) {
    for (const key of [keys].flat()) if (key !== nextCacheGenerationKey && !key.includes(`:g${generation}:`)) batch.push(key)
    if (batch.length >= 500) {
      deleted += await client.unlink(batch)
      batch = []
    }
  }
  if (batch.length) deleted += await client.unlink(batch)
  await client.publish(redisChannel, JSON.stringify({ o: 'restore', c: resyncChannel, p: { at: Date.now() } }))
  return { generation, deleted }
}

async function folderEntries(dir) {
  try {
    return await fs.promises.readdir(dir)
  } catch (error) {
    if (error.code === 'ENOENT') return []
    throw error
  }
}

async function readManifest(staging, archive) {
  let manifest
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(staging, 'manifest.json'), 'utf8'))
  } catch {
    throw new Refusal(`${archive} has no readable manifest.json: it is not a backup made by npm run backup`)
  }
  if (manifest.format !== 'vernissage-backup' || manifest.formatVersion !== 1) {
    throw new Refusal(`${archive} is not a backup this version can read (format ${manifest.format} ${manifest.formatVersion})`)
  }
  return manifest
}

function checkCompatible(manifest, kind) {
  const from = manifest.database.kind
  if (from !== kind) {
    throw new Refusal(
      `this backup holds a ${kindName[from]} database, and DATABASE_URL names ${kindName[kind]}. A ${kindName[from]} dump ` +
        `does not load into ${kindName[kind]} (other schema, other types), so it is restored into the kind it came from: ` +
        (from === 'sqlite' ? 'unset DATABASE_URL or set it to file:<path>.' : 'set DATABASE_URL to a postgres:// URL.'),
    )
  }
  const known = appMigrations(root, kind)
  const unknown = manifest.database.migrations.filter((name) => !known.includes(name))
  if (unknown.length) {
    throw new Refusal(
      `the backup's database has migrations this checkout does not have (${unknown.join(', ')}): it comes from a newer ` +
        `version of the site (${manifest.app.version}). Restore it with that version.`,
    )
  }
  return known.filter((name) => !manifest.database.migrations.includes(name))
}

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const archive = args.find((a) => !a.startsWith('--'))
  if (!archive) throw new Refusal('usage: npm run restore -- <backup.tar.gz> [--force]')
  const file = path.resolve(process.cwd(), archive)
  if (!fs.existsSync(file)) throw new Refusal(`${file} does not exist`)

  const url = config().DATABASE_URL
  const kind = databaseKind(url)
  const mediaDir = path.resolve(root, config().MEDIA_DIR)
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  await fs.promises.mkdir(path.dirname(mediaDir), { recursive: true })
  // Beside the media folder, so the restored folder is moved into place, not copied.
  const staging = await fs.promises.mkdtemp(path.join(path.dirname(mediaDir), '.restore-'))
  let redis = null
  try {
    redis = await connectRedis()
    console.log(`▸ Reading ${file} …`)
    const extracted = await extractArchive(file, staging)
    const manifest = await readManifest(staging, file)
    const problems = compareWithManifest(manifest.files, extracted)
    if (problems.length) throw new Refusal(`the archive is damaged: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`)
    console.log(`  ${manifest.files.length} files match their checksums; backup of ${manifest.createdAt}, ${kindName[manifest.database.kind]}, version ${manifest.app.version}`)
    const pending = checkCompatible(manifest, kind)

    const tables = await existingTables(root, url)
    const media = await folderEntries(mediaDir)
    if (!force && (tables.length || media.length)) {
      const what = [tables.length && `the database has ${tables.length} tables`, media.length && `${mediaDir} holds ${media.length} files`].filter(Boolean)
      throw new Refusal(`${what.join(' and ')}. Restore into an empty database and media folder, or add --force to replace them (stop the site first).`)
    }

    console.log(`▸ Restoring the ${kindName[kind]} database …`)
    const dbNote = await restoreDatabase(root, url, path.join(staging, ...manifest.database.file.split('/')), { replace: tables.length > 0, stamp })
    if (dbNote) console.log(`  ${dbNote}`)

    console.log(`▸ Restoring ${manifest.media.files} uploads into ${mediaDir} …`)
    const incoming = path.join(staging, 'media')
    await fs.promises.mkdir(incoming, { recursive: true })
    if (media.length) {
      const kept = `${mediaDir}.replaced-${stamp}`
      await fs.promises.rename(mediaDir, kept)
      console.log(`  the previous uploads are kept in ${kept}`)
    } else {
      await fs.promises.rm(mediaDir, { recursive: true, force: true })
    }
    await fs.promises.rename(incoming, mediaDir)
    if (tables.length || media.length) {
      // Variants of the replaced uploads (rebuilt on request) and a build made from the old content.
      // The deep zoom pyramids go too: no request cuts one (issue 46 point 3), the next `npm start`
      // (or `npm run pyramids`) makes them for the restored originals.
      await fs.promises.rm(path.resolve(root, config().MEDIA_CACHE_DIR), { recursive: true, force: true })
      await fs.promises.rm(path.join(root, config().NEXT_DIST_DIR, 'vernissage-build.json'), { force: true })
    }

    if (redis) {
      const { generation, deleted } = await clearPageCaches(redis)
      console.log(`▸ Next's page cache in Redis moved to generation ${generation} (${deleted} entries of the replaced content deleted)`)
    }

    const restored = await restoredContents(root, url)
    const absent = restored.uploads.filter((name) => !fs.existsSync(path.join(mediaDir, name)))
    if (absent.length || restored.migrations.join() !== manifest.database.migrations.join()) {
      throw new Error(
        `the restored state does not match the backup (${absent.length} uploads missing, migrations ${restored.migrations.length}/${manifest.database.migrations.length})`,
      )
    }

    console.log(`✓ Restored the backup of ${manifest.createdAt}: ${restored.uploads.length} uploads, ${restored.migrations.length} migrations.`)
    if (pending.length) console.log(`  npm start will apply ${pending.length} newer migration(s): ${pending.join(', ')}`)
    const secret = secretFingerprint(configuredSecret(root))
    if (!manifest.payloadSecretCheck) {
      // The site that was backed up had no secret of its own (a test or development setup).
    } else if (!secret) {
      console.log(
        '  ! No PAYLOAD_SECRET here yet. Put the secret of the backed-up site into data/.payload-secret (or PAYLOAD_SECRET)\n' +
          '    before npm start; with a new one staff sign in again and newsletter links already mailed stop working.',
      )
    } else if (secret !== manifest.payloadSecretCheck) {
      console.log("  ! PAYLOAD_SECRET differs from the backed-up site's: staff sign in again and newsletter links already mailed stop working.")
    } else {
      console.log("  PAYLOAD_SECRET is the backed-up site's.")
    }
  } finally {
    await redis?.quit().catch(() => {})
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}

try {
  await main()
} catch (error) {
  console.error(`✗ Restore ${error instanceof Refusal ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(error instanceof Refusal ? 2 : 1)
}

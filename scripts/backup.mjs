#!/usr/bin/env node
// `npm run backup [-- --out dir]`: one timestamped archive of the database and the uploaded
// originals, taken while the site serves. See docs/operations.md, "Backups".
//
// Order: the database snapshot first, then every upload present. Uploads are write-once (a
// replaced picture gets a new name), so each file a snapshot row names is on disk by then —
// unless staff replaced or deleted that picture in the seconds between; the archive is then
// checked against the snapshot's list and the backup taken again.
import fs from 'node:fs'
import path from 'node:path'

import { createArchiveWriter } from './backupArchive.mjs'
import { configuredSecret, databaseKind, dumpName, secretFingerprint, snapshotDatabase } from './backupDatabase.mjs'
import { config } from '../src/config/env.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const attempts = 3

function option(name) {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

function stampOf(date) {
  const p = (n) => String(n).padStart(2, '0')
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}-${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`
}

async function mediaFiles(dir, base = dir) {
  let entries
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true })
  } catch (error) {
    if (error.code === 'ENOENT') return []
    throw error
  }
  const files = []
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await mediaFiles(full, base)))
    else if (entry.isFile()) files.push(path.relative(base, full).split(path.sep).join('/'))
  }
  return files.sort()
}

async function attempt({ archive, staging, mediaDir, kind, startedAt }) {
  const snapshot = await snapshotDatabase(root, config().DATABASE_URL, staging)
  const writer = createArchiveWriter(archive)
  try {
    const files = [await writer.addFile(`database/${dumpName[kind]}`, snapshot.file)]
    await fs.promises.rm(snapshot.file)
    const archived = new Set()
    for (const name of await mediaFiles(mediaDir)) {
      let data
      try {
        data = await fs.promises.readFile(path.join(mediaDir, ...name.split('/')))
      } catch (error) {
        if (error.code === 'ENOENT') continue // deleted since the listing; checked below
        throw error
      }
      files.push(await writer.addBuffer(`media/${name}`, data))
      archived.add(name)
    }
    const missing = snapshot.uploads.filter((name) => !archived.has(name))
    if (missing.length) {
      await writer.abort()
      return { missing }
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
    const manifest = {
      format: 'vernissage-backup',
      formatVersion: 1,
      app: { name: pkg.name, version: pkg.version },
      createdAt: startedAt.toISOString(),
      database: { kind, file: `database/${dumpName[kind]}`, migrations: snapshot.migrations },
      media: { files: archived.size, uploadsInDatabase: snapshot.uploads.length },
      // Not the secret itself (see docs/operations.md, "Backups"): only a way to tell whether a restore has it.
      payloadSecretCheck: secretFingerprint(configuredSecret(root)),
      files,
    }
    await writer.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2) + '\n'))
    await writer.finish()
    return { manifest }
  } catch (error) {
    await writer.abort()
    throw error
  }
}

async function main() {
  const started = Date.now()
  const startedAt = new Date()
  const kind = databaseKind()
  const outDir = path.resolve(root, option('--out') || config().BACKUP_DIR)
  const mediaDir = path.resolve(root, config().MEDIA_DIR)
  if (config().S3_BUCKET) {
    console.log(
      `▸ Media are in the bucket ${config().S3_BUCKET}, not on this disk: this archive holds the database only. Back the bucket up with the object store's own versioning or replication.`,
    )
  }
  await fs.promises.mkdir(outDir, { recursive: true })

  let archive = path.join(outDir, `vernissage-${stampOf(startedAt)}.tar.gz`)
  for (let n = 2; fs.existsSync(archive); n++) archive = path.join(outDir, `vernissage-${stampOf(startedAt)}-${n}.tar.gz`)
  const staging = await fs.promises.mkdtemp(path.join(outDir, '.backup-'))
  try {
    for (let i = 1; i <= attempts; i++) {
      const result = await attempt({ archive, staging, mediaDir, kind, startedAt })
      if (result.manifest) {
        const { size } = await fs.promises.stat(archive)
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        console.log(`✓ Backup written: ${archive}\n  ${(size / 1024 / 1024).toFixed(1)} MB, ${kind} database, ${result.manifest.media.files} uploads, ${seconds} s`)
        console.log(`BACKUP_FILE=${archive}`)
        return
      }
      console.log(`  ${result.missing.length} upload(s) changed while the backup ran (${result.missing.slice(0, 3).join(', ')}); taking it again`)
      await new Promise((resolve) => setTimeout(resolve, 1000 * i))
    }
    throw new Error(`uploads kept changing during ${attempts} attempts; try again in a quieter moment`)
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}

try {
  await main()
} catch (error) {
  console.error(`✗ Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

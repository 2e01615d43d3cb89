import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { compareWithManifest, createArchiveWriter, extractArchive, safeEntryName } from './backupArchive.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vernissage-archive-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const longName = `media/${'sehr-langer-bildname-'.repeat(8)}ä.jpg`

async function sample(name: string) {
  const file = path.join(dir, name)
  const source = path.join(dir, `${name}.source`)
  fs.writeFileSync(source, randomBytes(70_000))
  const writer = createArchiveWriter(file)
  const entries = [
    await writer.addFile('database/vernissage.db', source),
    await writer.addBuffer('media/leer.png', Buffer.alloc(0)),
    await writer.addBuffer(longName, randomBytes(513)),
    await writer.addBuffer('manifest.json', Buffer.from('{}')),
  ]
  await writer.finish()
  return { file, source, entries }
}

describe('the backup archive', () => {
  it('gives back every entry with its bytes, size and checksum, long and empty ones too', async () => {
    const { file, source, entries } = await sample('a.tar.gz')
    const out = path.join(dir, 'a')
    const extracted = await extractArchive(file, out)
    expect(extracted).toEqual(entries)
    expect(fs.readFileSync(path.join(out, 'database', 'vernissage.db'))).toEqual(fs.readFileSync(source))
    expect(fs.statSync(path.join(out, ...longName.split('/'))).size).toBe(513)
    expect(compareWithManifest(entries.slice(0, 3), extracted)).toEqual([])
  })

  it('is a tar.gz that the tar program lists the same way', async () => {
    const { file } = await sample('b.tar.gz')
    const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' })
    expect(listing.status).toBe(0)
    expect(listing.stdout.trim().split('\n')).toEqual(['database/vernissage.db', 'media/leer.png', longName, 'manifest.json'])
  })

  it('names a changed, missing or extra file', async () => {
    const files = [
      { path: 'media/a.jpg', size: 1, sha256: 'a' },
      { path: 'media/b.jpg', size: 1, sha256: 'b' },
    ]
    const problems = compareWithManifest(files, [
      { path: 'media/a.jpg', size: 1, sha256: 'x' },
      { path: 'media/c.jpg', size: 1, sha256: 'c' },
      { path: 'manifest.json', size: 2, sha256: 'm' },
    ])
    expect(problems).toEqual(['media/a.jpg does not match its checksum', 'media/b.jpg is missing', 'media/c.jpg is not in the manifest'])
  })

  it('refuses a truncated archive and names that would leave the folder', async () => {
    const { file } = await sample('c.tar.gz')
    const truncated = path.join(dir, 'truncated.tar.gz')
    fs.writeFileSync(truncated, fs.readFileSync(file).subarray(0, 40_000))
    await expect(extractArchive(truncated, path.join(dir, 'c'))).rejects.toThrow()
    for (const name of ['../etc/passwd', '/etc/passwd', 'media/../../x', 'media//x', '']) expect(() => safeEntryName(name)).toThrow(/unsafe/)
    expect(safeEntryName('media/bild.jpg')).toBe('media/bild.jpg')
  })
})

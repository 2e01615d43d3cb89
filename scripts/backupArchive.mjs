// The backup archive: a gzipped POSIX tar (ustar, PAX headers for long names) written and read
// here with node:zlib, so `npm run backup` needs no tar program and no dependency, and every
// entry's SHA-256 is computed on the way in and checked on the way out. `tar -xzf` opens it too.
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const block = 512

function octal(value, length) {
  return value.toString(8).padStart(length - 1, '0') + '\0'
}

function header(name, size, mtime, type = '0') {
  const buffer = Buffer.alloc(block)
  buffer.write(name, 0, 100, 'utf8')
  buffer.write(octal(0o644, 8), 100)
  buffer.write(octal(0, 8), 108)
  buffer.write(octal(0, 8), 116)
  buffer.write(octal(size, 12), 124)
  buffer.write(octal(Math.floor(mtime / 1000), 12), 136)
  buffer.write('        ', 148)
  buffer.write(type, 156)
  buffer.write('ustar\0', 257)
  buffer.write('00', 263)
  let sum = 0
  for (const byte of buffer) sum += byte
  buffer.write(octal(sum, 7) + ' ', 148)
  return buffer
}

/** A PAX record "len path=value\n" whose length counts its own digits. */
function paxRecord(key, value) {
  const body = Buffer.byteLength(` ${key}=${value}\n`)
  let length = body + 1
  while (String(length).length + body !== length) length = String(length).length + body
  return `${length} ${key}=${value}\n`
}

const padding = (size) => Buffer.alloc((block - (size % block)) % block)

/** Entry names inside the archive: relative, forward slashes, no "..", nothing absolute. */
export function safeEntryName(name) {
  const parts = name.split('/')
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0') || parts.some((p) => p === '..' || p === '.' || p === '')) {
    throw new Error(`unsafe name in archive: ${JSON.stringify(name)}`)
  }
  return name
}

/**
 * Writes `file` through a `.partial` file renamed into place by finish(), so an interrupted backup
 * never leaves a file that looks complete. Every add returns { path, size, sha256 }.
 */
export function createArchiveWriter(file, { level = 6 } = {}) {
  const partial = `${file}.partial`
  const gzip = zlib.createGzip({ level })
  const out = fs.createWriteStream(partial, { mode: 0o600 })
  gzip.pipe(out)
  const failed = new Promise((_, reject) => {
    gzip.on('error', reject)
    out.on('error', reject)
  })
  failed.catch(() => {})

  async function write(chunk) {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), failed])
  }

  async function writeHeader(name, size, mtime) {
    safeEntryName(name)
    if (Buffer.byteLength(name) > 100) {
      const pax = Buffer.from(paxRecord('path', name))
      await write(header(`PaxHeader/${createHash('sha1').update(name).digest('hex')}`, pax.length, mtime, 'x'))
      await write(pax)
      await write(padding(pax.length))
    }
    await write(header(name, size, mtime))
  }

  return {
    /** An entry from memory: for uploads, read whole so a file being written cannot change its size. */
    async addBuffer(name, data, mtime = Date.now()) {
      await writeHeader(name, data.length, mtime)
      await write(data)
      await write(padding(data.length))
      return { path: name, size: data.length, sha256: createHash('sha256').update(data).digest('hex') }
    },
    /** An entry streamed from a file nobody else writes (the database snapshot). */
    async addFile(name, source) {
      const { size, mtimeMs } = await fs.promises.stat(source)
      await writeHeader(name, size, mtimeMs)
      const hash = createHash('sha256')
      let written = 0
      for await (const chunk of fs.createReadStream(source)) {
        hash.update(chunk)
        written += chunk.length
        await write(chunk)
      }
      if (written !== size) throw new Error(`${source} changed size while it was archived`)
      await write(padding(size))
      return { path: name, size, sha256: hash.digest('hex') }
    },
    async finish() {
      await write(Buffer.alloc(block * 2))
      gzip.end()
      await Promise.race([once(out, 'close'), failed])
      await fs.promises.rename(partial, file)
      return file
    },
    async abort() {
      gzip.destroy()
      out.destroy()
      await fs.promises.rm(partial, { force: true })
    },
  }
}

function parseOctal(buffer, start, length) {
  const text = buffer
    .subarray(start, start + length)
    .toString('ascii')
    .replace(/\0.*$/s, '')
    .trim()
  return text ? parseInt(text, 8) : 0
}

function parseHeader(buffer) {
  let sum = 0
  for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 32 : buffer[i]
  if (sum !== parseOctal(buffer, 148, 8)) throw new Error('not a backup archive (a tar header checksum is wrong)')
  const cut = (start, length) =>
    buffer
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '')
  const name = cut(0, 100)
  const prefix = buffer.subarray(257, 262).toString('ascii') === 'ustar' ? cut(345, 155) : ''
  return { name: prefix ? `${prefix}/${name}` : name, size: parseOctal(buffer, 124, 12), type: String.fromCharCode(buffer[156] || 48) }
}

/**
 * Extracts every regular file of `file` under `dest` and returns { path, size, sha256 } for each,
 * streaming (an archive larger than memory is fine). Refuses links, devices and unsafe names.
 */
export async function extractArchive(file, dest) {
  const entries = []
  let buffer = Buffer.alloc(0)
  let state = 'header'
  let remaining = 0
  let skip = 0
  let pax = null
  let paxPath = null
  let current = null
  let ended = false

  const input = fs.createReadStream(file).pipe(zlib.createGunzip())
  for await (const chunk of input) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk
    while (!ended) {
      if (skip) {
        const n = Math.min(skip, buffer.length)
        buffer = buffer.subarray(n)
        skip -= n
        if (skip) break
      }
      if (state === 'header') {
        if (buffer.length < block) break
        const raw = buffer.subarray(0, block)
        buffer = buffer.subarray(block)
        if (raw.every((b) => b === 0)) {
          ended = true
          break
        }
        const entry = parseHeader(raw)
        remaining = entry.size
        if (entry.type === 'x') {
          pax = []
          state = 'pax'
        } else if (entry.type === '0') {
          const name = safeEntryName(paxPath ?? entry.name)
          paxPath = null
          const target = path.join(dest, ...name.split('/'))
          await fs.promises.mkdir(path.dirname(target), { recursive: true })
          current = { name, out: fs.createWriteStream(target, { flags: 'wx' }), hash: createHash('sha256'), size: entry.size }
          state = 'data'
        } else if (entry.type !== '5') {
          throw new Error(`unexpected entry type "${entry.type}" in the archive (${entry.name})`)
        }
        if (remaining === 0 && state !== 'header') state = await finishEntry(state)
        continue
      }
      if (buffer.length === 0) break
      const n = Math.min(remaining, buffer.length)
      const piece = buffer.subarray(0, n)
      buffer = buffer.subarray(n)
      remaining -= n
      if (state === 'pax') pax.push(piece)
      else {
        current.hash.update(piece)
        if (!current.out.write(piece)) await once(current.out, 'drain')
      }
      if (remaining === 0) {
        const size = state === 'pax' ? Buffer.concat(pax).length : current.size
        skip = (block - (size % block)) % block
        state = await finishEntry(state)
      }
    }
  }
  if (!ended) throw new Error('the archive ends early (an interrupted or truncated backup)')
  return entries

  async function finishEntry(kind) {
    if (kind === 'pax') {
      for (const line of Buffer.concat(pax).toString('utf8').split('\n')) {
        const match = /^\d+ path=(.*)$/s.exec(line)
        if (match) paxPath = match[1]
      }
      pax = null
      return 'header'
    }
    current.out.end()
    await once(current.out, 'close')
    entries.push({ path: current.name, size: current.size, sha256: current.hash.digest('hex') })
    current = null
    return 'header'
  }
}

/** What restore checks: every file the manifest lists, with its size and SHA-256, and nothing else. */
export function compareWithManifest(manifestFiles, extracted) {
  const problems = []
  const found = new Map(extracted.map((e) => [e.path, e]))
  for (const expected of manifestFiles) {
    const got = found.get(expected.path)
    if (!got) problems.push(`${expected.path} is missing`)
    else if (got.size !== expected.size || got.sha256 !== expected.sha256) problems.push(`${expected.path} does not match its checksum`)
    found.delete(expected.path)
  }
  found.delete('manifest.json')
  for (const extra of found.keys()) problems.push(`${extra} is not in the manifest`)
  return problems
}

#!/usr/bin/env node
// The catalogue import at scale (issue 19 point 1: "2,000 works with images in under 10 minutes"):
// makes a catalogue of N works (default 2,000) with one generated 1600×1200 JPEG each, naming the
// artists and vocabularies of the demo seed, on a fresh SQLite database seeded with 60 works, then
// times `npm run import -- file --images folder --publish` and a second run of the same file (which
// must change nothing). Prints one line per phase.
//   node bench/import.mjs [works=2000]
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { scriptCommand } from '../scripts/runScript.mjs'

const works = Number(process.argv[2] || 2000)
const root = path.resolve(import.meta.dirname, '..')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vernissage-import-bench-'))
const env = {
  ...process.env,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
  DATABASE_URL: `file:${path.join(scratch, 'bench.db')}`,
  MEDIA_DIR: path.join(scratch, 'media'),
  MEDIA_CACHE_DIR: path.join(scratch, 'media-cache'),
  SEED_ARTWORKS: '60',
  ADMIN_EMAIL: 'bench@vernissage.test',
  ADMIN_PASSWORD: 'bench-password-123456789',
}
/** Runs one of the TypeScript scripts as `npm run …` does (scripts/runScript.mjs), capturing its output. */
async function run([script, ...args]) {
  const started = Date.now()
  const { command, args: argv, env: scriptEnv } = await scriptCommand(script, args, env)
  const result = spawnSync(command, argv, { cwd: root, env: scriptEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { ms: Date.now() - started, output: `${result.stdout}${result.stderr}`, status: result.status }
}

console.log(`scratch folder: ${scratch}`)
const seeded = await run(['scripts/prepare.ts'])
if (seeded.status !== 0) throw new Error(seeded.output)
console.log(`seeded the demo content: ${(seeded.ms / 1000).toFixed(1)} s`)

const exported = await run(['scripts/export.ts', path.join(scratch, 'seed.csv')])
/** RFC 4180 rows (the export's own format: quoted fields may hold commas, quotes and line breaks). */
function csvRows(text) {
  const rows = []
  let row = []
  let value = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"'
        i++
      } else if (char === '"') quoted = false
      else value += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(value)
      value = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(value)
      rows.push(row)
      row = []
      value = ''
    } else value += char
  }
  return rows.filter((cells) => cells.length > 1)
}
const [header, ...seedRows] = csvRows(fs.readFileSync(path.join(scratch, 'seed.csv'), 'utf8').replace(/^\uFEFF/, ''))
const column = (name) => header.indexOf(name)
// Names of the seed's artists, media, colours and tags, taken from its export.
const pick = (index, name) => seedRows[index % seedRows.length][column(name)]
if (exported.status !== 0 || seedRows.length === 0) throw new Error(`export failed: ${exported.output}`)

const images = path.join(scratch, 'images')
fs.mkdirSync(images)
let started = Date.now()
const quote = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const lines = [header.join(',')]
for (let n = 1; n <= works; n++) {
  const name = `werk-${String(n).padStart(5, '0')}.jpg`
  const hue = (n * 47) % 360
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: `hsl(${hue}, 60%, 45%)` } })
    .composite([{ input: { create: { width: 600, height: 1200, channels: 3, background: `hsl(${(hue + 180) % 360}, 50%, 70%)` } }, left: 1000, top: 0 }])
    .jpeg({ quality: 85 })
    .toFile(path.join(images, name))
  const row = Object.fromEntries(header.map((h) => [h, '']))
  Object.assign(row, {
    inventory: `BENCH-${String(n).padStart(5, '0')}`,
    title_de: `Bankwerk ${n}`,
    title_en: `Bench work ${n}`,
    artist: pick(n, 'artist'),
    year: String(1960 + (n % 60)),
    medium_de: pick(n, 'medium_de'),
    description_de: `Ein Werk für die Messung, Nummer ${n}.`,
    description_en: `A work for the measurement, number ${n}.`,
    price: String(500 + (n % 50) * 100),
    price_on_request: 'no',
    sold: n % 7 === 0 ? 'yes' : 'no',
    width_cm: '80',
    height_cm: '60',
    colors: pick(n, 'colors'),
    tags: pick(n, 'tags'),
    image: name,
  })
  lines.push(header.map((h) => quote(row[h])).join(','))
}
fs.writeFileSync(path.join(scratch, 'catalogue.csv'), `${lines.join('\r\n')}\r\n`)
console.log(`made ${works} rows and pictures: ${((Date.now() - started) / 1000).toFixed(1)} s`)

for (const [label, extra] of [
  ['dry run', ['--dry-run']],
  ['import', ['--publish']],
  ['same file again', ['--publish']],
]) {
  const result = await run(['scripts/import.ts', path.join(scratch, 'catalogue.csv'), '--images', images, ...extra])
  const summary = result.output
    .trim()
    .split('\n')
    .filter((line) => /neu,|create /.test(line))
    .pop()
  console.log(`${label}: ${(result.ms / 1000).toFixed(1)} s — ${summary}`)
}
execFileSync('du', ['-sh', scratch], { stdio: 'inherit' })

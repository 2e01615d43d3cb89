/**
 * `npm run import -- catalogue.csv|.xlsx [--images folder|photos.zip] [--publish] [--dry-run] [--force]`:
 * reads a catalogue file in the export's columns into the artworks, keyed by inventory number
 * (src/features/catalogue/importCatalogue.ts). Prints one line per row that is created, updated
 * or refused (with its reasons; an update with each changed field as old → new), a row exported
 * before its work's last change as a conflict (applied only with --force), the counts and the artists it brings (src/features/catalogue/report.ts),
 * in German, or in English when LANG starts with "en".
 */
import { parseArgs } from 'node:util'
import fs from 'node:fs'

import { importReport } from '../src/features/catalogue/report'
import { config as settings } from '../src/config/env.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { images: { type: 'string' }, publish: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false }, force: { type: 'boolean', default: false } },
})
const file = positionals[0]
if (!file) {
  console.error('Usage: npm run import -- <catalogue.csv or .xlsx> [--images <folder or .zip>] [--publish] [--dry-run] [--force]')
  process.exit(1)
}
const english = /^en/i.test(settings().LANG ?? '')
const bytes = fs.readFileSync(file)
const [{ getPayload }, { default: config }, { CatalogueFileError, importCatalogue }, { mediaJobsSettled }] = await Promise.all([
  import('payload'),
  import('../src/payload.config'),
  import('../src/features/catalogue/importCatalogue'),
  import('../src/features/uploads/mediaJob'),
])
const payload = await getPayload({ config })
let code = 0
try {
  const bar = (done: number, total: number) => {
    if (!process.stderr.isTTY && done !== total && done % 100 !== 0) return
    const width = 30
    const filled = Math.round((done / Math.max(total, 1)) * width)
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`)
  }
  const summary = await importCatalogue(payload, bytes, { images: values.images, publish: values.publish, dryRun: values['dry-run'], force: values.force, onProgress: bar })
  for (const line of importReport(summary, { dryRun: values['dry-run'], publish: values.publish }, english ? 'en' : 'de')) console.log(line)
  if (summary.counts.refused > 0 || summary.counts.conflict > 0) code = 2
} catch (error) {
  if (error instanceof CatalogueFileError) {
    console.error(english ? error.reason.en : error.reason.de)
    code = 1
  } else throw error
} finally {
  // The new pictures' variants and deep zoom pyramids are made by the media job the import's saves
  // queued (src/features/uploads/mediaJob.ts): the import ends once they are stored.
  await mediaJobsSettled()
  await payload.destroy()
}
// Writes to a pipe are asynchronous, and process.exit drops what is still queued: a long report
// read by another program (tee, a CI log) lost its end. Exit once everything is written.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()))
process.exit(code)

/**
 * `npm run export -- catalogue.csv`: writes every work in the catalogue's columns (the ones the
 * import reads; src/features/catalogue/columns.ts) to a CSV file, or to standard output with `-`.
 */
import fs from 'node:fs'

const target = process.argv[2]
if (!target) {
  console.error('Usage: npm run export -- <file.csv | ->')
  process.exit(1)
}
// Loading Payload under Node 20 sometimes stalls before anything runs (scripts/prepare.ts): say so instead of exiting 0.
let finished = false
process.on('beforeExit', () => {
  if (!finished) {
    console.error('The export stalled while loading; run it again.')
    process.exit(75)
  }
})

const [{ getPayload }, { default: config }, { catalogueCsv }] = await Promise.all([
  import('payload'),
  import('../src/cms/payload.config'),
  import('../src/features/catalogue/exportCatalogue'),
])
const payload = await getPayload({ config })
try {
  const csv = await catalogueCsv(payload)
  if (target === '-') process.stdout.write(csv)
  else {
    fs.writeFileSync(`${target}.partial`, csv)
    fs.renameSync(`${target}.partial`, target)
    console.error(`${csv.split('\r\n').length - 2} work(s) written to ${target}`)
  }
} finally {
  finished = true
  await payload.destroy()
}
process.exit(0)

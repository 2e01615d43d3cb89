/**
 * `npm run export -- catalogue.csv` (or `.xlsx`): writes every work in the catalogue's columns (the
 * ones the import reads; src/features/catalogue/columns.ts) to a CSV or XLSX file, or as CSV to
 * standard output with `-`.
 */
import fs from 'node:fs'

const target = process.argv[2]
if (!target) {
  console.error('Usage: npm run export -- <file.csv | file.xlsx | ->')
  process.exit(1)
}
const [{ getPayload }, { default: config }, { catalogueCsv, catalogueXlsx }] = await Promise.all([
  import('payload'),
  import('../src/payload.config'),
  import('../src/features/catalogue/exportCatalogue'),
])
const payload = await getPayload({ config })
try {
  const asXlsx = /\.xlsx$/i.test(target)
  const file = asXlsx ? await catalogueXlsx(payload) : await catalogueCsv(payload)
  if (target === '-') process.stdout.write(file)
  else {
    fs.writeFileSync(`${target}.partial`, file)
    fs.renameSync(`${target}.partial`, target)
    console.error(`catalogue written to ${target}`)
  }
} finally {
  await payload.destroy()
}
// Writes to a pipe are asynchronous, and process.exit drops what is still queued: a long report
// read by another program (tee, a CI log) lost its end. Exit once everything is written.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()))
process.exit(0)

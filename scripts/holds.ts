/**
 * `npm run holds [-- --dry-run]`: once after the upgrade that made a hold a day (issue 45 point 6),
 * makes every hold that has not ended by its day last to the end of that day in Berlin
 * (src/features/sales/holdRepair.ts); `--dry-run` lists them and changes nothing. Safe to run again:
 * a hold already stored as its day's end is left alone. A running site follows at once (the works'
 * saves announce themselves like any other save).
 */
export {}

const dryRun = process.argv.includes('--dry-run')
const [{ getPayload }, { default: config }, { repairHolds }] = await Promise.all([import('payload'), import('../src/payload.config'), import('../src/features/sales/holdRepair')])
const payload = await getPayload({ config })
try {
  const repairs = await repairHolds(payload, { dryRun, log: (line) => console.log(line) })
  console.log(
    repairs.length === 0
      ? 'Every hold already lasts to the end of its day in Berlin.'
      : `${repairs.length} hold(s) ${dryRun ? 'would be moved' : 'moved'} to the end of their day in Berlin.`,
  )
} finally {
  await payload.destroy()
}
process.exit(0)

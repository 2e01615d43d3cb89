/**
 * `npm run repair:languages`: finds German texts that an English save overwrote, from each
 * document's versions (src/cms/languageRepair.ts), and lists them, now → restored. Nothing is
 * written without `--apply`; `--only artists:12,crew:3` applies chosen documents only.
 * docs/operations.md#german-overwritten-by-english.
 */
export {}

const args = process.argv.slice(2)
const apply = args.includes('--apply')
const onlyArg = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? (args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined)
const only = onlyArg ? new Set(onlyArg.split(',').map((entry) => entry.trim())) : undefined

const [{ getPayload }, { default: config }, { applyLanguageRepairs, findOverwrittenGerman, plainText }] = await Promise.all([
  import('payload'),
  import('../src/payload.config'),
  import('../src/cms/languageRepair'),
])
const payload = await getPayload({ config })
const short = (value: unknown) => {
  const text = plainText(value).replace(/\s+/g, ' ').trim()
  return text === '' ? '(empty)' : JSON.stringify(text.length > 70 ? `${text.slice(0, 69)}…` : text)
}
try {
  const found = await findOverwrittenGerman(payload)
  const chosen = only ? found.filter((repair) => only.has(`${repair.collection}:${repair.id}`)) : found
  for (const repair of chosen) {
    console.log(`${repair.collection}:${repair.id} ${repair.title} — ${repair.field}`)
    console.log(`  de: ${short(repair.german.now)} → ${short(repair.german.restored)} (German saved ${repair.from})`)
    console.log(`  en: ${short(repair.english.now)} → ${short(repair.english.restored)}`)
  }
  if (chosen.length === 0) console.log('No German text looks overwritten by an English save.')
  else if (!apply) console.log(`${chosen.length} field(s) would be restored. Nothing was written: run again with --apply (and --only collection:id,… to choose).`)
  else console.log(`${chosen.length} field(s) restored in ${await applyLanguageRepairs(payload, chosen)} document(s), each as a new version.`)
} finally {
  await payload.destroy()
}
process.exit(0)

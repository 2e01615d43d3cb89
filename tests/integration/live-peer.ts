/**
 * A second app process for tests/integration/live.int.test.ts, started through scripts/runScript.mjs on the same
 * database and Redis: it prints every artwork event its bus hears (`EVENT {…}`), and publishes a change to a
 * work when told on standard input (`publish <id> <sold>` → `DONE <id>`).
 */
import readline from 'node:readline'

export {}

async function main(): Promise<void> {
  const [{ getPayload }, { default: config }, { changeBus }, { onContentChange }] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
    import('../../src/cms/bus.mjs'),
    import('../../src/cms/changes'),
  ])
  const payload = await getPayload({ config })
  const bus = changeBus()
  await bus.ready()
  onContentChange((change) => {
    if (change.live) process.stdout.write(`EVENT ${JSON.stringify(change.live)}\n`)
  })
  process.stdout.write(`READY ${bus.kind}\n`)
  const lines = readline.createInterface({ input: process.stdin })
  lines.on('line', async (line) => {
    const [command, id, sold] = line.trim().split(' ')
    if (command !== 'publish') return
    await payload.update({ collection: 'artworks', id: Number(id), data: { sold: sold === 'true', _status: 'published' }, overrideAccess: true })
    process.stdout.write(`DONE ${id}\n`)
  })
  // Serves until the test closes standard input.
  await new Promise((resolve) => lines.on('close', resolve))
  await bus.close()
  process.exit(0)
}

await main()

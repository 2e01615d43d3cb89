#!/usr/bin/env node
// `npm start`: migrate, create the first admin, seed an empty database, build if the code
// changed since the last build, and serve the gallery on PORT (default 3000).
import { buildFingerprint, buildIsCurrent, buildOrExit, productionEnv, runScript, settingsOrExit, startServer } from './lib.mjs'

// Every variable is checked first (src/config/env.mjs): a wrong one stops here with one line.
const env = productionEnv()
const settings = settingsOrExit(env)
const port = String(settings.PORT)
// One machine, nothing to set up: without PUBLIC_URL the site is this machine's own address, as the
// secret is generated (./lib.mjs). The admin then accepts changes from that address only, and a
// production server never starts without one (src/config/env.mjs, configProblem).
if (!settings.PUBLIC_URL) {
  env.PUBLIC_URL = `http://localhost:${port}`
  console.log(`▸ PUBLIC_URL is not set: the site is ${env.PUBLIC_URL} (links in mails, and the only address the admin accepts changes from). Set PUBLIC_URL to its public address.`)
}
settingsOrExit(env, { serving: true })
const distDir = settings.NEXT_DIST_DIR
const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

console.log('▸ Preparing the database (migrations, first admin, demo content) …')
const prepared = await runScript('scripts/prepare.ts', { env })
if (prepared !== 0) {
  console.error(`\n✗ Preparing the database failed (exit ${prepared}).`)
  process.exit(1)
}

const fingerprint = buildFingerprint(env)
if (buildIsCurrent(distDir, fingerprint)) {
  console.log(`▸ Build is up to date (${distDir}).`)
} else {
  console.log(`▸ Building the site (${seconds()} so far; about a minute on 2 cores) …`)
  await buildOrExit(env, distDir, fingerprint)
}

console.log(`▸ Starting on http://localhost:${port} (ready ${seconds()} after npm start)`)
// Next's handler behind an in-memory page cache (src/server/server.mjs); no host binding, as with
// `next start -H 127.0.0.1` the locale proxy answers German URLs with a redirect to themselves.
const server = startServer({ env: { ...env, PORT: port } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

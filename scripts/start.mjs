#!/usr/bin/env node
// `npm start`: migrate, create the first admin, seed an empty database, build if the code
// changed since the last build, and serve the gallery on PORT (default 3000).
import { buildFingerprint, buildIsCurrent, buildOrExit, productionEnv, runScript, startServer } from './lib.mjs'

const env = productionEnv()
const port = env.PORT || '3000'
const distDir = env.NEXT_DIST_DIR || '.next'
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

#!/usr/bin/env node
// `npm run dev`: the site's own server (src/server/server.mjs) around Next's development server, so
// a request in development takes the way it takes in production (the client address, the odd
// requests, the gates at the door, the security headers and script policy, the error pages); the
// one difference is that nothing is kept in front of Next (docs/development.md#npm-run-dev).
// Migrates, creates the first admin and seeds an empty database first, as `npm start` does.
import { ensureSecret, runScript, settingsOrExit, startServer } from './lib.mjs'

const env = { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' }
// The secret `npm start` uses on this machine (data/.payload-secret), unless one is set.
env.PAYLOAD_SECRET = ensureSecret(env)
const settings = settingsOrExit(env)
const port = String(settings.PORT)

console.log('▸ Preparing the database (migrations, first admin, demo content) …')
const prepared = await runScript('scripts/prepare.ts', { env })
if (prepared !== 0) {
  console.error(`\n✗ Preparing the database failed (exit ${prepared}).`)
  process.exit(1)
}
console.log(`▸ Starting the development server on http://localhost:${port} (pages compile on their first request)`)
const server = startServer({ env: { ...env, PORT: port } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

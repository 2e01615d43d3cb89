#!/usr/bin/env node
// `npm run build`: one production build for every instance (see docs/operations.md, "Several
// instances"): the build id comes from the sources, the server-action key from PAYLOAD_SECRET, so
// instances built from the same commit with the same secret agree. Pages are prerendered from the
// database DATABASE_URL names: build with the production database reachable, migrated first
// (`npm run migrate`). Copy the folder (.next, or NEXT_DIST_DIR) to every machine, or build there.
import { buildFingerprint, buildOrExit, productionEnv, settingsOrExit } from './lib.mjs'

const env = productionEnv()
const distDir = settingsOrExit(env).NEXT_DIST_DIR
console.log(`▸ Building into ${distDir} …`)
await buildOrExit(env, distDir, buildFingerprint(env))
console.log(`✓ Built. Start each instance with npm run serve.`)

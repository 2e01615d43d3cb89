#!/usr/bin/env node
// `npm run serve`: one instance from an existing build (`npm run build`), without building,
// migrating or seeding — what each of several instances behind a load balancer runs. The
// database must be migrated (`npm run migrate`, once per deploy, before the new instances start).
import fs from 'node:fs'
import path from 'node:path'

import { productionEnv, root, settingsOrExit, startServer } from './lib.mjs'

const env = productionEnv()
// Every variable is checked (src/config/env.mjs), and each instance serves the site's public
// address (the admin accepts changes from it only): no default.
const settings = settingsOrExit(env, { serving: true })
const distDir = settings.NEXT_DIST_DIR
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`✗ No production build in ${distDir}. Run npm run build first (or npm start on a single machine).`)
  process.exit(1)
}
const port = String(settings.PORT)
console.log(`▸ Serving the build ${fs.readFileSync(path.join(root, distDir, 'BUILD_ID'), 'utf8').trim()} on port ${port}`)
const server = startServer({ env: { ...env, PORT: port } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

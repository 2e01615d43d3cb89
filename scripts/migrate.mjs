#!/usr/bin/env node
// `npm run migrate`: applies the committed migrations to DATABASE_URL, and nothing else (no first
// admin, no demo content). Run it once per deploy, before starting the new instances; the
// migrations only add (columns, tables, indexes), so instances of the previous build keep serving.
import { productionEnv, runScript } from './lib.mjs'

const code = await runScript('scripts/prepare.ts', { env: { ...productionEnv(), PREPARE_STEPS: 'migrate' } })
if (code !== 0) console.error(`\n✗ Migrating failed (exit ${code}).`)
else console.log('✓ Migrations applied.')
process.exit(code)

import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildFingerprint, productionEnv } from './lib.mjs'

const root = path.resolve(import.meta.dirname, '..')
const secret = 'a-secret-of-at-least-32-characters-0123456789'

/** Runs one of the npm scripts' files with exactly this environment (plus PATH). */
function runScript(file: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [file], { cwd: root, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env }, encoding: 'utf8', timeout: 30_000 })
}

describe('several instances: what must be the same everywhere', () => {
  it('npm run serve, npm run migrate and npm start refuse to start on PostgreSQL in production without PAYLOAD_SECRET, saying what to set', () => {
    for (const file of ['scripts/serve.mjs', 'scripts/migrate.mjs', 'scripts/start.mjs', 'scripts/build.mjs']) {
      const result = runScript(file, { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal:5432/gallery' })
      expect(result.status, file).toBe(1)
      expect(result.stderr, file).toContain('PAYLOAD_SECRET is not set')
      expect(result.stderr, file).toContain('every instance')
    }
    // Four Node processes one after another, each loading the configuration's checks (zod).
  }, 60_000)

  it('derives the server-action key from the secret: the same on every instance, another for another secret, an explicit key kept', () => {
    const one = productionEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: 'postgres://a@b/c' })
    const two = productionEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: 'postgres://x@y/z' })
    const other = productionEnv({ PAYLOAD_SECRET: `${secret}-other`, DATABASE_URL: 'postgres://a@b/c' })
    expect(one.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(two.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)
    expect(one.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).not.toBe(other.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)
    // AES-256: 32 bytes, base64.
    expect(Buffer.from(one.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY!, 'base64')).toHaveLength(32)
    expect(one.NODE_ENV).toBe('production')
    expect(productionEnv({ PAYLOAD_SECRET: secret, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'given' }).NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe('given')
  })

  it('fingerprints the sources the same way twice, so a build id does not depend on the machine', () => {
    expect(buildFingerprint({ DATABASE_URL: '' })).toBe(buildFingerprint({ DATABASE_URL: '' }))
    expect(buildFingerprint({ DATABASE_URL: '', NEXT_PUBLIC_X: '1' })).not.toBe(buildFingerprint({ DATABASE_URL: '' }))
  })
})

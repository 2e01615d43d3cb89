/**
 * The production build type-checks (issue 20): `npm start` and `npm run build` refuse a type error.
 * Only the build that `npm test` makes for its end-to-end tests skips the check, after its own
 * type check of the same files passed (scripts/test.mjs sets VERNISSAGE_TYPES_CHECKED).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

async function loadConfig() {
  vi.resetModules()
  return (await import('../next.config')).default
}

afterEach(() => {
  delete process.env.VERNISSAGE_TYPES_CHECKED
  delete process.env.VERNISSAGE_BUILD_CACHE
})

describe('next.config.ts', () => {
  it('type-checks a production build', async () => {
    delete process.env.VERNISSAGE_TYPES_CHECKED
    expect((await loadConfig()).typescript?.ignoreBuildErrors).toBe(false)
  })

  it('skips the check only when the test runner has made it', async () => {
    process.env.VERNISSAGE_TYPES_CHECKED = '1'
    expect((await loadConfig()).typescript?.ignoreBuildErrors).toBe(true)
  })

  it('keeps Turbopack’s cache for the next build, unless a one-off test build says not to', async () => {
    expect((await loadConfig()).experimental?.turbopackFileSystemCacheForBuild).toBe(true)
    process.env.VERNISSAGE_BUILD_CACHE = 'off'
    expect((await loadConfig()).experimental?.turbopackFileSystemCacheForBuild).toBe(false)
  })
})

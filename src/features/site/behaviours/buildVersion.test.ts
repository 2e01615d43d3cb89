import { describe, expect, it } from 'vitest'

import { isNewerBuild, parseBuildId } from './buildVersion'

describe('build version', () => {
  it('reads the build id from the endpoint answer', () => {
    expect(parseBuildId({ buildId: 'abc123' })).toBe('abc123')
    expect(parseBuildId({ buildId: ' abc ' })).toBe('abc')
    expect(parseBuildId({ buildId: '' })).toBeNull()
    expect(parseBuildId({ buildId: 7 })).toBeNull()
    expect(parseBuildId('<html>')).toBeNull()
    expect(parseBuildId(null)).toBeNull()
  })

  it('reports a newer build only when both ids are known and differ', () => {
    expect(isNewerBuild('a', 'b')).toBe(true)
    expect(isNewerBuild('a', 'a')).toBe(false)
    expect(isNewerBuild(null, 'b')).toBe(false)
    expect(isNewerBuild('a', null)).toBe(false)
  })
})

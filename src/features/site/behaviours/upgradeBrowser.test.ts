import { describe, expect, it } from 'vitest'

import { missingFeatures, upgradeTarget } from './upgradeBrowser'

describe('upgrade browser', () => {
  it('lists failing and throwing probes', () => {
    const probes = {
      esModules: () => true,
      cssVariables: () => false,
      fetch: () => {
        throw new Error('no')
      },
    }
    expect(missingFeatures(probes)).toEqual(['cssVariables', 'fetch'])
    expect(missingFeatures({ a: () => true })).toEqual([])
  })

  it('sends an outdated browser to the upgrade page in its language', () => {
    expect(upgradeTarget('/artworks', ['fetch'])).toBe('/upgrade-browser')
    expect(upgradeTarget('/', ['fetch'])).toBe('/upgrade-browser')
    expect(upgradeTarget('/en/artworks', ['fetch'])).toBe('/en/upgrade-browser')
    expect(upgradeTarget('/en', ['fetch'])).toBe('/en/upgrade-browser')
  })

  it('leaves a modern browser, and one already on the upgrade page, where it is', () => {
    expect(upgradeTarget('/artworks', [])).toBeNull()
    expect(upgradeTarget('/upgrade-browser', ['fetch'])).toBeNull()
    expect(upgradeTarget('/en/upgrade-browser/', ['fetch'])).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { exhibitionPhase } from './phase'

describe('exhibitionPhase', () => {
  const show = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T00:00:00.000Z' }
  it('is upcoming before the opening', () => expect(exhibitionPhase(show, new Date('2026-10-31T12:00:00Z'))).toBe('upcoming'))
  it('is current from the opening', () => expect(exhibitionPhase(show, new Date('2026-11-01T00:00:00Z'))).toBe('current'))
  it('is still current on the closing day', () => expect(exhibitionPhase(show, new Date('2026-11-30T20:00:00Z'))).toBe('current'))
  it('is past after the closing day', () => expect(exhibitionPhase(show, new Date('2026-12-01T00:00:01Z'))).toBe('past'))
})

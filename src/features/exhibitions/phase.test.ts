import { describe, expect, it } from 'vitest'

import { exhibitionPhase } from './phase'

describe('exhibitionPhase', () => {
  const show = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T00:00:00.000Z' }
  it('is upcoming before the opening', () => expect(exhibitionPhase(show, new Date('2026-10-31T12:00:00Z'))).toBe('upcoming'))
  it('is current from the opening', () => expect(exhibitionPhase(show, new Date('2026-11-01T00:00:00Z'))).toBe('current'))
  it('is still current on the closing day', () => expect(exhibitionPhase(show, new Date('2026-11-30T20:00:00Z'))).toBe('current'))
  it('is past after the closing day', () => expect(exhibitionPhase(show, new Date('2026-12-01T00:00:01Z'))).toBe('past'))
  // An editor in Berlin who picks 21 April as the closing day stores 20 April, 22:00 UTC (issue 45 point 6).
  const spring = { startDate: '2025-03-02T23:00:00.000Z', endDate: '2025-04-20T22:00:00.000Z' }
  it('runs to the end of the closing day in Berlin', () => {
    expect(exhibitionPhase(spring, new Date('2025-04-21T21:30:00Z'))).toBe('current')
    expect(exhibitionPhase(spring, new Date('2025-04-21T22:00:00Z'))).toBe('past')
  })
})

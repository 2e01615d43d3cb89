import { describe, expect, it } from 'vitest'

import { isReserved, nextLapse, reservationEnd } from './reservation'

const now = Date.parse('2026-12-01T12:00:00Z')

describe('reservation rule', () => {
  it('reads a date ahead as reserved, a past or empty one as not', () => {
    expect(isReserved({ reservedUntil: '2026-12-01T12:00:01Z' }, now)).toBe(true)
    expect(isReserved({ reservedUntil: '2026-12-01T12:00:00Z' }, now)).toBe(false)
    expect(isReserved({ reservedUntil: '2026-11-30T00:00:00Z' }, now)).toBe(false)
    expect(isReserved({ reservedUntil: null }, now)).toBe(false)
    expect(isReserved({ reservedUntil: 'not a date' }, now)).toBe(false)
    expect(reservationEnd('nonsense')).toBeNull()
  })

  it('never shows a sold work as reserved', () => {
    expect(isReserved({ sold: true, reservedUntil: '2027-01-01T00:00:00Z' }, now)).toBe(false)
  })

  it('finds the next reservation to lapse', () => {
    const works = [
      { reservedUntil: '2026-12-03T00:00:00Z' },
      { reservedUntil: '2026-12-02T00:00:00Z' },
      { reservedUntil: '2026-11-01T00:00:00Z' },
      { sold: true, reservedUntil: '2026-12-01T13:00:00Z' },
    ]
    expect(nextLapse(works, now)).toBe(Date.parse('2026-12-02T00:00:00Z'))
    expect(nextLapse([], now)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { exhibitionNumbers, lastMonths, monthNumbers, type ExhibitionFacts, type WorkFacts } from './numbers'

const work = (id: number, extra: Partial<WorkFacts> = {}): WorkFacts => ({ id, sold: false, soldAt: null, soldPrice: null, reservedUntil: null, reservedAt: null, ...extra })
const works = [
  work(1, { sold: true, soldAt: '2026-11-10T10:00:00Z', soldPrice: 12000 }),
  work(2, { reservedUntil: '2026-12-20T00:00:00Z', reservedAt: '2026-11-20T00:00:00Z' }),
  work(3, { reservedUntil: '2026-11-01T00:00:00Z', reservedAt: '2026-10-20T00:00:00Z' }),
  work(4, { sold: true, soldAt: '2026-10-02T10:00:00Z', soldPrice: 800 }),
]
const exhibitions: ExhibitionFacts[] = [
  { id: 10, title: 'Herbst', startDate: '2026-10-15T00:00:00Z', endDate: '2026-11-30T00:00:00Z', works: [1, 2, 3] },
  { id: 11, title: 'Sommer', startDate: '2026-07-01T00:00:00Z', endDate: '2026-08-31T00:00:00Z', works: [4] },
]

describe('the gallery numbers', () => {
  it('counts per exhibition: shown, reserved now, sold, sum of sale prices', () => {
    const [herbst, sommer] = exhibitionNumbers(exhibitions, new Map(works.map((w) => [w.id, w])), Date.parse('2026-12-01T00:00:00Z'))
    expect(herbst).toMatchObject({ shown: 3, reserved: 1, sold: 1, soldSum: 12000 })
    expect(sommer).toMatchObject({ shown: 1, reserved: 0, sold: 1, soldSum: 800 })
  })

  it('counts per month: works on show, reservations and sales made in it', () => {
    const [november, october, september] = monthNumbers(lastMonths(new Date('2026-11-15T00:00:00Z'), 3), exhibitions, works)
    expect(november).toEqual({ month: '2026-11', shown: 3, reserved: 1, sold: 1, soldSum: 12000 })
    expect(october).toEqual({ month: '2026-10', shown: 3, reserved: 1, sold: 1, soldSum: 800 })
    expect(september).toEqual({ month: '2026-09', shown: 0, reserved: 0, sold: 0, soldSum: 0 })
  })

  it('counts in the month and days of Berlin, not of UTC (issue 45 point 6)', () => {
    // Sold and reserved on 1 November, 00:30 in Berlin (31 October, 23:30 UTC); an exhibition picked
    // in Berlin to run 1 to 30 November (stored 31 October, 23:00 UTC to 29 November, 23:00 UTC).
    const late = [work(5, { sold: true, soldAt: '2030-10-31T23:30:00Z', soldPrice: 100, reservedAt: '2030-10-31T23:30:00Z' })]
    const november = [{ id: 12, title: 'November', startDate: '2030-10-31T23:00:00Z', endDate: '2030-11-29T23:00:00Z', works: [5] }]
    const [nov, oct] = monthNumbers(lastMonths(new Date('2030-11-30T23:30:00Z'), 3).slice(1), november, late)
    expect(nov).toEqual({ month: '2030-11', shown: 1, reserved: 1, sold: 1, soldSum: 100 })
    expect(oct).toEqual({ month: '2030-10', shown: 0, reserved: 0, sold: 0, soldSum: 0 })
    // 30 November, 23:30 UTC is already December in Berlin.
    expect(lastMonths(new Date('2030-11-30T23:30:00Z'), 1)).toEqual(['2030-12'])
  })
})

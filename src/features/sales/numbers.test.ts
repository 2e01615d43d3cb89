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
})

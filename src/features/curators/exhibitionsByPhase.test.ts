import { describe, expect, it } from 'vitest'

import { exhibitionsByPhase } from './exhibitionsByPhase'

const show = (id: string, startDate: string, endDate: string) => ({ id, startDate: `${startDate}T00:00:00.000Z`, endDate: `${endDate}T00:00:00.000Z` })

describe('exhibitionsByPhase', () => {
  const now = new Date('2025-06-15T12:00:00.000Z')
  const exhibitions = [
    show('old', '2024-01-01', '2024-02-01'),
    show('later', '2025-09-01', '2025-10-01'),
    show('recent', '2025-04-01', '2025-05-01'),
    show('running-long', '2025-05-01', '2025-08-01'),
    show('soon', '2025-07-01', '2025-08-01'),
    show('closing-today', '2025-05-20', '2025-06-15'),
  ]

  it('puts current and upcoming exhibitions before past ones, each in the order a visitor needs', () => {
    const groups = exhibitionsByPhase(exhibitions, now)
    expect(groups.map((g) => [g.phase, g.items.map((e) => e.id)])).toEqual([
      ['current', ['closing-today', 'running-long']],
      ['upcoming', ['soon', 'later']],
      ['past', ['recent', 'old']],
    ])
  })

  it('leaves out phases without exhibitions', () => {
    expect(exhibitionsByPhase([show('old', '2024-01-01', '2024-02-01')], now).map((g) => g.phase)).toEqual(['past'])
    expect(exhibitionsByPhase([], now)).toEqual([])
  })
})

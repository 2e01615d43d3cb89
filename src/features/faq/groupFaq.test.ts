import { describe, expect, it } from 'vitest'

import { groupFaq } from './groupFaq'

describe('groupFaq', () => {
  it('groups by category in the order categories first appear, entries in their order', () => {
    const entries = [
      { id: 1, category: 'Kauf' },
      { id: 2, category: 'Versand' },
      { id: 3, category: 'Kauf ' },
      { id: 4, category: 'Leasing' },
      { id: 5, category: 'Versand' },
    ]
    expect(groupFaq(entries).map((g) => [g.category, g.entries.map((e) => e.id)])).toEqual([
      ['Kauf', [1, 3]],
      ['Versand', [2, 5]],
      ['Leasing', [4]],
    ])
  })

  it('puts entries without a category in one group of their own', () => {
    const groups = groupFaq([{ id: 1, category: null }, { id: 2, category: 'Kauf' }, { id: 3, category: '' }, { id: 4 }])
    expect(groups.map((g) => [g.category, g.entries.map((e) => e.id)])).toEqual([
      [null, [1, 3, 4]],
      ['Kauf', [2]],
    ])
    expect(groupFaq([])).toEqual([])
  })
})

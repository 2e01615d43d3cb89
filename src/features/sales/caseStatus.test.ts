import { describe, expect, it } from 'vitest'

import { caseStatuses, statusRank, workEffect } from './caseStatus'

describe('case statuses', () => {
  it('keeps the contract values in the list order, new first', () => {
    expect(caseStatuses).toEqual(['new', 'in-progress', 'answered', 'reserved', 'sold', 'closed'])
    expect(statusRank('new')).toBeLessThan(statusRank('in-progress'))
    expect(statusRank('closed')).toBe(5)
  })

  it('says what a change does to the works', () => {
    expect(workEffect('answered', 'reserved')).toBe('reserve')
    expect(workEffect('reserved', 'reserved')).toBe('reserve')
    expect(workEffect('reserved', 'sold')).toBe('sell')
    expect(workEffect('sold', 'sold')).toBe('none')
    expect(workEffect('reserved', 'closed')).toBe('release')
    expect(workEffect('new', 'answered')).toBe('none')
  })
})

import { describe, expect, it } from 'vitest'

import { keptUntil } from './retention'

describe('keeping a sold case', () => {
  it('keeps it to the end of the tenth year after the year of the sale', () => {
    expect(keptUntil('2026-03-14T10:00:00.000Z')).toBe('2036-12-31')
    expect(keptUntil('2026-12-31T12:00:00.000Z')).toBe('2036-12-31')
    expect(keptUntil(new Date('2027-01-01T00:00:00.000Z'))).toBe('2037-12-31')
  })
})

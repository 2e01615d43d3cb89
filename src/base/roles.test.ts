import { describe, expect, it } from 'vitest'

import { administers, editsContent, roleOf, sellsWorks } from './roles'

describe('roles', () => {
  it('reads the role of a signed-in account, the narrowest for an unknown one, none for no one', () => {
    expect(roleOf({ role: 'sales' })).toBe('sales')
    expect(roleOf({ role: 'owner' })).toBe('editor')
    expect(roleOf({})).toBe('editor')
    expect(roleOf(null)).toBeNull()
  })

  it('gives each role its share and no one signed out anything', () => {
    const can = (user: unknown) => [administers(user), sellsWorks(user), editsContent(user)]
    expect(can({ role: 'administrator' })).toEqual([true, true, true])
    expect(can({ role: 'sales' })).toEqual([false, true, false])
    expect(can({ role: 'editor' })).toEqual([false, false, true])
    expect(can(undefined)).toEqual([false, false, false])
  })
})

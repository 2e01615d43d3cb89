import { describe, expect, it } from 'vitest'

import { listFilter } from './endpoints'

describe('listFilter: the admin list’s filter as the export reads it', () => {
  it('takes the filter builder’s where and the search box, together', () => {
    expect(listFilter({})).toEqual({})
    expect(listFilter({ where: { sold: { equals: 'true' } } })).toEqual({ sold: { equals: 'true' } })
    expect(listFilter({ search: '  Blau ' })).toEqual({ or: [{ title: { like: 'Blau' } }, { inventory: { like: 'Blau' } }] })
    expect(listFilter({ where: { sold: { equals: 'true' } }, search: 'VN-1' })).toEqual({
      and: [{ sold: { equals: 'true' } }, { or: [{ title: { like: 'VN-1' } }, { inventory: { like: 'VN-1' } }] }],
    })
  })

  it('ignores what is not a filter', () => {
    expect(listFilter({ where: 'x', search: ['a'], limit: '10', page: '2' })).toEqual({})
    expect(listFilter({ search: '   ' })).toEqual({})
  })
})

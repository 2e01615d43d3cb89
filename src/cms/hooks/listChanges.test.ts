import { describe, expect, it } from 'vitest'

import { applyListChanges, changedList } from './listChanges'

describe('adding to and removing from a list', () => {
  it('adds new entries at the end, each once, and removes the ones named', () => {
    expect(changedList([1, 2, 3], [4, 2], [1])).toEqual([2, 3, 4])
    expect(changedList([{ id: 1 }, { id: 2 }], [{ id: 5 }], [])).toEqual([1, 2, 5])
    expect(changedList(undefined, [7], undefined)).toEqual([7])
    expect(changedList(null, [], [1])).toEqual([])
  })

  it('compares ids as text, so a form’s "3" matches the database’s 3', () => {
    expect(changedList([3, 4], ['3'], ['4'])).toEqual([3])
  })

  const hook = applyListChanges([{ field: 'tags', add: 'tagsToAdd', remove: 'tagsToRemove' }])
  const run = (data: Record<string, unknown>, originalDoc?: Record<string, unknown>) =>
    hook({ data, originalDoc, collection: {} as never, context: {}, operation: 'update', req: {} as never }) as Record<string, unknown>

  it('changes the stored list of each work, not the one sent for all', () => {
    expect(run({ tagsToAdd: [9] }, { tags: [1, 2] })).toEqual({ tags: [1, 2, 9] })
    expect(run({ tagsToAdd: [9] }, { tags: [3] })).toEqual({ tags: [3, 9] })
    expect(run({ tagsToRemove: [2] }, { tags: [{ id: 1 }, { id: 2 }] })).toEqual({ tags: [1] })
  })

  it('leaves the list alone when nothing is added or removed, and never stores the change fields', () => {
    expect(run({ title: 'x', tagsToAdd: [], tagsToRemove: null }, { tags: [1] })).toEqual({ title: 'x' })
  })

  it('applies a change to a list sent in the same save', () => {
    expect(run({ tags: [5], tagsToAdd: [6] }, { tags: [1] })).toEqual({ tags: [5, 6] })
  })
})

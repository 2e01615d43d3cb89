import { describe, expect, it } from 'vitest'

import { explorerState, isOpenEntry } from './explorerState'

const crew = [
  { slug: 'anna-berg', id: 7, name: 'Anna Berg' },
  { slug: 'ben-ott', id: 3, name: 'Ben Ott' },
  { slug: 'cem-aydin', id: 9, name: 'Cem Aydın' },
]

describe('explorerState (docs/behaviour.md#explorer)', () => {
  it('opens and marks the first entry when no selection is given', () => {
    for (const selected of [undefined, null, '']) {
      const state = explorerState('crew', crew, { selected })
      expect(state.explorerOpen).toBe(crew[0])
      expect(state.explorerActive).toBe(crew[0])
      expect(state.explicit).toBe(false)
      expect(state.unknown).toBe(false)
    }
  })

  it('keys entries by slug by default', () => {
    const state = explorerState('crew', crew, { selected: 'ben-ott' })
    expect(state.explorerKey).toBe('slug')
    expect(state.explorerType).toBe('crew')
    expect(state.explorerItems).toBe(crew)
    expect(state.explorerOpen).toBe(crew[1])
    expect(state.explorerActive).toBe(crew[1])
    expect(state.explicit).toBe(true)
  })

  it('keys entries by another field when asked', () => {
    expect(explorerState('crew', crew, { key: 'name', selected: 'Cem Aydın' }).explorerOpen).toBe(crew[2])
    // An id is not a slug: with the default key it names no entry.
    expect(explorerState('crew', crew, { selected: '3' }).unknown).toBe(true)
  })

  it('an unknown slug opens nothing and says so, never falling back to the first', () => {
    const state = explorerState('crew', crew, { selected: 'gibt-es-nicht' })
    expect(state.explorerOpen).toBeNull()
    expect(state.explorerActive).toBeNull()
    expect(state.unknown).toBe(true)
    expect(state.explicit).toBe(false)
  })

  it('matches the slug exactly', () => {
    expect(explorerState('crew', crew, { selected: 'Anna-Berg' }).unknown).toBe(true)
    expect(explorerState('crew', crew, { selected: 'anna' }).unknown).toBe(true)
  })

  it('an empty list opens nothing by default and is not an unknown selection', () => {
    const state = explorerState('crew', [] as typeof crew)
    expect(state.explorerOpen).toBeNull()
    expect(state.unknown).toBe(false)
  })

  it('isOpenEntry compares by key, so a copy read elsewhere matches', () => {
    const state = explorerState('crew', crew, { selected: 'cem-aydin' })
    expect(crew.map((m) => isOpenEntry(state, m))).toEqual([false, false, true])
    expect(isOpenEntry(state, { ...crew[2] })).toBe(true)
    expect(isOpenEntry(explorerState('crew', crew, { selected: 'x' }), crew[0])).toBe(false)
  })
})

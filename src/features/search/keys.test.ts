import { describe, expect, it } from 'vitest'

import { isTypingTarget, moveActive, opensSearch } from './keys'

const key = (key: string, target: Parameters<typeof opensSearch>[0]['target'] = { tagName: 'BODY' }, extra = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...extra,
})

describe('the / key', () => {
  it('opens the search outside fields', () => {
    expect(opensSearch(key('/'))).toBe(true)
    expect(opensSearch(key('/', { tagName: 'A' }))).toBe(true)
    expect(opensSearch(key('/', { tagName: 'INPUT', type: 'checkbox' }))).toBe(true)
  })

  it('types a slash in fields, and leaves other keys and shortcuts alone', () => {
    expect(opensSearch(key('/', { tagName: 'INPUT', type: 'text' }))).toBe(false)
    expect(opensSearch(key('/', { tagName: 'INPUT' }))).toBe(false)
    expect(opensSearch(key('/', { tagName: 'TEXTAREA' }))).toBe(false)
    expect(opensSearch(key('/', { tagName: 'DIV', isContentEditable: true }))).toBe(false)
    expect(opensSearch(key('/', { tagName: 'BODY' }, { ctrlKey: true }))).toBe(false)
    expect(opensSearch(key('s'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe('arrow keys', () => {
  it('move through the options and wrap around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(1, 3, 'Home')).toBe(0)
    expect(moveActive(1, 3, 'End')).toBe(2)
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1)
  })
})

import { describe, expect, it } from 'vitest'

import { closeDecision, trapFocus } from './overlayRules'

describe('closeDecision', () => {
  it('closes a normal overlay on Escape, outside click and back', () => {
    expect(closeDecision('escape', false)).toBe('close')
    expect(closeDecision('outside', false)).toBe('close')
    expect(closeDecision('back', false)).toBe('close')
  })
  it('pulses a persistent overlay instead', () => {
    expect(closeDecision('escape', true)).toBe('pulse')
    expect(closeDecision('outside', true)).toBe('pulse')
    expect(closeDecision('back', true)).toBe('ignore')
  })
})

describe('trapFocus', () => {
  it('wraps Tab from the last to the first, Shift+Tab from the first to the last', () => {
    expect(trapFocus(2, 3, false)).toBe(0)
    expect(trapFocus(0, 3, true)).toBe(2)
  })
  it('leaves the middle to the browser', () => {
    expect(trapFocus(0, 3, false)).toBeNull()
    expect(trapFocus(1, 3, true)).toBeNull()
  })
  it('pulls focus from outside back in', () => {
    expect(trapFocus(-1, 3, false)).toBe(0)
    expect(trapFocus(-1, 3, true)).toBe(2)
  })
  it('with one element, keeps focus on it; with none, does nothing', () => {
    expect(trapFocus(0, 1, false)).toBe(0)
    expect(trapFocus(0, 1, true)).toBe(0)
    expect(trapFocus(-1, 0, false)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { closeDecision } from './overlayRules'

describe('closeDecision', () => {
  it('closes a normal overlay on Escape, outside click and back', () => {
    expect(closeDecision('escape', false)).toBe('close')
    expect(closeDecision('outside', false)).toBe('close')
    expect(closeDecision('back', false)).toBe('close')
  })
  it('pulses a persistent overlay instead, on back as well', () => {
    expect(closeDecision('escape', true)).toBe('pulse')
    expect(closeDecision('outside', true)).toBe('pulse')
    expect(closeDecision('back', true)).toBe('pulse')
  })
})

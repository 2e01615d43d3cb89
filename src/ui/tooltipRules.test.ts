import { describe, expect, it } from 'vitest'

import { hiddenTooltip, nextTooltipState, tooltipPosition, tooltipShown, type TooltipEvent } from './tooltipRules'

const run = (...events: TooltipEvent[]) => events.reduce(nextTooltipState, hiddenTooltip)

describe('tooltipPosition', () => {
  const trigger = { top: 200, bottom: 244, left: 100, width: 44 }
  it('stands the offset above the trigger, centred', () => {
    expect(tooltipPosition(trigger, { width: 80, height: 30 }, 1280, 10)).toEqual({ placement: 'above', top: 160, left: 82 })
  })
  it('goes below when there is no room above', () => {
    expect(tooltipPosition({ ...trigger, top: 20, bottom: 64 }, { width: 80, height: 30 }, 1280, 10)).toEqual({ placement: 'below', top: 74, left: 82 })
  })
  it('stays inside the window horizontally', () => {
    expect(tooltipPosition({ ...trigger, left: 1250 }, { width: 80, height: 30 }, 1280, 10).left).toBe(1196)
    expect(tooltipPosition({ ...trigger, left: 0 }, { width: 80, height: 30 }, 1280, 10).left).toBe(4)
  })
})

describe('nextTooltipState (WCAG 1.4.13)', () => {
  it('shows on hover and on keyboard focus, hides when both are gone', () => {
    expect(tooltipShown(run('pointer-enter'))).toBe(true)
    expect(tooltipShown(run('focus-visible'))).toBe(true)
    expect(tooltipShown(run('pointer-enter', 'pointer-leave'))).toBe(false)
    expect(tooltipShown(run('focus-visible', 'pointer-enter', 'pointer-leave'))).toBe(true)
    expect(tooltipShown(run('focus-visible', 'blur'))).toBe(false)
  })
  it('Escape hides it without moving pointer or focus, until both have left', () => {
    expect(tooltipShown(run('pointer-enter', 'escape'))).toBe(false)
    expect(tooltipShown(run('focus-visible', 'escape'))).toBe(false)
    expect(tooltipShown(run('focus-visible', 'pointer-enter', 'escape', 'pointer-leave'))).toBe(false)
    expect(tooltipShown(run('focus-visible', 'escape', 'blur', 'focus-visible'))).toBe(true)
    expect(tooltipShown(run('pointer-enter', 'escape', 'pointer-leave', 'pointer-enter'))).toBe(true)
  })
})

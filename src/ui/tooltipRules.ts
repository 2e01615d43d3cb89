/**
 * Pure rules of the Tooltip (DESIGN.md: offset 10 px, z-index 1930; WCAG 1.4.13 content on hover
 * or focus): where it stands, and when it shows.
 */

/** Time to cross the offset from the trigger onto the tooltip without it disappearing. */
export const tooltipLeaveDelayMs = 150

export type TooltipPlacement = 'above' | 'below'

type Rect = { top: number; bottom: number; left: number; width: number }

/**
 * Above the trigger, unless the room above (less the offset and a small margin) is too small for
 * it; centred on the trigger, but kept `margin` px inside the window horizontally.
 */
export function tooltipPosition(trigger: Rect, tip: { width: number; height: number }, viewportWidth: number, offset: number, margin = 4) {
  const placement: TooltipPlacement = trigger.top - offset - tip.height < margin ? 'below' : 'above'
  const centred = trigger.left + trigger.width / 2 - tip.width / 2
  const left = Math.max(margin, Math.min(centred, viewportWidth - tip.width - margin))
  const top = placement === 'above' ? trigger.top - offset - tip.height : trigger.bottom + offset
  return { placement, top, left }
}

export type TooltipEvent = 'pointer-enter' | 'pointer-leave' | 'focus-visible' | 'blur' | 'escape'
export type TooltipState = { hovered: boolean; focused: boolean; dismissed: boolean }

export const hiddenTooltip: TooltipState = { hovered: false, focused: false, dismissed: false }

/**
 * Shown while the pointer is over the trigger or the tooltip, or the trigger has keyboard focus;
 * Escape hides it without moving either (1.4.13 "dismissible") until both have left.
 */
export function nextTooltipState(state: TooltipState, event: TooltipEvent): TooltipState {
  switch (event) {
    case 'pointer-enter':
      return { ...state, hovered: true }
    case 'pointer-leave':
      return { ...state, hovered: false, dismissed: state.focused && state.dismissed }
    case 'focus-visible':
      return { ...state, focused: true }
    case 'blur':
      return { ...state, focused: false, dismissed: state.hovered && state.dismissed }
    case 'escape':
      return { ...state, dismissed: true }
  }
}

export function tooltipShown(state: TooltipState): boolean {
  return (state.hovered || state.focused) && !state.dismissed
}

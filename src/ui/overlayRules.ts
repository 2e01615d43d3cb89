/** Pure rules of the Overlay (SPEC §4): what a close request does, and where Tab moves focus. */

export type CloseReason = 'escape' | 'outside' | 'back'

/** A non-persistent overlay closes; a persistent one answers Escape and outside clicks with a pulse. */
export function closeDecision(reason: CloseReason, persistent: boolean): 'close' | 'pulse' | 'ignore' {
  if (!persistent) return 'close'
  // A persistent overlay never pushes a history entry, so "back" leaves the page as usual.
  return reason === 'back' ? 'ignore' : 'pulse'
}

/**
 * The focus trap: the index to focus after Tab (or Shift+Tab) from `current` among `count`
 * focusable elements, or null to let the browser move focus normally. From outside the list
 * (current -1) Tab goes to the first, Shift+Tab to the last.
 */
export function trapFocus(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (current < 0) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return null
}

/** Focusable elements, in the order Tab visits them (positive tabindex is not used on this site). */
export const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Pure rules of the overlays (docs/behaviour.md#overlays): what a close request does, and which elements take focus. */

export type CloseReason = 'escape' | 'outside' | 'back'

/** A non-persistent overlay closes; a persistent one answers Escape and outside clicks with a pulse. */
export function closeDecision(reason: CloseReason, persistent: boolean): 'close' | 'pulse' | 'ignore' {
  if (!persistent) return 'close'
  // A persistent overlay never pushes a history entry, so "back" leaves the page as usual.
  return reason === 'back' ? 'ignore' : 'pulse'
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

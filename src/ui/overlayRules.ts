/** Pure rules of the overlays (docs/behaviour.md#overlays): what a close request does, and which elements take focus. */

export type CloseReason = 'escape' | 'outside' | 'back'

/**
 * A non-persistent overlay closes; a persistent one answers Escape, outside clicks and back
 * (docs/behaviour.md#persistent-overlay) with a pulse and stays. Every reason is a way out the visitor tried: none is ignored.
 */
export function closeDecision(_reason: CloseReason, persistent: boolean): 'close' | 'pulse' {
  return persistent ? 'pulse' : 'close'
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

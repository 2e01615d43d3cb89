/**
 * Escape on an open modal `<dialog>`, handed to `onEscape` instead of the browser closing it: the
 * overlay rules (overlayRules.ts) decide, and a persistent one only pulses (docs/behaviour.md#persistent-overlay). Returns the
 * removal of the listeners.
 *
 * Preventing the dialog's `cancel` event is not enough: Chromium's close watcher lets only one
 * cancel per user activation be prevented, and Escape is no activation, so a second Escape would
 * close the dialog regardless. Escape's `keydown`, once prevented, raises no close request at
 * all, so it is answered there, on window after everyone else (a control inside, such as a shown
 * tooltip, that keeps Escape for itself prevents it first). `cancel` still covers close requests
 * without a key (a platform's back gesture).
 */
export function listenForEscape(dialog: HTMLDialogElement, onEscape: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || !dialog.open) return
    // Another open dialog holding the focus has its own listener.
    const target = event.target instanceof Element ? event.target : null
    if (target && !dialog.contains(target) && target.closest('dialog[open]')) return
    event.preventDefault()
    onEscape()
  }
  const onCancel = (event: Event) => {
    event.preventDefault()
    onEscape()
  }
  window.addEventListener('keydown', onKeyDown)
  dialog.addEventListener('cancel', onCancel)
  return () => {
    window.removeEventListener('keydown', onKeyDown)
    dialog.removeEventListener('cancel', onCancel)
  }
}

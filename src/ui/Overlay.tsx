'use client'

import { useCallback, useEffect, useRef } from 'react'

import { listenForEscape } from './dialogEscape'
import { closeDecision, focusableSelector, type CloseReason } from './overlayRules'
import { pulse } from './pulse'
import { followsLink, useBackEntry } from './useBackEntry'

type OverlayProps = {
  id: string
  open: boolean
  onClose: () => void
  /** Accessible name of the dialog. */
  label: string
  className?: string
  /**
   * docs/behaviour.md#persistent-overlay: Escape and a click outside do not close it but pulse it (scale 1.03 for 150 ms),
   * pointing at its own way out; back pulses it too.
   */
  persistent?: boolean
  children: React.ReactNode
}

/**
 * A modal layer above the page (docs/behaviour.md#stacking), on the browser's own `<dialog>` opened with
 * `showModal()`: it sits in the top layer, the page behind it is inert (Tab, clicks and the
 * screen reader's cursor stay inside) and Escape asks it to close. Focus moves to its first
 * control on open and returns to where it was on close; browser back closes it too (it gets a
 * history entry of its own, useBackEntry). What Escape, a click outside and back do is
 * closeDecision's (overlayRules.ts): a persistent overlay pulses instead. It is always in the DOM (closed while
 * not shown) so that the opening button's aria-controls points at it.
 */
export function Overlay({ id, open, onClose, label, className, persistent = false, children }: OverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  // Set when a link inside is followed: the page moves on, so our history entry must not be undone.
  const leavingRef = useRef(false)

  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  // Escape, a click outside or back: closed, pulsed or left alone as the overlay rules say.
  const requestClose = useCallback(
    (reason: CloseReason) => {
      const decision = closeDecision(reason, persistent)
      if (decision === 'close') onCloseRef.current()
      else if (decision === 'pulse' && panelRef.current) pulse(panelRef.current)
      return decision
    },
    [persistent],
  )

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    leavingRef.current = false
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>(focusableSelector)?.focus()

    // Escape: the open state is React's, so the browser's own closing waits for the decision.
    const stopEscape = listenForEscape(dialog, () => requestClose('escape'))
    // Closed by the browser itself (a close request it did not let us stop): tell the owner.
    const onNativeClose = () => onCloseRef.current()
    dialog.addEventListener('close', onNativeClose)

    return () => {
      stopEscape()
      dialog.removeEventListener('close', onNativeClose)
      if (dialog.open) dialog.close()
      if (!leavingRef.current && returnTo?.isConnected) returnTo.focus()
    }
  }, [open, requestClose])

  // Back closes it, or pulses a persistent one, which stays (useBackEntry).
  useBackEntry(open, id, () => (requestClose('back') === 'close' ? 'closed' : 'kept'), leavingRef)

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={['overlay', className].filter(Boolean).join(' ')}
      aria-label={label}
      onClick={(event) => {
        // The dialog fills the window; a click on it, not on its panel, is a click outside.
        if (event.target === event.currentTarget) requestClose('outside')
      }}
    >
      <div
        ref={panelRef}
        className="overlay__panel"
        tabIndex={-1}
        onClickCapture={(event) => {
          if (followsLink(event)) leavingRef.current = true
        }}
      >
        {children}
      </div>
    </dialog>
  )
}

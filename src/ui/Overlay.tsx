'use client'

import { useCallback, useEffect, useRef } from 'react'

import { listenForEscape } from './dialogEscape'
import { closeDecision, focusableSelector, type CloseReason } from './overlayRules'
import { pulse } from './pulse'

type OverlayProps = {
  id: string
  open: boolean
  onClose: () => void
  /** Accessible name of the dialog. */
  label: string
  className?: string
  /**
   * docs/behaviour.md#persistent-overlay: Escape and a click outside do not close it but pulse it (scale 1.03 for 150 ms),
   * pointing at its own way out; it takes no history entry, so back leaves the page as usual.
   */
  persistent?: boolean
  children: React.ReactNode
}

const historyKey = 'vernissageOverlay'

/**
 * A modal layer above the page (docs/behaviour.md#stacking), on the browser's own `<dialog>` opened with
 * `showModal()`: it sits in the top layer, the page behind it is inert (Tab, clicks and the
 * screen reader's cursor stay inside) and Escape asks it to close. Focus moves to its first
 * control on open and returns to where it was on close; browser back closes it too (it gets a
 * history entry of its own). What Escape, a click outside and back do is closeDecision's
 * (overlayRules.ts): a persistent overlay pulses instead. It is always in the DOM (closed while
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

    // Back navigation closes the overlay: it gets its own history entry on the same URL. A
    // persistent one gets none (closeDecision: back is left to the page).
    let pushed = closeDecision('back', persistent) === 'close'
    if (pushed) window.history.pushState({ ...window.history.state, [historyKey]: id }, '')
    const onPopState = () => {
      pushed = false
      requestClose('back')
    }
    // Escape: the open state is React's, so the browser's own closing waits for the decision.
    const stopEscape = listenForEscape(dialog, () => requestClose('escape'))
    // Closed by the browser itself (a close request it did not let us stop): tell the owner.
    const onNativeClose = () => onCloseRef.current()
    window.addEventListener('popstate', onPopState)
    dialog.addEventListener('close', onNativeClose)

    return () => {
      window.removeEventListener('popstate', onPopState)
      stopEscape()
      dialog.removeEventListener('close', onNativeClose)
      if (dialog.open) dialog.close()
      // Closed by Escape, a click or a button: drop our history entry, unless a navigation
      // already moved on (then the entry is no longer the current one and stays harmlessly).
      const leaving = leavingRef.current
      if (pushed && !leaving && window.history.state?.[historyKey] === id) window.history.back()
      if (!leaving && returnTo?.isConnected) returnTo.focus()
    }
  }, [open, id, persistent, requestClose])

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
          const anchor = (event.target as Element).closest('a[href]')
          if (anchor && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) leavingRef.current = true
        }}
      >
        {children}
      </div>
    </dialog>
  )
}

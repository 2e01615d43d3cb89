'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { listenForEscape } from '@/ui/dialogEscape'
import { closeDecision } from '@/ui/overlayRules'
import { pulse } from '@/ui/pulse'
import { followsLink, useBackEntry } from '@/ui/useBackEntry'

type PriceDialogProps = {
  /** The price line; a click on it opens the dialog (docs/behaviour.md#price-dialog). */
  trigger: React.ReactNode
  title: string
  closeLabel: string
  children: React.ReactNode
}

/**
 * The price dialog of docs/behaviour.md#price-dialog: opened from the price line, closed by its button; at most
 * 1024 px wide, at least 400 px high. It is persistent (docs/behaviour.md#persistent-overlay): a click outside it, Escape
 * and browser back (it has a history entry of its own while open, useBackEntry) do not close it but pulse it (scale 1.03 for 150 ms, none with reduced motion), pointing at the
 * way out. A keyboard is not trapped: Tab reaches the close button, and Escape moves focus onto
 * it, so Escape then Enter closes.
 */
export function PriceDialog({ trigger, title, closeLabel, children }: PriceDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  // Set when a link inside is followed: the page moves on, so the history entry stays.
  const leavingRef = useRef(false)

  // Escape and back: pulsed, with focus on the way out (or closed, should the rules ever say so).
  const requestClose = useCallback((reason: 'escape' | 'back') => {
    const element = dialog.current
    if (!element) return 'close'
    const decision = closeDecision(reason, true)
    if (decision === 'close') element.close()
    else {
      pulse(element)
      closeButton.current?.focus()
    }
    return decision
  }, [])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    return listenForEscape(element, () => requestClose('escape'))
  }, [requestClose])

  useBackEntry(open, 'price-dialog', () => (requestClose('back') === 'close' ? 'closed' : 'kept'), leavingRef)

  return (
    <>
      <button
        type="button"
        className="price-line"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
        }}
        data-testid="price-line"
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        className="price-dialog"
        aria-labelledby="price-dialog-title"
        data-testid="price-dialog"
        onClose={() => setOpen(false)}
        onClickCapture={(event) => {
          if (followsLink(event)) leavingRef.current = true
        }}
        onClick={(event) => {
          // Clicks on the backdrop reach the dialog element itself, outside its box.
          const box = event.currentTarget.getBoundingClientRect()
          const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
          if (event.target === event.currentTarget && outside && closeDecision('outside', true) === 'pulse') pulse(event.currentTarget)
        }}
      >
        <h2 id="price-dialog-title">{title}</h2>
        {children}
        <button ref={closeButton} type="button" className="price-dialog__close" onClick={() => dialog.current?.close()}>
          {closeLabel}
        </button>
      </dialog>
    </>
  )
}

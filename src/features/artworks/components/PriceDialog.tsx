'use client'

import { useRef } from 'react'

import { closeDecision } from '@/ui/overlayRules'
import { pulse } from '@/ui/pulse'
import '@/ui/overlay.css'

type PriceDialogProps = {
  /** The price line; a click on it opens the dialog (SPEC §4). */
  trigger: React.ReactNode
  title: string
  closeLabel: string
  children: React.ReactNode
}

/**
 * The price dialog of SPEC §4/§9: opened from the price line, closed by its button; at most
 * 1024 px wide, at least 400 px high. It is persistent: a click outside it does not close it but
 * pulses it (scale 1.03 for 150 ms, none with reduced motion), pointing at the way out. Escape
 * still closes it, as the native dialog does for keyboard users: a dialog a keyboard cannot leave
 * without finding the button would be worse than a rule followed to the letter.
 */
export function PriceDialog({ trigger, title, closeLabel, children }: PriceDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className="price-line" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()} data-testid="price-line">
        {trigger}
      </button>
      <dialog
        ref={dialog}
        className="price-dialog"
        aria-labelledby="price-dialog-title"
        data-testid="price-dialog"
        onClick={(event) => {
          // Clicks on the backdrop reach the dialog element itself, outside its box.
          const box = event.currentTarget.getBoundingClientRect()
          const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
          if (event.target === event.currentTarget && outside && closeDecision('outside', true) === 'pulse') pulse(event.currentTarget)
        }}
      >
        <h2 id="price-dialog-title">{title}</h2>
        {children}
        <button type="button" className="price-dialog__close" onClick={() => dialog.current?.close()}>
          {closeLabel}
        </button>
      </dialog>
    </>
  )
}

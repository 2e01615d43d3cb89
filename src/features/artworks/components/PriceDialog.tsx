'use client'

import { useRef } from 'react'

type PriceDialogProps = {
  /** The price line; a click on it opens the dialog (SPEC §4). */
  trigger: React.ReactNode
  title: string
  closeLabel: string
  children: React.ReactNode
}

/**
 * The price dialog of SPEC §4/§9: opened from the price line, closed by its button (and Escape,
 * which the native dialog gives keyboard users); at most 1024 px wide, at least 400 px high.
 */
export function PriceDialog({ trigger, title, closeLabel, children }: PriceDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className="price-line" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()} data-testid="price-line">
        {trigger}
      </button>
      <dialog ref={dialog} className="price-dialog" aria-labelledby="price-dialog-title" data-testid="price-dialog">
        <h2 id="price-dialog-title">{title}</h2>
        {children}
        <button type="button" className="price-dialog__close" onClick={() => dialog.current?.close()}>
          {closeLabel}
        </button>
      </dialog>
    </>
  )
}

'use client'

import { useEffect, useRef } from 'react'

import { closeDecision, focusableSelector, trapFocus, type CloseReason } from './overlayRules'
import { pulse } from './pulse'

import './overlay.css'

type OverlayProps = {
  id: string
  open: boolean
  onClose: () => void
  /** A persistent overlay stays open on Escape, outside click and back; it pulses instead. */
  persistent?: boolean
  /** Accessible name of the dialog. */
  label: string
  className?: string
  children: React.ReactNode
}

const historyKey = 'vernissageOverlay'

/**
 * A modal layer above the page (z-index 2000, SPEC §9). Focus moves in on open, Tab stays inside,
 * and focus returns to where it was on close. It is always in the DOM (hidden while closed) so
 * that the opening button's aria-controls points at it.
 */
export function Overlay({ id, open, onClose, persistent = false, label, className, children }: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  // Set when a link inside is followed: the page moves on, so our history entry must not be undone.
  const leavingRef = useRef(false)

  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    if (!open) return
    const panel = panelRef.current
    leavingRef.current = false
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null

    const request = (reason: CloseReason) => {
      const decision = closeDecision(reason, persistent)
      if (decision === 'close') onCloseRef.current()
      else if (decision === 'pulse' && panel) pulse(panel)
    }

    // Back navigation closes the overlay: it gets its own history entry on the same URL.
    let pushed = false
    if (!persistent) {
      window.history.pushState({ ...window.history.state, [historyKey]: id }, '')
      pushed = true
    }
    const onPopState = () => {
      pushed = false
      request('back')
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        request('escape')
      } else if (event.key === 'Tab' && panel) {
        const focusables = [...panel.querySelectorAll<HTMLElement>(focusableSelector)].filter((el) => el.offsetParent !== null || el === document.activeElement)
        const next = trapFocus(focusables.indexOf(document.activeElement as HTMLElement), focusables.length, event.shiftKey)
        if (next !== null) {
          event.preventDefault()
          focusables[next]?.focus()
        } else if (focusables.length === 0) {
          event.preventDefault()
        }
      }
    }
    window.addEventListener('popstate', onPopState)
    document.addEventListener('keydown', onKeyDown)

    const first = panel?.querySelector<HTMLElement>(focusableSelector)
    ;(first ?? panel)?.focus()

    return () => {
      window.removeEventListener('popstate', onPopState)
      document.removeEventListener('keydown', onKeyDown)
      // Closed by Escape, a click or a button: drop our history entry, unless a navigation
      // already moved on (then the entry is no longer the current one and stays harmlessly).
      const leaving = leavingRef.current
      if (pushed && !leaving && window.history.state?.[historyKey] === id) window.history.back()
      if (!leaving && returnTo?.isConnected) returnTo.focus()
    }
  }, [open, persistent, id])

  return (
    <div
      id={id}
      className={['overlay', className].filter(Boolean).join(' ')}
      hidden={!open}
      data-persistent={persistent || undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) {
          const decision = closeDecision('outside', persistent)
          if (decision === 'close') onClose()
          else if (decision === 'pulse' && panelRef.current) pulse(panelRef.current)
        }
      }}
    >
      <div
        ref={panelRef}
        className="overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onClickCapture={(event) => {
          const anchor = (event.target as Element).closest('a[href]')
          if (anchor && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) leavingRef.current = true
        }}
      >
        {children}
      </div>
    </div>
  )
}

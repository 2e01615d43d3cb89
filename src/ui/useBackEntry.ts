'use client'

import { useEffect, useRef } from 'react'

const historyKey = 'vernissageOverlay'

/**
 * Browser back while an overlay is open (docs/behaviour.md#overlays): the overlay has a history
 * entry of its own on the same URL while it is open, so back reaches the overlay, not the page
 * before. `onBack` says what became of it: 'closed' (the entry is used up), or 'kept' (a
 * persistent overlay pulsed and stays: its entry is put back, so the next back pulses again).
 * Closed another way (its button, Escape, a click outside), the entry is taken back, unless the
 * page moved on through a link inside: the owner sets `leavingRef` on a click on such a link
 * (`followsLink`).
 */
export function useBackEntry(open: boolean, key: string, onBack: () => 'closed' | 'kept', leavingRef: React.RefObject<boolean>) {
  const onBackRef = useRef(onBack)

  useEffect(() => {
    onBackRef.current = onBack
  }, [onBack])

  useEffect(() => {
    if (!open) return
    leavingRef.current = false
    const push = () => window.history.pushState({ ...window.history.state, [historyKey]: key }, '')
    push()
    let pushed = true
    const onPopState = () => {
      if (!pushed) return
      pushed = false
      if (onBackRef.current() === 'kept') {
        push()
        pushed = true
      }
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      // Closed by Escape, a click or a button: drop our history entry, unless a navigation
      // already moved on (then the entry is no longer the current one and stays harmlessly).
      if (pushed && !leavingRef.current && window.history.state?.[historyKey] === key) window.history.back()
    }
  }, [open, key, leavingRef])
}

/** Whether a click follows a link the ordinary way (no modifier key: the page itself moves on). */
export function followsLink(event: React.MouseEvent): boolean {
  return Boolean((event.target as Element).closest('a[href]')) && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

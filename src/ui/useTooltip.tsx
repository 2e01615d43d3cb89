'use client'

import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef } from 'react'

import { hiddenTooltip, nextTooltipState, tooltipLeaveDelayMs, tooltipPosition, tooltipShown } from './tooltipRules'

/**
 * Whether focus is moving because of the Tab key. A dialog that focuses its first button as it
 * opens (the image viewer, opened with Enter) shows no tooltip there: one would catch the
 * Escape meant for the dialog. Installed once, on the first tooltip.
 */
let tabbing = false
let tracking = false
function trackTabbing() {
  if (tracking) return
  tracking = true
  window.addEventListener('keydown', (event) => (tabbing = event.key === 'Tab'), true)
  window.addEventListener('pointerdown', () => (tabbing = false), true)
}

/**
 * A tooltip for an icon button (DESIGN.md: offset 10 px, z-index 1930), which is also the button's
 * name (`aria-labelledby`). Shown on mouse hover and keyboard focus, it stays while the pointer is
 * on it (hoverable) and Escape hides it without closing the dialog around it (WCAG 1.4.13).
 * Returns the props for the trigger and the tooltip to render beside it; the tooltip is fixed to
 * the window, so no ancestor's overflow or layout has to make room for it.
 */
export function useTooltip<T extends HTMLElement>(text: string) {
  const id = useId()
  const triggerRef = useRef<T>(null)
  const tipRef = useRef<HTMLSpanElement>(null)
  const leaveTimer = useRef<number | undefined>(undefined)
  const [state, dispatch] = useReducer(nextTooltipState, hiddenTooltip)
  const shown = tooltipShown(state)

  const enter = useCallback((event: React.PointerEvent) => {
    if (event.pointerType === 'touch') return
    window.clearTimeout(leaveTimer.current)
    dispatch('pointer-enter')
  }, [])
  const leave = useCallback(() => {
    window.clearTimeout(leaveTimer.current)
    leaveTimer.current = window.setTimeout(() => dispatch('pointer-leave'), tooltipLeaveDelayMs)
  }, [])
  useEffect(() => {
    trackTabbing()
    return () => window.clearTimeout(leaveTimer.current)
  }, [])

  useLayoutEffect(() => {
    const trigger = triggerRef.current
    const tip = tipRef.current
    if (!shown || !trigger || !tip) return
    // The offset is the design's CSS variable (overlay.css), read so it lives in one place.
    const offset = parseFloat(getComputedStyle(tip).getPropertyValue('--tooltip-offset')) || 0
    const { placement, top, left } = tooltipPosition(trigger.getBoundingClientRect(), tip.getBoundingClientRect(), document.documentElement.clientWidth, offset)
    tip.dataset.placement = placement
    tip.style.top = `${top}px`
    tip.style.left = `${left}px`
  }, [shown, text])

  useEffect(() => {
    if (!shown) return
    // Capture on window, before anything else hears it; preventing the default keeps the modal
    // <dialog> around it from its cancel (close) request.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      dispatch('escape')
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [shown])

  const triggerProps = {
    ref: triggerRef,
    'aria-labelledby': id,
    onPointerEnter: enter,
    onPointerLeave: leave,
    onFocus: (event: React.FocusEvent<T>) => {
      // Keyboard focus only: focus moved by a click or by a script shows nothing.
      if (tabbing && event.currentTarget.matches(':focus-visible')) dispatch('focus-visible')
    },
    onBlur: () => dispatch('blur'),
  }
  const tooltip = (
    <span ref={tipRef} id={id} role="tooltip" className="tooltip" hidden={!shown} onPointerEnter={enter} onPointerLeave={leave}>
      {text}
    </span>
  )
  return { triggerProps, tooltip, shown }
}

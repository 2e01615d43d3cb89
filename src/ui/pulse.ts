/**
 * The persistent overlay's answer to a close attempt (docs/behaviour.md#persistent-overlay, DESIGN.md): a pulse, scale 1.03
 * for 150 ms. The figures live in overlay.css (`--overlay-pulse-*`), which also drops the
 * animation under `prefers-reduced-motion`; this only (re)starts it on `element`.
 */
export function pulse(element: HTMLElement) {
  element.removeAttribute('data-pulse')
  // Reading layout lets a pulse that is still running start again from the beginning.
  void element.offsetWidth
  element.setAttribute('data-pulse', 'true')
  element.addEventListener('animationend', () => element.removeAttribute('data-pulse'), { once: true })
}

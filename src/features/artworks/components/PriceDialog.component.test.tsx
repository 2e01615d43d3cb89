import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { PriceDialog } from './PriceDialog'
import { mount, unmountAll } from '../../../../tests/components/mount'

afterEach(unmountAll)

const dialog = () => page.getByRole('dialog', { name: 'Preis' })

function renderDialog() {
  mount(
    <PriceDialog trigger="12.000 €" title="Preis" closeLabel="Schließen">
      <p>inkl. MwSt.</p>
    </PriceDialog>,
  )
}

describe('PriceDialog', () => {
  it('opens from the price line as a modal dialog at least 400 px high and at most 1024 px wide', async () => {
    renderDialog()
    await userEvent.click(page.getByRole('button', { name: '12.000 €' }))
    await expect.element(dialog()).toBeVisible()
    const box = dialog().element().getBoundingClientRect()
    expect(box.height).toBeGreaterThanOrEqual(400)
    expect(box.width).toBeLessThanOrEqual(1024)
    expect(getComputedStyle(dialog().element()).zIndex).toBe('2400')
  })

  it('is persistent: a click outside pulses it and leaves it open; its button closes it', async () => {
    renderDialog()
    await userEvent.click(page.getByRole('button', { name: '12.000 €' }))
    await expect.element(dialog()).toBeVisible()
    const element = dialog().element() as HTMLDialogElement
    const pulsed = new Promise((resolve) => element.addEventListener('animationstart', (event) => resolve((event as AnimationEvent).animationName), { once: true }))
    await userEvent.click(element, { position: { x: -5, y: -5 }, force: true })
    expect(await pulsed).toBe('overlay-pulse')
    await expect.element(dialog()).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Schließen' }))
    await expect.element(dialog()).not.toBeInTheDocument()
  })

  it('is persistent to Escape too: each press pulses it and leaves it open (the third as the first), with focus moved to its button; Enter there closes it', async () => {
    mount(
      <PriceDialog trigger="12.000 €" title="Preis" closeLabel="Schließen">
        <a href="#leasing">Leasing</a>
      </PriceDialog>,
    )
    await userEvent.click(page.getByRole('button', { name: '12.000 €' }))
    await expect.element(dialog()).toBeVisible()
    const element = dialog().element() as HTMLDialogElement
    // The dialog opened with focus on its first control, the link.
    await expect.element(page.getByRole('link', { name: 'Leasing' })).toHaveFocus()
    let pulses = 0
    element.addEventListener('animationstart', (event) => (event as AnimationEvent).animationName === 'overlay-pulse' && (pulses += 1))
    // Chromium lets a page stop only the first Escape after a click from closing a dialog; the
    // second and third are the ones that matter.
    for (const press of [1, 2, 3]) {
      await userEvent.keyboard('{Escape}')
      await expect.poll(() => pulses).toBe(press)
      expect(element.open).toBe(true)
      await expect.element(dialog()).toBeVisible()
      await expect.element(page.getByRole('button', { name: 'Schließen' })).toHaveFocus()
      await expect.poll(() => element.getAttribute('data-pulse')).toBeNull()
    }
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog()).not.toBeInTheDocument()
  })

  it('is persistent to browser back: each back pulses it and leaves it open on this page (the third as the first); closed by its button, it leaves no history entry behind', async () => {
    renderDialog()
    const address = location.href
    await userEvent.click(page.getByRole('button', { name: '12.000 €' }))
    await expect.element(dialog()).toBeVisible()
    expect(history.state?.vernissageOverlay).toBe('price-dialog')
    const element = dialog().element() as HTMLDialogElement
    let pulses = 0
    element.addEventListener('animationstart', (event) => (event as AnimationEvent).animationName === 'overlay-pulse' && (pulses += 1))
    for (const back of [1, 2, 3]) {
      history.back()
      await expect.poll(() => pulses).toBe(back)
      expect(element.open).toBe(true)
      expect(location.href).toBe(address)
      await expect.element(page.getByRole('button', { name: 'Schließen' })).toHaveFocus()
      await expect.poll(() => element.getAttribute('data-pulse')).toBeNull()
    }
    await userEvent.click(page.getByRole('button', { name: 'Schließen' }))
    await expect.element(dialog()).not.toBeInTheDocument()
    await expect.poll(() => history.state?.vernissageOverlay).toBeUndefined()
    expect(location.href).toBe(address)
  })
})

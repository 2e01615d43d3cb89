import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { Overlay } from './Overlay'
import { mount, unmountAll } from '../../tests/components/mount'

function Menu() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-controls="menu" aria-expanded={open} onClick={() => setOpen(true)}>
        Menü
      </button>
      <p>
        <a href="#behind">Behind the overlay</a>
      </p>
      <Overlay id="menu" open={open} onClose={() => setOpen(false)} label="Navigation">
        <button type="button" onClick={() => setOpen(false)}>
          Schließen
        </button>
        <a href="#one">Eins</a>
        <a href="#two">Zwei</a>
      </Overlay>
    </>
  )
}

afterEach(unmountAll)

describe('Overlay', () => {
  it('is in the page while closed (for aria-controls) but not shown', async () => {
    mount(<Menu />)
    expect(document.getElementById('menu')).not.toBeNull()
    await expect.element(page.getByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument()
  })

  it('opens as a named modal dialog with focus on its first control, and Escape gives focus back to the opener', async () => {
    mount(<Menu />)
    const opener = page.getByRole('button', { name: 'Menü' })
    await userEvent.click(opener)
    const dialog = page.getByRole('dialog', { name: 'Navigation' })
    await expect.element(dialog).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Schließen' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(opener).toHaveFocus()
  })

  it('lets a control inside keep Escape for itself (a shown tooltip hides first)', async () => {
    function WithTooltip() {
      const [open, setOpen] = useState(true)
      return (
        <Overlay id="viewer" open={open} onClose={() => setOpen(false)} label="Viewer">
          <button type="button" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
            Zoom
          </button>
        </Overlay>
      )
    }
    mount(<WithTooltip />)
    const dialog = page.getByRole('dialog', { name: 'Viewer' })
    await expect.element(page.getByRole('button', { name: 'Zoom' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()
  })

  it('closes on a click outside its panel and on browser back, and leaves a history entry of its own only while open', async () => {
    mount(<Menu />)
    await userEvent.click(page.getByRole('button', { name: 'Menü' }))
    const dialog = page.getByRole('dialog', { name: 'Navigation' })
    await expect.element(dialog).toBeVisible()
    expect(history.state?.vernissageOverlay).toBe('menu')
    await userEvent.click(document.getElementById('menu')!, { position: { x: 5, y: 5 } })
    await expect.element(dialog).not.toBeInTheDocument()

    await userEvent.click(page.getByRole('button', { name: 'Menü' }))
    await expect.element(dialog).toBeVisible()
    history.back()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(history.state?.vernissageOverlay).toBeUndefined()
  })

  it('a close button inside closes it', async () => {
    mount(<Menu />)
    await userEvent.click(page.getByRole('button', { name: 'Menü' }))
    await userEvent.click(page.getByRole('button', { name: 'Schließen' }))
    await expect.element(page.getByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument()
  })
  it('persistent: Escape and back (the third time as the first) and a click outside pulse its panel and leave it open; its button closes it and takes its history entry back', async () => {
    function Persistent() {
      const [open, setOpen] = useState(true)
      return (
        <Overlay id="terms" open={open} onClose={() => setOpen(false)} label="Bedingungen" persistent>
          <a href="#terms-text">Text</a>
          <button type="button" onClick={() => setOpen(false)}>
            Schließen
          </button>
        </Overlay>
      )
    }
    const address = location.href
    mount(<Persistent />)
    const dialog = page.getByRole('dialog', { name: 'Bedingungen' })
    await expect.element(dialog).toBeVisible()
    expect(history.state?.vernissageOverlay).toBe('terms')
    const panel = document.querySelector<HTMLElement>('#terms .overlay__panel')!
    let pulses = 0
    panel.addEventListener('animationstart', (event) => (event as AnimationEvent).animationName === 'overlay-pulse' && (pulses += 1))
    const settled = () => expect.poll(() => panel.getAttribute('data-pulse')).toBeNull()

    // A click first: the user activation after which Chromium lets only one prevented Escape pass.
    await userEvent.click(document.getElementById('terms')!, { position: { x: 5, y: 5 } })
    await expect.poll(() => pulses).toBe(1)
    await settled()
    for (const press of [1, 2, 3]) {
      await userEvent.keyboard('{Escape}')
      await expect.poll(() => pulses).toBe(1 + press)
      await expect.element(dialog).toBeVisible()
      expect((document.getElementById('terms') as HTMLDialogElement).open).toBe(true)
      await settled()
    }
    for (const back of [1, 2, 3]) {
      history.back()
      await expect.poll(() => pulses).toBe(4 + back)
      expect((document.getElementById('terms') as HTMLDialogElement).open).toBe(true)
      expect(location.href).toBe(address)
      expect(history.state?.vernissageOverlay).toBe('terms')
      await settled()
    }
    await userEvent.click(page.getByRole('button', { name: 'Schließen' }))
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.poll(() => history.state?.vernissageOverlay).toBeUndefined()
  })

  // Last: it ends with focus outside the page.
  it('keeps Tab and Shift+Tab off the page behind it: focus stays on its controls or leaves for the browser, and the overlay stays open', async () => {
    mount(<Menu />)
    await userEvent.click(page.getByRole('button', { name: 'Menü' }))
    await expect.element(page.getByRole('button', { name: 'Schließen' })).toHaveFocus()
    // The page behind a modal <dialog> is inert: past the last control, focus goes to the
    // browser's own controls (here the test runner around this page), never to the page.
    const where = () => (document.activeElement?.closest('#menu') ? 'inside' : document.activeElement === document.body ? 'browser' : document.activeElement?.outerHTML)
    const visited: unknown[] = []
    for (let i = 0; i < 6; i++) {
      await userEvent.tab()
      visited.push(where())
    }
    for (let i = 0; i < 6; i++) {
      await userEvent.tab({ shift: true })
      visited.push(where())
    }
    expect(visited.filter((place) => place !== 'inside' && place !== 'browser')).toEqual([])
    expect(visited).toContain('inside')
    await expect.element(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  })
})

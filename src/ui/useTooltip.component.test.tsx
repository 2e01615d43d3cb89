import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { Overlay } from './Overlay'
import { useTooltip } from './useTooltip'
import { mount, unmountAll } from '../../tests/components/mount'

function IconButton({ label }: { label: string }) {
  const { triggerProps, tooltip } = useTooltip<HTMLButtonElement>(label)
  return (
    <>
      <button type="button" {...triggerProps}>
        ＋
      </button>
      {tooltip}
    </>
  )
}

function Viewer() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bild öffnen
      </button>
      <Overlay id="viewer" open={open} onClose={() => setOpen(false)} label="Bildbetrachter">
        <button type="button" onClick={() => setOpen(false)}>
          Schließen
        </button>
        <IconButton label="Vergrößern" />
      </Overlay>
    </>
  )
}

afterEach(unmountAll)

describe('useTooltip in the Overlay', () => {
  it('names its button, shows on hover 10 px from it, and the first Escape hides only the tooltip', async () => {
    mount(<Viewer />)
    await userEvent.click(page.getByRole('button', { name: 'Bild öffnen' }))
    const dialog = page.getByRole('dialog', { name: 'Bildbetrachter' })
    const zoom = page.getByRole('button', { name: 'Vergrößern' })
    await expect.element(zoom).toBeInTheDocument()
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument()

    await userEvent.hover(zoom)
    const tip = page.getByRole('tooltip')
    await expect.element(tip).toBeVisible()
    await expect.element(tip).toHaveTextContent('Vergrößern')
    const a = zoom.element().getBoundingClientRect()
    const b = tip.element().getBoundingClientRect()
    expect(Math.round(Math.max(a.top - b.bottom, b.top - a.bottom))).toBe(10)
    expect(getComputedStyle(tip.element()).zIndex).toBe('1930')

    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument()
    await expect.element(dialog).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('shows on focus by Tab, not on the focus the dialog gives its first control', async () => {
    mount(<Viewer />)
    await userEvent.click(page.getByRole('button', { name: 'Bild öffnen' }))
    await expect.element(page.getByRole('button', { name: 'Schließen' })).toHaveFocus()
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Vergrößern' })).toHaveFocus()
    await expect.element(page.getByRole('tooltip')).toBeVisible()
    await userEvent.tab({ shift: true })
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument()
  })
})

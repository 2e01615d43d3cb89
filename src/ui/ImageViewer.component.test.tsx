import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { ImageViewer, type ViewerImage } from './ImageViewer'
import { messages, mountIn, translator, unmountAll } from '../../tests/components/mount'

afterEach(unmountAll)

const images: ViewerImage[] = [
  { id: 1, filename: 'atelier.jpg', width: 1600, height: 1200, alt: 'Atelier' },
  { id: 2, filename: 'detail.jpg', width: 1200, height: 1600, alt: 'Detail' },
  { id: 3, filename: 'hang.jpg', width: 1600, height: 900, alt: 'Hängung' },
]

describe.each(['de', 'en'] as const)('ImageViewer (%s)', (language) => {
  const t = messages[language].imageViewer
  const say = translator(language, 'imageViewer')
  const opener = (alt: string) => page.getByRole('button', { name: say('open', { name: alt }) })
  const viewer = () => page.getByRole('dialog', { name: t.label })
  const position = () => page.getByTestId('image-viewer-position')

  it('opens the image that was activated, full screen, with focus inside and a keyboard hint', async () => {
    mountIn(language, <ImageViewer images={images} sizes="100vw" />)
    await userEvent.click(opener('Detail'))
    await expect.element(viewer()).toBeVisible()
    await expect.element(position()).toHaveTextContent(say('position', { index: 2, count: 3 }))
    expect(viewer().element().contains(document.activeElement)).toBe(true)
    const close = page.getByRole('button', { name: t.close })
    expect(document.activeElement).toBe(close.element())
    await expect.element(close).toHaveAccessibleDescription(t.hint)
    // The page behind does not scroll while the viewer is open.
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('steps with the arrow keys (round), zooms with + and -, resets with 0', async () => {
    mountIn(language, <ImageViewer images={images} sizes="100vw" />)
    await userEvent.click(opener('Detail'))
    await expect.element(position()).toHaveTextContent(say('position', { index: 2, count: 3 }))
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(position()).toHaveTextContent(say('position', { index: 3, count: 3 }))
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(position()).toHaveTextContent(say('position', { index: 1, count: 3 }))
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(position()).toHaveTextContent(say('position', { index: 3, count: 3 }))

    const zoom = page.getByTestId('image-viewer-zoom')
    const fitted = zoom.element().textContent
    await userEvent.keyboard('+')
    await expect.poll(() => zoom.element().textContent).not.toBe(fitted)
    const percent = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0])
    expect(percent(zoom.element().textContent)).toBeGreaterThan(percent(fitted))
    // Zoomed in, the arrows move the image instead of changing it.
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(position()).toHaveTextContent(say('position', { index: 3, count: 3 }))
    await userEvent.keyboard('0')
    await expect.poll(() => zoom.element().textContent).toBe(fitted)
  })

  it('closes on Escape and gives focus back to the image now shown, not the one that opened it', async () => {
    mountIn(language, <ImageViewer images={images} sizes="100vw" />)
    await userEvent.click(opener('Atelier'))
    await expect.element(position()).toHaveTextContent(say('position', { index: 1, count: 3 }))
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(position()).toHaveTextContent(say('position', { index: 2, count: 3 }))
    await userEvent.keyboard('{Escape}')
    await expect.element(viewer()).not.toBeInTheDocument()
    await expect.poll(() => document.activeElement).toBe(opener('Detail').element())
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('opens from the keyboard too: Enter on a focused image', async () => {
    mountIn(language, <ImageViewer images={images} sizes="100vw" />)
    ;(opener('Hängung').element() as HTMLButtonElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(viewer()).toBeVisible()
    await expect.element(position()).toHaveTextContent(say('position', { index: 3, count: 3 }))
  })
})

import OpenSeadragon from 'openseadragon'
import { afterEach, describe, expect, it } from 'vitest'
import { commands, page, userEvent } from 'vitest/browser'

import { ImageViewer, type ViewerImage } from '@/ui/ImageViewer'

import { messages, mountIn, translator, unmountAll } from '../../tests/components/mount'

afterEach(unmountAll)

/**
 * Holds back every tile OpenSeadragon asks for (the same module the viewer loads lazily) until the
 * returned `release`: the deep stage opens, but no tile has arrived yet, as on a slow line.
 */
let letTilesGo = () => {}
function holdTiles(): () => void {
  const source = OpenSeadragon.TileSource.prototype
  const start = source.downloadTileStart
  const held: Array<[OpenSeadragon.TileSource, OpenSeadragon.ImageJob]> = []
  source.downloadTileStart = function (this: OpenSeadragon.TileSource, job) {
    held.push([this, job])
  }
  letTilesGo = () => {
    source.downloadTileStart = start
    for (const [tileSource, job] of held.splice(0)) start.call(tileSource, job)
  }
  return letTilesGo
}
// Before unmountAll (after hooks run last registered first): no job outlives its viewer held.
afterEach(() => letTilesGo())

declare module 'vitest/browser' {
  interface BrowserCommands {
    serveTiles: (answer: 'tiles' | 'missing') => Promise<void>
  }
}

// No media route here: the browser is answered a grey tile for every tile (vitest.config.ts,
// serveTiles), or 404 as for a picture whose pyramid was never made. OpenSeadragon opens the
// pyramid from the size the page knows, which is what the viewer's keys and buttons work on.
const large: ViewerImage = { id: 1, filename: 'gross-a1b2c3d4e5.jpg', width: 6000, height: 4500, alt: 'Großes Original' }
// Another picture than `large`: the tiles the first test loaded stay in the page's list of images
// by their address, and a second look at the same one would be answered from it, not from the 404s.
const unmade: ViewerImage = { id: 3, filename: 'ohne-pyramide-a1b2c3d4e5.jpg', width: 6000, height: 4500, alt: 'Original ohne Pyramide' }
const small: ViewerImage = { id: 2, filename: 'klein-a1b2c3d4e5.jpg', width: 1600, height: 1200, alt: 'Kleines Original' }

describe.each(['de', 'en'] as const)('the image viewer with a large original (%s)', (language) => {
  const t = messages[language].imageViewer
  const say = translator(language, 'imageViewer')
  const open = async (image: ViewerImage) => {
    mountIn(language, <ImageViewer images={[image]} sizes="100vw" />)
    await userEvent.click(page.getByRole('button', { name: say('open', { name: image.alt! }) }))
    await expect.element(page.getByRole('dialog', { name: t.label })).toBeVisible()
  }
  const placeholder = () => page.getByTestId('image-viewer-placeholder')
  const percent = () => Number(/\d+/.exec(page.getByTestId('image-viewer-zoom').element().textContent ?? '')?.[0])

  it('opens it in deep zoom, zooms with + up to its own pixels, and 0 fits it again', async () => {
    await commands.serveTiles('tiles')
    await open(large)
    const stage = page.getByTestId('image-viewer-stage')
    await expect.poll(() => stage.element().getAttribute('data-deep'), { timeout: 20_000 }).toBe('open')
    await expect.element(page.getByTestId('image-viewer-deep')).toHaveAccessibleName('Großes Original')
    expect(percent()).toBe(100)
    await userEvent.keyboard('+')
    await expect.poll(percent).toBeGreaterThan(100)
    const zoomIn = page.getByTestId('image-viewer-zoom-in')
    for (let i = 0; i < 20 && zoomIn.element().getAttribute('aria-disabled') !== 'true'; i++) {
      await userEvent.keyboard('+')
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
    await expect.element(zoomIn).toHaveAttribute('aria-disabled', 'true')
    // The stage is under 1,000 px wide here: the original's own pixels are several times the fitted size.
    expect(percent()).toBeGreaterThan(400)
    await userEvent.keyboard('0')
    await expect.poll(percent).toBe(100)
  })

  it('shows the picture at screen resolution at once, and hides it once the tiles have drawn the view', async () => {
    await commands.serveTiles('tiles')
    const release = holdTiles()
    await open({ id: 4, filename: `vorschau-${language}-a1b2c3d4e5.jpg`, width: 6000, height: 4500, alt: 'Vorschau' })
    // At once, before the zoom viewer or any tile: the variant for the stage's width, fitted, decorative beside the labelled deep stage.
    await expect.element(placeholder()).toBeVisible()
    const img = placeholder().element() as HTMLImageElement
    expect(img.currentSrc || img.src).toMatch(/-\d+w\.(webp|jpg)$/)
    const chosen = Number(/-(\d+)w\./.exec(img.currentSrc || img.src)?.[1])
    expect(chosen).toBeGreaterThanOrEqual(Math.min(1920, img.getBoundingClientRect().width))
    expect(img.alt).toBe('')
    expect(img.getAttribute('aria-hidden')).toBe('true')
    expect(img.getBoundingClientRect().width).toBeGreaterThan(100)
    const stage = page.getByTestId('image-viewer-stage')
    await expect.poll(() => stage.element().getAttribute('data-deep'), { timeout: 20_000 }).toBe('open')
    // Opened, but its tiles not in yet: the picture stays, nothing opaque in front of it.
    await expect.element(placeholder()).toBeVisible()
    for (const layer of [page.getByTestId('image-viewer-deep').element(), document.querySelector('.openseadragon-container')!]) {
      expect(getComputedStyle(layer).backgroundColor).toBe('rgba(0, 0, 0, 0)')
    }
    release()
    await expect.element(placeholder(), { timeout: 20_000 }).not.toBeVisible()
    // Kept in the page, hidden; the tiles are shown.
    expect(placeholder().element()).toHaveProperty('hidden', true)
    await expect.element(page.getByTestId('image-viewer-deep')).toHaveAttribute('data-drawn', 'true')
    expect(getComputedStyle(document.querySelector('.image-viewer__deep canvas')!).opacity).toBe('1')
  })

  it('hides the picture at screen resolution as soon as the visitor zooms, tiles drawn or not', async () => {
    await commands.serveTiles('tiles')
    holdTiles()
    await open({ id: 5, filename: `lupe-${language}-a1b2c3d4e5.jpg`, width: 6000, height: 4500, alt: 'Lupe' })
    const stage = page.getByTestId('image-viewer-stage')
    await expect.poll(() => stage.element().getAttribute('data-deep'), { timeout: 20_000 }).toBe('open')
    await expect.element(placeholder()).toBeVisible()
    await userEvent.keyboard('+')
    await expect.element(placeholder()).not.toBeVisible()
    expect(placeholder().element()).toHaveProperty('hidden', true)
    await expect.poll(percent).toBeGreaterThan(100)
  })

  it('shows the plain picture when its pyramid is not made yet (every tile 404)', async () => {
    await commands.serveTiles('missing')
    await open(unmade)
    // No request cuts a pyramid (issue 46 point 3): the viewer gives up on deep zoom at once.
    await expect.element(page.getByTestId('image-viewer-image'), { timeout: 20_000 }).toBeInTheDocument()
    // The zoom viewer is taken down, so nothing it reports later brings the empty deep stage back.
    await expect.poll(() => document.querySelector('.openseadragon-container')).toBeNull()
    expect(page.getByTestId('image-viewer-stage').element().getAttribute('data-deep')).toBeNull()
    await expect.element(page.getByTestId('image-viewer-image')).toBeInTheDocument()
  })

  it('keeps the plain viewer for a smaller original', async () => {
    await open(small)
    await expect.element(page.getByTestId('image-viewer-image')).toBeInTheDocument()
    expect(page.getByTestId('image-viewer-stage').element().getAttribute('data-deep')).toBeNull()
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { messages, mount, translator, unmountAll } from '../../../tests/components/mount'
import { RoomButton } from './RoomButton'
import { RoomView } from './RoomView'
import type { WorkDimensions } from './roomScale'
import { roomTexts } from './texts'

afterEach(unmountAll)

const image = { filename: 'werk-a1b2c3d4e5.jpg', width: 1600, height: 1200 }

/** The room in a box the size of a phone's window, as the Overlay gives it the whole window. */
function phoneWindow(size: { width: number; height: number }, children: React.ReactNode) {
  return <div style={{ width: size.width, height: size.height, position: 'relative' }}>{children}</div>
}

const rectOf = (testId: string, within: HTMLElement) => within.querySelector<HTMLElement | SVGElement>(`[data-testid="${testId}"]`)!.getBoundingClientRect()

function inside(inner: DOMRect, outer: DOMRect): boolean {
  return inner.left >= outer.left - 0.5 && inner.top >= outer.top - 0.5 && inner.right <= outer.right + 0.5 && inner.bottom <= outer.bottom + 0.5
}

describe.each(['de', 'en'] as const)('the room view (%s)', (language) => {
  const t = translator(language, 'room') as unknown as (key: string, values?: Record<string, string | number>) => string
  const texts = (work: WorkDimensions, title = 'Abendfeld') => roomTexts(t, language, work, title)
  const show = (work: WorkDimensions, size: { width: number; height: number }) =>
    mount(phoneWindow(size, <RoomView work={work} image={image} texts={texts(work)} onClose={() => undefined} />))

  it('draws two works of 50 and 150 cm side by side in the same window at widths 1 : 3', async () => {
    const phone = { width: 360, height: 640 }
    const small = show({ width: 50, height: 40 }, phone)
    const large = show({ width: 150, height: 100 }, phone)
    await expect.poll(() => small.querySelector('[data-testid="room-work"]')).not.toBeNull()
    await expect.poll(() => large.querySelector('[data-testid="room-work"]')).not.toBeNull()
    const a = rectOf('room-work', small)
    const b = rectOf('room-work', large)
    expect(b.width / a.width).toBeCloseTo(3, 2)
    expect(b.height / a.height).toBeCloseTo(100 / 40, 2)
    // The bench in both at the same size: one scale for the room and what is in it.
    expect(rectOf('room-reference', small).width).toBeCloseTo(rectOf('room-reference', large).width, 2)
  })

  it('fits a work 3 m wide, with its bench, on a 360 px phone in portrait and in landscape', async () => {
    for (const phone of [
      { width: 360, height: 640 },
      { width: 640, height: 360 },
    ]) {
      const host = show({ width: 300, height: 200 }, phone)
      await expect.poll(() => host.querySelector('[data-testid="room-work"]')).not.toBeNull()
      const stage = rectOf('room-stage', host)
      expect(stage.height).toBeGreaterThan(100)
      expect(inside(rectOf('room-work', host), stage)).toBe(true)
      expect(inside(rectOf('room-reference', host), stage)).toBe(true)
      // 3 m of the work next to 1.8 m of bench, both shrunk together.
      expect(rectOf('room-work', host).width / rectOf('room-reference', host).width).toBeCloseTo(300 / 180, 2)
      unmountAll()
    }
  })

  it('says what it shows: the scene is an image named by the sentence below it, which the close button reads out', async () => {
    const work = { width: 120, height: 80 }
    show(work, { width: 360, height: 640 })
    const sentence = texts(work).description
    expect(sentence).toContain(language === 'de' ? 'neben einer 180 cm breiten Bank' : 'beside a bench 180 cm wide')
    expect(sentence).toContain(language === 'de' ? 'Werk 80 × 120 cm' : 'Work 80 × 120 cm')
    await expect.element(page.getByRole('img', { name: sentence })).toBeVisible()
    await expect.element(page.getByRole('button', { name: messages[language].room.close })).toHaveAccessibleDescription(sentence)
    await expect.element(page.getByTestId('room-size')).toHaveTextContent('80 × 120 cm')
  })

  it('stands a sculpture on a plinth beside a person, and says so', async () => {
    const work = { width: 30, height: 45, depth: 25 }
    show(work, { width: 360, height: 640 })
    await expect.element(page.getByTestId('room-plinth')).toBeVisible()
    expect(page.getByTestId('room-reference').element().getAttribute('data-kind')).toBe('person')
    await expect.element(page.getByRole('img', { name: texts(work).description })).toBeVisible()
    expect(texts(work).description).toContain(language === 'de' ? '175 cm großen Person' : 'person 175 cm tall')
  })

  it('switches the wall between light, grey and dark with the keyboard', async () => {
    show({ width: 120, height: 80 }, { width: 360, height: 640 })
    const view = page.getByTestId('room-view')
    await expect.element(view).toHaveAttribute('data-wall', 'light')
    const walls = messages[language].room
    const light = page.getByRole('radio', { name: walls.wallLight })
    await expect.element(light).toBeChecked()
    ;(light.element() as HTMLInputElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(page.getByRole('radio', { name: walls.wallGrey })).toBeChecked()
    await expect.element(view).toHaveAttribute('data-wall', 'grey')
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(view).toHaveAttribute('data-wall', 'dark')
  })

  it('opens from its button in the site overlay, focus inside, and Escape closes it and gives focus back', async () => {
    const work = { width: 120, height: 80 }
    mount(<RoomButton work={work} image={image} texts={texts(work)} />)
    const open = page.getByRole('button', { name: messages[language].room.open })
    ;(open.element() as HTMLButtonElement).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = page.getByRole('dialog', { name: texts(work).label })
    await expect.element(dialog).toBeVisible()
    await expect.poll(() => document.activeElement?.getAttribute('data-testid')).toBe('room-close')
    expect(document.documentElement.style.overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.poll(() => document.activeElement).toBe(open.element())
    expect(document.documentElement.style.overflow).toBe('')
  })
})

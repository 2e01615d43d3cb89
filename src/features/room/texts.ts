/**
 * The room view's words, made on the server from the `room` messages (so they need no namespace in
 * the browser's messages and cost the artwork page only its own few lines): the button, the
 * dialog's name, the wall colours, the dimensions and the sentence that says what the view shows
 * (the accessible description: "Werk 80 × 120 cm neben einer 180 cm breiten Bank, …").
 */
import { bench, centreHeight, person, placementOf, plinthHeight, type WorkDimensions } from './roomScale'

export type RoomTexts = {
  open: string
  label: string
  close: string
  wall: string
  walls: { light: string; grey: string; dark: string }
  size: string
  description: string
}

type Translate = (key: string, values?: Record<string, string | number>) => string

export function roomTexts(t: Translate, locale: string, work: WorkDimensions, title: string): RoomTexts {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const cm = (value: number) => number.format(value)
  const size = work.depth
    ? t('sizeDepth', { height: cm(work.height), width: cm(work.width), depth: cm(work.depth) })
    : t('size', { height: cm(work.height), width: cm(work.width) })
  const placement = placementOf(work)
  const description =
    placement === 'wall'
      ? t('describeWall', { size, bench: cm(bench.width), centre: cm(centreHeight(work)) })
      : placement === 'plinth'
        ? t('describePlinth', { size, plinth: cm(plinthHeight), person: cm(person.height) })
        : t('describeFloor', { size, person: cm(person.height) })
  return {
    open: t('open'),
    label: t('label', { title }),
    close: t('close'),
    wall: t('wall'),
    walls: { light: t('wallLight'), grey: t('wallGrey'), dark: t('wallDark') },
    size,
    description,
  }
}

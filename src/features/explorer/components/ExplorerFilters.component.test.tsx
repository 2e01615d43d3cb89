import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { ExplorerFilters, type FacetView } from './ExplorerFilters'
import { messages, mountAt, recordingRouter, unmountAll } from '../../../../tests/components/mount'

afterEach(unmountAll)

const facets: FacetView[] = [
  {
    key: 'color',
    label: 'Farbe',
    options: [
      { value: 'blau', label: 'Blau', count: 12, hex: '#2255aa' },
      { value: 'rot', label: 'Rot', count: 4, checked: true, hex: '#aa2222' },
      { value: 'gold', label: 'Gold', count: 0, hex: '#c9a227' },
    ],
  },
  {
    key: 'year',
    label: 'Jahr',
    // A year's label is its value: it crosses without one.
    options: [{ value: '2024', count: 2 }],
  },
  {
    key: 'price',
    label: 'Preis',
    single: true,
    options: [
      { value: '-1000', label: 'bis 1.000 €', count: 3 },
      { value: '1000-5000', label: '1.000–5.000 €', count: 9 },
    ],
  },
]

describe.each([
  { language: 'de', prefix: '' },
  { language: 'en', prefix: '/en' },
] as const)('ExplorerFilters ($language)', ({ language, prefix }) => {
  const t = messages[language].explorer
  const summary = (key: string) => page.elementLocator(document.querySelector(`details[data-facet="${key}"] summary`)!)
  const open = (key: string) => userEvent.click(summary(key))
  const isOpen = (key: string) => (document.querySelector(`details[data-facet="${key}"]`) as HTMLDetailsElement).open

  function render() {
    const router = recordingRouter()
    mountAt(language, `${prefix}/artworks`, <ExplorerFilters facets={facets} sort="newest" customPrice={null} />, router)
    return router.navigations
  }

  it('applies a change at once: the address in the page language, canonical, page 1, the scroll position kept', async () => {
    const navigations = render()
    // Scripts run: the form's Apply button (for visitors without JavaScript) goes away.
    await expect.element(page.getByRole('button', { name: t.apply })).not.toBeInTheDocument()
    await open('color')
    await userEvent.click(page.getByRole('checkbox', { name: /Blau/ }))
    expect(navigations).toEqual([{ method: 'push', href: `${prefix}/artworks?color=blau&color=rot`, options: { scroll: false } }])
    await userEvent.selectOptions(page.getByRole('combobox', { name: t.sortLabel }), t.sort['price-asc'])
    expect(navigations.at(-1)?.href).toBe(`${prefix}/artworks?color=blau&color=rot&sort=price-asc`)
  })

  it('shows how many of a facet are chosen and offers no option without works', async () => {
    render()
    await expect.element(summary('color')).toHaveTextContent('Farbe (1)')
    await open('color')
    await expect.element(page.getByRole('checkbox', { name: /Gold/ })).toBeDisabled()
    await expect.element(page.getByRole('checkbox', { name: /Rot/ })).toBeChecked()
    await expect.element(page.getByRole('checkbox', { name: /Blau/ })).not.toBeChecked()
    await open('year')
    await expect.element(page.getByRole('checkbox', { name: '2024 2' })).not.toBeChecked()
  })

  it('takes typed amounts with OK, not at each key; a preset clears them', async () => {
    const navigations = render()
    await open('price')
    await userEvent.fill(page.getByRole('spinbutton', { name: t.priceMin }), '2000')
    await userEvent.fill(page.getByRole('spinbutton', { name: t.priceMax }), '8000')
    expect(navigations).toEqual([])
    await userEvent.click(page.getByRole('button', { name: t.ok }))
    expect(navigations.at(-1)?.href).toBe(`${prefix}/artworks?color=rot&price=2000-8000`)
    await userEvent.click(page.getByRole('radio', { name: /1\.000–5\.000/ }))
    expect(navigations.at(-1)?.href).toBe(`${prefix}/artworks?color=rot&price=1000-5000`)
    await expect.element(page.getByRole('spinbutton', { name: t.priceMin })).toHaveValue(null)
  })

  it('closes an open facet on Escape, with focus back on its heading, and on a click elsewhere', async () => {
    render()
    await open('color')
    await expect.poll(() => isOpen('color')).toBe(true)
    ;(page.getByRole('checkbox', { name: /Blau/ }).element() as HTMLElement).focus()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => isOpen('color')).toBe(false)
    expect(document.activeElement).toBe(summary('color').element())
    await open('price')
    await expect.poll(() => isOpen('price')).toBe(true)
    await userEvent.click(document.body, { position: { x: 5, y: 400 } })
    await expect.poll(() => isOpen('price')).toBe(false)
  })
})

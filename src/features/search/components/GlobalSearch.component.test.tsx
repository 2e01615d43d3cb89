import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { GlobalSearch } from './GlobalSearch'
import { messages, mountAt, unmountAll } from '../../../../tests/components/mount'

afterEach(unmountAll)

describe.each([
  { language: 'de', prefix: '' },
  { language: 'en', prefix: '/en' },
] as const)('GlobalSearch ($language)', ({ language, prefix }) => {
  const t = messages[language].search
  const button = () => page.getByRole('button', { name: t.button, exact: true })
  const dialog = () => page.getByRole('dialog', { name: t.dialog })
  const field = () => dialog().getByRole('combobox', { name: t.label })

  it('is a button once scripts run, naming its key; the `/` key opens the overlay with focus in the field', async () => {
    mountAt(language, `${prefix}/artworks`, <GlobalSearch />)
    await expect.element(button()).toHaveAttribute('aria-keyshortcuts', '/')
    await expect.element(button()).toHaveAttribute('title', t.buttonHint)
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.keyboard('/')
    await expect.element(dialog()).toBeVisible()
    await expect.poll(() => document.activeElement).toBe(field().element())
    await expect.element(button()).toHaveAttribute('aria-expanded', 'true')
    await expect.element(field()).toHaveAccessibleDescription(t.keys)
    // One letter is not enough to ask the server.
    await userEvent.keyboard('a')
    await expect.element(dialog().getByRole('status')).toHaveTextContent(t.typeMore)
  })

  it('leaves `/` alone in a field: it is typed, the search stays closed', async () => {
    const host = mountAt(language, `${prefix}/`, <GlobalSearch />)
    const input = document.createElement('input')
    input.setAttribute('aria-label', 'Notiz')
    host.append(input)
    await expect.element(button()).toBeInTheDocument()
    input.focus()
    await userEvent.keyboard('1/2')
    expect(input.value).toBe('1/2')
    expect(dialog().query()).toBeNull()
  })

  it('closes on Escape and by its close button, gives focus back to the button, and keeps the query for next time', async () => {
    mountAt(language, `${prefix}/`, <GlobalSearch />)
    await userEvent.click(button())
    await expect.element(dialog()).toBeVisible()
    await userEvent.fill(field(), 'x')
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).not.toBeInTheDocument()
    await expect.poll(() => document.activeElement).toBe(button().element())
    await userEvent.click(button())
    await expect.element(field()).toHaveValue('x')
    await userEvent.click(dialog().getByRole('button', { name: t.close }))
    await expect.element(dialog()).not.toBeInTheDocument()
    await expect.poll(() => document.activeElement).toBe(button().element())
  })

  it('searches the results page of the page language when the form is sent without scripts taking it', async () => {
    mountAt(language, `${prefix}/`, <GlobalSearch />)
    await userEvent.click(button())
    const form = dialog().getByRole('search').element() as HTMLFormElement
    expect(new URL(form.action).pathname).toBe(`${prefix}/search`)
    expect(form.method).toBe('get')
  })
})

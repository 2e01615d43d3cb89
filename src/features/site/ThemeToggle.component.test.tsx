/**
 * The theme switch (docs/behaviour.md#themes, DESIGN.md: dark by default) as a component, in both languages: a
 * toggle button named in the visitor's language, pressed for light, that switches <html> and
 * remembers the choice in localStorage and a cookie; it follows a theme set elsewhere (the inline
 * script, another control) without being clicked. In Chromium, without a build.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { ThemeToggle } from './ThemeToggle'
import { themeCookieName, themeStorageKey } from './theme'
import { messages, mountIn, unmountAll, type Language } from '../../../tests/components/mount'

const root = document.documentElement
const themeCookie = () => new RegExp(`(?:^|;\\s*)${themeCookieName}=([^;]*)`).exec(document.cookie)?.[1] ?? null

function reset() {
  root.removeAttribute('data-theme')
  root.style.colorScheme = ''
  window.localStorage.removeItem(themeStorageKey)
  document.cookie = `${themeCookieName}=; Path=/; Max-Age=0`
}

beforeEach(reset)
afterEach(() => {
  unmountAll()
  reset()
})

describe.each(['de', 'en'] as Language[])('ThemeToggle (%s)', (language) => {
  const t = messages[language].theme

  it('starts dark, not pressed, and a click (or Enter) switches to light and back, remembered both ways', async () => {
    mountIn(language, <ThemeToggle />)
    const toggle = page.getByRole('button', { name: t.light })
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect.element(toggle).toHaveAttribute('title', t.label)

    await userEvent.click(toggle)
    expect(root.getAttribute('data-theme')).toBe('light')
    expect(root.style.colorScheme).toBe('light')
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light')
    expect(themeCookie()).toBe('light')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')

    // By keyboard: focus stays on the button.
    ;(toggle.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(themeCookie()).toBe('dark')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect.element(toggle).toHaveFocus()
  })

  it('follows a theme set on <html> by someone else', async () => {
    mountIn(language, <ThemeToggle />)
    const toggle = page.getByRole('button', { name: t.light })
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false')
    root.setAttribute('data-theme', 'light')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')
  })
})

import { describe, expect, it } from 'vitest'

import { chooseTheme, otherTheme, themeCookie, themeScript } from './theme'

describe('chooseTheme', () => {
  it('uses the stored choice whatever the browser prefers', () => {
    expect(chooseTheme('light', false)).toBe('light')
    expect(chooseTheme('dark', true)).toBe('dark')
  })

  it('without a stored choice: light only if the browser prefers light, else dark', () => {
    expect(chooseTheme(null, true)).toBe('light')
    expect(chooseTheme(null, false)).toBe('dark')
    expect(chooseTheme(undefined, false)).toBe('dark')
  })

  it('ignores an unknown stored value', () => {
    expect(chooseTheme('sepia', false)).toBe('dark')
    expect(chooseTheme('', true)).toBe('light')
  })

  it('toggles and writes a year-long lax cookie', () => {
    expect(otherTheme('dark')).toBe('light')
    expect(otherTheme('light')).toBe('dark')
    expect(themeCookie('light')).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})

/** Runs the inline script against a stub document and returns the theme it set. */
function runScript({ stored = null, cookie = '', prefersLight = false, storageThrows = false }: {
  stored?: string | null
  cookie?: string
  prefersLight?: boolean
  storageThrows?: boolean
}) {
  const attributes: Record<string, string> = {}
  const documentElement = { setAttribute: (k: string, v: string) => (attributes[k] = v), style: {} as Record<string, string> }
  const localStorage = {
    getItem: () => {
      if (storageThrows) throw new Error('denied')
      return stored
    },
  }
  const window = { matchMedia: (q: string) => ({ matches: prefersLight && q.includes('light') }) }
  new Function('document', 'localStorage', 'window', themeScript)({ documentElement, cookie }, localStorage, window)
  return { theme: attributes['data-theme'], colorScheme: documentElement.style.colorScheme }
}

describe('themeScript (the same rule before first paint)', () => {
  it('defaults to dark', () => {
    expect(runScript({})).toEqual({ theme: 'dark', colorScheme: 'dark' })
  })
  it('follows a light preference only when nothing is stored', () => {
    expect(runScript({ prefersLight: true }).theme).toBe('light')
    expect(runScript({ prefersLight: true, stored: 'dark' }).theme).toBe('dark')
  })
  it('uses localStorage, then the cookie', () => {
    expect(runScript({ stored: 'light' }).theme).toBe('light')
    expect(runScript({ cookie: 'a=1; theme=light; b=2' }).theme).toBe('light')
    expect(runScript({ cookie: 'mytheme=light' }).theme).toBe('dark')
    expect(runScript({ storageThrows: true, cookie: 'theme=light' }).theme).toBe('light')
  })
})

import { describe, expect, it } from 'vitest'

import { chooseTheme, otherTheme, themeCookie, themeScript } from './theme'

describe('chooseTheme', () => {
  it('uses the stored choice, localStorage before the cookie', () => {
    expect(chooseTheme('light')).toBe('light')
    expect(chooseTheme('dark', 'light')).toBe('dark')
    expect(chooseTheme(null, 'light')).toBe('light')
  })

  it('is dark for every visitor who has not chosen', () => {
    expect(chooseTheme(null)).toBe('dark')
    expect(chooseTheme(undefined, undefined)).toBe('dark')
  })

  it('ignores unknown stored values', () => {
    expect(chooseTheme('sepia')).toBe('dark')
    expect(chooseTheme('', 'sepia')).toBe('dark')
    expect(chooseTheme('sepia', 'light')).toBe('light')
  })

  it('toggles and writes a year-long lax cookie', () => {
    expect(otherTheme('dark')).toBe('light')
    expect(otherTheme('light')).toBe('dark')
    expect(themeCookie('light')).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})

/** Runs the inline script against a stub document and returns the theme it set. */
function runScript({
  stored = null,
  cookie = '',
  prefersLight = false,
  storageThrows = false,
}: {
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
  return { theme: attributes['data-theme'], colorScheme: documentElement.style.colorScheme, scripted: 'data-js' in attributes }
}

describe('themeScript (the same rule before first paint)', () => {
  it('defaults to dark, also when the system prefers light', () => {
    expect(runScript({})).toEqual({ theme: 'dark', colorScheme: 'dark', scripted: true })
    expect(runScript({ prefersLight: true })).toEqual({ theme: 'dark', colorScheme: 'dark', scripted: true })
    expect(themeScript).not.toMatch(/prefers-color-scheme|matchMedia/)
  })

  it('uses localStorage, then the cookie', () => {
    expect(runScript({ stored: 'light', prefersLight: false })).toEqual({ theme: 'light', colorScheme: 'light', scripted: true })
    expect(runScript({ stored: 'dark', prefersLight: true }).theme).toBe('dark')
    expect(runScript({ cookie: 'a=1; theme=light; b=2' }).theme).toBe('light')
    expect(runScript({ cookie: 'mytheme=light' }).theme).toBe('dark')
    expect(runScript({ storageThrows: true, cookie: 'theme=light' }).theme).toBe('light')
  })

  it('agrees with chooseTheme for every combination', () => {
    const values = [null, '', 'dark', 'light', 'sepia']
    for (const stored of values) {
      for (const cookieValue of values) {
        for (const prefersLight of [false, true]) {
          const cookie = cookieValue === null ? '' : `theme=${cookieValue}`
          expect(runScript({ stored, cookie, prefersLight }).theme, `${stored} / ${cookie} / ${prefersLight}`).toBe(chooseTheme(stored, cookieValue))
        }
      }
    }
  })
})

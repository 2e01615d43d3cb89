'use client'

import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'

import { defaultTheme, isTheme, otherTheme, themeCookie, themeStorageKey, type Theme } from './theme'

/** The theme on <html>, as the inline script or the toggle set it. */
function currentTheme(): Theme {
  const value = document.documentElement.getAttribute('data-theme')
  return isTheme(value) ? value : defaultTheme
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/** Switches between the dark and light theme and remembers the choice (localStorage and cookie). */
export function ThemeToggle() {
  const t = useTranslations('theme')
  const theme = useSyncExternalStore(subscribe, currentTheme, () => defaultTheme)
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={theme === 'light'}
      title={t('label')}
      data-testid="theme-toggle"
      data-needs-js=""
      onClick={() => {
        const next = otherTheme(currentTheme())
        document.documentElement.setAttribute('data-theme', next)
        document.documentElement.style.colorScheme = next
        try {
          window.localStorage.setItem(themeStorageKey, next)
        } catch {
          // Storage can be off (privacy modes); the cookie still remembers.
        }
        document.cookie = themeCookie(next)
      }}
    >
      <span className="theme-toggle__icon" aria-hidden="true" />
      {t('light')}
    </button>
  )
}

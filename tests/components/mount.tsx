/**
 * Renders a client component into the test page of Vitest's browser mode (the `components`
 * project, Debian's Chromium) and takes it away after the test.
 */
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'

import de from '../../src/i18n/messages/de.json'
import en from '../../src/i18n/messages/en.json'

const mounted: Array<{ root: Root; host: HTMLElement }> = []

// The tests drive a real browser, whose events React handles as in the site; no act() around them.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

export function mount(node: ReactNode): HTMLElement {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  flushSync(() => root.render(node))
  mounted.push({ root, host })
  return host
}

export function unmountAll(): void {
  for (const { root, host } of mounted.splice(0)) {
    root.unmount()
    host.remove()
  }
}

export type Language = 'de' | 'en'

/** Renders a component that speaks through next-intl, with the site's messages in `language`. */
export function mountIn(language: Language, node: ReactNode): HTMLElement {
  return mount(
    <NextIntlClientProvider locale={language} messages={language === 'de' ? de : en} timeZone="Europe/Berlin">
      {node}
    </NextIntlClientProvider>,
  )
}

/** The site's messages, to find what a component says in each language. */
export const messages = { de, en } as const

/**
 * Like mountIn, on the page at `pathname` as the browser shows it (`/en/…` in English): the router's
 * context that `usePathname` reads (Next's own, as the app router provides it).
 */
export function mountAt(language: Language, pathname: string, node: ReactNode): HTMLElement {
  return mountIn(
    language,
    <PathnameContext.Provider value={pathname}>
      <SearchParamsContext.Provider value={new URLSearchParams()}>{node}</SearchParamsContext.Provider>
    </PathnameContext.Provider>,
  )
}

/**
 * Renders a client component into the test page of Vitest's browser mode (the `components`
 * project, Debian's Chromium) and takes it away after the test.
 */
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'
import { createTranslator, NextIntlClientProvider } from 'next-intl'
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

/** next-intl's translator over the site's messages, for texts with values (plurals, placeholders). */
export function translator<Namespace extends keyof typeof de>(language: Language, namespace: Namespace) {
  return createTranslator({ locale: language, messages: messages[language], namespace })
}

/** A navigation a component asked the router for: `push` or `replace`, the address and its options. */
export type Navigation = { method: 'push' | 'replace'; href: string; options?: { scroll?: boolean } }

/**
 * The app router's place in Next's context, for a component that navigates: it records what it is
 * asked to do (the address, as next-intl's router hands it on) instead of leaving the test page.
 */
export function recordingRouter(): AppRouterInstance & { navigations: Navigation[] } {
  const navigations: Navigation[] = []
  const ignore = () => undefined
  return {
    navigations,
    push: (href, options) => void navigations.push({ method: 'push', href, options }),
    replace: (href, options) => void navigations.push({ method: 'replace', href, options }),
    back: ignore,
    forward: ignore,
    refresh: ignore,
    prefetch: ignore,
    bfcacheId: 'component-test',
  }
}

/**
 * Like mountIn, on the page at `pathname` as the browser shows it (`/en/…` in English), in Next's
 * own router contexts as the app router provides them: `usePathname` reads the address, and
 * `useRouter` is `router` (recordingRouter) when given.
 */
export function mountAt(language: Language, pathname: string, node: ReactNode, router: AppRouterInstance | null = null): HTMLElement {
  return mountIn(
    language,
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value={pathname}>
        <SearchParamsContext.Provider value={new URLSearchParams()}>{node}</SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  )
}

'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { localizedPath } from '@/i18n/chooseLocale'
import { localeIso, type Locale } from '@/base/locales'
import { usePathname } from '@/i18n/navigation'

import { ownClickAttribute } from './behaviours/linkClick'
import { currentSwitchTarget, switchCookies } from './languageSwitch'

/**
 * A link to this page in the other language. `href` is the translated page as the server resolved
 * it for the page's address (/artworks/abendrot → /en/artworks/sunset: the layouts' language-switch
 * slot, src/app/(site)/[locale]/(default)/@languageSwitch), so it works without JavaScript, in a new
 * tab and for crawlers. After an in-app navigation the page's hreflang alternate says it; on click
 * the choice is stored and the page loads fully. The page's own query (a search term, the
 * explorer's filters) goes along, with and without JavaScript; a query no page reads does not.
 */
export function LanguageSwitch({ href }: { href?: string }) {
  const t = useTranslations('site')
  const locale = useLocale() as Locale
  const other: Locale = locale === 'de' ? 'en' : 'de'
  const pathname = usePathname()
  const rendered = useRef(pathname)
  const [alternate, setAlternate] = useState<string | null>(null)
  // A page reached in the app: its head's hreflang alternate (Next updates the head with the page).
  useEffect(() => {
    if (pathname === rendered.current) return
    const read = () => document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${other}"]`)?.getAttribute('href') ?? null
    const link = read()
    setAlternate(link ? currentSwitchTarget(link, window.location, other) : null)
    const observer = new MutationObserver(() => {
      const next = read()
      if (next) setAlternate(currentSwitchTarget(next, window.location, other))
    })
    observer.observe(document.head, { childList: true, subtree: true, attributes: true })
    return () => observer.disconnect()
  }, [pathname, other])
  const fallback = alternate ?? (pathname === rendered.current && href ? href : localizedPath(pathname, other))

  return (
    <a
      className="language-switch"
      href={fallback}
      hrefLang={localeIso[other]}
      lang={localeIso[other]}
      data-testid="language-switch"
      // Its own click handler stores the choice: the site's link handling (a full load for the
      // magazine) must not take the click first.
      {...{ [ownClickAttribute]: '' }}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${other}"]`)?.getAttribute('href')
        // The same address the link has without JavaScript, with the page's query as it is now.
        const target = link ? currentSwitchTarget(link, window.location, other) : fallback
        for (const cookie of switchCookies(other)) document.cookie = cookie
        // A full load on purpose: the other language's layout, messages and cookie (docs/behaviour.md#language-switch).
        window.location.assign(target)
      }}
    >
      {t('switchTo')}
    </a>
  )
}

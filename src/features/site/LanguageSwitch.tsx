'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { localizedPath } from '@/i18n/chooseLocale'
import { localeIso, type Locale } from '@/base/locales'
import { usePathname } from '@/i18n/navigation'

import { ownClickAttribute } from './behaviours/linkClick'
import { switchCookies, switchTarget } from './languageSwitch'

/**
 * A link to this page in the other language. `href` is the translated page as the server resolved
 * it for the page's address (/artworks/abendrot → /en/artworks/sunset: the layouts' language-switch
 * slot, src/app/(site)/[locale]/(default)/@languageSwitch), so it works without JavaScript, in a new
 * tab and for crawlers. After an in-app navigation the page's hreflang alternate says it; on click
 * the choice is stored, the query string kept, and the page loads fully.
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
    setAlternate(link ? switchTarget(link, pathname, other, window.location.origin) : null)
    const observer = new MutationObserver(() => {
      const next = read()
      if (next) setAlternate(switchTarget(next, pathname, other, window.location.origin))
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
        const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${other}"]`)
        const target = link ? switchTarget(link.getAttribute('href'), fallback, other, window.location.origin) : fallback
        for (const cookie of switchCookies(other)) document.cookie = cookie
        // A full load on purpose: the other language's layout, messages and cookie (docs/behaviour.md#language-switch).
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`${target}${target.includes('?') ? '' : window.location.search}`)
      }}
    >
      {t('switchTo')}
    </a>
  )
}

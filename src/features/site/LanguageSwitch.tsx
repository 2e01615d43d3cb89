'use client'

import { useLocale, useTranslations } from 'next-intl'

import { localizedPath } from '@/i18n/chooseLocale'
import { localeIso, type Locale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation'

import { switchCookies, switchTarget } from './languageSwitch'

/**
 * A link to this page in the other language. Its href (the same path with the prefix swapped)
 * works without JavaScript; on click the page's hreflang alternate gives the translated URL
 * (/artworks/abendrot → /en/artworks/sunset), the choice is stored, and the page loads fully.
 */
export function LanguageSwitch() {
  const t = useTranslations('site')
  const locale = useLocale() as Locale
  const other: Locale = locale === 'de' ? 'en' : 'de'
  const pathname = usePathname()
  const fallback = localizedPath(pathname, other)

  return (
    <a
      className="language-switch"
      href={fallback}
      hrefLang={localeIso[other]}
      lang={localeIso[other]}
      data-testid="language-switch"
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        const alternate = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${other}"]`)
        const target = switchTarget(alternate?.getAttribute('href'), fallback, other, window.location.origin)
        for (const cookie of switchCookies(other)) document.cookie = cookie
        window.location.assign(target)
      }}
    >
      {t('switchTo')}
    </a>
  )
}

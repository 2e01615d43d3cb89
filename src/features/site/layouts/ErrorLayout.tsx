import { getLocale } from 'next-intl/server'

import { localizedUrl } from '@/i18n/alternates'
import type { Locale } from '@/base/locales'

import { LanguageSwitch } from '../LanguageSwitch'
import { siteFooter } from '../SiteFooter'
import { SiteHeader } from '../SiteHeader'

/**
 * The error-layout of docs/behaviour.md#layouts (404 and 500): the site's header and footer, so a visitor who lands
 * on a dead end still has the whole navigation, around a quiet error message. One page answers
 * every missing address and is kept once: nothing in it may depend on the address (issue 29). So
 * its language switch leads to the other language's home page, a page that exists, and its menus
 * mark no current page.
 */
export async function ErrorLayout({ children }: { children: React.ReactNode }) {
  const locale = (await getLocale()) as Locale
  const other: Locale = locale === 'de' ? 'en' : 'de'
  return (
    <div className="layout layout--error" data-layout="error">
      <SiteHeader languageSwitch={<LanguageSwitch href={localizedUrl('/', other)} />} markCurrent={false} />
      <main id="main">{children}</main>
      {siteFooter()}
    </div>
  )
}

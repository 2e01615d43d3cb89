import { getLocale, getTranslations } from 'next-intl/server'

import { CartLink } from '@/features/cart/CartLink'
import { SearchButton } from '@/features/search/components/SearchButton'
import type { Locale } from '@/base/locales'
import { Link } from '@/i18n/navigation'

import { LanguageSwitch } from './LanguageSwitch'
import { getArtistsMenu, getMenus } from './loaders'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu'
import { ThemeToggle } from './ThemeToggle'

/**
 * The site's header: the gallery's name, the main menu from the CMS (inline on wide screens),
 * the language switch, the theme toggle, and the menu button with all menus and the artists.
 * `markCurrent`: whether the menus mark the current page (see MainNav).
 */
export async function SiteHeader({ languageSwitch, markCurrent = true }: { languageSwitch?: React.ReactNode; markCurrent?: boolean } = {}) {
  const locale = (await getLocale()) as Locale
  const [t, tNav, menus, artists] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'nav' }),
    getMenus(locale),
    getArtistsMenu(),
  ])
  return (
    <header className="site-header">
      <Link href="/" className="site-header__name" aria-label={t('home')}>
        {t('name')}
      </Link>
      <MainNav items={menus.main} label={tNav('main')} className="site-header__main" testId="main-nav" markCurrent={markCurrent} />
      <div className="site-header__tools">
        <SearchButton />
        <CartLink />
        {languageSwitch ?? <LanguageSwitch />}
        <ThemeToggle />
        <MobileMenu main={menus.main} secondary={menus.secondary} artists={artists} markCurrent={markCurrent} />
      </div>
    </header>
  )
}

import { cache } from 'react'
import { getLocale, getTranslations } from 'next-intl/server'

import { ConsentSettingsButton } from '@/features/consent/ConsentSettingsButton'
import type { Locale } from '@/base/locales'

import { getMenus } from './loaders'
import { MenuLink } from './MenuLink'

/** The site's footer: the footer menu of the CMS navigation global. */
export async function SiteFooter() {
  const locale = (await getLocale()) as Locale
  const [t, tNav, menus] = await Promise.all([getTranslations({ locale, namespace: 'site' }), getTranslations({ locale, namespace: 'nav' }), getMenus(locale)])
  return (
    <footer className="site-footer">
      {menus.footer.length > 0 ? (
        <nav aria-label={tNav('footer')} data-testid="footer-nav">
          <ul className="menu menu--footer">
            {menus.footer.map((item, index) => (
              <li key={item.id ?? `${item.link}-${index}`}>
                <MenuLink link={item.link}>{item.label}</MenuLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="site-footer__consent">
        <ConsentSettingsButton />
      </p>
      <p className="site-footer__name">
        {t('name')} · {t('tagline')}
      </p>
    </footer>
  )
}

/**
 * The footer as one element per request. Every page's payload carries the not-found boundary
 * beside the page (src/app/(site)/[locale]/not-found.tsx), with a footer of its own: rendered from
 * the same element, it crosses once and the boundary refers to it (1.4 KB less on every page).
 */
export const siteFooter = cache(() => <SiteFooter />)

import { getTranslations } from 'next-intl/server'

import type { WerkstattpalastPage } from '@/cms/payload-types'
import { SiteFooter } from '@/features/site/SiteFooter'
import { SiteHeader } from '@/features/site/SiteHeader'
import type { Locale } from '@/base/locales'
import { Link } from '@/i18n/navigation'

import { listPublished } from './loaders'

/** The Werkstattpalast section: the site's header, then the section's own sub-navigation. */
export async function WspLayout({ children, locale, languageSwitch }: { children: React.ReactNode; locale: Locale; languageSwitch?: React.ReactNode }) {
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    listPublished<WerkstattpalastPage>('werkstattpalast-pages', locale, { sort: 'order', limit: 50, depth: 0 }),
  ])
  return (
    <div className="layout layout--wsp" data-layout="wsp">
      <SiteHeader languageSwitch={languageSwitch} />
      <nav className="wsp-nav" aria-label={t('werkstattpalast')} data-testid="wsp-nav">
        <Link href="/werkstattpalast">{t('werkstattpalast')}</Link>
        {pages.map((page) => (
          <Link key={page.id} href={`/werkstattpalast/${page.slug}`}>
            {page.title}
          </Link>
        ))}
      </nav>
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  )
}

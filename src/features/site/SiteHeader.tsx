import { useLocale, useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** The site's header: the gallery's name and the language switch. */
export function SiteHeader() {
  const t = useTranslations('site')
  const locale = useLocale()
  const other = locale === 'de' ? 'en' : 'de'
  return (
    <header className="site-header">
      <Link href="/" className="site-header__name">
        {t('name')}
      </Link>
      <nav aria-label={t('language')}>
        <Link href="/" locale={other} hrefLang={other} lang={other}>
          {t('switchTo')}
        </Link>
      </nav>
    </header>
  )
}

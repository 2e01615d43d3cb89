import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

export function MinimalLayout({ children }: { children: React.ReactNode }) {
  const t = useTranslations('site')
  return (
    <div className="layout layout--minimal" data-layout="minimal">
      <header className="site-header site-header--minimal">
        <Link href="/" className="site-header__name">
          {t('name')}
        </Link>
      </header>
      <main id="main">{children}</main>
    </div>
  )
}

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** The not-found variant of the error page (SPEC §2, §8). */
export default function NotFound() {
  const t = useTranslations('error')
  return (
    <section className="intro" data-testid="not-found">
      <p>404</p>
      <h1>{t('notFound')}</h1>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </section>
  )
}

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** The error-layout of SPEC §2: quiet, with a way home; used by the 404 and 500 pages. */
export function ErrorLayout({ status, message }: { status: number; message: string }) {
  const t = useTranslations('error')
  return (
    <div className="layout layout--error" data-layout="error">
      <main id="main" className="error-page" data-testid={status === 404 ? 'not-found' : 'server-error'}>
        <p className="error-page__status">{status}</p>
        <h1>{message}</h1>
        <p>
          <Link href="/">{t('home')}</Link>
        </p>
      </main>
    </div>
  )
}

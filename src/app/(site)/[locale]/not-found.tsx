import { useTranslations } from 'next-intl'

import { ErrorLayout } from '@/features/site/layouts/ErrorLayout'

/** The not-found variant of the error page (SPEC §2, §8), in the error layout. */
export default function NotFound() {
  const t = useTranslations('error')
  return <ErrorLayout status={404} message={t('notFound')} />
}

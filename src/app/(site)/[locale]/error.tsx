'use client'

import { useTranslations } from 'next-intl'

import { ErrorLayout } from '@/features/site/layouts/ErrorLayout'

/** The generic variant of the error page (SPEC §2, §8): any failure while rendering a page. */
export default function ErrorPage() {
  const t = useTranslations('error')
  return <ErrorLayout status={500} message={t('generic')} />
}

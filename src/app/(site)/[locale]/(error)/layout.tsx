import { setRequestLocale } from 'next-intl/server'

import { ErrorLayout } from '@/features/site/layouts/ErrorLayout'
import type { Locale } from '@/base/locales'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The error layout of docs/behaviour.md#layouts, for the not-found page every unknown address is answered with. */
export default async function Layout({ children, params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return <ErrorLayout>{children}</ErrorLayout>
}

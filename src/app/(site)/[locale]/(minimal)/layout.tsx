import { setRequestLocale } from 'next-intl/server'

import { MinimalLayout } from '@/features/site/layouts/MinimalLayout'
import type { Locale } from '@/base/locales'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The minimal layout of docs/behaviour.md#layouts. Every layout sets the request's locale, so pages stay static (next-intl). */
export default async function Layout({ children, params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return <MinimalLayout>{children}</MinimalLayout>
}

import { setRequestLocale } from 'next-intl/server'

import { DefaultLayout } from '@/features/site/layouts/DefaultLayout'
import type { Locale } from '@/base/locales'

type Props = { children: React.ReactNode; languageSwitch: React.ReactNode; params: Promise<{ locale: string }> }

/** The default layout of docs/behaviour.md#layouts. Every layout sets the request's locale, so pages stay static (next-intl). */
export default async function Layout({ children, languageSwitch, params }: Props) {
  setRequestLocale((await params).locale as Locale)
  return <DefaultLayout languageSwitch={languageSwitch}>{children}</DefaultLayout>
}

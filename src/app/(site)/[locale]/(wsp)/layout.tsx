import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/base/locales'
import { WspLayout } from '@/features/content/WspLayout'

/** The wsp layout (docs/behaviour.md#layouts): the Werkstattpalast section with its own sub-navigation. */
export default async function Layout({ children, languageSwitch, params }: { children: React.ReactNode; languageSwitch: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return (
    <WspLayout locale={locale as Locale} languageSwitch={languageSwitch}>
      {children}
    </WspLayout>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { ConsentBanner, ConsentScript } from '@/features/consent/ConsentBanner'
import { ThemeScript } from '@/features/site/ThemeScript'
import { clientMessages } from '@/i18n/clientMessages'
import { localeIso } from '@/base/locales'
import { routing } from '@/i18n/routing'
import { ClientBehaviours } from '@/features/site/ClientBehaviours'

import './styles.css'
import { config } from '@/config/env.mjs'

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    // Absolute canonical, hreflang and Open Graph URLs need the public origin.
    metadataBase: new URL(config().PUBLIC_URL || `http://localhost:${config().PORT}`),
    title: { default: t('name'), template: `%s · ${t('name')}` },
    description: t('tagline'),
  }
}

export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'site' }), getMessages({ locale })])
  return (
    // The inline theme script may change data-theme before React hydrates (no flash of the wrong theme).
    <html lang={localeIso[locale]} data-theme="dark" suppressHydrationWarning>
      <head>
        <ThemeScript />
        <ConsentScript locale={locale} />
      </head>
      <body>
        <NextIntlClientProvider messages={clientMessages(messages)}>
          {/* First in the document: Tab and screen readers reach the cookie banner before the page. */}
          <ConsentBanner locale={locale} />
          <ClientBehaviours />
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
